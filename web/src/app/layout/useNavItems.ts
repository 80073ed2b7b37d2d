import { navRoutes } from '../routes';
import { useSession } from '../../lib/session';

/** The navigation menu of the signed-in user's role; empty for a visitor. */
export function useNavItems() {
  const { user } = useSession();
  return user ? navRoutes(user.role) : [];
}
