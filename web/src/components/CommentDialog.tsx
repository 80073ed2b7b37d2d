import { Button, chakra, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { DIALOG_MAX_WIDTH_PX, DIALOG_WIDTH_PX } from '../../../shared/domain/constants';
import { useT } from '../i18n/useT';
import { fieldError } from '../components/form/formik-fields';
import { useFormik } from 'formik';

/** The words a comment dialog shows, already translated; `hint` is given the text's length so far. */
export interface CommentDialogWords {
  title: string;
  message: string;
  label: string;
  hint: (length: number) => string;
  submit: string;
  cancel: string;
}

/**
 * A dialog that asks for a required text and sends it (a revision's comment, a compensation request's reason, a
 * licence rejection's reason): the
 * text is checked inline, and the dialog stays open while the request runs and after a refusal, for another try.
 * `onSend` answers the validation key of a field error the server gave, or nothing.
 */
export function CommentDialog({
  open,
  words,
  maxLength,
  palette,
  returnFocus,
  onClose,
  onSend,
}: {
  open: boolean;
  words: CommentDialogWords;
  maxLength: number;
  palette: 'orange' | 'red';
  /** Where focus goes when it closes (the button that opened it, or what replaced it). */
  returnFocus?: RefObject<HTMLElement | null>;
  onClose: () => void;
  onSend: (text: string) => Promise<string | undefined>;
}) {
  const t = useT();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const form = useFormik({
    initialValues: { comment: '' },
    validate: ({ comment }: { comment: string }) => {
      const text = comment.trim();
      if (!text) return { comment: 'required' };
      return text.length > maxLength ? { comment: 'longTextTooLong' } : {};
    },
    onSubmit: async ({ comment }, helpers) => {
      const refusal = await onSend(comment.trim());
      if (refusal) helpers.setFieldError('comment', refusal);
      else helpers.resetForm();
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    onClose();
  };
  const error = fieldError(form, 'comment', t);
  return (
    <Dialog.Root open={open} onOpenChange={({ open: isOpen }) => !isOpen && close()} initialFocusEl={() => textarea.current} finalFocusEl={() => returnFocus?.current ?? null} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={`${DIALOG_WIDTH_PX}px`} maxW={`min(${DIALOG_MAX_WIDTH_PX}px, calc(100vw - 2rem))`}>
            <chakra.form noValidate onSubmit={form.handleSubmit}>
              <Dialog.Header>
                <Dialog.Title>{words.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body display="flex" flexDirection="column" gap="4">
                <Text>{words.message}</Text>
                <Field.Root invalid={Boolean(error)} required>
                  <Field.Label>{words.label}</Field.Label>
                  <Textarea ref={textarea} name="comment" rows={5} dir="auto" maxLength={maxLength} value={form.values.comment} onChange={form.handleChange} onBlur={form.handleBlur} />
                  {error ? (
                    <Field.ErrorText>{error}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>{words.hint(form.values.comment.length)}</Field.HelperText>
                  )}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={form.isSubmitting}>
                  {words.cancel}
                </Button>
                <Button type="submit" colorPalette={palette} loading={form.isSubmitting}>
                  {words.submit}
                </Button>
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
