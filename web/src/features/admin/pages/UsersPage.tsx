import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from '../../../lib/router/Router';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { LicenceQueue } from '../licences/LicenceQueue';

const TABS = ['users', 'licences'] as const;
type UsersTab = (typeof TABS)[number];

/**
 * User management (spec §2, Users): the user list, and the licence review queue of the creators among them. The
 * tab is in the URL (`?tab=licences`), so it survives a reload and can be linked to.
 */
export default function UsersPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: UsersTab = TABS.find((candidate) => candidate === requested) ?? 'users';
  return (
    <Page title={t('admin.usersTitle')}>
      <Tabs.Root
        value={tab}
        onValueChange={({ value }) => setSearch(value === 'users' ? {} : { tab: value }, { replace: true })}
        variant="line"
        colorPalette="blue"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="users">{t('admin.tabs.users')}</Tabs.Trigger>
          <Tabs.Trigger value="licences">{t('admin.tabs.licences')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users" pt="6">
          {/* The user list API arrives with the admin issue, so nothing is listed rather than a guess. */}
          <EmptyNotice title={t('admin.usersUnavailable')} />
        </Tabs.Content>
        <Tabs.Content value="licences" pt="6">
          <LicenceQueue />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
