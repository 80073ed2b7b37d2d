import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MailBlock } from '../../../../../shared/domain/user';
import { useT } from '../../../i18n/useT';
import { useDates } from '../../../lib/dates';
import { useUserUpdate } from './useUserUpdate';

/**
 * Why no notice reaches the member by e-mail any more (SES reported their address as bouncing for good, or them marking
 * a mail as spam), and their way to have mail again once the mailbox works (or the complaint was a slip).
 */
export function MailBlockedNotice({ email, block }: { email: string; block: MailBlock }) {
  const t = useT();
  const dates = useDates();
  const saveUser = useUserUpdate();
  const [resuming, setResuming] = useState(false);
  const resume = async () => {
    setResuming(true);
    await saveUser({ resumeMail: true }, t('profile.account.mailBlocked.resumed'));
    setResuming(false);
  };
  // The address is isolated left to right, so in Arabic its punctuation stays in place.
  const values = { email: <bdi dir="ltr">{email}</bdi>, date: block.since ? dates.day(block.since) : '' };
  return (
    <Alert.Root status="warning" alignItems="start">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{t('profile.account.mailBlocked.title')}</Alert.Title>
        <Alert.Description>
          <FormattedMessage id={block.reason === 'complaint' ? 'profile.account.mailBlocked.complaint' : 'profile.account.mailBlocked.bounce'} values={values} />
        </Alert.Description>
        <Button size="sm" variant="outline" colorPalette="blue" alignSelf="start" onClick={resume} loading={resuming} disabled={resuming}>
          {t('profile.account.mailBlocked.resume')}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
