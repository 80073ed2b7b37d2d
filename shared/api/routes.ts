import type { ApplicantList, ApplicantView, ApplicationList, ApplicationView, CampaignList, CampaignView, DashboardView, ExchangeList } from '../domain/campaign';
import type { AdminUserList } from '../domain/admin-users';
import type { ChannelList, ChatUnreadView, FlaggedMessagePage, MessagePage, MessageReview, MessageView } from '../domain/chat';
import type { CompensationPage, CompensationRequestView } from '../domain/compensation';
import { isSignUpRole, type Role } from '../domain/constants';
import type { CreatorEarnings } from '../domain/earnings';
import type { AdminOverview, CoveringPage, CoveringRecordView, LedgerSummary, PayoutBankAccountView, TransactionPage, TransactionsExportView } from '../domain/ledger';
import { coveringQuerySchema, markPaidSchema, transactionsExportSchema, transactionsQuerySchema } from '../validation/ledger';
import type { NotificationPage } from '../domain/notifications';
import type { CardList, CardView } from '../domain/payment';
import type { FavouriteIds, FavouriteList } from '../domain/favourites';
import type { CampaignInvitations, CreatorInvitations } from '../domain/invitations';
import type { LibraryArchiveView, LibraryPage } from '../domain/library';
import type { ShipmentView, ShippingProblemPage } from '../domain/shipping';
import { purchaseReceiptSchema, shipmentReceiptSchema, shipmentTrackingSchema, shippingAddressSchema, shippingProblemsQuerySchema } from '../validation/shipping';
import { libraryArchiveSchema, libraryQuerySchema } from '../validation/library';
import { isRatingSide, type DealRatingsView, type ReviewList } from '../domain/ratings';
import { hideReviewSchema, reviewsQuerySchema } from '../validation/ratings';
import { parseInvoiceNumber, type InvoiceDocumentView, type InvoiceList } from '../domain/invoice';
import type { BankAccountList, BankAccountView } from '../domain/bank-accounts';
import { isCreatorProfileSection } from '../domain/profile';
import type { UploadRefusal, UploadStatus } from '../domain/uploads';
import type { ProfileRequestAccepted } from '../domain/sign-up';
import type { User, UserView } from '../domain/user';
import { roleOfUserType } from '../domain/user-types';
import { applicantsQuerySchema, applicationsQuerySchema, createCampaignSchema, exchangeQuerySchema, updateCampaignSchema, ownCampaignsQuerySchema } from '../validation/campaign';
import { isReviewAction, type CampaignProgressView, type CertificateView, type CreatorProgressView, type ResultPartsView, type ResultsArchiveView, type ResultUploadTicket } from '../domain/results';
import { compensationDecisionSchema, compensationRequestSchema, compensationsQuerySchema, progressQuerySchema, reviewResultsSchema, submitResultsSchema } from '../validation/results';
import { readNotificationsSchema, notificationsQuerySchema } from '../validation/notifications';
import { channelsQuerySchema, flaggedMessagesQuerySchema, messageReviewSchema, messagesQuerySchema, readChannelSchema, sendMessageSchema } from '../validation/chat';
import { addCardSchema } from '../validation/payment';
import { invoicesQuerySchema } from '../validation/invoices';
import { addBankAccountSchema } from '../validation/bank-accounts';
import { adminUsersQuerySchema } from '../validation/admin-users';
import { companyProfileSchema, licenceDecisionSchema } from '../validation/profile';
import { applyQuerySchema, deleteUserQuerySchema, favouritesQuerySchema, licenceQueueQuerySchema, uploadStatusQuerySchema, userQuerySchema } from '../validation/query';
import { contactMessageSchema, createProfileSchema, resultUploadSchema, updateProfileSchema, uploadRequestSchema, userStatusSchema } from '../validation/rules';
import type { CreatedCampaign, LicenceQueuePage, OwnCompanyProfile, OwnCreatorProfile, QueuedLicence, UploadTicket, ViewedCompanyProfile, ViewedCreatorProfile } from './responses';
import { anyParam, checkedParam, mappedParam, returns, routeTable, uuidParam, type Area, type RouteDefinition } from './contract';

export type { HttpMethod, RouteDefinition } from './contract';

/**
 * The route table: the one place an API route exists, and its contract. The CDK stack loops over it to create HTTP
 * API routes, the local gateway serves it, the handler pipeline (lambdas/core/http.ts) reads and checks each request
 * by it, and the web client (web/src/lib/api.ts) calls it.
 *
 * Besides method, path, area and access, a route declares: `params`, one rule per `{name}` of its path with the
 * error code of a bad value (contract.ts makes a missing or extra rule a compile error); `query` and `body`, the
 * shared yup schemas (the forms' rules), with `queryFailure` where a bad query is not `VALIDATION_FAILED`;
 * `response`, the type of its answer; `statuses` where it does not answer 200; `rawBody` when its handler needs
 * the body as sent. A request is checked in this order: origin, route, body JSON, access, params, query, body.
 */

export const API_PREFIX = '/api';

export { AREAS, type Area } from './contract';

const ANY_SIGNED_IN: readonly Role[] = ['creator', 'company', 'admin'];
const MEMBERS: readonly Role[] = ['creator', 'company'];
const ADMINS: readonly Role[] = ['admin'];
const CREATORS: readonly Role[] = ['creator'];
const COMPANIES: readonly Role[] = ['company'];

