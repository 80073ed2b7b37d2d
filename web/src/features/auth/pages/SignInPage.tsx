import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import type { SignUpRole } from '../../../../../shared/domain/constants';
import { useSession } from '../../../lib/session';
import { PageSpinner } from '../../../components/PageSpinner';
import { useT } from '../../../i18n/useT';
import { resendSignUpCode, signIn } from '../../../lib/identity';
import { AuthLayout } from '../components/AuthLayout';
import { FormStack } from '../../../components/form/FormStack';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField, lazySchemaValidation } from '../../../components/form/formik-fields';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import type { ConfirmState, SignInState } from '../lib/navigation';
import { outcomeFailureMessage } from '../lib/outcome-message';
import type { ProfileOutcome } from '../lib/profile';
import { redirectAfterSignIn } from '../lib/redirect';

/** A missing profile (a confirmed account that never got one; its country list) is a rare step: fetched when it comes. */
const ProfileDetailsForm = lazy(() => import('../components/ProfileDetailsForm').then(({ ProfileDetailsForm: form }) => ({ default: form })));

/**
 * What runs once the identity provider has answered (the profile's load, a refusal's message): fetched then, beside
 * the answer, not with the page's first load.
 */
const loadSignedInProfile = async (...args: Parameters<typeof import('../lib/profile').loadSignedInProfile>) => (await import('../lib/profile')).loadSignedInProfile(...args);
const identityErrorMessageId = async (...args: Parameters<typeof import('../../../lib/identity-errors').identityErrorMessageId>) =>
  (await import('../../../lib/identity-errors')).identityErrorMessageId(...args);

/** Sign in (spec §2), for creators and companies at /signin (admins sign in at /admin/signin, AdminSignInPage). */
export default function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as SignInState;
  const session = useSession();
  const [failure, setFailure] = useState<string>();
  const [missingProfile, setMissingProfile] = useState<{ role: SignUpRole; email: string }>();

  const finish = async (outcome: ProfileOutcome) => {
    switch (outcome.kind) {
      case 'ready':
        navigate(redirectAfterSignIn({ from: state.from, role: outcome.user.role, profileCompleted: outcome.user.profileCompleted }), { replace: true });
        return;
      case 'needsDetails':
        setMissingProfile({ role: outcome.role, email: outcome.email });
        return;
      default:
        setFailure(outcomeFailureMessage(t, outcome));
    }
  };

  const formik = useFormik({
    initialValues: { email: state.email ?? '', password: '' },
    validate: lazySchemaValidation(() => import('../../../../../shared/validation/rules').then(({ signInSchema }) => signInSchema)),
    onSubmit: async ({ email, password }) => {
      setFailure(undefined);
      const address = email.trim();
      try {
        const result = await signIn({ email: address, password });
        if (result.status === 'unconfirmed') {
          // A new code for the confirm screen; if sending fails, the code sent earlier may still work.
          await resendSignUpCode({ email: address }).catch(() => undefined);
          navigate(APP_ROUTES.confirm, { state: { email: address, password } satisfies ConfirmState });
          return;
        }
      } catch (error) {
        setFailure(t(await identityErrorMessageId(error, 'signIn')));
        return;
      }
      await finish(await loadSignedInProfile({ email: address, refresh: session.refresh, signOut: session.signOut }));
    },
  });

  if (missingProfile) {
    return (
      <AuthLayout title={t('auth.profile.title')} subtitle={t('auth.profile.subtitle')}>
        <Suspense fallback={<PageSpinner />}>
          <ProfileDetailsForm
            role={missingProfile.role}
            email={missingProfile.email}
            onCreated={async () => {
              const user = await session.refresh();
              if (!user) throw new Error(t('auth.error.profile'));
              navigate(redirectAfterSignIn({ from: state.from, role: user.role, profileCompleted: user.profileCompleted }), { replace: true });
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  const filled = formik.values.email.trim() !== '' && formik.values.password !== '';
  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      {state.notice && (
        <FormAlert status="success">{t(state.notice === 'passwordChanged' ? 'auth.notice.passwordChanged' : 'auth.notice.accountConfirmed')}</FormAlert>
      )}
      <FormStack onSubmit={formik.handleSubmit}>
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoComplete="username"
          {...boundField(formik, 'email', t)}
        />
        <Stack gap="2">
          <PasswordField
            label={t('auth.field.password')}
            name="password"
            autoComplete="current-password"
            {...boundField(formik, 'password', t)}
          />
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          <Link asChild alignSelf="end" fontSize="sm" color="blue.700">
            <RouterLink to={APP_ROUTES.forgot}>{t('auth.signIn.forgot')}</RouterLink>
          </Link>
        </Stack>
        <Button type="submit" size="lg" colorPalette="blue" loading={formik.isSubmitting} disabled={!filled || formik.isSubmitting}>
          {t('auth.signIn.submit')}
        </Button>
      </FormStack>
      <HStack gap="1" justify="center" fontSize="sm">
        <Text color="fg.muted">{t('auth.signIn.noAccount')}</Text>
        <Link asChild color="blue.700" fontWeight="semibold">
          <RouterLink to={APP_ROUTES.signUp}>{t('auth.signIn.signUpLink')}</RouterLink>
        </Link>
      </HStack>
    </AuthLayout>
  );
}
