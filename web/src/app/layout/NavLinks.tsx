import { Link, Stack, type StackProps } from '@chakra-ui/react';
import { NavLink } from '../../lib/router/Router';
import { useT } from '../../i18n/useT';
import { useNavItems } from './useNavItems';

/**
 * The menu entries of the signed-in role (spec §2). Notifications will carry the unread count once the
 * notifications API exists; until then there is no badge rather than an invented number.
 */
export function NavLinks({ onNavigate, ...stack }: StackProps & { onNavigate?: () => void }) {
  const t = useT();
  const items = useNavItems();
  return (
    <Stack as="ul" listStyleType="none" {...stack}>
      {items.map((item) => (
        <li key={item.path}>
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
            <NavLink to={item.path} end onClick={onNavigate}>
              {item.nav && t(item.nav.label)}
            </NavLink>
          </Link>
        </li>
      ))}
    </Stack>
  );
}
