import { ROUTES } from '../../shared/api/routes';
import { mayReadUser } from '../../shared/domain/user-access';
import { BadRequestError, ForbiddenError, NotFoundError } from '../core/errors';
import type { SignUpRole } from '../../shared/domain/constants';
import type { ProfileInput, ProfileRequestAccepted } from '../../shared/domain/sign-up';
import { bearerToken, verifyAccessToken } from '../auth/access-token';
import { areaHandler, defineRoute, reply } from '../core/http';
import { getUserByEmail } from '../data/users';
import { deleteOwnAccount, requestProfile, updateOwnProfile } from '../domain/accounts';
import { withAvatarReadUrl } from '../domain/profile-media';

export const handler = areaHandler('users', [
  /** `POST /{role}` of the spec: one literal route per role that may sign up. */
  defineRoute(ROUTES.createCreator, ({ body, headers }) => profileRequest('creator', body, headers)),
  defineRoute(ROUTES.createCompany, ({ body, headers }) => profileRequest('company', body, headers)),
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
  /** `DELETE /user?softDelete=false` (spec §7). Only the hard delete exists: see docs/decisions/identity.md. */
  defineRoute(ROUTES.deleteUser, ({ caller, query }) => {
    if (query.softDelete === 'true') throw new BadRequestError('SOFT_DELETE_UNSUPPORTED');
    return deleteOwnAccount(caller.userId);
  }),
]);

/**
 * `POST /{role}` is public (spec §7: no auth), so the area's authorizer has not run: a bearer token of the users pool,
 * when the request carries one, is verified here, and tells whether the caller is the sign-up's owner.
 */
async function profileRequest(role: SignUpRole, body: ProfileInput, headers: Record<string, string | undefined>) {
  const token = bearerToken(headers.authorization);
  const verified = token ? await verifyAccessToken(token) : undefined;
  const created = await requestProfile(role, body, verified?.pool === 'users' ? verified.userId : undefined);
  return created ?? reply(202, PROFILE_REQUEST_ACCEPTED);
}

const PROFILE_REQUEST_ACCEPTED: ProfileRequestAccepted = { accepted: true };
