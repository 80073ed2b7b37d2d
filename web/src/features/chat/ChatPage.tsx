import { isSignUpRole } from '../../../../shared/domain/constants';
import { Page } from '../../components/Page';
import { useT } from '../../i18n/useT';
import { useSession } from '../../lib/session';
import { ChatWorkspace } from './ChatWorkspace';

/**
 * The chat page (issue 14): every channel of the creator or company, the open conversation beside them. Loaded only
 * when visited (route-level code splitting keeps it out of the first load).
 */
export default function ChatPage() {
  const t = useT();
  const { user } = useSession();
  return (
    <Page title={t('chat.title')}>
      {/* The route lets creators and companies in only. */}
      {user && isSignUpRole(user.role) && <ChatWorkspace myId={user.id} height="calc(100dvh - 13rem)" />}
    </Page>
  );
}
