import { EmptyNotice } from '../../components/EmptyNotice';
import { Page } from '../../components/Page';
import { useT } from '../../i18n/useT';

export default function NotificationsPage() {
  const t = useT();
  return (
    <Page title={t('notifications.title')}>
      <EmptyNotice title={t('notifications.empty')} />
    </Page>
  );
}
