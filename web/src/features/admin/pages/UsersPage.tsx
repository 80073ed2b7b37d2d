import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';

/** User management; the admin list API arrives with the admin issue, so nothing is listed rather than a guess. */
export default function UsersPage() {
  const t = useT();
  return (
    <Page title={t('admin.usersTitle')}>
      <EmptyNotice title={t('admin.usersUnavailable')} />
    </Page>
  );
}
