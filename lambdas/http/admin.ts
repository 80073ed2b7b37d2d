import { ROUTES } from '../../shared/api/routes';
import { areaHandler, defineRoute } from '../core/http';
import { setAccountStatus } from '../domain/accounts';
import { hideReview } from '../domain/ratings';
import { shippingProblems } from '../domain/shipments';
import { reviewFlaggedMessage } from '../domain/chat-moderation';
import { listUsers } from '../domain/admin-users';
import { decidePendingLicence, pendingLicenceQueue } from '../domain/licences';
import { compensationRequests, decideCompensation } from '../domain/compensations';
import { coveringRecords, markPaid, revealPayoutBankAccount } from '../domain/payouts';
import { ledgerSummary, transactionPage } from '../domain/transactions';
import { adminOverview } from '../domain/admin-overview';
import { requestTransactionsExport, transactionsExport } from '../domain/transactions-export';

export const handler = areaHandler('admin', [
  defineRoute(ROUTES.listShippingProblems, ({ query }) => shippingProblems(query.page)),
  defineRoute(ROUTES.hideReview, ({ caller, params, body }) => hideReview(caller.userId, params, body.reason, new Date())),
  /** `PUT /admin/{userType}/{id}/status`: activates or deactivates a creator or company. */
  defineRoute(ROUTES.setUserStatus, ({ caller, params, body }) => setAccountStatus(caller.userId, params.userType, params.id, body.status)),
  /** `GET /admin/{companies|creators}`: the Users screen's list, sorted or searched. */
  defineRoute(ROUTES.listUsers, ({ params, query }) => listUsers(params.userType, query)),
  /** Only the pending queue is listed (decided licences show on profiles). */
  defineRoute(ROUTES.listLicences, ({ query }) => pendingLicenceQueue(query.page)),
  defineRoute(ROUTES.adminOverview, () => adminOverview()),
  defineRoute(ROUTES.requestTransactionsExport, ({ caller, body }) => requestTransactionsExport(caller.userId, body)),
  defineRoute(ROUTES.getTransactionsExport, ({ params }) => transactionsExport(params.id)),
  defineRoute(ROUTES.listTransactions, ({ query }) => transactionPage(query)),
  defineRoute(ROUTES.ledgerSummary, () => ledgerSummary()),
  defineRoute(ROUTES.listCoveringRecords, ({ query }) => coveringRecords(query.page)),
  defineRoute(ROUTES.markPayoutPaid, ({ caller, params, body }) => markPaid(caller.userId, params.id, body)),
  defineRoute(ROUTES.revealPayoutBankAccount, ({ caller, params }) => revealPayoutBankAccount(caller.userId, params.id)),
  defineRoute(ROUTES.listCompensationRequests, ({ query }) => compensationRequests(query.page)),
  defineRoute(ROUTES.decideCompensation, ({ caller, params, body }) => decideCompensation(caller.userId, params.campaignId, params.creatorId, body)),
  defineRoute(ROUTES.reviewFlaggedMessage, ({ caller, params, body }) => reviewFlaggedMessage(caller, params.channelId, params.messageId, body.action)),
  defineRoute(ROUTES.decideLicence, ({ caller, params, body }) => decidePendingLicence(caller.userId, params.creatorId, params.licenceId, body)),
]);
