import type { Translate } from '../../../i18n/useT';

/**
 * The words Amplify UI's Authenticator shows on the admins' sign-in, by its English text (its vocabulary's keys, which
 * `I18n.putVocabulariesForLanguage` takes), in the app's own messages: the same words as the members' screens, in
 * English and in Arabic (Amplify UI ships no Arabic). The fields' labels are given as form fields instead.
 */
export function authenticatorVocabulary(t: Translate): Record<string, string> {
  return {
    'Sign in': t('auth.signIn.submit'),
    'Signing in': t('auth.signIn.submitting'),
    Confirm: t('auth.totp.submit'),
    Confirming: t('auth.totp.submitting'),
    'Back to Sign In': t('auth.forgot.backToSignIn'),
    COPY: t('auth.totp.copy'),
    Copied: t('auth.totp.copied'),
    Loading: t('common.loading'),
    'Show password': t('auth.password.show'),
    'Hide password': t('auth.password.hide'),
  };
}

const codeField = (t: Translate) => ({
  label: t('auth.totp.codeLabel'),
  placeholder: t('auth.totp.codeHint'),
  isRequired: true,
  autocomplete: 'one-time-code',
  inputMode: 'numeric' as const,
});

/** The Authenticator's fields: the e-mail and password of the sign-in, the authenticator code of the TOTP steps. */
export function authenticatorFormFields(t: Translate, totpIssuer: string) {
  return {
    signIn: {
      username: { label: t('auth.field.email'), placeholder: '', isRequired: true, autocomplete: 'username', type: 'email' },
      password: { label: t('auth.field.password'), placeholder: '', isRequired: true, autocomplete: 'current-password' },
    },
    setupTotp: { QR: { totpIssuer }, confirmation_code: codeField(t) },
    confirmSignIn: { confirmation_code: codeField(t) },
  };
}
