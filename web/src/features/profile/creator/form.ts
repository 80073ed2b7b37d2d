import { getIn, setIn, type FormikErrors, type FormikProps } from 'formik';
import type { MessageId } from '../../../i18n/locale';
import type { Translate } from '../../../i18n/useT';
import { ApiError } from '../../../lib/api';

/**
 * The translated inline error at a (possibly nested) path such as `portfolio[0].caption`, once the field was left
 * or the form submitted. Messages are the shared schemas' keys, translated as `validation.<key>`.
 */
export function errorAt<Values>(formik: FormikProps<Values>, path: string, t: Translate): string | undefined {
  const key: unknown = getIn(formik.errors, path);
  const shown = Boolean(getIn(formik.touched, path)) || formik.submitCount > 0;
  if (!shown || typeof key !== 'string') return undefined;
  return t(`validation.${key}` as MessageId);
}

/**
 * Puts the API's `fields` ({path: messageKey}) on the form's fields; answers whether any was placed, so the caller
 * shows the failure as a whole otherwise. Paths are yup's (`portfolio[0].media[1]`), which the form's setIn reads.
 */
export function applyServerErrors<Values>(formik: FormikProps<Values>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.fields) return false;
  let errors: FormikErrors<Values> = {};
  for (const [path, key] of Object.entries(error.fields)) errors = setIn(errors, path, key) as FormikErrors<Values>;
  formik.setErrors(errors);
  return Object.keys(error.fields).length > 0;
}
