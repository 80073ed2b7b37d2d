import { Alert, Box, Flex, HStack, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { appPath } from '../../../../shared/app-paths';
import type { ChannelView } from '../../../../shared/domain/chat';
import { LoadFailure } from '../../components/LoadFailure';
import { useLocale } from '../../i18n/LocaleProvider';
import { useT } from '../../i18n/useT';
import { ONLY_MOBILE } from '../../lib/breakpoints';
import { Link as RouterLink } from 'react-router';
import { chatQueries, channelOf } from './api';
import { ChatAvatar } from '../../components/chat/ChatAvatar';
import { discardMessage, readChannel, retryMessage, useOutbox, viewChannel } from './chat-live';
import { channelTitle } from './channel-view';
import { ChannelName } from './ChannelName';
import { Composer } from './Composer';
import { BackIcon } from '../../components/chat/icons';
import { conversationOf, newestFromOthers, receiptMark } from '../../lib/chat/message-list';
import type { LogEntry } from '../../components/chat/MessageBubble';
import { MessageLog } from '../../components/chat/MessageLog';
import { pendingIn } from '../../lib/chat/outbox-state';
import { useTypists } from './typing-store';
import { useDocumentVisible } from './useDocumentVisible';

/**
 * One channel: its header (who, which campaign, back to the list on a phone), the messages with the tab's pending
 * ones after them, who is typing, and the composer (a note instead once the channel is closed). While it is on screen (the tab visible) it is subscribed to and
 * read up to its newest message.
 */
export function Conversation({ channelId, myId, onBack, showCampaign }: { channelId: string; myId: string; onBack?: () => void; showCampaign: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const query = useInfiniteQuery(chatQueries.messages(channelId));
  const outbox = useOutbox();
  const visible = useDocumentVisible();
  const typists = useTypists(channelId);
  const channel = channelOf(query.data);
  const messages = useMemo(() => conversationOf(query.data), [query.data]);

  useEffect(() => {
    viewChannel(visible ? channelId : null);
  }, [channelId, visible]);
  useEffect(() => () => viewChannel(null), []);

  useReadWhileVisible(channel, messages, myId, visible);

  const entries = useMemo<LogEntry[]>(() => {
    const storedIds = new Set(messages.map((message) => message.clientId));
    const members = channel?.members ?? [];
    return [
      ...messages.map((message): LogEntry => ({ kind: 'stored', message, mark: message.senderId === myId ? receiptMark(message, members) : undefined })),
      ...pendingIn(outbox, channelId, myId)
        .filter((pending) => !storedIds.has(pending.clientId))
        .map((pending): LogEntry => ({ kind: 'pending', pending })),
    ];
  }, [messages, outbox, channel, channelId, myId]);
  const waiting = entries.some((entry) => entry.kind === 'pending' && entry.pending.state === 'waiting');

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <Stack gap="3" p="4" role="status" aria-label={t('common.loading')}>
        <Skeleton height="12" />
        <Skeleton height="10" width="60%" />
        <Skeleton height="10" width="50%" alignSelf="flex-end" />
        <Skeleton height="10" width="70%" />
      </Stack>
    );
  }
  if (query.isError || !channel) {
    return (
      <Box p="4">
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  const title = channelTitle(channel, t);
  return (
    <Flex direction="column" h="full" minH="0" data-testid="chat-conversation" data-channel-id={channelId}>
      <ConversationHeader channel={channel} onBack={onBack} showCampaign={showCampaign} />
      <MessageLog
        entries={entries}
        myId={myId}
        group={channel.kind === 'group'}
        label={t('chat.logLabel', { name: title })}
        hasOlder={hasNextPage}
        loadingOlder={isFetchingNextPage}
        onLoadOlder={loadOlder}
        empty={
          <Text color="fg.muted" textAlign="center" py="10">
            {t('chat.noMessages')}
          </Text>
        }
        onRetry={retryMessage}
        onDiscard={discardMessage}
      />
      <Box minH="6" px="4" aria-live="polite">
        {typists.length > 0 && (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="chat-typing">
            {t('chat.typing', { names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(typists), count: typists.length })}
          </Text>
        )}
      </Box>
      {waiting && (
        <Alert.Root status="warning" size="sm" borderRadius="0">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('chat.offline')}</Alert.Title>
        </Alert.Root>
      )}
      {channel.archivedAt ? (
        <Alert.Root status="info" size="sm" borderRadius="0" data-testid="chat-archived">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('chat.archived')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Composer key={channelId} channelId={channelId} senderId={myId} />
      )}
    </Flex>
  );
}

/** Reads the channel up to its newest message from the others whenever the tab shows it (the badge goes down). */
function useReadWhileVisible(channel: ChannelView | undefined, messages: Parameters<typeof newestFromOthers>[0], myId: string, visible: boolean): void {
  const readUpTo = useRef<string>(undefined);
  const newest = newestFromOthers(messages, myId);
  const unread = channel?.unreadCount ?? 0;
  useEffect(() => {
    if (!visible || !channel || !newest) return;
    if (readUpTo.current === undefined && unread === 0) {
      readUpTo.current = newest.createdAt;
      return;
    }
    if (readUpTo.current !== undefined && newest.createdAt <= readUpTo.current) return;
    readUpTo.current = newest.createdAt;
    readChannel(channel.id, newest.createdAt, unread);
  }, [visible, channel, newest, unread]);
}

function ConversationHeader({ channel, onBack, showCampaign }: { channel: ChannelView; onBack?: () => void; showCampaign: boolean }) {
  const t = useT();
  const other = channel.kind === 'direct' ? channel.members[0] : undefined;
  return (
    <HStack gap="3" px={{ base: '2', md: '4' }} py="3" borderBottomWidth="1px" minW="0">
      {onBack && (
        <IconButton variant="ghost" size="sm" aria-label={t('chat.back')} onClick={onBack} css={ONLY_MOBILE} data-testid="chat-back">
          <BackIcon boxSize="5" />
        </IconButton>
      )}
      <ChatAvatar name={other?.name ?? channel.campaignTitle} src={other?.avatarUrl} />
      <Stack gap="0" minW="0" flex="1">
        <ChannelName as="h2" channel={channel} fontWeight="semibold" />
        {/* Two lines at most, wrapped: a list of names cut on one line would lose whoever comes last. */}
        <Text fontSize="sm" color="fg.muted" lineClamp="2">
          {channel.kind === 'group' ? (
            t('chat.groupMembers', { names: channel.members.map((member) => member.name).join(', ') })
          ) : showCampaign ? (
            <Link asChild color="blue.700">
              <RouterLink to={appPath.campaignTab(channel.campaignId, 'workspace')}>
                <bdi>{channel.campaignTitle}</bdi>
              </RouterLink>
            </Link>
          ) : (
            t(other?.role === 'company' ? 'chat.role.company' : 'chat.role.creator')
          )}
        </Text>
      </Stack>
    </HStack>
  );
}
