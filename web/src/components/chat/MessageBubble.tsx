import { Box, Button, HStack, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { MessageAttachmentView, MessageView } from '../../../../shared/domain/chat';
import { formatFileSize } from '../../lib/file-size';
import type { ErrorCode } from '../../../../shared/errors';
import { isErrorCode } from '../../lib/api';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageId } from '../../i18n/locale';
import { useT } from '../../i18n/useT';
import { CheckIcon, ClockIcon, DoubleCheckIcon, FileIcon, FlagIcon } from './icons';
import type { ReceiptMark } from '../../lib/chat/message-list';
import { MessageText } from './MessageText';
import type { PendingAttachment, PendingMessage } from '../../lib/chat/outbox-state';
import { useDates } from '../../lib/dates';

/** What a bubble shows: a stored message, or one of the tab's own still on its way. */
export type LogEntry = { kind: 'stored'; message: MessageView; mark?: ReceiptMark } | { kind: 'pending'; pending: PendingMessage };

const MARK_LABELS: Record<ReceiptMark, MessageId> = { sent: 'chat.mark.sent', delivered: 'chat.mark.delivered', read: 'chat.mark.read' };
const PENDING_LABELS: Record<PendingMessage['state'], MessageId> = { sending: 'chat.pending.sending', waiting: 'chat.pending.waiting', failed: 'chat.pending.failed' };

/**
 * One message: own ones on the end side in the brand's colour, the others' on the start side (with the sender's name
 * in a group); the text in its own direction, the files, the time, and on own messages how far they got (sent,
 * delivered, read, or still sending) and the "flagged" mark when off-platform contact was found in it; on others'
 * flagged ones, that the platform hid the contact details (masked, never linked).
 */
export function MessageBubble({ entry, own, showSender, onRetry, onDiscard }: { entry: LogEntry; own: boolean; showSender: boolean; onRetry?: () => void; onDiscard?: () => void }) {
  const t = useT();
  const dates = useDates();
  const message = entry.kind === 'stored' ? entry.message : undefined;
  const text = entry.kind === 'stored' ? entry.message.text : entry.pending.text;
  const createdAt = entry.kind === 'stored' ? entry.message.createdAt : entry.pending.createdAt;
  const attachments: (MessageAttachmentView | PendingAttachment)[] = entry.kind === 'stored' ? entry.message.attachments : entry.pending.attachments;
  const failed = entry.kind === 'pending' && entry.pending.state === 'failed';
  return (
    <Stack
      gap="1"
      alignSelf={own ? 'flex-end' : 'flex-start'}
      maxW={{ base: '85%', md: '70%' }}
      minW="0"
      bg={own ? (failed ? 'red.700' : 'blue.700') : 'bg.muted'}
      color={own ? 'white' : 'fg'}
      borderRadius="l3"
      borderEndEndRadius={own ? 'l1' : undefined}
      borderEndStartRadius={own ? undefined : 'l1'}
      px="3"
      py="2"
      data-testid="chat-message"
      data-own={own || undefined}
      data-pending={entry.kind === 'pending' ? entry.pending.state : undefined}
      data-client-id={entry.kind === 'stored' ? entry.message.clientId : entry.pending.clientId}
    >
      {showSender && message && (
        <Text fontSize="sm" fontWeight="semibold" color="blue.800">
          <bdi>{message.senderName}</bdi>
        </Text>
      )}
      {attachments.length > 0 && <Attachments attachments={attachments} />}
      {text && <MessageText text={text} plain={message?.masked} />}
      {message?.masked && (
        <HStack gap="1" fontSize="xs" color="fg.muted" data-testid="chat-masked">
          <FlagIcon boxSize="3" />
          <span>{t('chat.masked')}</span>
        </HStack>
      )}
      <HStack gap="1.5" justify="flex-end" fontSize="xs" color={own ? 'white' : 'fg.muted'} flexWrap="wrap">
        {own && message?.flagged && (
          <HStack gap="0.5" title={t('chat.flaggedHint')} data-testid="chat-flagged">
            <FlagIcon boxSize="3" />
            <span>{t('chat.flagged')}</span>
          </HStack>
        )}
        <time dateTime={createdAt}>{dates.clockTime(createdAt)}</time>
        {entry.kind === 'stored' && entry.mark && <Mark mark={entry.mark} label={t(MARK_LABELS[entry.mark])} />}
        {entry.kind === 'pending' && (
          <HStack gap="0.5" data-testid="chat-pending">
            {!failed && <ClockIcon boxSize="3" />}
            <span>{t(PENDING_LABELS[entry.pending.state])}</span>
          </HStack>
        )}
      </HStack>
      {entry.kind === 'pending' && failed && (
        <Stack gap="1.5">
          <Text fontSize="sm">{t(`apiError.${refusalCode(entry.pending.code)}`)}</Text>
          <HStack gap="2" justify="flex-end">
            <Button size="xs" variant="surface" colorPalette="gray" onClick={onDiscard}>
              {t('chat.pending.discard')}
            </Button>
            <Button size="xs" variant="surface" colorPalette="gray" onClick={onRetry}>
              {t('chat.pending.retry')}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/** The refusal's code when the app knows it (its text is translated), else the generic one. */
function refusalCode(code: string | undefined): ErrorCode {
  return isErrorCode(code) ? code : 'INTERNAL';
}

function Mark({ mark, label }: { mark: ReceiptMark; label: string }) {
  return (
    <Box as="span" display="inline-flex" color={mark === 'read' ? 'cyan.200' : undefined} title={label} data-testid="chat-mark" data-mark={mark}>
      {mark === 'sent' ? <CheckIcon boxSize="3.5" /> : <DoubleCheckIcon boxSize="3.5" />}
      <VisuallyHidden>{label}</VisuallyHidden>
    </Box>
  );
}

/** Pictures as thumbnails, videos playable in place, other files (a PDF) as a link with their name and size. */
function Attachments({ attachments }: { attachments: (MessageAttachmentView | PendingAttachment)[] }) {
  const { locale } = useLocale();
  return (
    <Stack gap="1.5">
      {attachments.map((file) => {
        const url = 'url' in file ? file.url : undefined;
        if (url && file.contentType.startsWith('image/')) {
          return (
            <Link key={file.key} href={url} target="_blank" rel="noopener noreferrer nofollow">
              <Image src={url} alt={file.fileName} maxH="60" maxW="full" borderRadius="l2" objectFit="cover" />
            </Link>
          );
        }
        if (url && file.contentType.startsWith('video/')) {
          return (
            <Box asChild key={file.key} maxH="60" maxW="full" borderRadius="l2">
              <video src={url} controls preload="metadata" aria-label={file.fileName} />
            </Box>
          );
        }
        return (
          <HStack key={file.key} gap="2" minW="0" borderWidth="1px" borderColor="currentColor" borderRadius="l2" px="2" py="1.5">
            <FileIcon boxSize="4" flexShrink="0" />
            {url ? (
              <Link href={url} target="_blank" rel="noopener noreferrer nofollow" color="inherit" textDecoration="underline" minW="0" overflowWrap="anywhere">
                <bdi>{file.fileName}</bdi>
              </Link>
            ) : (
              <Text minW="0" overflowWrap="anywhere">
                <bdi>{file.fileName}</bdi>
              </Text>
            )}
            <Text fontSize="xs" flexShrink="0">
              {formatFileSize(file.size, locale)}
            </Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
