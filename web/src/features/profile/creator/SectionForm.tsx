import { chakra, Stack } from '@chakra-ui/react';
import { useFormik, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type { CreatorProfileSection } from '../../../../../shared/domain/profile';
import { FormAlert } from '../../../components/form/FormAlert';
import { useUnsavedChanges } from '../../../hooks/useUnsavedChanges';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { saveCreatorSection, type OwnCreatorProfile } from './api';
import { applyServerErrors } from './form';

export interface SectionFormProps<Values extends object> {
  section: CreatorProfileSection;
  schema: AnyObjectSchema;
  initialValues: Values;
  /** The request body for the section (empty optional fields become null: the section replaces its fields). */
  toBody: (values: Values) => unknown;
  onSaved: (profile: OwnCreatorProfile) => void | Promise<void>;
  /** The fields. */
  children: (formik: FormikProps<Values>) => ReactNode;
  /** The buttons (a submit button among them). */
  actions: (formik: FormikProps<Values>) => ReactNode;
}

/**
 * One wizard step or settings tab: the section's shared schema inline, then `PUT /creator/profile/{section}`; the
 * server's field errors land on their fields, anything else shows above the buttons.
 */
export function SectionForm<Values extends object>({ section, schema, initialValues, toBody, onSaved, children, actions }: SectionFormProps<Values>) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const formik = useFormik<Values>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        const profile = await saveCreatorSection(section, toBody(values));
        await onSaved(profile);
        // Saved: what is on screen is the new starting point, with nothing left to ask about before leaving.
        formik.resetForm({ values });
      } catch (error) {
        // Field errors show at their fields; the alert then only points at them.
        setFailure(applyServerErrors(formik, error) ? t('profile.creator.fixErrors') : errorMessage(t, error));
      }
    },
  });
  useUnsavedChanges(() => formik.dirty && !formik.isSubmitting);
  return (
    <chakra.form noValidate onSubmit={formik.handleSubmit} display="flex" flexDirection="column" gap="6">
      {children(formik)}
      <Stack gap="4">
        {failure && <FormAlert status="error">{failure}</FormAlert>}
        {formik.submitCount > 0 && !formik.isValid && !failure && <FormAlert status="error">{t('profile.creator.fixErrors')}</FormAlert>}
        {actions(formik)}
      </Stack>
    </chakra.form>
  );
}
