import { Box, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_USER_SEARCH_MAX_LENGTH } from '../../../../../shared/domain/admin-users';
import type { UserStatus } from '../../../../../shared/domain/constants';
import type { UserType } from '../../../../../shared/domain/user-types';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { toaster } from '../../../components/toaster';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { ONLY_DESKTOP, ONLY_MOBILE } from '../../../lib/breakpoints';
import { useUrlFilters } from '../../../lib/search-params';
import { setUserStatus, userQueries, type AdminUserList, type AdminUserRow } from './api';
import { currentSort, sortValue, USER_LIST_FILTERS, USER_SORT_CHOICES, USER_TYPE_CHOICES, userTypeOf } from './filters';
import { UserCards, UserTable } from './UserRows';
import { useFailureToast } from './useFailureToast';

/** A status change waiting for its confirmation. */
interface StatusChange {
  user: AdminUserRow;
  status: UserStatus;
}

/**
 * The Users tab (spec §2, §7): companies or creators, each in a tab of its own, a page at a time, newest first or by
 * name or e-mail, or the users whose e-mail or a word of whose name starts with the search; each links to its profile
 * and is activated or deactivated after a confirmation. Every choice is in the URL (`?type=creators&search=…`).
 */
export function UserList() {
  const t = useT();
  const { values, setFilters } = useUrlFilters(USER_LIST_FILTERS);
  const userType = userTypeOf(values.type);
  return (
    <Tabs.Root
      value={userType}
      onValueChange={({ value }) => setFilters({ type: value === USER_TYPE_CHOICES[0] ? '' : value })}
      variant="enclosed"
      size="sm"
      colorPalette="blue"
      lazyMount
      unmountOnExit
    >
      <Tabs.List aria-label={t('admin.users.type')}>
        {USER_TYPE_CHOICES.map((type) => (
          <Tabs.Trigger key={type} value={type}>
            {t(`admin.users.types.${type}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {USER_TYPE_CHOICES.map((type) => (
        <Tabs.Content key={type} value={type} pt="4">
          <TypeList userType={type} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** One type's list: the search and the order, the rows (a table on wide screens, cards on narrow ones), the pages. */
function TypeList({ userType }: { userType: UserType }) {
  const t = useT();
  const { values, page, setFilters, setPage } = useUrlFilters(USER_LIST_FILTERS);
  const query = { page, search: values.search, sortBy: values.sortBy, sortOrder: values.sortOrder };
  const { resource, reload } = useApiQuery(userQueries.list(userType, query));
  useFailureToast(resource.status === 'failed' ? resource.error : undefined);
  const queryClient = useQueryClient();
  const [change, setChange] = useState<StatusChange>();
  const [changing, setChanging] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const requestChange = (user: AdminUserRow, status: UserStatus) => {
    // The button that asked gets the focus back when the dialog closes.
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChange({ user, status });
  };

  async function confirmChange() {
    if (!change) return;
    setChanging(true);
    try {
      await setUserStatus(userType, change.user.id, change.status);
      toaster.create({ type: 'success', title: t(change.status === 'Active' ? 'admin.users.activated' : 'admin.users.deactivated', { name: change.user.fullName }) });
      setChange(undefined);
      void queryClient.invalidateQueries({ queryKey: userQueries.all });
    } catch (error) {
      // The dialog stays for another try; the toast says why it failed.
      toaster.create({ type: 'error', title: errorMessage(t, error) });
    } finally {
      setChanging(false);
    }
  }

  const clearSearch = () => setFilters({ search: '' });
  let body: ReactNode;
  if (resource.status === 'loading') {
    body = (
      <Stack gap="2" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height="14" />
        ))}
      </Stack>
    );
  } else if (resource.status === 'failed') {
    body = <LoadFailure error={resource.error} onRetry={reload} />;
  } else if (resource.data.data.length === 0) {
    body = <EmptyList userType={userType} list={resource.data} search={values.search} onClear={clearSearch} onFirstPage={() => setPage(1)} />;
  } else {
    const list = resource.data;
    const busyId = changing ? change?.user.id : undefined;
    body = (
      <>
        <Text color="fg.muted" fontSize="sm" role="status">
          {countText(t, userType, list, values.search)}
        </Text>
        <Box css={ONLY_DESKTOP}>
          <UserTable userType={userType} users={list.data} readUrls={list.readUrls} busyId={busyId} onStatusChange={requestChange} />
        </Box>
        <Box css={ONLY_MOBILE}>
          <UserCards userType={userType} users={list.data} readUrls={list.readUrls} busyId={busyId} onStatusChange={requestChange} />
        </Box>
        <UserPager page={page} totalPages={list.totalPages} atLeast={list.totalIsLowerBound} onPage={setPage} />
      </>
    );
  }

  return (
    <Stack gap="4">
      <ListControls
        userType={userType}
        search={values.search}
        sort={sortValue(currentSort(values.sortBy, values.sortOrder))}
        onSearch={(search) => setFilters({ search })}
        onClear={clearSearch}
        onSort={(value) => {
          const choice = USER_SORT_CHOICES.find((option) => sortValue(option) === value) ?? USER_SORT_CHOICES[0];
          const isDefault = choice === USER_SORT_CHOICES[0];
          setFilters({ sortBy: isDefault ? '' : choice.sortBy, sortOrder: isDefault ? '' : choice.sortOrder });
        }}
      />
      {body}
      <ConfirmDialog
        open={change !== undefined}
        onClose={() => setChange(undefined)}
        onConfirm={() => void confirmChange()}
        busy={changing}
        returnFocus={returnFocus}
        title={t(change?.status === 'Active' ? 'admin.users.activateTitle' : 'admin.users.deactivateTitle', { name: change?.user.fullName ?? '' })}
        cancelLabel={t('admin.users.cancel')}
        confirmLabel={t(change?.status === 'Active' ? 'admin.users.activate' : 'admin.users.deactivate')}
        confirmPalette={change?.status === 'Active' ? 'blue' : 'red'}
      >
        <Text>{t(change?.status === 'Active' ? 'admin.users.activateMessage' : 'admin.users.deactivateMessage')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

type Translate = ReturnType<typeof useT>;

function countText(t: Translate, userType: UserType, list: AdminUserList, search: string): string {
  const count = list.totalEntries;
  if (!search) return t(userType === 'companies' ? 'admin.users.countCompanies' : 'admin.users.countCreators', { count });
  return t(list.totalIsLowerBound ? 'admin.users.foundAtLeast' : 'admin.users.found', { count });
}

/** The search (submitted with Enter or the button) and the order; a search lists by what matched, so the order waits. */
function ListControls({
  userType,
  search,
  sort,
  onSearch,
  onClear,
  onSort,
}: {
  userType: UserType;
  search: string;
  sort: string;
  onSearch: (search: string) => void;
  onClear: () => void;
  onSort: (value: string) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState(search);
  // Clearing, the back button or a shared link change the URL: the field follows it.
  useEffect(() => {
    setTyped(search);
  }, [search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
      <HStack as="form" role="search" onSubmit={submit} gap="2" align="flex-end" flex="2" minW="0">
        <Field.Root flex="1" minW="0">
          <Field.Label>{t('admin.users.search')}</Field.Label>
          <Input
            type="search"
            value={typed}
            maxLength={ADMIN_USER_SEARCH_MAX_LENGTH}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t(userType === 'companies' ? 'admin.users.searchPlaceholderCompanies' : 'admin.users.searchPlaceholderCreators')}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          {t('admin.users.searchButton')}
        </Button>
        {search && (
          <Button variant="ghost" colorPalette="blue" onClick={onClear}>
            {t('admin.users.clearSearch')}
          </Button>
        )}
      </HStack>
      <Field.Root flex="1" minW="0" disabled={Boolean(search)}>
        <Field.Label>{t('admin.users.sortLabel')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={sort} onChange={(event) => onSort(event.target.value)}>
            {USER_SORT_CHOICES.map((choice) => (
              <option key={sortValue(choice)} value={sortValue(choice)}>
                {t(choice.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {search && <Field.HelperText>{t('admin.users.sortedByMatch')}</Field.HelperText>}
      </Field.Root>
    </Stack>
  );
}

function EmptyList({
  userType,
  list,
  search,
  onClear,
  onFirstPage,
}: {
  userType: UserType;
  list: AdminUserList;
  search: string;
  onClear: () => void;
  onFirstPage: () => void;
}) {
  const t = useT();
  // A page past the end (an old link, or users gone meanwhile): they are on earlier pages.
  if (list.totalEntries > 0) {
    return (
      <EmptyNotice
        title={t('admin.users.pageEmpty')}
        action={
          <Button variant="outline" onClick={onFirstPage}>
            {t('admin.users.firstPage')}
          </Button>
        }
      />
    );
  }
  if (search) {
    return (
      <EmptyNotice
        title={t('admin.users.nothingFound')}
        description={t(userType === 'companies' ? 'admin.users.nothingFoundCompanies' : 'admin.users.nothingFoundCreators', { search })}
        action={
          <Button variant="outline" onClick={onClear}>
            {t('admin.users.clearSearch')}
          </Button>
        }
      />
    );
  }
  return <EmptyNotice title={t(userType === 'companies' ? 'admin.users.emptyCompanies' : 'admin.users.emptyCreators')} />;
}

/** Previous / next; "Page 2 of 6+" while a search has more matches than it counted. */
function UserPager({ page, totalPages, atLeast, onPage }: { page: number; totalPages: number; atLeast: boolean; onPage: (page: number) => void }) {
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t('admin.users.pagination')} justify="center" gap="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.users.previous')}
      </Button>
      <Text fontSize="sm" aria-live="polite">
        {t(atLeast ? 'admin.users.pageOfAtLeast' : 'admin.users.pageOf', { page, total: totalPages })}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('admin.users.next')}
      </Button>
    </HStack>
  );
}
