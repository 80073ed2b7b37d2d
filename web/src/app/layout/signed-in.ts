/**
 * The header's parts for a signed-in user (the account menu with its sign-out dialog, the mobile drawer and the
 * phone's unread icons) and
 * their menu, dialog and drawer machines: loaded apart, so pages seen signed out (the landing and sign-in
 * screens above all) never download them.
 */
export const loadAccountMenu = () => import('./AccountMenu');
export const loadMobileNav = () => import('./MobileNav');
export const loadPhoneUnread = () => import('./PhoneUnread');

/** Started as soon as a session is found, so the header is complete when the user's record arrives. */
export function preloadSignedInChrome(): void {
  loadAccountMenu().catch(() => undefined);
  loadMobileNav().catch(() => undefined);
  loadPhoneUnread().catch(() => undefined);
}
