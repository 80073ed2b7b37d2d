import { Button } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import type { SignUpRole } from '../../../../../shared/domain/constants';
import { codeSchema, forgotEmailSchema } from '../../../../../shared/validation/rules';
import { useSession } from '../../../lib/session';
import { PageSpinner } from '../../../components/PageSpinner';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { confirmSignUp, resendSignUpCode, signIn } from '../../../lib/identity';
import { AuthLayout } from '../components/AuthLayout';
import { CodeInput } from '../components/CodeInput';
import { MessageWithEmail } from '../components/MessageWithEmail';
import { FormStack } from '../../../components/form/FormStack';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField, fieldError } from '../../../components/form/formik-fields';
import { ResendCode } from '../components/ResendCode';
import { TextField } from '../../../components/form/TextField';
import { isCompleteCode } from '../lib/code';
import { identityErrorMessageId } from '../../../lib/identity-errors';
import type { ConfirmState, SignInState } from '../lib/navigation';
import { loadSignedInProfile } from '../lib/profile';

/** Needed only when a confirmed account never got its profile: its country list stays out of this page's first load. */
const ProfileDetailsForm = lazy(() => import('../components/ProfileDetailsForm').then(({ ProfileDetailsForm: form }) => ({ default: form })));

const withEmailSchema = forgotEmailSchema.concat(codeSchema);

/**
 * Confirm the account with the e-mailed code (spec §2). Then the profile record is created; with the
 * password kept from sign-up the user is signed in and sent to /dashboard (the route guard takes an
 * incomplete profile on to its creation page), otherwise to /signin.
 */
export default function ConfirmPage() {
  const t = useT();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ConfirmState;
  const session = useSession();
  const knownEmail = state.email?.trim();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [missingProfile, setMissingProfile] = useState<{ role: SignUpRole; email: string }>();

  const toSignIn = (email: string) => navigate(APP_ROUTES.signIn, { replace: true, state: { notice: 'accountConfirmed', email } satisfies SignInState });

  const afterConfirmation = async (email: string) => {
    if (!state.password) {
      // The confirmation made the profile from the sign-up's details (its trigger); a sign-up without them gets
      // its profile at the first sign-in, from the details this tab kept.
      toSignIn(email);
      return;
    }
    try {
      if ((await signIn({ email, password: state.password })).status !== 'signedIn') return toSignIn(email);
    } catch {
      return toSignIn(email);
    }
    const outcome = await loadSignedInProfile({ email, refresh: session.refresh, signOut: session.signOut });
    if (outcome.kind === 'ready') navigate(APP_ROUTES.dashboard, { replace: true });
    else if (outcome.kind === 'needsDetails') setMissingProfile({ role: outcome.role, email });
    else if (outcome.kind === 'deactivated') setFailure(t('auth.error.accountDeactivated'));
    else setFailure(outcome.error ? errorMessage(t, outcome.error) : t('auth.error.profile'));
  };

  const formik = useFormik({
    initialValues: { email: knownEmail ?? '', code: '' },
    validationSchema: knownEmail ? codeSchema : withEmailSchema,
    onSubmit: async ({ email, code }) => {
      setFailure(undefined);
      setNotice(undefined);
      const address = email.trim();
      try {
        await confirmSignUp({ email: address, code });
      } catch (error) {
        const messageId = identityErrorMessageId(error, 'confirmSignUp');
        // Confirmed already (a second tab, a double click): carry on as if this call had done it.
        if (messageId !== 'auth.error.alreadyConfirmed') {
          setFailure(t(messageId));
          return;
        }
      }
      await afterConfirmation(address);
    },
  });

  const resend = async () => {
    setFailure(undefined);
    setNotice(undefined);
    const address = formik.values.email.trim();
    if (!address) {
      await formik.setFieldTouched('email', true);
      return false;
    }
    try {
      await resendSignUpCode({ email: address });
      setNotice(t('auth.code.resent'));
      return true;
    } catch (error) {
      setFailure(t(identityErrorMessageId(error, 'resendCode')));
      return false;
    }
  };

  if (missingProfile) {
    return (
      <AuthLayout title={t('auth.profile.title')} subtitle={t('auth.profile.subtitle')}>
        <Suspense fallback={<PageSpinner />}>
          <ProfileDetailsForm
            role={missingProfile.role}
            email={missingProfile.email}
            onCreated={async () => {
              if (!(await session.refresh())) throw new Error(t('auth.error.profile'));
              navigate(APP_ROUTES.dashboard, { replace: true });
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('auth.confirm.title')} subtitle={knownEmail ? <MessageWithEmail id="auth.confirm.subtitle" email={knownEmail} /> : t('auth.confirm.subtitleNoEmail')}>
      {notice && <FormAlert status="success">{notice}</FormAlert>}
      <FormStack onSubmit={formik.handleSubmit}>
        {!knownEmail && (
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            autoComplete="email"
            {...boundField(formik, 'email', t)}
          />
        )}
        <CodeInput
          label={t('auth.field.code')}
          hint={t('auth.field.codeHint')}
          value={formik.values.code}
          onChange={(code) => void formik.setFieldValue('code', code)}
          error={fieldError(formik, 'code', t)}
          autoFocus={Boolean(knownEmail)}
        />
        {failure && <FormAlert status="error">{failure}</FormAlert>}
        <Button type="submit" size="lg" colorPalette="blue" loading={formik.isSubmitting} disabled={!isCompleteCode(formik.values.code) || formik.isSubmitting}>
          {t('auth.confirm.submit')}
        </Button>
      </FormStack>
      <ResendCode onResend={resend} />
    </AuthLayout>
  );
}
