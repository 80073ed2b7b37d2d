import { Button, HStack, Link, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import type { SignUpRole } from '../../../../../shared/domain/constants';
import { signUpFormSchema } from '../../../../../shared/validation/rules';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT } from '../../../i18n/useT';
import { signUp } from '../../../lib/identity';
import { AuthLayout } from '../components/AuthLayout';
import { ConsentCheckbox } from '../../../components/form/ConsentCheckbox';
import { CountrySelect } from '../components/CountrySelect';
import { FormStack } from '../../../components/form/FormStack';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField, fieldError } from '../../../components/form/formik-fields';
import { PasswordField } from '../../../components/form/PasswordField';
import { RoleSelect } from '../components/RoleSelect';
import { TermsAgreement } from '../components/TermsAgreement';
import { TextField } from '../../../components/form/TextField';
import { identityErrorMessageId } from '../../../lib/identity-errors';
import type { ConfirmState } from '../lib/navigation';
import { savePendingProfile } from '../lib/pending-profile';

interface SignUpValues {
  role: SignUpRole;
  fullName: string;
  email: string;
  country: string;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
  over18: boolean;
}

/**
 * Sign up (spec §2). Cognito keeps the e-mail, password and role (custom:role, fixed for good); the name,
 * country and moment of agreement wait in this tab until the account is confirmed, when the profile record
 * is created (POST /{role}), so no record exists for an address nobody confirmed.
 */
export default function SignUpPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const [agreedAt, setAgreedAt] = useState<string>();
  // The landing page's "Join as a brand" opens the form with the brand role chosen (`/signup?role=company`).
  const [searchParams] = useSearchParams();

  const formik = useFormik<SignUpValues>({
    initialValues: { role: searchParams.get('role') === 'company' ? 'company' : 'creator', fullName: '', email: '', country: '', password: '', confirmPassword: '', agreedToTerms: false, over18: false },
    validationSchema: signUpFormSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      const email = values.email.trim();
      // The sign-up carries the details its profile is made of at confirmation; they are also kept in this tab, so
      // the confirm screen can still send POST /{role} when the profile is missing (the server accepts only these).
      const details = { role: values.role, fullName: values.fullName.trim(), country: values.country, agreedToTermsAt: agreedAt ?? new Date().toISOString() };
      try {
        await signUp({ email, password: values.password, language: locale, ...details });
      } catch (error) {
        setFailure(t(identityErrorMessageId(error, 'signUp')));
        return;
      }
      savePendingProfile({ email, ...details });
      navigate(APP_ROUTES.confirm, { state: { email, password: values.password } satisfies ConfirmState });
    },
  });
  const { values } = formik;

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')}>
      <FormStack onSubmit={formik.handleSubmit}>
        <RoleSelect value={values.role} onChange={(role) => void formik.setFieldValue('role', role)} error={fieldError(formik, 'role', t)} />
        <TextField
          label={t(values.role === 'company' ? 'auth.field.companyName' : 'auth.field.fullName')}
          name="fullName"
          autoComplete={values.role === 'company' ? 'organization' : 'name'}
          {...boundField(formik, 'fullName', t)}
        />
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="email"
          {...boundField(formik, 'email', t)}
        />
        <CountrySelect
          name="country"
          label={t('auth.field.country')}
          placeholder={t('auth.field.countryPlaceholder')}
          {...boundField(formik, 'country', t)}
        />
        <PasswordField
          label={t('auth.field.password')}
          name="password"
          autoComplete="new-password"
          hint={t('auth.password.hint')}
          {...boundField(formik, 'password', t)}
        />
        <PasswordField
          label={t('auth.field.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          {...boundField(formik, 'confirmPassword', t)}
        />
        {values.role === 'creator' && (
          <ConsentCheckbox
            name="over18"
            label={t('auth.signUp.over18')}
            checked={values.over18}
            onCheckedChange={(checked) => void formik.setFieldValue('over18', checked)}
            error={fieldError(formik, 'over18', t)}
          />
        )}
        <TermsAgreement
          agreed={values.agreedToTerms}
          onChange={(at) => {
            setAgreedAt(at);
            void formik.setFieldValue('agreedToTerms', Boolean(at));
          }}
          error={fieldError(formik, 'agreedToTerms', t)}
        />
        {failure && <FormAlert status="error">{failure}</FormAlert>}
        <Button type="submit" size="lg" colorPalette="blue" loading={formik.isSubmitting} disabled={!values.agreedToTerms || formik.isSubmitting}>
          {t('auth.signUp.submit')}
        </Button>
      </FormStack>
      <HStack gap="1" justify="center" fontSize="sm">
        <Text color="fg.muted">{t('auth.signUp.haveAccount')}</Text>
        <Link asChild color="blue.700" fontWeight="semibold">
          <RouterLink to={APP_ROUTES.signIn}>{t('auth.signUp.signInLink')}</RouterLink>
        </Link>
      </HStack>
    </AuthLayout>
  );
}
