import { Button, Field, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { isSignUpRole, type SignUpRole } from '../../../../shared/domain/constants';
import { EmptyNotice } from '../../components/EmptyNotice';
import { LoadFailure } from '../../components/LoadFailure';
import { Page } from '../../components/Page';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { useSession } from '../../lib/session';
import { notificationQueries } from './api';
import { NotificationItem } from './NotificationItem';
import { DEFAULT_SORT, initialNotificationList, isShownRead, notificationListReducer, type NotificationListSort } from './notification-list';
import { useFailureToast } from '../../hooks/useFailureToast';
import { useNow } from '../../hooks/useNow';
import { useNotificationReads } from './useNotificationReads';

interface SortOption {
  value: string;
  sort: NotificationListSort;
  label: MessageId;
}

/** Newest first (the default), oldest first, or the unread ones only, newest first (spec §4: sorting by unread). */
const SORTS: readonly SortOption[] = [
  { value: 'newest', sort: DEFAULT_SORT, label: 'notifications.sort.newest' },
  { value: 'oldest', sort: { orderBy: 'createdAt', order: 'ASC' }, label: 'notifications.sort.oldest' },
  { value: 'unread', sort: { orderBy: 'isRead', order: 'DESC' }, label: 'notifications.sort.unread' },
];

export default function NotificationsPage() {
  const { user } = useSession();
  // The route lets creators and companies in only; an admin has no notifications.
  return user && isSignUpRole(user.role) ? <Notifications role={user.role} /> : null;
}

/**
 * The notifications page (spec §3, §4, §8): the member's notifications ten at a time with "Load more", in the chosen
 * order, each worded in the reader's language and linked to where to act on it; marking read one at a time or all at
 * once. The list state is `notification-list.ts`'s; the pages and the unread count come from the cache, which the
 * live channel refreshes.
 */
function Notifications({ role }: { role: SignUpRole }) {
  const t = useT();
  const [state, dispatch] = useReducer(notificationListReducer, undefined, initialNotificationList);
  const count = useQuery(notificationQueries.count(role));
  const list = useInfiniteQuery(notificationQueries.list(role, { ...state.sort, unreadOnly: state.isUnreadOnly }));
  const { markRead, markAllRead, markingAll } = useNotificationReads(role, dispatch);
  const sortField = useRef<HTMLSelectElement>(null);
  const listElement = useRef<HTMLUListElement>(null);
  /** After "Load more": the first new notification, which gets the focus once shown. */
  const [focusFrom, setFocusFrom] = useState<number>();
  useFailureToast(count.error);
  useFailureToast(list.error);

  useEffect(() => {
    if (count.data) dispatch({ type: 'unreadCountFetched', unreadCount: count.data.unreadCount });
  }, [count.data]);

  // Every page loaded, in order: the first replaces the list, the next ones append what is not listed yet. Before the
  // browser paints, so a list read from the cache never shows the empty state for a frame.
  useLayoutEffect(() => {
    list.data?.pages.forEach((page, index) => dispatch({ type: 'pageFetched', page, reset: index === 0 }));
  }, [list.data]);

  useEffect(() => {
    if (focusFrom === undefined || state.notifications.length <= focusFrom) return;
    listElement.current?.children.item(focusFrom)?.querySelector('a')?.focus();
    setFocusFrom(undefined);
  }, [focusFrom, state.notifications.length]);

  const sort = SORTS.find((option) => option.sort.orderBy === state.sort.orderBy && option.sort.order === state.sort.order) ?? SORTS[0];
  const now = useNow();

  return (
    <Page title={t('notifications.title')} lead={<span role="status">{state.unreadCount > 0 ? t('notifications.unread', { count: state.unreadCount }) : t('notifications.noneUnread')}</span>}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Field.Root maxW={{ sm: '64' }}>
          <Field.Label>{t('notifications.sortLabel')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              ref={sortField}
              value={sort?.value}
              onChange={(event) => {
                const chosen = SORTS.find((option) => option.value === event.target.value);
                if (chosen) dispatch({ type: 'sortChanged', sort: chosen.sort });
              }}
            >
              {SORTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {state.unreadCount > 0 && (
          <Button
            variant="outline"
            colorPalette="blue"
            loading={markingAll}
            onClick={() => void markAllRead().then(() => sortField.current?.focus())}
          >
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Stack>

      {list.isPending ? (
        <Stack gap="3" role="status" aria-label={t('common.loading')}>
          <Skeleton height="24" />
          <Skeleton height="24" />
          <Skeleton height="24" />
        </Stack>
      ) : list.isError && !list.data ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : state.notifications.length === 0 ? (
        state.isUnreadOnly ? (
          <EmptyNotice title={t('notifications.allCaughtUp')} description={t('notifications.allCaughtUpHint')} />
        ) : (
          <EmptyNotice title={t('notifications.empty')} description={t('notifications.emptyHint')} />
        )
      ) : (
        <Stack gap="4">
          <Stack asChild gap="3" listStyleType="none">
            <ul ref={listElement} aria-label={t('notifications.list')}>
              {state.notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} read={isShownRead(state, notification)} now={now} onMarkRead={() => markRead(notification)} />
              ))}
            </ul>
          </Stack>
          {state.currentPage < state.totalPages && (
            <Button
              variant="outline"
              alignSelf="center"
              loading={list.isFetchingNextPage}
              onClick={() => {
                setFocusFrom(state.notifications.length);
                void list.fetchNextPage().then((result) => result.isError && setFocusFrom(undefined));
              }}
            >
              {t('notifications.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </Page>
  );
}
