import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { FlaggedMessageList } from '../chat/FlaggedMessageList';

/** Flagged messages (issue 14): chat messages in which off-platform contact was found, for the admins to look into. */
export default function FlaggedMessagesPage() {
  const t = useT();
  return (
    <Page title={t('chat.admin.title')} lead={t('chat.admin.lead')}>
      <FlaggedMessageList />
    </Page>
  );
}
