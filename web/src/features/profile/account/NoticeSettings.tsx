import { Box, Button, chakra, Checkbox, Fieldset, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { NoticeChannels } from '../../../../../shared/domain/notifications';
import { useT } from '../../../i18n/useT';
import { useSession } from '../../../lib/session';
import { useFormik } from 'formik';
import type { MemberRole } from './member-role';
import { mayBeMailed, noticeChoicesOf, noticePreferencesOf, type NoticeChoice } from './notice-choices';
import { useUserUpdate } from './useUserUpdate';
import { MailBlockedNotice } from './MailBlockedNotice';

type Channel = keyof NoticeChannels;

/**
 * Which notices of the member's role reach them in the app and by e-mail (e-mail only for those mailed by default).
 * A save replaces the stored choices with the channels that differ from the defaults.
 */
export function NoticeSettings({ role }: { role: MemberRole }) {
  const t = useT();
  const { user } = useSession();
  const saveUser = useUserUpdate();
  const formik = useFormik({
    initialValues: { notices: noticeChoicesOf(role, user?.noticePreferences) },
    onSubmit: async ({ notices }, helpers) => {
      const saved = await saveUser({ noticePreferences: noticePreferencesOf(notices) }, t('profile.account.notices.saved'));
      if (saved) helpers.resetForm({ values: { notices: noticeChoicesOf(role, saved.noticePreferences) } });
    },
  });
  return (
    <Stack as="section" aria-labelledby="account-notices" gap="4" maxW="xl">
      <Heading as="h3" size="md" id="account-notices">
        {t('profile.account.notices.title')}
      </Heading>
      <Text color="fg.muted">{t('profile.account.notices.lead')}</Text>
      {user?.mailBlocked && <MailBlockedNotice email={user.email} block={user.mailBlocked} />}
      <chakra.form noValidate onSubmit={formik.handleSubmit} display="flex" flexDirection="column" gap="4">
        <Stack as="ul" listStyleType="none" gap="0" borderWidth="1px" borderRadius="l2" divideY="1px">
          {formik.values.notices.map((choice, index) => (
            <Box as="li" key={choice.type} px="4" py="3">
              <NoticeChoiceFields choice={choice} onChange={(channel, on) => void formik.setFieldValue(`notices.${index}.${channel}`, on)} />
            </Box>
          ))}
        </Stack>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
          {t('profile.account.notices.save')}
        </Button>
      </chakra.form>
    </Stack>
  );
}

/** One notice as a group named by what it tells, with a tick box per channel. */
function NoticeChoiceFields({ choice, onChange }: { choice: NoticeChoice; onChange: (channel: Channel, on: boolean) => void }) {
  const t = useT();
  return (
    <Fieldset.Root gap="2">
      <Fieldset.Legend fontWeight="medium" color="fg">
        {t(`profile.account.notices.type.${choice.type}`)}
      </Fieldset.Legend>
      <Wrap gapX="8" gapY="2" align="center">
        <ChannelCheckbox label={t('profile.account.notices.inApp')} checked={choice.inApp} onCheckedChange={(on) => onChange('inApp', on)} />
        {mayBeMailed(choice.type) ? (
          <ChannelCheckbox label={t('profile.account.notices.mail')} checked={choice.mail} onCheckedChange={(on) => onChange('mail', on)} />
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {t('profile.account.notices.notMailed')}
          </Text>
        )}
      </Wrap>
    </Fieldset.Root>
  );
}

function ChannelCheckbox({ label, checked, onCheckedChange }: { label: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={({ checked: next }) => onCheckedChange(next === true)} colorPalette="blue">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
