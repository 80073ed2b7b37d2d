/** Above this the menu's badge shows "99+". */
export const BADGE_MAXIMUM = 99;

/** What the menu's badge shows of the unread count. */
export function unreadBadgeText(unreadCount: number): string {
  return unreadCount > BADGE_MAXIMUM ? `${BADGE_MAXIMUM}+` : String(unreadCount);
}
