import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../../../shared/domain/constants';
import type { MessageId } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';

const TERMS: readonly MessageId[] = ['auth.terms.age', 'auth.terms.payment', 'auth.terms.payout', 'auth.terms.rights', 'auth.terms.delivery', 'auth.terms.vat'];

/** The terms of spec §1, shown when the terms box is ticked: Agree ticks it, Cancel leaves it unticked. */
export function TermsDialog({ open, onAgree, onCancel }: { open: boolean; onAgree: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={({ open: stillOpen }) => !stillOpen && onCancel()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 32px))`}>
            <Dialog.Header>
              <Dialog.Title>{t('auth.terms.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3">{t('auth.terms.intro')}</Text>
              <List.Root gap="2" ps="5">
                {TERMS.map((id) => (
                  <List.Item key={id}>{t(id)}</List.Item>
                ))}
              </List.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t('auth.terms.cancel')}
              </Button>
              <Button colorPalette="blue" onClick={onAgree}>
                {t('auth.terms.agree')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
