import { Button, HStack, Link } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { appPath } from '../../../../../shared/app-paths';
import { RESET_PASSWORD_STEPS } from '../../../../../shared/domain/constants';
import { forgotEmailSchema, newPasswordSchema } from '../../../../../shared/validation/rules';
import { useT } from '../../../i18n/useT';
import { confirmResetPassword, resetPassword } from '../../../lib/identity';
import { AuthLayout } from '../components/AuthLayout';
import { CodeInput } from '../components/CodeInput';
import { MessageWithEmail } from '../components/MessageWithEmail';
import { FormStack } from '../../../components/form/FormStack';
import { FormAlert } from '../../../components/form/FormAlert';
import { boundField } from '../../../components/form/formik-fields';
import { PasswordField } from '../../../components/form/PasswordField';
import { ResendCode } from '../components/ResendCode';
import { StepProgress } from '../components/StepProgress';
import { TextField } from '../../../components/form/TextField';
import { isCompleteCode } from '../lib/code';
import { maskEmail } from '../lib/email-mask';
import { identityErrorMessageId, identityErrorName } from '../../../lib/identity-errors';
import type { SignInState } from '../lib/navigation';

type Step = 0 | 1 | 2;

/**
 * Forgot password (spec §2), three steps: the e-mail (Cognito sends a code), the code, the new password.
 * Cognito checks the code only with the new password, so a wrong or expired code brings the user back to
 * the code step with the reason.
 */
export default function ForgotPasswordPage({ admin = false }: { admin?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const go = (next: Step) => {
    setFailure(undefined);
    setNotice(undefined);
    setStep(next);
  };

  const emailForm = useFormik({
    initialValues: { email: '' },
    validationSchema: forgotEmailSchema,
    onSubmit: async (values) => {
      setFailure(undefined);
      const address = values.email.trim();
      try {
        await resetPassword({ email: address, admin });
      } catch (error) {
        setFailure(t(identityErrorMessageId(error, 'resetPassword')));
        return;
      }
      setEmail(address);
      setCode('');
      go(1);
    },
  });

  const passwordForm = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: newPasswordSchema,
    onSubmit: async ({ password }) => {
      setFailure(undefined);
      try {
        await confirmResetPassword({ email, code, newPassword: password, admin });
      } catch (error) {
        const name = identityErrorName(error);
        const message = t(identityErrorMessageId(error, 'confirmResetPassword'));
        if (name === 'CodeMismatch' || name === 'ExpiredCode') {
          go(1);
        }
        setFailure(message);
        return;
      }
      navigate(appPath.signIn(admin), { replace: true, state: { notice: 'passwordChanged', email } satisfies SignInState });
    },
  });

  const resend = async () => {
    setFailure(undefined);
    setNotice(undefined);
    try {
      await resetPassword({ email, admin });
      setNotice(t('auth.code.resent'));
      return true;
    } catch (error) {
      setFailure(t(identityErrorMessageId(error, 'resetPassword')));
      return false;
    }
  };

  const backToSignIn = (
    <Link asChild fontSize="sm" color="blue.700" alignSelf="center">
      <RouterLink to={appPath.signIn(admin)}>{t('auth.forgot.backToSignIn')}</RouterLink>
    </Link>
  );

  const titles = [
    { title: t('auth.forgot.title'), subtitle: t('auth.forgot.subtitle') },
    { title: t('auth.forgot.codeTitle'), subtitle: <MessageWithEmail id="auth.forgot.codeSubtitle" email={maskEmail(email)} /> },
    { title: t('auth.forgot.passwordTitle'), subtitle: t('auth.forgot.passwordSubtitle') },
  ][step];

  return (
    <AuthLayout title={titles?.title ?? ''} subtitle={titles?.subtitle}>
      <StepProgress step={step} total={RESET_PASSWORD_STEPS} />
      {notice && <FormAlert status="success">{notice}</FormAlert>}

      {step === 0 && (
        <FormStack onSubmit={emailForm.handleSubmit}>
          <TextField
            label={t('auth.field.email')}
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            {...boundField(emailForm, 'email', t)}
          />
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          <Button type="submit" size="lg" colorPalette="blue" loading={emailForm.isSubmitting} disabled={!emailForm.dirty || emailForm.isSubmitting}>
            {t('auth.forgot.continue')}
          </Button>
          {backToSignIn}
        </FormStack>
      )}

      {step === 1 && (
        <FormStack
          onSubmit={(event) => {
            event.preventDefault();
            if (!isCompleteCode(code)) return setFailure(t('auth.error.fillAllFields'));
            go(2);
          }}
        >
          <CodeInput label={t('auth.field.code')} hint={t('auth.field.codeHint')} value={code} onChange={setCode} autoFocus />
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          <HStack gap="3">
            <Button variant="outline" size="lg" flex="1" onClick={() => go(0)}>
              {t('auth.forgot.back')}
            </Button>
            <Button type="submit" size="lg" flex="2" colorPalette="blue">
              {t('auth.forgot.continue')}
            </Button>
          </HStack>
          <ResendCode onResend={resend} />
        </FormStack>
      )}

      {step === 2 && (
        <FormStack onSubmit={passwordForm.handleSubmit}>
          <PasswordField
            label={t('auth.field.newPassword')}
            name="password"
            autoComplete="new-password"
            autoFocus
            hint={t('auth.password.hint')}
            {...boundField(passwordForm, 'password', t)}
          />
          <PasswordField
            label={t('auth.field.confirmNewPassword')}
            name="confirmPassword"
            autoComplete="new-password"
            {...boundField(passwordForm, 'confirmPassword', t)}
          />
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          <HStack gap="3">
            <Button variant="outline" size="lg" flex="1" onClick={() => go(1)} disabled={passwordForm.isSubmitting}>
              {t('auth.forgot.back')}
            </Button>
            <Button type="submit" size="lg" flex="2" colorPalette="blue" loading={passwordForm.isSubmitting} disabled={passwordForm.isSubmitting}>
              {t('auth.forgot.save')}
            </Button>
          </HStack>
        </FormStack>
      )}
    </AuthLayout>
  );
}

