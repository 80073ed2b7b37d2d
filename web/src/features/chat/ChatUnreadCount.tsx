import { Badge } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { QueryScope } from '../../lib/query-scope';
import { unreadBadgeText } from '../../lib/badge-text';
import { useFailureToast } from '../../hooks/useFailureToast';
import { chatQueries } from './api';
// The live pushes keep the count (and the chat's caches) current on every page, not only the chat's.
import './chat-live';

interface ChatUnreadCountProps {
  /** The id of the sentence ("3 unread messages") the badge brings, which describes the link it sits in. */
  descriptionId: string;
  /** The menu's link around the badge; null while nothing is unread. */
  children: (badge: ReactNode) => ReactNode;
}

/**
 * The caller's unread chat messages as the menu's badge beside "Chat" (loaded apart, like the notifications' badge:
 * the header renders outside the pages' cache provider and visitors never load the query library).
 */
export default function ChatUnreadCount(props: ChatUnreadCountProps) {
  return (
    <QueryScope>
      <CountedUnread {...props} />
    </QueryScope>
  );
}

function CountedUnread({ descriptionId, children }: ChatUnreadCountProps) {
  const t = useT();
  const count = useQuery(chatQueries.unread());
  useFailureToast(count.error);
  const unreadCount = count.data?.unreadCount ?? 0;
  return children(
    unreadCount > 0 ? (
      <>
        <Badge aria-hidden colorPalette="red" variant="solid" borderRadius="full" ms="1.5" px="1.5" minW="5" justifyContent="center" data-testid="chat-menu-badge">
          {unreadBadgeText(unreadCount)}
        </Badge>
        <span id={descriptionId} hidden>
          {t('nav.chatUnread', { count: unreadCount })}
        </span>
      </>
    ) : null,
  );
}
