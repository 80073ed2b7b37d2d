import { Badge, Box, Button, HStack, Link, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChannelView } from '../../../../shared/domain/chat';
import { EmptyNotice } from '../../components/EmptyNotice';
import { LoadFailure } from '../../components/LoadFailure';
import { useT } from '../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import { useNow } from '../../hooks/useNow';
import { unreadBadgeText } from '../../lib/badge-text';
import { chatQueries } from './api';
import { ChatAvatar } from '../../components/chat/ChatAvatar';
import { channelsOf } from './channel-list';
import { ChannelName } from './ChannelName';
import { OneLine } from '../../components/OneLine';
import { useDates } from '../../lib/dates';

/**
 * The caller's channels (all, or one campaign's), most recent activity first: who, which campaign, the last message
 * and when, and the unread count. Each opens its conversation; the open one is marked as the current one.
 */
export function ChannelListPanel({ campaignId, selectedId, hrefOf, myId }: { campaignId?: string; selectedId?: string; hrefOf: (channelId: string) => string; myId: string }) {
  const t = useT();
  const query = useInfiniteQuery(chatQueries.channels(campaignId));
  const now = useNow();
  if (query.isPending) {
    return (
      <Stack gap="2" p="3" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <HStack key={row} gap="3">
            <Skeleton boxSize="10" borderRadius="full" />
            <Stack gap="1.5" flex="1">
              <Skeleton height="4" width="60%" />
              <Skeleton height="3" />
            </Stack>
          </HStack>
        ))}
      </Stack>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Box p="4">
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  }
  const channels = channelsOf(query.data);
  if (channels.length === 0) {
    return (
      <Box p="3">
        <EmptyNotice title={t('chat.empty')} description={t(campaignId ? 'chat.emptyCampaignHint' : 'chat.emptyHint')} />
      </Box>
    );
  }
  return (
    <Stack gap="2" p="2">
      <Stack as="ul" listStyleType="none" gap="1" aria-label={t('chat.channels')}>
        {channels.map((channel) => (
          <ChannelRow key={channel.id} channel={channel} selected={channel.id === selectedId} href={hrefOf(channel.id)} now={now} myId={myId} showCampaign={!campaignId} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Button variant="outline" size="sm" alignSelf="center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('chat.moreChannels')}
        </Button>
      )}
    </Stack>
  );
}

function ChannelRow({ channel, selected, href, now, myId, showCampaign }: { channel: ChannelView; selected: boolean; href: string; now: number; myId: string; showCampaign: boolean }) {
  const t = useT();
  const dates = useDates();
  const other = channel.kind === 'direct' ? channel.members[0] : undefined;
  const last = channel.lastMessage;
  const unread = channel.unreadCount > 0;
  const preview = last ? last.preview || t('chat.attachmentPreview') : t('chat.noMessagesYet');
  return (
    <li>
      <Link
        asChild
        display="flex"
        gap="3"
        alignItems="center"
        p="2.5"
        borderRadius="l2"
        color="fg"
        textDecoration="none"
        bg={selected ? 'blue.50' : undefined}
        _hover={{ bg: selected ? 'blue.50' : 'bg.muted', textDecoration: 'none' }}
        data-testid="chat-channel"
        data-channel-id={channel.id}
        data-unread={channel.unreadCount}
      >
        <RouterLink to={href} aria-current={selected ? 'page' : undefined}>
          <ChatAvatar name={other?.name ?? channel.campaignTitle} src={other?.avatarUrl} />
          <Stack gap="0.5" flex="1" minW="0">
            <HStack gap="2" justify="space-between" minW="0">
              <ChannelName channel={channel} fontWeight={unread ? 'bold' : 'semibold'} />
              {last && (
                <Text asChild fontSize="xs" color="fg.muted" flexShrink="0">
                  <time dateTime={last.createdAt} title={dates.moment(last.createdAt)}>
                    {dates.relative(last.createdAt, now)}
                  </time>
                </Text>
              )}
            </HStack>
            {showCampaign && channel.kind === 'direct' && (
              <OneLine fontSize="xs" color="fg.muted">
                {channel.campaignTitle}
              </OneLine>
            )}
            <HStack gap="2" justify="space-between" minW="0">
              <HStack gap="1" minW="0" fontSize="sm" color={unread ? 'fg' : 'fg.muted'} fontWeight={unread ? 'medium' : 'normal'}>
                {last?.senderId === myId && <Text flexShrink="0">{t('chat.you')}:</Text>}
                <OneLine>{preview}</OneLine>
              </HStack>
              {unread && (
                <Badge colorPalette="red" variant="solid" borderRadius="full" px="1.5" minW="5" justifyContent="center" flexShrink="0" data-testid="chat-channel-unread">
                  <span aria-hidden>{unreadBadgeText(channel.unreadCount)}</span>
                  <VisuallyHidden>{t('chat.unread', { count: channel.unreadCount })}</VisuallyHidden>
                </Badge>
              )}
            </HStack>
          </Stack>
        </RouterLink>
      </Link>
    </li>
  );
}
