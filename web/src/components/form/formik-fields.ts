import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikProps } from 'formik';
import type { AnySchema } from 'yup';
import type { MessageId } from '../../i18n/locale';
import type { Translate } from '../../i18n/useT';

/**
 * The translated inline error of one Formik field, once the user has left it or tried to submit.
 * The shared yup schemas carry message keys (shared/validation/messages.ts), translated as `validation.<key>`.
 */
export function fieldError<Values>(formik: FormikProps<Values>, name: keyof Values & string, t: Translate): string | undefined {
  const key = (formik.errors as Record<string, unknown>)[name];
  const shown = (formik.touched as Record<string, unknown>)[name] || formik.submitCount > 0;
  if (!shown || typeof key !== 'string') return undefined;
  return t(`validation.${key}` as MessageId);
}

/**
 * What a text input bound to one Formik field needs: its value, the form's change and blur handlers and the
 * translated inline error. Spread onto `TextField` beside the field's own `name`, label and type.
 */
export function boundField<Values>(formik: FormikProps<Values>, name: keyof Values & string, t: Translate) {
  return {
    value: (formik.values as Record<string, string | undefined>)[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: fieldError(formik, name, t),
  };
}

/**
 * Formik's `validate` for a yup schema loaded on first use: what `validationSchema` does (Formik's own
 * `validateYupSchema` and `yupToFormErrors`), without yup and the shared rules in the page's first load. The sign-in
 * form is the app's most visited; the schema loads with the first keystroke or blur.
 */
export function lazySchemaValidation<Values extends object>(load: () => Promise<AnySchema>): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      // As Formik's `validationSchema`: a failed rule is an error of the form, anything else a failure of the code.
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
