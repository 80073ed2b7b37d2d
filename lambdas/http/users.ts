import { routeKey, ROUTES } from '../../shared/api/routes';
import { mayReadUser } from '../../shared/domain/user-access';
import { isValidEmail } from '../../shared/validation/email';
import { ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { getUserByEmail } from '../data/users';

async function getUser({ caller, query }: ApiRequest) {
  const email = query.email?.trim();
  if (!email || !isValidEmail(email)) throw new ValidationError({ email: 'Invalid email' }, 'INVALID_EMAIL');
  if (!caller || !mayReadUser(caller, email)) throw new ForbiddenError();
  const user = await getUserByEmail(email);
  if (!user) throw new NotFoundError();
  return { body: user };
}

export const handler = areaHandler('users', {
  [routeKey(ROUTES.getUser)]: getUser,
});
