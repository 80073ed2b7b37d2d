import { Box, HStack, IconButton } from '@chakra-ui/react';
import { Suspense, useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { APP_ROUTES } from '../../../../shared/app-paths';
import { isSignUpRole } from '../../../../shared/domain/constants';
import { BellIcon, ChatIcon } from '../../components/icons';
import { useT } from '../../i18n/useT';
import { ONLY_MOBILE } from '../../lib/breakpoints';
import { useSession } from '../../lib/session';
import { ChatUnreadCount, UnreadCount } from './unread-counts';


/**
 * At the mobile breakpoint, where the menu is a drawer: the notifications and the chat as icons in the header, each
 * with its unread count, so a member sees what waits without opening the drawer (the drawer keeps them too). Each
 * link is named by its page and described by its count's sentence ("3 unread"), as the menu's links are.
 */
export function PhoneUnread() {
  const t = useT();
  const { user } = useSession();
  const notificationsCount = useId();
  const chatCount = useId();
  if (!user || !isSignUpRole(user.role)) return null;
  const icon = (to: string, label: string, glyph: ReactNode, descriptionId: string, badge: ReactNode = null) => (
    <IconButton asChild variant="ghost" size="xs" position="relative" aria-label={label}>
      <RouterLink to={to} aria-describedby={badge ? descriptionId : undefined}>
        {glyph}
        {badge && (
          <Box position="absolute" top="-1" insetEnd="-1" lineHeight="1" fontSize="xs" css={{ '& > span': { marginInlineStart: 0 } }}>
            {badge}
          </Box>
        )}
      </RouterLink>
    </IconButton>
  );
  const bell = <BellIcon boxSize="5" />;
  const bubble = <ChatIcon boxSize="5" />;
  return (
    <HStack gap="0" css={ONLY_MOBILE} data-testid="phone-unread">
      <Suspense fallback={icon(APP_ROUTES.notifications, t('nav.notifications'), bell, notificationsCount)}>
        <UnreadCount role={user.role} descriptionId={notificationsCount}>
          {(badge) => icon(APP_ROUTES.notifications, t('nav.notifications'), bell, notificationsCount, badge)}
        </UnreadCount>
      </Suspense>
      <Suspense fallback={icon(APP_ROUTES.chat, t('nav.chat'), bubble, chatCount)}>
        <ChatUnreadCount descriptionId={chatCount}>{(badge) => icon(APP_ROUTES.chat, t('nav.chat'), bubble, chatCount, badge)}</ChatUnreadCount>
      </Suspense>
    </HStack>
  );
}
