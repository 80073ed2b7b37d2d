import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useT } from '../../i18n/useT';
import { useSession } from '../../lib/session';
import { ONLY_DESKTOP } from '../../lib/breakpoints';
import { LayoutContainer } from './LayoutContainer';
import { NavLinks } from './NavLinks';
import { loadAccountMenu, loadMobileNav, loadPhoneUnread } from './signed-in';

const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));
const PhoneUnread = lazy(() => loadPhoneUnread().then((module) => ({ default: module.PhoneUnread })));

/** The app name, the role's menu (a drawer on mobile, with the unread counts as icons beside it), the language switch and the account menu. */
export function Header() {
  const t = useT();
  const { user } = useSession();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <LayoutContainer>
        <Flex minH="16" alignItems="center" gap={{ base: '1', md: '6' }}>
          {user && (
            <Suspense fallback={null}>
              <MobileNav />
            </Suspense>
          )}
          <Link asChild fontWeight="bold" color="blue.700" fontSize={{ base: 'md', md: 'lg' }} textDecoration="none" whiteSpace="nowrap">
            <RouterLink to="/">{t('app.name')}</RouterLink>
          </Link>
          {user && (
            <Box as="nav" aria-label={t('nav.main')} css={ONLY_DESKTOP}>
              <NavLinks direction="row" gap="1" />
            </Box>
          )}
          <HStack gap={{ base: '1', md: '2' }} ms="auto">
            {user && (
              <Suspense fallback={null}>
                <PhoneUnread />
              </Suspense>
            )}
            <LanguageSwitch />
            {user && (
              <Suspense fallback={null}>
                <AccountMenu user={user} />
              </Suspense>
            )}
          </HStack>
        </Flex>
      </LayoutContainer>
    </Box>
  );
}
