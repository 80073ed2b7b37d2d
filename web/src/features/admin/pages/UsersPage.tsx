import { Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { IN_PLACE } from '../../../lib/search-params';
import { Page } from '../../../components/Page';
import { useT } from '../../../i18n/useT';
import { LicenceQueue } from '../licences/LicenceQueue';
import { UserList } from '../users/UserList';

const TABS = ['users', 'licences'] as const;
type UsersTab = (typeof TABS)[number];

/**
 * User management (spec §2, Users): the companies and creators, and the licence review queue of the creators among
 * them. The tab is in the URL (`?tab=licences`), and so is the users tab's type, search, order and page
 * (`?type=creators&search=…`), so a view survives a reload and can be linked to.
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
        onValueChange={({ value }) => setSearch(value === 'users' ? {} : { tab: value }, IN_PLACE)}
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
          <UserList />
        </Tabs.Content>
        <Tabs.Content value="licences" pt="6">
          <LicenceQueue />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}
