import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { LoadFailure } from '../LoadFailure';
import { useT } from '../../i18n/useT';
import { ROUTES } from '../../../../shared/api/routes';
import type { MessagePage } from '../../../../shared/domain/chat';
import { apiRequest } from '../../lib/api';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { conversationOf } from '../../lib/chat/message-list';
import type { LogEntry } from './MessageBubble';
import { MessageLog } from './MessageLog';

/** An admin's read of a channel, newest page first; `before` the previous page's `nextBefore`. */
const adminMessages = (channelId: string) =>
  infiniteQueryOptions({
    queryKey: [QUERY_ROOTS.chat, 'admin', 'messages', channelId] as const,
    queryFn: ({ pageParam }) => apiRequest(ROUTES.adminListMessages, { pathParameters: { channelId }, query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: MessagePage) => last.nextBefore,
  });

/**
 * A channel as an admin reads it (`adminListMessages`, each read logged by the server): the messages with their
 * senders, older pages on scrolling up, nothing to write or mark.
 */
export function ReadOnlyConversation({ channelId, label }: { channelId: string; label: string }) {
  const t = useT();
  const query = useInfiniteQuery(adminMessages(channelId));
  const entries = useMemo(() => conversationOf(query.data).map((message): LogEntry => ({ kind: 'stored', message })), [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-label={t('common.loading')}>
        <Skeleton height="10" width="60%" />
        <Skeleton height="10" width="50%" />
        <Skeleton height="10" width="70%" />
      </Stack>
    );
  }
  if (query.isError && !query.data) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Box display="flex" flexDirection="column" h="min(60dvh, 36rem)" borderWidth="1px" borderRadius="l2" data-testid="chat-read-only">
      <MessageLog
        entries={entries}
        group
        label={label}
        hasOlder={hasNextPage}
        loadingOlder={isFetchingNextPage}
        onLoadOlder={loadOlder}
        empty={
          <Text color="fg.muted" textAlign="center" py="10">
            {t('chat.admin.noMessages')}
          </Text>
        }
      />
    </Box>
  );
}
