import { Link } from '@chakra-ui/react';
import { Authenticator, ThemeProvider, useAuthenticator } from '@aws-amplify/ui-react';
import type { ConfirmSignInInput, SignInInput } from 'aws-amplify/auth';
import { I18n } from 'aws-amplify/utils';
import { useEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { PageSpinner } from '../../../components/PageSpinner';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorMessage } from '../../../i18n/errors';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useT, type Translate } from '../../../i18n/useT';
import { identityErrorMessageId, type IdentityAction } from '../../../lib/identity-errors';
import { loadAuth } from '../../../lib/identity';
import { useSession } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import type { SignInState } from '../lib/navigation';
import { outcomeFailureMessage } from '../lib/outcome-message';
import { loadSignedInProfile } from '../lib/profile';
import { redirectAfterSignIn } from '../lib/redirect';
import { authenticatorFormFields, authenticatorVocabulary } from './authenticator-texts';
import { useAuthenticatorStyles } from './authenticator-styles';
import { AUTHENTICATOR_THEME } from './authenticator-theme';

type AuthModule = Awaited<ReturnType<typeof loadAuth>>;
type AuthenticatorServices = NonNullable<ComponentProps<typeof Authenticator>['services']>;

/** The issuer an authenticator app lists the account under. */
const TOTP_ISSUER = 'UGC Marketplace';

/**
 * The admins' sign-in at /admin/signin (spec §2): Amplify UI's Authenticator on the admins pool, which requires TOTP —
 * the first sign-in sets an authenticator app up (a QR code to scan, its key to type, a link for an app on this
 * device), every later one asks for the app's code. In the app's frame, words and direction, in both languages.
 */
export default function AdminSignInPage() {
  const t = useT();
  const { locale } = useLocale();
  const [auth, setAuth] = useState<AuthModule>();
  const [failure, setFailure] = useState<string>();
  useAuthenticatorStyles();

  useEffect(() => {
    let closeSignIn: (() => void) | undefined;
    let open = true;
    loadAuth().then(
      (module) => {
        if (!open) return;
        closeSignIn = module.openAdminSignIn();
        setAuth(module);
      },
      (error: unknown) => setFailure(errorMessage(t, error)),
    );
    return () => {
      open = false;
      closeSignIn?.();
    };
    // Once per visit of the page: the identity module does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Amplify UI reads its words from Amplify's I18n: the app's messages, in the app's language, before it renders.
  useMemo(() => {
    I18n.putVocabulariesForLanguage(locale, authenticatorVocabulary(t));
    I18n.setLanguage(locale);
  }, [locale, t]);

  if (!auth) {
    return (
      <AuthLayout title={t('auth.signIn.adminTitle')} subtitle={t('auth.signIn.adminSubtitle')}>
        {failure ? <FormAlert status="error">{failure}</FormAlert> : <PageSpinner />}
      </AuthLayout>
    );
  }
  return (
    <Authenticator.Provider>
      <ThemeProvider theme={AUTHENTICATOR_THEME} direction={locale === 'ar' ? 'rtl' : 'ltr'}>
        <AdminAuthenticator auth={auth} failure={failure} onFailure={setFailure} />
      </ThemeProvider>
    </Authenticator.Provider>
  );
}

/** An identity call whose failure the Authenticator shows: in the app's words, keeping the name it routes by. */
async function inAppWords<T>(t: Translate, action: IdentityAction, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw Object.assign(new Error(t(identityErrorMessageId(error, action))), { name });
  }
}

const TITLES = {
  setupTotp: ['auth.totp.setupTitle', 'auth.totp.setupSubtitle'],
  confirmSignIn: ['auth.totp.title', 'auth.totp.subtitle'],
  signIn: ['auth.signIn.adminTitle', 'auth.signIn.adminSubtitle'],
} as const;

function AdminAuthenticator({ auth, failure, onFailure }: { auth: AuthModule; failure?: string; onFailure: (message?: string) => void }) {
  const t = useT();
  const { route } = useAuthenticator((context) => [context.route]);
  const [title, subtitle] = route === 'setupTotp' || route === 'confirmSignIn' ? TITLES[route] : TITLES.signIn;
  const services = useMemo<AuthenticatorServices>(
    () => ({
      // Amplify types its services as its overloaded functions (a server context first, or not); the Authenticator
      // calls them with the input alone.
      handleSignIn: ((input: SignInInput) => {
        onFailure(undefined);
        return inAppWords(t, 'signIn', () => auth.signInAdmin(input));
      }) as AuthenticatorServices['handleSignIn'],
      handleConfirmSignIn: ((input: ConfirmSignInInput) => inAppWords(t, 'confirmTotp', () => auth.confirmAdminSignIn(input))) as AuthenticatorServices['handleConfirmSignIn'],
    }),
    [auth, t, onFailure],
  );
  const formFields = useMemo(() => authenticatorFormFields(t, TOTP_ISSUER), [t]);
  return (
    <AuthLayout title={t(title)} subtitle={t(subtitle)}>
      {failure && <FormAlert status="error">{failure}</FormAlert>}
      <Authenticator hideSignUp loginMechanisms={['email']} services={services} formFields={formFields} components={COMPONENTS}>
        {({ user }) => <SignedIn email={user?.signInDetails?.loginId ?? user?.username ?? ''} auth={auth} onFailure={onFailure} />}
      </Authenticator>
    </AuthLayout>
  );
}

/** The Authenticator's parts that differ from its own: the app's frame shows the headings; the links are the app's. */
const COMPONENTS = {
  SignIn: { Footer: ForgotPasswordLink },
  SetupTotp: { Header: () => null, Footer: OpenInAuthenticatorApp },
  ConfirmSignIn: { Header: () => null },
};

function ForgotPasswordLink() {
  const t = useT();
  return (
    <Link asChild alignSelf="end" fontSize="sm" color="blue.700" mt="3">
      <RouterLink to={APP_ROUTES.adminForgot}>{t('auth.signIn.forgot')}</RouterLink>
    </Link>
  );
}

/** On a phone the authenticator app is on the same device, where a QR code cannot be scanned: its otpauth link. */
function OpenInAuthenticatorApp() {
  const t = useT();
  const { totpSecretCode, username } = useAuthenticator((context) => [context.totpSecretCode, context.username]);
  if (!totpSecretCode) return null;
  const uri = encodeURI(`otpauth://totp/${TOTP_ISSUER}:${username}?secret=${totpSecretCode}&issuer=${TOTP_ISSUER}`);
  return (
    <Link href={uri} color="blue.700" fontWeight="semibold" alignSelf="center">
      {t('auth.totp.openInApp')}
    </Link>
  );
}

/** Signed in at Cognito: the session recorded, the admin's record loaded, on to where the admin was going. */
function SignedIn({ email, auth, onFailure }: { email: string; auth: AuthModule; onFailure: (message?: string) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const from = ((location.state ?? {}) as SignInState).from;
    const finish = async () => {
      await auth.adoptAdminSession(email);
      const outcome = await loadSignedInProfile({ email, refresh: session.refresh, signOut: session.signOut });
      if (outcome.kind === 'ready') {
        navigate(redirectAfterSignIn({ from, role: outcome.user.role, profileCompleted: outcome.user.profileCompleted }), { replace: true });
        return;
      }
      onFailure(outcomeFailureMessage(t, outcome));
      if (outcome.kind !== 'deactivated') await session.signOut();
    };
    finish().catch((error: unknown) => onFailure(errorMessage(t, error)));
  }, [auth, email, location.state, navigate, onFailure, session, t]);
  return <PageSpinner />;
}
