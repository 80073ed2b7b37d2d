import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute } from '../core/http';
import { setAccountStatus } from '../domain/accounts';
import { decidePendingLicence, pendingLicenceQueue } from '../domain/licences';

export const handler = areaHandler('admin', [
  /** `PUT /admin/{userType}/{id}/status`: activates or deactivates a creator or company. */
  defineRoute(ROUTES.setUserStatus, ({ params, body }) => setAccountStatus(params.userType, params.id, body.status)),
  /** Only the pending queue is listed (decided licences show on profiles). */
  defineRoute(ROUTES.listLicences, ({ query }) => pendingLicenceQueue(query.page)),
  defineRoute(ROUTES.decideLicence, ({ caller, params, body }) => decidePendingLicence(caller.userId, params.creatorId, params.licenceId, body)),
]);
