import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { appPath } from '../../../../../shared/app-paths';
import type { FlaggedMessageView } from '../../../../../shared/domain/chat';
import { findOffPlatformContacts } from '../../../../../shared/domain/off-platform-contact';
import { EmptyNotice } from '../../../components/EmptyNotice';
import { LoadFailure } from '../../../components/LoadFailure';
import { Pager } from '../../../components/Pager';
import { PageSpinner } from '../../../components/PageSpinner';
import { useApiQuery } from '../../../hooks/useApiQuery';
import { useT } from '../../../i18n/useT';
import { Link as RouterLink } from 'react-router';
import { flaggedQueries } from './api';
import { ReviewActions, ReviewDone } from './FlaggedReview';
import { MessageText } from '../../../components/chat/MessageText';
import { ChannelDialog } from '../../../components/chat/ChannelDialog';
import { useDates } from '../../../lib/dates';

/**
 * Messages flagged for off-platform contact (issue 14), newest first, a page at a time: the campaign, the sender,
 * the text with what was found highlighted, the kinds, the date; each opens its conversation read-only.
 */
export function FlaggedMessageList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { resource, reload } = useApiQuery(flaggedQueries.page(page));
  const [open, setOpen] = useState<FlaggedMessageView>();
  const returnFocus = useRef<HTMLElement | null>(null);

  if (resource.status === 'loading') return <PageSpinner />;
  if (resource.status === 'failed') return <LoadFailure error={resource.error} onRetry={reload} />;
  const { messages, totalEntries, totalPages } = resource.data;
  if (totalEntries === 0) return <EmptyNotice title={t('chat.admin.empty')} description={t('chat.admin.emptyHint')} />;
  return (
    <Stack gap="4">
      <Text color="fg.muted" role="status">
        {t('chat.admin.count', { count: totalEntries })}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('chat.admin.list')}>
        {messages.map((message) => (
          <FlaggedRow
            key={message.id}
            message={message}
            onOpen={(button) => {
              returnFocus.current = button;
              setOpen(message);
            }}
          />
        ))}
      </Stack>
      <Pager page={page} totalPages={totalPages} onPage={setPage} />
      <ChannelDialog
        channelId={open?.channelId}
        title={open ? t('chat.admin.conversationTitle', { campaign: open.campaignTitle }) : ''}
        onClose={() => setOpen(undefined)}
        returnFocus={returnFocus}
      />
    </Stack>
  );
}

function FlaggedRow({ message, onOpen }: { message: FlaggedMessageView; onOpen: (button: HTMLButtonElement) => void }) {
  const t = useT();
  const dates = useDates();
  const findings = findOffPlatformContacts(message.text);
  const kinds = message.flaggedKinds ?? [...new Set(findings.map((finding) => finding.kind))];
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} data-testid="flagged-message">
      <Stack gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            <Link asChild color="blue.700">
              <RouterLink to={appPath.campaign(message.campaignId)}>
                <bdi>{message.campaignTitle}</bdi>
              </RouterLink>
            </Link>
          </Text>
          <Text asChild fontSize="sm" color="fg.muted" flexShrink="0">
            <time dateTime={message.createdAt}>{dates.moment(message.createdAt)}</time>
          </Text>
        </Stack>
        <Text fontSize="sm">
          {t('chat.admin.sender', { name: message.senderName })} · {t(message.channelKind === 'group' ? 'chat.admin.group' : 'chat.admin.direct')}
        </Text>
        <MessageText text={message.text} findings={findings} bg="bg.muted" borderRadius="l2" px="3" py="2" />
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          <HStack gap="1.5" flexWrap="wrap">
            {kinds.map((kind) => (
              <Badge key={kind} colorPalette="orange" data-testid="flagged-kind">
                {t(`chat.contactKind.${kind}`)}
              </Badge>
            ))}
          </HStack>
          <Button size="sm" variant="outline" colorPalette="blue" onClick={(event) => onOpen(event.currentTarget)}>
            {t('chat.admin.open')}
          </Button>
        </HStack>
        {message.review ? <ReviewDone review={message.review} /> : <ReviewActions message={message} />}
      </Stack>
    </Box>
  );
}