const campaignId = uuidParam('INVALID_CAMPAIGN_ID');
const cardId = uuidParam('INVALID_CARD_ID');
const bankAccountId = uuidParam('INVALID_BANK_ACCOUNT_ID');
const resultId = uuidParam('INVALID_RESULT_ID');
const channelId = uuidParam('INVALID_CHANNEL_ID');
const memberRole = checkedParam(isSignUpRole, 'INVALID_ROLE');
/** One creator among a company's favourites (issue 28): PUT stars her, DELETE unstars her. */
const favouriteCreator = {
  path: '/favourites/{creatorId}',
  area: 'profiles',
  access: COMPANIES,
  params: { creatorId: uuidParam('INVALID_CREATOR_ID') },
  response: returns<void>(),
  statuses: [204],
} as const;

/** One creator's product on a campaign (issue 28): every shipping call answers where it stands. */
const shipmentStep = {
  area: 'results',
  params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
  response: returns<ShipmentView>(),
} as const;

export const ROUTES = routeTable({
  health: { method: 'GET', path: '/health', area: 'system', access: 'public', statuses: [200, 503] },
  /** `POST /{role}` of the spec: a new sign-up's profile record; one literal route per role that may sign up. */
  createCreator: { method: 'POST', path: '/creator', area: 'users', access: 'public', body: createProfileSchema, response: returns<User | ProfileRequestAccepted>(), statuses: [201, 202] },
  createCompany: { method: 'POST', path: '/company', area: 'users', access: 'public', body: createProfileSchema, response: returns<User | ProfileRequestAccepted>(), statuses: [201, 202] },
  /** Profile-less callers get a 404, so the app can tell "no profile yet" from a failure. */
  getUser: {
    method: 'GET',
    path: '/user',
    area: 'users',
    access: ANY_SIGNED_IN,
    allowWithoutProfile: true,
    query: userQuerySchema,
    queryFailure: { code: 'INVALID_EMAIL' },
    response: returns<UserView>(),
  },
  updateUser: { method: 'PUT', path: '/user', area: 'users', access: MEMBERS, body: updateProfileSchema, response: returns<User>() },
  /** Profile-less callers may finish a deletion whose last step (the Cognito user) failed. */
  deleteUser: {
    method: 'DELETE',
    path: '/user',
    area: 'users',
    access: MEMBERS,
    allowWithoutProfile: true,
    // Only the users pool has self-service accounts; an admin without a profile has nothing to delete here.
    pool: 'users',
    query: deleteUserQuerySchema,
    queryFailure: { code: 'BAD_REQUEST', messages: { softDelete: 'softDelete must be true or false.' } },
    response: returns<void>(),
    statuses: [204],
  },
  setUserStatus: {
    method: 'PUT',
    path: '/admin/{userType}/{id}/status',
    area: 'admin',
    access: ADMINS,
    // The id is taken as sent: an id that names no account is the use case's 404.
    params: { userType: mappedParam(roleOfUserType, 'INVALID_USER_TYPE'), id: anyParam },
    body: userStatusSchema,
    response: returns<User>(),
  },
  /**
   * The admins' Users screen (spec §7 `GET /admin/{companies|creators}?search&sortBy&sortOrder&page`): newest first by
   * default; a search finds by the start of an e-mail address or of any word of a name. `/admin/licences` and the
   * other literal paths beat `{userType}`.
   */
  listUsers: {
    method: 'GET',
    path: '/admin/{userType}',
    area: 'admin',
    access: ADMINS,
    params: { userType: mappedParam(roleOfUserType, 'INVALID_USER_TYPE') },
    query: adminUsersQuerySchema,
    response: returns<AdminUserList>(),
  },
  /** A presigned PUT for one file under the caller's own prefix (spec §7 `POST /s3`). */
  requestUpload: { method: 'POST', path: '/s3', area: 'media', access: MEMBERS, body: uploadRequestSchema, response: returns<UploadTicket>(), statuses: [201] },
  /** Whether the check of the caller's uploaded file passed: `?key=` of `POST /s3`'s answer. */
  uploadStatus: {
    method: 'GET',
    path: '/s3/status',
    area: 'media',
    access: MEMBERS,
    query: uploadStatusQuerySchema,
    queryFailure: { code: 'BAD_REQUEST', messages: { key: 'key is required.' } },
    response: returns<{ status: UploadStatus; reason?: UploadRefusal }>(),
  },
  /** The landing page's contact form (spec §7 `POST /support`), rate-limited per address. */
  contactSupport: { method: 'POST', path: '/support', area: 'support', access: 'public', body: contactMessageSchema, response: returns<{ id: string }>(), statuses: [201] },
  /** The caller's own creator profile: the wizard's progress, every field, the licence's state, read URLs for its files. */
  getCreatorProfile: { method: 'GET', path: '/creator/profile', area: 'profiles', access: CREATORS, response: returns<OwnCreatorProfile>() },
  /** `PUT /{path}` of the spec for a creator: one wizard step or settings tab (`CREATOR_PROFILE_SECTIONS`) replaces its fields. */
  saveCreatorProfileSection: {
    method: 'PUT',
    path: '/creator/profile/{section}',
    area: 'profiles',
    access: CREATORS,
    // The body's schema is the section's (CREATOR_SECTION_SCHEMAS): its handler checks it.
    params: { section: checkedParam(isCreatorProfileSection, 'INVALID_PROFILE_SECTION') },
    response: returns<OwnCreatorProfile>(),
  },
  getCompanyProfile: { method: 'GET', path: '/company/profile', area: 'profiles', access: COMPANIES, response: returns<OwnCompanyProfile>() },
  /** `PUT /{path}` of the spec for a company: the whole profile; a valid one completes it. */
  saveCompanyProfile: {
    method: 'PUT',
    path: '/company/profile',
    area: 'profiles',
    access: COMPANIES,
    body: companyProfileSchema,
    response: returns<OwnCompanyProfile>(),
  },
  /** A creator's profile as the caller may see it (spec §7 `GET /company/creator/{id}`; page `/creator/{id}`). */
  viewCreatorProfile: {
    method: 'GET',
    path: '/company/creator/{id}',
    area: 'profiles',
    access: ['company', 'admin'],
    params: { id: uuidParam('INVALID_CREATOR_ID') },
    response: returns<ViewedCreatorProfile>(),
  },
  /** A company's profile as the caller may see it (spec §7 `GET /creator/company/{id}`; page `/company/{id}`). */
  viewCompanyProfile: {
    method: 'GET',
    path: '/creator/company/{id}',
    area: 'profiles',
    access: ['creator', 'admin'],
    params: { id: uuidParam('INVALID_COMPANY_ID') },
    response: returns<ViewedCompanyProfile>(),
  },
  /** A company's favourite creators (issue 28), the latest starred first, with the last campaign worked on together. */
  listFavourites: { method: 'GET', path: '/favourites', area: 'profiles', access: COMPANIES, query: favouritesQuerySchema, response: returns<FavouriteList>() },
  /** Every starred creator's id: the stars on candidate cards, results and public profiles. */
  favouriteIds: { method: 'GET', path: '/favourites/ids', area: 'profiles', access: COMPANIES, response: returns<FavouriteIds>() },
  /** Stars a creator; starred already is the same answer. */
  starFavourite: { method: 'PUT', ...favouriteCreator },
  /** Removes a star; not starred is the same answer. */
  unstarFavourite: { method: 'DELETE', ...favouriteCreator },
  /** The licence review queue: `?status=pending&page=`, newest first, with totals. */
  listLicences: {
    method: 'GET',
    path: '/admin/licences',
    area: 'admin',
    access: ADMINS,
    query: licenceQueueQuerySchema,
    queryFailure: { code: 'BAD_REQUEST', messages: { status: 'status must be pending.', page: 'page must be a whole number from 1.' } },
    response: returns<LicenceQueuePage>(),
  },
  /** Spec §7 `GET /transactions`: the ledger, one type at a time (payout by default), newest first, searchable. */
  listTransactions: {
    method: 'GET',
    path: '/transactions',
    area: 'admin',
    access: ADMINS,
    query: transactionsQuerySchema,
    response: returns<TransactionPage>(),
  },
  /** A CSV of every transaction the filter selects, made after the request (it may be large): then `GET` it. */
  requestTransactionsExport: {
    method: 'POST',
    path: '/transactions/exports',
    area: 'admin',
    access: ADMINS,
    body: transactionsExportSchema,
    response: returns<TransactionsExportView>(),
    statuses: [201],
  },
  /** An export: preparing, or a short-lived URL of its file. */
  getTransactionsExport: {
    method: 'GET',
    path: '/transactions/exports/{id}',
    area: 'admin',
    access: ADMINS,
    params: { id: uuidParam('INVALID_EXPORT_ID') },
    response: returns<TransactionsExportView>(),
  },
  /** What waits for an admin: licences to review, payouts to cover, compensation requests, failed payments. */
  adminOverview: { method: 'GET', path: '/admin/overview', area: 'admin', access: ADMINS, response: returns<AdminOverview>() },
  /** The ledger's totals and the last twelve months, for the admin's figures and chart. */
  ledgerSummary: { method: 'GET', path: '/transactions/summary', area: 'admin', access: ADMINS, response: returns<LedgerSummary>() },
  /** Spec §7 `GET /admin/creator-cards?page`: the creators' payouts to cover, oldest first, with where each goes. */
  listCoveringRecords: {
    method: 'GET',
    path: '/admin/creator-cards',
    area: 'admin',
    access: ADMINS,
    query: coveringQuerySchema,
    response: returns<CoveringPage>(),
  },
  /**
   * Spec §7 `PUT /admin/mark-paid/{id}`: the payout was transferred; once only, whoever sends it and however often.
   * Beyond the spec (issue 26) the body records the transfer: `{reference, transferredOn}`.
   */
  markPayoutPaid: {
    method: 'PUT',
    path: '/admin/mark-paid/{id}',
    area: 'admin',
    access: ADMINS,
    params: { id: uuidParam('INVALID_PAYOUT_ID') },
    body: markPaidSchema,
    response: returns<CoveringRecordView>(),
  },
  /** Issue 26: the whole account an unpaid payout goes to, for the admin's transfer; each answer is audited first. */
  revealPayoutBankAccount: {
    method: 'GET',
    path: '/admin/payouts/{id}/bank-account',
    area: 'admin',
    access: ADMINS,
    params: { id: uuidParam('INVALID_PAYOUT_ID') },
    response: returns<PayoutBankAccountView>(),
  },
  /** Issue 13: the companies' compensation requests waiting for a decision, oldest first, with their facts. */
  listCompensationRequests: {
    method: 'GET',
    path: '/admin/compensations',
    area: 'admin',
    access: ADMINS,
    query: compensationsQuerySchema,
    response: returns<CompensationPage>(),
  },
  /** Issue 13: refund the company the creator's share (the delivery ends) or extend the delivery; once only. */
  decideCompensation: {
    method: 'PUT',
    path: '/admin/compensations/{campaignId}/{creatorId}',
    area: 'admin',
    access: ADMINS,
    params: { campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    body: compensationDecisionSchema,
    response: returns<CompensationRequestView>(),
  },
  /** Approve or reject a pending licence: `{decision, reason}`, a reason required to reject. */
  decideLicence: {
    method: 'PUT',
    path: '/admin/licences/{creatorId}/{licenceId}',
    area: 'admin',
    access: ADMINS,
    params: { creatorId: uuidParam('INVALID_CREATOR_ID'), licenceId: uuidParam('INVALID_LICENCE_ID') },
    body: licenceDecisionSchema,
    response: returns<QueuedLicence>(),
  },

  // Campaigns (spec §7). Literal segments beat `{id}` both here and in API Gateway, so `/campaigns/company` is not a campaign id.
  /** The exchange: open campaigns, `?page&sortBy&sortOrder&keyword&category&contentType&location` (comma lists). */
  listOpenCampaigns: { method: 'GET', path: '/campaigns', area: 'campaigns', access: CREATORS, query: exchangeQuerySchema, response: returns<ExchangeList>() },
  /** `GET /campaigns/{role}` for a company: its own campaigns, `?page&keyword&sortBy&sortOrder&status&contentType`. */
  listCompanyCampaigns: {
    method: 'GET',
    path: '/campaigns/company',
    area: 'campaigns',
    access: COMPANIES,
    query: ownCampaignsQuerySchema,
    response: returns<CampaignList>(),
  },
  /**
   * `POST /campaigns`: the creation form and the draft's `idempotencyKey`; answers `{id, amount, price}`, 201 when it
   * created the campaign, 200 when the same draft already had. The campaign is unpaid until the webhook says so.
   */
  createCampaign: {
    method: 'POST',
    path: '/campaigns',
    area: 'campaigns',
    access: COMPANIES,
    body: createCampaignSchema,
    response: returns<CreatedCampaign>(),
    statuses: [201, 200],
  },
  /** One campaign as the caller's role may see it; a company only its own. */
  getCampaign: { method: 'GET', path: '/campaigns/{id}', area: 'campaigns', access: ANY_SIGNED_IN, params: { id: campaignId }, response: returns<CampaignView>() },
  /**
   * Edits an unpaid campaign of the caller's own: the whole form, priced again; answers `{id, amount, price}`. A paid
   * one is 409 CAMPAIGN_ALREADY_PAID.
   */
  updateCampaign: {
    method: 'PUT',
    path: '/campaigns/{id}',
    area: 'campaigns',
    access: COMPANIES,
    params: { id: campaignId },
    body: updateCampaignSchema,
    response: returns<CreatedCampaign>(),
  },
  /** Deletes (cancels) an unpaid campaign of the caller's own; a paid one is 409 CAMPAIGN_ALREADY_PAID. */
  deleteCampaign: {
    method: 'DELETE',
    path: '/campaigns/{id}',
    area: 'campaigns',
    access: COMPANIES,
    params: { id: campaignId },
    response: returns<void>(),
    statuses: [204],
  },
  /** The dashboards' figures, computed from the caller's data. */
  getDashboard: { method: 'GET', path: '/dashboard', area: 'campaigns', access: MEMBERS, response: returns<DashboardView>() },

  // Applications: a creator applies, the company chooses.
  /** `POST /campaigns/apply/{id}?applyAnyway=`: the apply rules of spec §5. */
  applyToCampaign: {
    method: 'POST',
    path: '/campaigns/apply/{id}',
    area: 'applications',
    access: CREATORS,
    params: { id: campaignId },
    query: applyQuerySchema,
    queryFailure: { code: 'BAD_REQUEST', messages: { applyAnyway: 'applyAnyway must be true or false.' } },
    response: returns<ApplicationView>(),
    statuses: [201],
  },
  /** `GET /campaigns/{role}` for a creator: campaigns they were accepted to (the dashboard's my campaigns table). */
  listCreatorCampaigns: {
    method: 'GET',
    path: '/campaigns/creator',
    area: 'applications',
    access: CREATORS,
    query: ownCampaignsQuerySchema,
    response: returns<CampaignList>(),
  },
  /** My applies and requests history: `?page&keyword&status` (comma list). */
  listMyApplications: {
    method: 'GET',
    path: '/campaigns/creator/applications',
    area: 'applications',
    access: CREATORS,
    query: applicationsQuerySchema,
    response: returns<ApplicationList>(),
  },
  /** The candidates of a campaign, to its company and admins: `?page&sortBy&sortOrder`. */
  listApplicants: {
    method: 'GET',
    path: '/campaigns/{id}/applied-creators',
    area: 'applications',
    access: ['company', 'admin'],
    params: { id: campaignId },
    query: applicantsQuerySchema,
    response: returns<ApplicantList>(),
  },
  /** Spec §7 `POST /campaigns/{campaignId}/{status}/{clientId}`, one literal route per decision. */
  acceptApplicant: {
    method: 'POST',
    path: '/campaigns/{id}/accept/{clientId}',
    area: 'applications',
    access: COMPANIES,
    params: { id: campaignId, clientId: uuidParam('INVALID_CLIENT_ID') },
    response: returns<ApplicantView>(),
  },
  rejectApplicant: {
    method: 'POST',
    path: '/campaigns/{id}/reject/{clientId}',
    area: 'applications',
    access: COMPANIES,
    params: { id: campaignId, clientId: uuidParam('INVALID_CLIENT_ID') },
    response: returns<ApplicantView>(),
  },
  /**
   * The company's one-to-one chat with an applicant before deciding (issue 27): opened once, answers `{channelId}`.
   * The accept keeps it; the decline closes it (read-only). A declined applicant without one is 409.
   */
  openApplicantChat: {
    method: 'POST',
    path: '/campaigns/{id}/applicants/{clientId}/chat',
    area: 'applications',
    access: COMPANIES,
    params: { id: campaignId, clientId: uuidParam('INVALID_CLIENT_ID') },
    response: returns<{ channelId: string }>(),
  },

  // Ratings and reviews (issue 28): each side of an approved deal rates the other once; reviews show on profiles.
  /** The deal's ratings as the caller's side sees them (the company of the campaign, or the creator herself). */
  getDealRatings: {
    method: 'GET',
    path: '/campaigns/{id}/ratings/{creatorId}',
    area: 'results',
    access: MEMBERS,
    params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    response: returns<DealRatingsView>(),
  },
  /** The caller's side rates the other, once, within 30 days of the approval; the body's rules are the side's (RATE_SCHEMAS). */
  rateDeal: {
    method: 'POST',
    path: '/campaigns/{id}/ratings/{creatorId}',
    area: 'results',
    access: MEMBERS,
    params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    response: returns<DealRatingsView>(),
    statuses: [201],
  },
  /** The reviews about a creator (summary and a page), to whom may view her profile. */
  listCreatorReviews: {
    method: 'GET',
    path: '/company/creator/{id}/reviews',
    area: 'profiles',
    access: ['company', 'admin'],
    params: { id: uuidParam('INVALID_CREATOR_ID') },
    query: reviewsQuerySchema,
    response: returns<ReviewList>(),
  },
  /** The reviews about a company, to whom may view its profile. */
  listCompanyReviews: {
    method: 'GET',
    path: '/creator/company/{id}/reviews',
    area: 'profiles',
    access: ['creator', 'admin'],
    params: { id: uuidParam('INVALID_COMPANY_ID') },
    query: reviewsQuerySchema,
    response: returns<ReviewList>(),
  },
  /** An admin hides a review that breaks the terms, with the reason its author is told. */
  hideReview: {
    method: 'POST',
    path: '/admin/reviews/{campaignId}/{creatorId}/{side}/hide',
    area: 'admin',
    access: ADMINS,
    params: { campaignId, creatorId: uuidParam('INVALID_CREATOR_ID'), side: checkedParam(isRatingSide, 'INVALID_RATING_SIDE') },
    body: hideReviewSchema,
    response: returns<void>(),
    statuses: [204],
  },

  // The content library (issue 28): the company's approved files across campaigns.
  /** One page of the company's library, newest approval first, narrowed by the query's filters; `cursor` goes on. */
  listLibrary: { method: 'GET', path: '/library', area: 'results', access: COMPANIES, query: libraryQuerySchema, response: returns<LibraryPage>() },
  /** A zip of chosen files of the library (their keys), made by the documents function; `preparing` until it is. */
  requestLibraryArchive: {
    method: 'POST',
    path: '/library/archives',
    area: 'results',
    access: COMPANIES,
    body: libraryArchiveSchema,
    response: returns<LibraryArchiveView>(),
    statuses: [201],
  },
  /** A zip asked for: preparing, or its URL. */
  getLibraryArchive: {
    method: 'GET',
    path: '/library/archives/{id}',
    area: 'results',
    access: COMPANIES,
    params: { id: uuidParam('INVALID_EXPORT_ID') },
    response: returns<LibraryArchiveView>(),
  },

  // Product shipping (issue 28): the product reaches each creator of a campaign that needs it, step by step.
  /** One creator's product as the campaign's company or the creator herself sees it (the address to them only). */
  getShipment: { ...shipmentStep, method: 'GET', path: '/campaigns/{id}/shipments/{creatorId}', access: MEMBERS },
  /** The creator's national address for the product (saved on her profile for the next one); again until it ships. */
  confirmShippingAddress: { ...shipmentStep, method: 'PUT', path: '/campaigns/{id}/shipments/{creatorId}/address', access: CREATORS, body: shippingAddressSchema },
  /** The company's carrier and tracking number; again to correct it or to ship again after a problem. */
  recordShipmentTracking: { ...shipmentStep, method: 'PUT', path: '/campaigns/{id}/shipments/{creatorId}/tracking', access: COMPANIES, body: shipmentTrackingSchema },
  /** The creator received the product (her delivery window starts), or reports a problem. */
  answerShipment: { ...shipmentStep, method: 'POST', path: '/campaigns/{id}/shipments/{creatorId}/received', access: CREATORS, body: shipmentReceiptSchema },
  /** The creator bought the product: her receipt (an upload of purpose `receipt`) and what she paid, up to the limit. */
  submitPurchaseReceipt: { ...shipmentStep, method: 'POST', path: '/campaigns/{id}/shipments/{creatorId}/purchase', access: CREATORS, body: purchaseReceiptSchema },
  /** The admins' list of the problems creators reported with a product, the longest waiting first. */
  listShippingProblems: {
    method: 'GET',
    path: '/admin/shipping-problems',
    area: 'admin',
    access: ADMINS,
    query: shippingProblemsQuerySchema,
    response: returns<ShippingProblemPage>(),
  },

  // Invitations (issue 28): a company invites its favourite creators to its open campaign.
  /** Every invitation of the company's campaign, with where each stands (pending, applied, declined). */
  listCampaignInvitations: {
    method: 'GET',
    path: '/campaigns/{id}/invitations',
    area: 'applications',
    access: COMPANIES,
    params: { id: campaignId },
    response: returns<CampaignInvitations>(),
  },
  /** Invites one favourite creator to the open campaign (she is told by notice and mail); invited already is the same answer. */
  inviteCreator: {
    method: 'PUT',
    path: '/campaigns/{id}/invitations/{creatorId}',
    area: 'applications',
    access: COMPANIES,
    params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    response: returns<void>(),
    statuses: [204],
  },
  /** The creator's pending invitations to campaigns still open, the latest first: the top of her exchange. */
  listOwnInvitations: { method: 'GET', path: '/invitations', area: 'applications', access: CREATORS, response: returns<CreatorInvitations>() },
  /** The creator declines an invitation (applying answers it too, through `applyToCampaign`). */
  declineInvitation: {
    method: 'POST',
    path: '/invitations/{id}/decline',
    area: 'applications',
    access: CREATORS,
    params: { id: campaignId },
    response: returns<void>(),
    statuses: [204],
  },

  // Results (issue 12): the creator delivers, the company reviews and downloads.
  /** A presigned PUT for one result file of a campaign the creator works on; the file is checked against the brief. */
  requestResultUpload: {
    method: 'POST',
    path: '/campaigns/{id}/results/uploads',
    area: 'results',
    access: CREATORS,
    params: { id: campaignId },
    body: resultUploadSchema,
    response: returns<ResultUploadTicket>(),
    statuses: [201],
  },
  /** Removes a file of the creator's draft (replace before submitting). */
  deleteResultFile: {
    method: 'DELETE',
    path: '/campaigns/{id}/results/{resultId}',
    area: 'results',
    access: CREATORS,
    params: { id: campaignId, resultId },
    statuses: [204],
  },
  /** A large file sent in parts: the parts storage does not have yet, with fresh URLs (resuming after a failure). */
  requestResultParts: {
    method: 'POST',
    path: '/campaigns/{id}/results/{resultId}/parts',
    area: 'results',
    access: CREATORS,
    params: { id: campaignId, resultId },
    response: returns<ResultPartsView>(),
  },
  /** A large file's parts have all been sent: storage joins them into the file, which is then checked like any upload. */
  completeResultUpload: {
    method: 'POST',
    path: '/campaigns/{id}/results/{resultId}/complete',
    area: 'results',
    access: CREATORS,
    params: { id: campaignId, resultId },
    statuses: [204],
  },
  /** Spec §7 `POST /campaigns/{campaignId}/results` with `results`: the whole set, for review. */
  submitResults: {
    method: 'POST',
    path: '/campaigns/{id}/results',
    area: 'results',
    access: CREATORS,
    params: { id: campaignId },
    body: submitResultsSchema,
    response: returns<CreatorProgressView>(),
  },
  /** Spec §7 `GET /campaigns/company/{id}/progress?status=`: every accepted creator's work, to the company (and admins). */
  getCampaignProgress: {
    method: 'GET',
    path: '/campaigns/company/{id}/progress',
    area: 'results',
    access: ['company', 'admin'],
    params: { id: campaignId },
    query: progressQuerySchema,
    response: returns<CampaignProgressView>(),
  },
  /** Spec §7 `GET /campaigns/{campaignId}/creators/{id}/progress`: one creator's work; `{}` when there is none. */
  getCreatorProgress: {
    method: 'GET',
    path: '/campaigns/{campaignId}/creators/{id}/progress',
    area: 'results',
    access: ANY_SIGNED_IN,
    params: { campaignId, id: uuidParam('INVALID_CREATOR_ID') },
    response: returns<CreatorProgressView | Record<string, never>>(),
  },
  /** Spec §7 `POST /campaigns/{campaignId}/creators/{creatorId}/{action}`: `approve` or `revise` (with a comment). */
  reviewResults: {
    method: 'POST',
    path: '/campaigns/{campaignId}/creators/{creatorId}/{action}',
    area: 'results',
    access: COMPANIES,
    params: { campaignId, creatorId: uuidParam('INVALID_CREATOR_ID'), action: checkedParam(isReviewAction, 'INVALID_ACTION') },
    body: reviewResultsSchema,
    response: returns<CreatorProgressView>(),
  },
  /** After an overdue delivery, the company asks the admins for compensation (decided with the money issue). */
  requestCompensation: {
    method: 'POST',
    path: '/campaigns/{id}/compensation/{creatorId}',
    area: 'results',
    access: COMPANIES,
    params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    body: compensationRequestSchema,
    response: returns<CreatorProgressView>(),
    statuses: [201],
  },
  /** The original of one approved file, to its company (and always to its creator), through a short-lived URL. */
  getResultOriginal: {
    method: 'GET',
    path: '/campaigns/{id}/results/{resultId}/original',
    area: 'results',
    access: MEMBERS,
    params: { id: campaignId, resultId },
    response: returns<{ url: string }>(),
  },
  /** A creator's licence certificate once their results are approved: to that creator and the campaign's company. */
  getResultCertificate: {
    method: 'GET',
    path: '/campaigns/{id}/certificates/{creatorId}',
    area: 'results',
    access: MEMBERS,
    params: { id: campaignId, creatorId: uuidParam('INVALID_CREATOR_ID') },
    response: returns<CertificateView>(),
  },
  /** Every approved original of a campaign as one zip, built once by streaming from S3; `preparing` until it is. */
  getResultsArchive: {
    method: 'GET',
    path: '/campaigns/{id}/results/archive',
    area: 'results',
    access: COMPANIES,
    params: { id: campaignId },
    response: returns<ResultsArchiveView>(),
  },

  // Notifications (spec §7): the caller's own, for their role; an admin has none.
  /** `GET /notifications/{role}/count` → `{unreadCount}`. */
  countUnreadNotifications: {
    method: 'GET',
    path: '/notifications/{role}/count',
    area: 'notifications',
    access: MEMBERS,
    params: { role: memberRole },
    response: returns<{ unreadCount: number }>(),
  },
  /** `GET /notifications/{role}?page&sortBy&sortOrder&unreadOnly&limit`: newest first; sorting by `isRead` lists the unread only. */
  listNotifications: {
    method: 'GET',
    path: '/notifications/{role}',
    area: 'notifications',
    access: MEMBERS,
    params: { role: memberRole },
    query: notificationsQuerySchema,
    response: returns<NotificationPage>(),
  },
  /** `POST /notifications/read` with `{notificationIds}` (or `{all: true}`): marks the caller's own read; others' ids mark nothing. */
  readNotifications: {
    method: 'POST',
    path: '/notifications/read',
    area: 'notifications',
    access: MEMBERS,
    body: readNotificationsSchema,
    response: returns<{ notificationIds: string[]; unreadCount: number }>(),
  },

  // Chat (issue 14): the members of a channel read and post; the live channel carries the same actions.
  /** The caller's channels, most recent activity first, with unread counts; `?campaignId=` one campaign's. */
  listChannels: { method: 'GET', path: '/chat/channels', area: 'chat', access: MEMBERS, query: channelsQuerySchema, response: returns<ChannelList>() },
  /** The caller's unread messages across their channels: the menu's badge. */
  countUnreadMessages: { method: 'GET', path: '/chat/unread', area: 'chat', access: MEMBERS, response: returns<ChatUnreadView>() },
  /** A channel's history, newest first, 30 a page; `?before=` the previous page's `nextBefore`. Members only. */
  listMessages: {
    method: 'GET',
    path: '/chat/channels/{channelId}/messages',
    area: 'chat',
    access: MEMBERS,
    params: { channelId },
    query: messagesQuerySchema,
    response: returns<MessagePage>(),
  },
  /** Posts a message (201), or answers the one already stored under the same `clientId` (200). Members only. */
  sendMessage: {
    method: 'POST',
    path: '/chat/channels/{channelId}/messages',
    area: 'chat',
    access: MEMBERS,
    params: { channelId },
    body: sendMessageSchema,
    response: returns<MessageView>(),
    statuses: [200, 201],
  },
  /** Marks the channel read up to `upTo`; answers the caller's unread counts after it. */
  readChannel: {
    method: 'POST',
    path: '/chat/channels/{channelId}/read',
    area: 'chat',
    access: MEMBERS,
    params: { channelId },
    body: readChannelSchema,
    response: returns<{ unreadCount: number; totalUnread: number }>(),
  },
  /** Messages flagged for off-platform contact, newest first, for the admins. */
  listFlaggedMessages: { method: 'GET', path: '/admin/chat/flagged', area: 'chat', access: ADMINS, query: flaggedMessagesQuerySchema, response: returns<FlaggedMessagePage>() },
  /**
   * An admin reads a channel only while a compensation request of its campaign and creator, or a flagged message of
   * its own, concerns it; each read is logged. Otherwise 403 `CHANNEL_NOT_UNDER_REVIEW`.
   */
  adminListMessages: {
    method: 'GET',
    path: '/admin/chat/channels/{channelId}/messages',
    area: 'chat',
    access: ADMINS,
    params: { channelId },
    query: messagesQuerySchema,
    response: returns<MessagePage>(),
  },
  /**
   * An admin acts on a flagged message, once: dismisses the flag, warns the sender, or deactivates their account
   * (issue 27). 404 for a message not flagged, 409 `MESSAGE_ALREADY_REVIEWED`. In the admin area, whose function
   * changes account statuses.
   */
  reviewFlaggedMessage: {
    method: 'POST',
    path: '/admin/chat/channels/{channelId}/messages/{messageId}/review',
    area: 'admin',
    access: ADMINS,
    params: { channelId, messageId: uuidParam('INVALID_MESSAGE_ID') },
    body: messageReviewSchema,
    response: returns<{ review: MessageReview }>(),
  },

  // Payments: the upfront payment of a campaign, and saved cards.
  /** Starts the provider's checkout for an unpaid campaign of the caller's: answers `{checkoutUrl}`. */
  startCampaignCheckout: {
    method: 'POST',
    path: '/campaigns/{id}/checkout',
    area: 'payments',
    access: COMPANIES,
    params: { id: campaignId },
    response: returns<{ checkoutUrl: string }>(),
  },
  /** The provider's signed callback; the only way a campaign becomes paid. */
  paymentWebhook: { method: 'POST', path: '/payment/webhook', area: 'payments', access: 'public', rawBody: true },
  listCards: { method: 'GET', path: '/payment/cards', area: 'payments', access: MEMBERS, response: returns<CardList>() },
  /** `{token}` from the provider's tokenization: the card number never reaches this API. */
  addCard: { method: 'POST', path: '/payment/cards', area: 'payments', access: MEMBERS, body: addCardSchema, response: returns<CardView>(), statuses: [201] },
  removeCard: {
    method: 'DELETE',
    path: '/payment/cards/{id}',
    area: 'payments',
    access: MEMBERS,
    params: { id: cardId },
    response: returns<void>(),
    statuses: [204],
  },
  setDefaultCard: {
    method: 'PUT',
    path: '/payment/cards/{id}/default',
    area: 'payments',
    access: MEMBERS,
    params: { id: cardId },
    response: returns<CardList>(),
  },
  // Tax invoices (issue 13): one per paid campaign, to its company and the admins.
  /** `?page=`: a company's own invoices, newest first; an admin's, every invoice, highest number first. */
  listInvoices: {
    method: 'GET',
    path: '/invoices',
    area: 'payments',
    access: ['company', 'admin'],
    query: invoicesQuerySchema,
    queryFailure: { code: 'BAD_REQUEST', messages: { page: 'page must be a whole number from 1.' } },
    response: returns<InvoiceList>(),
  },
  /** The PDF of invoice `INV-000123` (or `123`) through a short-lived URL; `preparing` until it is made. Another company's is 404. */
  getInvoice: {
    method: 'GET',
    path: '/invoices/{number}',
    area: 'payments',
    access: ['company', 'admin'],
    params: { number: mappedParam(parseInvoiceNumber, 'INVALID_INVOICE_NUMBER') },
    response: returns<InvoiceDocumentView>(),
  },
  /** Issue 26: the caller's payouts, newest first (owed, or paid with where and the transfer's reference), and totals. */
  getEarnings: { method: 'GET', path: '/payment/earnings', area: 'payments', access: CREATORS, response: returns<CreatorEarnings>() },
  // Bank accounts (issue 13): where a creator's payouts go. Answers are masked: the IBAN never leaves the API whole.
  listBankAccounts: { method: 'GET', path: '/payment/bank-accounts', area: 'payments', access: CREATORS, response: returns<BankAccountList>() },
  /** `{holderName, iban, bankName?, accountNumber?, swiftCode}`: a Saudi IBAN; the bank's name comes from its code when known. */
  addBankAccount: {
    method: 'POST',
    path: '/payment/bank-accounts',
    area: 'payments',
    access: CREATORS,
    body: addBankAccountSchema,
    response: returns<BankAccountView>(),
    statuses: [201],
  },
  removeBankAccount: {
    method: 'DELETE',
    path: '/payment/bank-accounts/{id}',
    area: 'payments',
    access: CREATORS,
    params: { id: bankAccountId },
    response: returns<void>(),
    statuses: [204],
  },
  setDefaultBankAccount: {
    method: 'PUT',
    path: '/payment/bank-accounts/{id}/default',
    area: 'payments',
    access: CREATORS,
    params: { id: bankAccountId },
    response: returns<BankAccountList>(),
  },
});

export type RouteName = keyof typeof ROUTES;

/** `GET /user`: the key API Gateway gives a route, and the key handlers dispatch on. */
export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

export const ROUTE_LIST: readonly RouteDefinition[] = Object.values(ROUTES);

export function isPublic(route: RouteDefinition): boolean {
  return route.access === 'public';
}

export function routesOfArea(area: Area): RouteDefinition[] {
  return ROUTE_LIST.filter((route) => route.area === area);
}

export function findRouteByKey(key: string): RouteDefinition | undefined {
  return ROUTE_LIST.find((route) => routeKey(route) === key);
}

/** Matches a concrete method and path (without /api) against the table; returns the route and its path parameters. */
export function matchRoute(
  method: string,
  path: string,
): { route: RouteDefinition; pathParameters: Record<string, string> } | undefined {
  const segments = splitPath(path);
  let best: { route: RouteDefinition; pathParameters: Record<string, string> } | undefined;
  for (const route of ROUTE_LIST) {
    if (route.method !== method) continue;
    const params = matchSegments(splitPath(route.path), segments);
    // Like API Gateway, a literal segment beats a parameter: the match with fewer parameters wins.
    if (params && (!best || Object.keys(params).length < Object.keys(best.pathParameters).length)) {
      best = { route, pathParameters: params };
    }
  }
  return best;
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** A path is refused before routing (400, as API Gateway does) when a segment's percent-encoding is not valid UTF-8. */
export function isWellEncodedPath(path: string): boolean {
  return splitPath(path).every((segment) => decodeSegment(segment) !== undefined);
}

/** `decodeURIComponent`, which throws on `%ZZ` or an encoded lone surrogate; undefined then. */
function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export function matchSegments(template: string[], actual: string[]): Record<string, string> | undefined {
  if (template.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < template.length; i++) {
    const expected = template[i] as string;
    const value = actual[i] as string;
    const param = /^\{(\w+)\}$/.exec(expected);
    if (param) {
      const decoded = decodeSegment(value);
      if (decoded === undefined) return undefined;
      params[param[1] as string] = decoded;
    } else if (expected !== value) return undefined;
  }
  return params;
}
