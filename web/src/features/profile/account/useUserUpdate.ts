import { useCallback } from 'react';
import type { ApiRequestOptions } from '../../../lib/api';
import { ROUTES } from '../../../../../shared/api/routes';
import type { UserView } from '../../../../../shared/domain/user';
import { toaster } from '../../../components/toaster';
import { errorMessage } from '../../../i18n/errors';
import { useT } from '../../../i18n/useT';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** What a user may change of their own record with `PUT /user`. */
export type UserChanges = ApiRequestOptions<typeof ROUTES.updateUser>['body'];

/**
 * Saves changes to the signed-in user's record (`PUT /user`) and says so in a toast (spec §8: a failure's toast gives
 * the server's reason); then reloads the session's user, so every screen shows what was saved. Answers the reloaded
 * user, or undefined when the save failed (or the reload did, which toasts its own failure).
 */
export function useUserUpdate(): (changes: UserChanges, savedTitle: string) => Promise<UserView | undefined> {
  const t = useT();
  const { refresh } = useSession();
  return useCallback(
    async (changes, savedTitle) => {
      try {
        await apiRequest(ROUTES.updateUser, { body: changes });
      } catch (error) {
        toaster.create({ type: 'error', title: errorMessage(t, error) });
        return undefined;
      }
      toaster.create({ type: 'success', title: savedTitle });
      return refresh();
    },
    [t, refresh],
  );
}
