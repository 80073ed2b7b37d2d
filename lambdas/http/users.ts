import { ROUTES } from '../../shared/api/routes';
import { mayReadUser } from '../../shared/domain/user-access';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import { areaHandler, defineRoute } from '../core/http';
import { getUserByEmail } from '../data/users';
import { createProfile, deleteOwnAccount, updateOwnProfile } from '../domain/accounts';
import { withAvatarReadUrl } from '../domain/profile-media';

export const handler = areaHandler('users', [
  /** `POST /{role}` of the spec: one literal route per role that may sign up. */
  defineRoute(ROUTES.createCreator, ({ body }) => createProfile('creator', body)),
  defineRoute(ROUTES.createCompany, ({ body }) => createProfile('company', body)),
  /**
   * A caller without a profile is answered 404 whatever e-mail they ask for, without a read: the answer then says
   * nothing about anyone else, and the authorizer cannot tell their e-mail (access tokens carry none).
   */
  defineRoute(ROUTES.getUser, async ({ caller, query: { email } }) => {
    if (!caller.role) throw new NotFoundError();
    if (!mayReadUser(caller, email)) throw new ForbiddenError();
    const user = await getUserByEmail(email);
    if (!user) throw new NotFoundError();
    return withAvatarReadUrl(user);
  }),
  defineRoute(ROUTES.updateUser, ({ caller, body }) => updateOwnProfile(caller.userId, body)),
  /** `DELETE /user?softDelete=false` (spec §7). Only the hard delete exists: see docs/decisions.md. */
  defineRoute(ROUTES.deleteUser, ({ caller, query }) => {
    if (query.softDelete === 'true') throw new BadRequestError('SOFT_DELETE_UNSUPPORTED');
    return deleteOwnAccount(caller.userId);
  }),
]);
