import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../shared/domain/constants';
import { useT } from '../i18n/useT';

/**
 * The confirmation of a consequential action (an alert dialog): a title, a message, Cancel and a red confirm button
 * (another colour for an action that destroys nothing, such as approving or submitting). While `busy`, the dialog
 * cannot be dismissed and the confirm button shows it is working.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  busy,
  returnFocus,
  title,
  cancelLabel,
  confirmLabel,
  confirmPalette = 'red',
  children,
}: {
  open: boolean;
  /** Asked to close (Cancel, the close button, Escape, the backdrop); never while busy. */
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Where focus goes back when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmPalette?: 'red' | 'blue' | 'green';
  /** The dialog's body. */
  children: ReactNode;
}) {
  const t = useT();
  // Focus starts on the harmless choice, as in any confirmation of a consequential action.
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      initialFocusEl={() => cancel.current}
      finalFocusEl={() => returnFocus.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancel} variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={confirmPalette} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
