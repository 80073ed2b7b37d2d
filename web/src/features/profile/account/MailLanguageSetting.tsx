import { Button, chakra, Heading, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isLanguage, LANGUAGES, type Language } from '../../../../../shared/domain/language';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../lib/session';
import { useFormik } from 'formik';
import { LANGUAGE_NAMES } from './language-names';
import { useUserUpdate } from './useUserUpdate';

/** An old record has no language: its mail is in English. */
const mailLanguageOf = (language: Language | undefined): Language => language ?? 'en';

/** The language of the user's e-mails (the app's language at sign-up until they choose here), kept on their record. */
export function MailLanguageSetting() {
  const t = useT();
  const { user } = useSession();
  const saveUser = useUserUpdate();
  const formik = useFormik({
    // Switching the app's language saves it as the mail's too (lib/language-switch.ts): the choice shown follows.
    enableReinitialize: true,
    initialValues: { language: mailLanguageOf(user?.language) },
    onSubmit: async ({ language }, helpers) => {
      const saved = await saveUser({ language }, t('profile.account.mailLanguage.saved'));
      if (saved) helpers.resetForm({ values: { language: mailLanguageOf(saved.language) } });
    },
  });
  return (
    <Stack as="section" aria-labelledby="account-mail-language" gap="4" maxW="md">
      <Heading as="h3" size="md" id="account-mail-language">
        {t('profile.account.mailLanguage.title')}
      </Heading>
      <chakra.form noValidate onSubmit={formik.handleSubmit} display="flex" flexDirection="column" gap="4">
        <RadioCard.Root
          name="mailLanguage"
          value={formik.values.language}
          onValueChange={({ value }) => {
            if (isLanguage(value)) void formik.setFieldValue('language', value);
          }}
          aria-labelledby="account-mail-language"
          aria-describedby="account-mail-language-hint"
          colorPalette="blue"
          size="sm"
        >
          <SimpleGrid columns={2} gap="3">
            {LANGUAGES.map((code) => (
              <RadioCard.Item key={code} value={code}>
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl alignItems="center">
                  <RadioCard.ItemText lang={code}>{LANGUAGE_NAMES[code]}</RadioCard.ItemText>
                  <RadioCard.ItemIndicator />
                </RadioCard.ItemControl>
              </RadioCard.Item>
            ))}
          </SimpleGrid>
        </RadioCard.Root>
        <Text id="account-mail-language-hint" color="fg.muted" textStyle="sm">
          {t('profile.account.mailLanguage.hint')}
        </Text>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
          {t('profile.account.mailLanguage.save')}
        </Button>
      </chakra.form>
    </Stack>
  );
}
