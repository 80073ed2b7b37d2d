import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useT } from '../../i18n/useT';
import { ReadOnlyConversation } from './ReadOnlyConversation';

/** A conversation read-only in a dialog (a flagged message's, a compensation request's pair); Escape closes it. */
export function ChannelDialog({ channelId, title, onClose, returnFocus }: { channelId: string | undefined; title: string; onClose: () => void; returnFocus: RefObject<HTMLElement | null> }) {
  const t = useT();
  return (
    <Dialog.Root open={channelId !== undefined} onOpenChange={(details) => !details.open && onClose()} finalFocusEl={() => returnFocus.current} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ base: 'calc(100vw - 2rem)', md: '2xl' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{channelId && <ReadOnlyConversation channelId={channelId} label={title} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
