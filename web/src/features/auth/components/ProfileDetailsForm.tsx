import { Button } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { SignUpRole } from '../../../../../shared/domain/constants';
import { signUpFormSchema } from '../../../../../shared/validation/rules';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { setOwnSignUpDetails } from '../../../lib/identity';
import { createProfile } from '../lib/profile';
import { CountrySelect } from './CountrySelect';
import { ConsentCheckbox } from '../../../components/form/ConsentCheckbox';
import { FormStack } from '../../../components/form/FormStack';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField, fieldError } from '../../../components/form/formik-fields';
import { TermsAgreement } from './TermsAgreement';
import { TextField } from '../../../components/form/TextField';

const detailsSchema = signUpFormSchema.pick(['role', 'fullName', 'country', 'agreedToTerms', 'over18']);

/**
 * The sign-up details a confirmed account still lacks when its profile record was never created and this
 * tab did not sign it up (e.g. a sign-up made before it carried them). The role is the one chosen at sign-up. The
 * person is signed in: the name and country are written to their own sign-up first, because the API makes a
 * profile only of what the sign-up holds.
 */
export function ProfileDetailsForm({ role, email, onCreated }: { role: SignUpRole; email: string; onCreated: () => Promise<void> }) {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const [agreedAt, setAgreedAt] = useState<string>();
  const formik = useFormik({
    initialValues: { role, fullName: '', country: '', agreedToTerms: false, over18: false },
    validationSchema: detailsSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      try {
        const details = { fullName: values.fullName.trim(), country: values.country };
        await setOwnSignUpDetails(details);
        await createProfile(email, { role, ...details, agreedToTermsAt: agreedAt ?? new Date().toISOString() });
        await onCreated();
      } catch (error) {
        setFailure(errorMessage(t, error));
      }
    },
  });
  return (
    <FormStack onSubmit={formik.handleSubmit}>
      <TextField
        label={t(role === 'company' ? 'auth.field.companyName' : 'auth.field.fullName')}
        name="fullName"
        autoComplete={role === 'company' ? 'organization' : 'name'}
        {...boundField(formik, 'fullName', t)}
      />
      <CountrySelect
        name="country"
        label={t('auth.field.country')}
        placeholder={t('auth.field.countryPlaceholder')}
        {...boundField(formik, 'country', t)}
      />
      {role === 'creator' && (
        <ConsentCheckbox
          name="over18"
          label={t('auth.signUp.over18')}
          checked={formik.values.over18}
          onCheckedChange={(checked) => void formik.setFieldValue('over18', checked)}
          error={fieldError(formik, 'over18', t)}
        />
      )}
      <TermsAgreement
        agreed={formik.values.agreedToTerms}
        onChange={(at) => {
          setAgreedAt(at);
          void formik.setFieldValue('agreedToTerms', Boolean(at));
        }}
        error={fieldError(formik, 'agreedToTerms', t)}
      />
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      <Button type="submit" size="lg" colorPalette="blue" loading={formik.isSubmitting} disabled={!formik.values.agreedToTerms || formik.isSubmitting}>
        {t('auth.profile.submit')}
      </Button>
    </FormStack>
  );
}
