import { routeKey, ROUTES } from '../../shared/api/routes';
import type { SignUpRole } from '../../shared/domain/constants';
import { mayReadUser } from '../../shared/domain/user-access';
import { isValidEmail } from '../../shared/validation/email';
import { createProfileSchema, updateProfileSchema } from '../../shared/validation/rules';
import { BadRequestError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { areaHandler, type ApiRequest, type RouteHandler } from '../core/http';
import { parseInput } from '../core/input';
import { getUserByEmail } from '../data/users';
import { createProfile, deleteOwnAccount, updateOwnProfile } from '../domain/accounts';
import { withAvatarReadUrl } from '../domain/profile-media';

function createProfileAs(role: SignUpRole): RouteHandler {
  return async ({ body }) => {
    const input = parseInput(createProfileSchema, body);
    return { statusCode: 201, body: await createProfile(role, input) };
  };
}

/**
 * A caller without a profile is answered 404 whatever e-mail they ask for, without a read: the answer then says
 * nothing about anyone else, and the authorizer cannot tell their e-mail (access tokens carry none).
 */
async function getUser({ caller, query }: ApiRequest) {
  const email = query.email?.trim();
  if (!email || !isValidEmail(email)) throw new ValidationError({ email: 'invalidEmail' }, 'INVALID_EMAIL');
  if (!caller) throw new ForbiddenError();
  if (!caller.role) throw new NotFoundError();
  if (!mayReadUser(caller, email)) throw new ForbiddenError();
  const user = await getUserByEmail(email);
  if (!user) throw new NotFoundError();
  return { body: await withAvatarReadUrl(user) };
}

async function updateUser({ caller, body }: ApiRequest) {
  if (!caller) throw new ForbiddenError();
  const changes = parseInput(updateProfileSchema, body);
  return { body: await updateOwnProfile(caller.userId, changes) };
}

/** `DELETE /user?softDelete=false` (spec §7). Only the hard delete exists: see docs/decisions.md. */
async function deleteUser({ caller, query }: ApiRequest) {
  // Only the users pool has self-service accounts; an admin without a profile has nothing to delete here.
  if (!caller || caller.pool !== 'users') throw new ForbiddenError();
  const softDelete = query.softDelete ?? 'false';
  if (softDelete === 'true') throw new BadRequestError('SOFT_DELETE_UNSUPPORTED');
  if (softDelete !== 'false') throw new BadRequestError('BAD_REQUEST', 'softDelete must be true or false.');
  await deleteOwnAccount(caller.userId);
  return { statusCode: 204 };
}

export const handler = areaHandler('users', {
  [routeKey(ROUTES.createCreator)]: createProfileAs('creator'),
  [routeKey(ROUTES.createCompany)]: createProfileAs('company'),
  [routeKey(ROUTES.getUser)]: getUser,
  [routeKey(ROUTES.updateUser)]: updateUser,
  [routeKey(ROUTES.deleteUser)]: deleteUser,
});
