import { useState } from 'react';
import { useFormik, type FormikHelpers, type FormikConfig } from 'formik';

/**
 * The form of an add dialog (`FormDialog`): a submit clears the last failure, and a thrown error becomes the message
 * above the buttons (`failureOf` may put it at its fields instead, answering nothing). Closing is refused while the
 * request runs, and empties the form and its failure, so the dialog opens clean the next time.
 */
export function useFormDialog<Values extends object>({
  onClose,
  submit,
  failureOf,
  ...options
}: Omit<FormikConfig<Values>, 'onSubmit'> & {
  /** The dialog asks to close (Cancel, the close button, Escape, the backdrop). */
  onClose: () => void;
  /** Sends the values; what it throws goes to `failureOf`. */
  submit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  /** The message a failed submit shows, already translated; nothing when the error shows at its fields. */
  failureOf: (error: unknown, helpers: FormikHelpers<Values>) => string | undefined;
}) {
  const [failure, setFailure] = useState<string>();
  const form = useFormik<Values>({
    ...options,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await submit(values, helpers);
      } catch (error) {
        setFailure(failureOf(error, helpers));
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(undefined);
    onClose();
  };
  return { form, dialog: { busy: form.isSubmitting, failure, onSubmit: form.handleSubmit, onClose: close } };
}
