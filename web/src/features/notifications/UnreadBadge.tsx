import { Badge } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { unreadBadgeText } from '../../lib/badge-text';

/**
 * The unread count beside "Notifications" in the menu. The number is for the eye; the link it sits in is described
 * by the sentence ("3 unread", `descriptionId`), so the link's name stays "Notifications".
 */
export function UnreadBadge({ unreadCount, descriptionId }: { unreadCount: number; descriptionId: string }) {
  const t = useT();
  return (
    <>
      <Badge aria-hidden colorPalette="red" variant="solid" borderRadius="full" ms="1.5" px="1.5" minW="5" justifyContent="center">
        {unreadBadgeText(unreadCount)}
      </Badge>
      <span id={descriptionId} hidden>
        {t('notifications.unread', { count: unreadCount })}
      </span>
    </>
  );
}
