import { Button, Field, Heading, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as yup from 'yup';
import { ROUTES } from '../../../../../shared/api/routes';
import { confirmPasswordRule, passwordRule } from '../../../../../shared/validation/rules';
import { useLanguageSwitch } from '../../../lib/language-switch';
import { useLocale } from '../../../i18n/LocaleProvider';
import { APP_ROUTES } from '../../../../../shared/app-paths';
import { useSession } from '../../../lib/session';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { LOCALES, type Locale } from '../../../i18n/locale';
import { useT } from '../../../i18n/useT';
import { apiRequest } from '../../../lib/api';
import { changePassword } from '../../../lib/identity';
import { boundField } from '../../../components/form/formik-fields';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/form/PasswordField';
import { identityErrorName } from '../../../lib/identity-errors';
import type { MessageId } from '../../../i18n/locale';
import { LANGUAGE_NAMES } from './language-names';
import { MailLanguageSetting } from './MailLanguageSetting';
import type { MemberRole } from './member-role';
import { NoticeSettings } from './NoticeSettings';

const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('required'),
  password: passwordRule(),
  confirmPassword: confirmPasswordRule(),
});

/**
 * The account settings of a creator or a company: change password, the app's and the e-mails' language, which notices
 * reach them how, delete the account.
 */
export function AccountSettings({ role }: { role: MemberRole }) {
  return (
    <Stack gap="10">
      <ChangePassword />
      <LanguageSetting />
      <MailLanguageSetting />
      <NoticeSettings role={role} />
      <DeleteAccount role={role} />
    </Stack>
  );
}

function ChangePassword() {
  const t = useT();
  const [failure, setFailure] = useState<string>();
  const formik = useFormik({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        await changePassword({ oldPassword: values.currentPassword, newPassword: values.password });
        helpers.resetForm();
        toaster.create({ type: 'success', title: t('profile.account.passwordChanged') });
      } catch (error) {
        const name = identityErrorName(error);
        // Cognito answers a wrong current password with NotAuthorized, which elsewhere means "sign in again".
        setFailure(t(name === 'NotAuthorized' ? 'profile.account.wrongPassword' : name ? (`cognito.${name}` satisfies MessageId) : 'cognito.unknown'));
      }
    },
  });
  return (
    <Stack as="section" aria-labelledby="account-password" gap="4" maxW="md">
      <Heading as="h3" size="md" id="account-password">
        {t('profile.account.passwordTitle')}
      </Heading>
      <chakra.form noValidate onSubmit={formik.handleSubmit} display="flex" flexDirection="column" gap="4">
        <PasswordField
          label={t('profile.account.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          {...boundField(formik, 'currentPassword', t)}
        />
        <PasswordField
          label={t('auth.field.newPassword')}
          name="password"
          autoComplete="new-password"
          hint={t('auth.password.hint')}
          {...boundField(formik, 'password', t)}
        />
        <PasswordField
          label={t('auth.field.confirmNewPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          {...boundField(formik, 'confirmPassword', t)}
        />
        {failure && <FormAlert status="error">{failure}</FormAlert>}
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
          {t('profile.account.changePassword')}
        </Button>
      </chakra.form>
    </Stack>
  );
}

function LanguageSetting() {
  const t = useT();
  const { locale } = useLocale();
  const setLocale = useLanguageSwitch();
  return (
    <Stack as="section" aria-labelledby="account-language" gap="4" maxW="md">
      <Heading as="h3" size="md" id="account-language">
        {t('profile.account.languageTitle')}
      </Heading>
      <Field.Root>
        <Field.Label>{t('profile.account.language')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="language" value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
            {LOCALES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('profile.account.languageHint')}</Field.HelperText>
      </Field.Root>
    </Stack>
  );
}

/** What goes with the account differs by role (a creator's portfolio and licences, a company's unpaid campaigns). */
function DeleteAccount({ role }: { role: MemberRole }) {
  const t = useT();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();
  const trigger = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setDeleting(true);
    setFailure(undefined);
    try {
      await apiRequest(ROUTES.deleteUser, { query: { softDelete: false } });
    } catch (error) {
      // The server refuses while the account has active work (a creator's campaigns, a company's open or in-progress
      // ones): its reason shows in the dialog.
      setFailure(errorMessage(t, error));
      setDeleting(false);
      return;
    }
    // To the sign-in page first, then out, as the sign-out dialog does.
    await navigate(APP_ROUTES.signIn, { replace: true });
    await signOut();
    toaster.create({ type: 'success', title: t('profile.account.deleted') });
  }

  return (
    <Stack as="section" aria-labelledby="account-delete" gap="3" maxW="xl">
      <Heading as="h3" size="md" id="account-delete">
        {t('profile.account.deleteTitle')}
      </Heading>
      <Text color="fg.muted">{t(`profile.account.deleteLead.${role}`)}</Text>
      <Button ref={trigger} colorPalette="red" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        {t('profile.account.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          setOpen(false);
          setFailure(undefined);
        }}
        onConfirm={() => void confirm()}
        busy={deleting}
        returnFocus={trigger}
        title={t('profile.account.deleteConfirmTitle')}
        cancelLabel={t('profile.account.deleteCancel')}
        confirmLabel={t('profile.account.deleteSubmit')}
      >
        <Stack gap="4">
          <Text>{t(`profile.account.deleteConfirm.${role}`)}</Text>
          {failure && <FormAlert status="error">{failure}</FormAlert>}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
