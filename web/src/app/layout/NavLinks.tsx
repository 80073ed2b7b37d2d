import { Link, Stack, type StackProps } from '@chakra-ui/react';
import { Suspense, useId, type ReactNode } from 'react';
import { APP_ROUTES } from '../../../../shared/app-paths';
import { isSignUpRole } from '../../../../shared/domain/constants';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/useT';
import { useSession } from '../../lib/session';
import { ChatUnreadCount, UnreadCount } from './unread-counts';
import { useNavItems } from './useNavItems';


type NavItem = ReturnType<typeof useNavItems>[number];

/**
 * The menu entries of the signed-in role (spec §2). Notifications and Chat carry the unread counts of a creator or a
 * company (an admin has neither, and their counts are never asked for).
 */
export function NavLinks({ onNavigate, ...stack }: StackProps & { onNavigate?: () => void }) {
  const t = useT();
  const items = useNavItems();
  const { user } = useSession();
  const unreadDescriptionId = useId();
  const chatDescriptionId = useId();

  const link = (item: NavItem, unreadBadge: ReactNode = null, descriptionId = unreadDescriptionId) => (
    <Link
      asChild
      display="block"
      px="3"
      py="2"
      borderRadius="l2"
      fontWeight="medium"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'blue.50', textDecoration: 'none' }}
      _currentPage={{ color: 'blue.700', bg: 'blue.50' }}
    >
      <NavLink to={item.path} end onClick={onNavigate} aria-describedby={unreadBadge ? descriptionId : undefined}>
        {item.nav && t(item.nav.label)}
        {unreadBadge}
      </NavLink>
    </Link>
  );

  return (
    <Stack as="ul" listStyleType="none" {...stack}>
      {items.map((item) => (
        <li key={item.path}>
          {item.path === APP_ROUTES.notifications && user && isSignUpRole(user.role) ? (
            <Suspense fallback={link(item)}>
              <UnreadCount role={user.role} descriptionId={unreadDescriptionId}>
                {(unreadBadge) => link(item, unreadBadge)}
              </UnreadCount>
            </Suspense>
          ) : item.path === APP_ROUTES.chat && user && isSignUpRole(user.role) ? (
            <Suspense fallback={link(item)}>
              <ChatUnreadCount descriptionId={chatDescriptionId}>{(unreadBadge) => link(item, unreadBadge, chatDescriptionId)}</ChatUnreadCount>
            </Suspense>
          ) : (
            link(item)
          )}
        </li>
      ))}
    </Stack>
  );
}
