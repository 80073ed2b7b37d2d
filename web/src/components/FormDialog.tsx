import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../shared/domain/constants';
import { useT } from '../i18n/useT';
import { FormAlert } from './form/FormAlert';

/**
 * A dialog holding one form (adding a card, a bank account): a title, an optional note above the fields, the
 * fields, the failure of the last submit, Cancel and a blue submit button. Its body scrolls on a short screen. While
 * `busy` the buttons show it and the close button is disabled; `onClose` (from `useFormDialog`) refuses to close then.
 */
export function FormDialog({
  open,
  title,
  note,
  cancelLabel,
  submitLabel,
  returnFocus,
  busy,
  failure,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  /** A muted line above the fields. */
  note?: string;
  cancelLabel: string;
  submitLabel: string;
  /** Where focus goes back when the dialog closes. */
  returnFocus: RefObject<HTMLElement | null>;
  busy: boolean;
  /** The last submit's failure, shown as an alert below the fields. */
  failure?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** Asked to close: Cancel, the close button, Escape, the backdrop. */
  onClose: () => void;
  /** The fields. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} finalFocusEl={() => returnFocus.current} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
            <chakra.form noValidate onSubmit={onSubmit} display="contents">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {note && (
                    <Text textStyle="sm" color="fg.muted">
                      {note}
                    </Text>
                  )}
                  {children}
                  {failure && <FormAlert status="error">{failure}</FormAlert>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="blue" loading={busy}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
