import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../shared/domain/constants';
import { useT } from '../i18n/useT';

/**
 * A dialog that shows something and asks nothing: a title, an optional lead under it, a body that scrolls inside the
 * dialog, and one button that closes it (as do the close button, Escape and the backdrop). Focus goes back to
 * `returnFocus` when it closes.
 */
export function InfoDialog({
  open,
  onClose,
  returnFocus,
  title,
  lead,
  closeLabel,
  children,
}: {
  open: boolean;
  onClose: () => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  lead?: string;
  /** The footer button's words; "Close" when not given. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} finalFocusEl={() => returnFocus.current} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>{title}</Dialog.Title>
              {lead && (
                <Text fontSize="sm" color="fg.muted">
                  {lead}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {closeLabel ?? t('common.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
