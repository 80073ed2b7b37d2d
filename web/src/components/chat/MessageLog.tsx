import { Box, Button, Center, Separator, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { useNow } from '../../hooks/useNow';
import { localDay } from '../../lib/chat/message-list';
import { MessageBubble, type LogEntry } from './MessageBubble';
import { useDates } from '../../lib/dates';

/** Within this distance of the bottom, the reader follows the conversation: a new message scrolls into view. */
const FOLLOW_PX = 120;

const entryKey = (entry: LogEntry) => (entry.kind === 'stored' ? entry.message.id : `pending:${entry.pending.clientId}`);
const entryTime = (entry: LogEntry) => (entry.kind === 'stored' ? entry.message.createdAt : entry.pending.createdAt);
const entrySender = (entry: LogEntry) => (entry.kind === 'stored' ? entry.message.senderId : entry.pending.senderId);

/**
 * A conversation's messages, oldest at the top (`role="log"`: screen readers announce the new ones), with a date
 * separator at each new day. Opens at the newest message; scrolling up to the top loads the older page (the
 * "earlier messages" button does it too, for the keyboard), and the view stays where it was as they arrive above. A
 * new message scrolls into view when the reader was at the bottom, or when it is their own.
 */
export function MessageLog({
  entries,
  myId,
  group,
  label,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  empty,
  onRetry,
  onDiscard,
}: {
  entries: readonly LogEntry[];
  /** The reader's id; none for an admin's read-only view (every message on the start side). */
  myId?: string;
  group: boolean;
  label: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  empty: ReactNode;
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
}) {
  const t = useT();
  const dates = useDates();
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const older = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: string; newest?: string; height: number; atBottom: boolean }>({ height: 0, atBottom: true });

  const first = entries[0] ? entryKey(entries[0]) : undefined;
  const newestEntry = entries.at(-1);
  const newest = newestEntry ? entryKey(newestEntry) : undefined;

  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = last.current;
    if (before.newest === undefined || (newest !== before.newest && (before.atBottom || (newestEntry !== undefined && entrySender(newestEntry) === myId)))) {
      box.scrollTop = box.scrollHeight;
    } else if (first !== before.first && newest === before.newest) {
      // An older page arrived above: the messages being read stay in place.
      box.scrollTop += box.scrollHeight - before.height;
    }
    last.current = { first, newest, height: box.scrollHeight, atBottom: box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX };
  }, [first, newest, newestEntry, myId]);

  useEffect(() => {
    const box = scroller.current;
    const target = older.current;
    if (!box || !target || !hasOlder) return;
    const observer = new IntersectionObserver(([seen]) => seen?.isIntersecting && !loadingOlder && onLoadOlder(), { root: box, rootMargin: '200px 0px 0px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <Box
      ref={scroller}
      flex="1"
      minH="0"
      overflowY="auto"
      overflowX="hidden"
      overflowAnchor="none"
      px={{ base: '3', md: '4' }}
      py="3"
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        last.current.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_PX;
      }}
      data-testid="chat-log"
    >
      <Stack gap="2">
        {hasOlder && (
          <Center ref={older}>
            <Button size="xs" variant="ghost" loading={loadingOlder} onClick={onLoadOlder}>
              {t('chat.loadOlder')}
            </Button>
          </Center>
        )}
        {entries.length === 0 && !hasOlder && empty}
        {entries.map((entry, index) => {
          const previous = entries[index - 1];
          const day = localDay(entryTime(entry));
          const newDay = !previous || localDay(entryTime(previous)) !== day;
          const own = myId !== undefined && entrySender(entry) === myId;
          const clientId = entry.kind === 'pending' ? entry.pending.clientId : undefined;
          return (
            <Fragment key={entryKey(entry)}>
              {newDay && (
                <HStack gap="3" py="2">
                  <Separator flex="1" />
                  <Text fontSize="xs" color="fg.muted" fontWeight="medium" flexShrink="0">
                    {dates.dayLabel(entryTime(entry), now)}
                  </Text>
                  <Separator flex="1" />
                </HStack>
              )}
              <MessageBubble
                entry={entry}
                own={own}
                showSender={group && !own && (newDay || !previous || entrySender(previous) !== entrySender(entry))}
                onRetry={clientId && onRetry ? () => onRetry(clientId) : undefined}
                onDiscard={clientId && onDiscard ? () => onDiscard(clientId) : undefined}
              />
            </Fragment>
          );
        })}
      </Stack>
    </Box>
  );
}
