import { routeKey, ROUTES } from '../../shared/api/routes';
import { isUuid } from '../../shared/domain/ids';
import { roleOfUserType } from '../../shared/domain/user-types';
import { licenceDecisionSchema } from '../../shared/validation/profile';
import { userStatusSchema } from '../../shared/validation/rules';
import { BadRequestError, ForbiddenError } from '../core/errors';
import { areaHandler, type ApiRequest } from '../core/http';
import { parseInput } from '../core/input';
import { setAccountStatus } from '../domain/accounts';
import { decidePendingLicence, pendingLicenceQueue } from '../domain/licences';

/** `PUT /admin/{userType}/{id}/status`: activates or deactivates a creator or company. */
async function setUserStatus({ pathParameters, body }: ApiRequest) {
  const role = roleOfUserType(pathParameters.userType);
  if (!role) throw new BadRequestError('INVALID_USER_TYPE');
  const { status } = parseInput(userStatusSchema, body);
  const id = pathParameters.id ?? '';
  return { body: await setAccountStatus(role, id, status) };
}

/** The spec's lists count pages from 1; a page past the end is simply empty. */
const MAX_PAGE = 10_000;

/** `GET /admin/licences?status=pending&page=`: only the pending queue is listed (decided licences show on profiles). */
async function listLicences({ query }: ApiRequest) {
  if ((query.status ?? 'pending') !== 'pending') throw new BadRequestError('BAD_REQUEST', 'status must be pending.');
  const page = Number(query.page ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw new BadRequestError('BAD_REQUEST', 'page must be a whole number from 1.');
  return { body: await pendingLicenceQueue(page) };
}

/** `PUT /admin/licences/{creatorId}/{licenceId}`: `{decision: approve | reject, reason}`. */
async function decideLicence({ caller, pathParameters, body }: ApiRequest) {
  if (!caller) throw new ForbiddenError();
  const { creatorId, licenceId } = pathParameters;
  if (!isUuid(creatorId)) throw new BadRequestError('INVALID_CREATOR_ID');
  if (!isUuid(licenceId)) throw new BadRequestError('INVALID_LICENCE_ID');
  const input = parseInput(licenceDecisionSchema, body);
  return { body: await decidePendingLicence(caller.userId, creatorId, licenceId, input) };
}

export const handler = areaHandler('admin', {
  [routeKey(ROUTES.setUserStatus)]: setUserStatus,
  [routeKey(ROUTES.listLicences)]: listLicences,
  [routeKey(ROUTES.decideLicence)]: decideLicence,
});
