import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SignUpRole } from '../../../../shared/domain/constants';
import { QueryScope } from '../../lib/query-scope';
import { notificationQueries } from './api';
import { UnreadBadge } from './UnreadBadge';
import { useFailureToast } from '../../hooks/useFailureToast';

interface UnreadCountProps {
  role: SignUpRole;
  /** The id of the sentence ("3 unread") the badge brings, which describes the link it sits in. */
  descriptionId: string;
  /** The menu's link around the badge; null while nothing is unread. */
  children: (badge: ReactNode) => ReactNode;
}

/**
 * The member's unread count as the menu's badge, from the cache the notifications page updates. The header renders
 * outside the pages' cache provider, and visitors never load the query library: this module is loaded apart, once
 * someone signed in sees the menu.
 */
export default function UnreadCount(props: UnreadCountProps) {
  return (
    <QueryScope>
      <CountedUnread {...props} />
    </QueryScope>
  );
}

function CountedUnread({ role, descriptionId, children }: UnreadCountProps) {
  const count = useQuery(notificationQueries.count(role));
  useFailureToast(count.error);
  const unreadCount = count.data?.unreadCount ?? 0;
  return children(unreadCount > 0 ? <UnreadBadge unreadCount={unreadCount} descriptionId={descriptionId} /> : null);
}
