import type { Role } from '../../shared/domain/constants';
import type { TransactionStatus, TransactionType } from '../../shared/domain/ledger';
import { normalizeEmail } from '../../shared/validation/email';
import { hasLoneSurrogate } from '../../shared/validation/plain-text';
import { BadRequestError } from '../core/errors';

/** The only module that knows key strings; docs/data-model.md lists what each key serves. */

/** DynamoDB's limits on a key attribute, in UTF-8 bytes. */
const MAX_PARTITION_KEY_BYTES = 2048;
const MAX_SORT_KEY_BYTES = 1024;

/**
 * Every key leaves this module through here. Ids and keys come from paths, queries, bodies and webhooks: one over
 * DynamoDB's limits would fail the request as a 500 (and one that is not valid Unicode would be stored changed), so
 * it is refused as the caller's mistake before any read or write. test/unit/keys.test.ts checks every builder.
 */
function bounded<K extends Record<string, string>>(key: K): K {
  for (const [attribute, value] of Object.entries(key)) {
    const max = attribute.endsWith('SK') ? MAX_SORT_KEY_BYTES : MAX_PARTITION_KEY_BYTES;
    if (Buffer.byteLength(value, 'utf8') > max || hasLoneSurrogate(value)) throw new BadRequestError('INVALID_IDENTIFIER');
  }
  return key;
}

export const userKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'PROFILE' });
export const userByEmailIndexKey = (email: string) => bounded({ GSI1PK: `EMAIL#${normalizeEmail(email)}`, GSI1SK: 'USER' });
export const usersByRoleIndexKey = (role: Role, createdAt: string, userId: string) => bounded({
  GSI2PK: `ROLE#${role}`,
  GSI2SK: `${createdAt}#${userId}`,
});
export const emailGuardKey = (email: string) => bounded({ PK: `UNIQUE#EMAIL#${normalizeEmail(email)}`, SK: 'UNIQUE' });
/** The partition of a role's users in the by-role index (pattern 4): all of them, by creation time. */
export const usersByRoleIndexPartition = (role: Role) => bounded({ GSI2PK: `ROLE#${role}` });
/**
 * The users search index (GSI4, patterns 4a-4c): one partition per role, holding each profile's `email:` entry and
 * its name entries (`name:` the whole name, `word:` what follows each later word start; shared/domain/search-text.ts).
 * The text is clipped (whole code points) so a long address still makes a valid key: the entry only needs its start.
 */
export type UserSearchField = 'email' | 'name' | 'word';
const SEARCH_TEXT_MAX_BYTES = 512;
function clipped(text: string): string {
  if (Buffer.byteLength(text, 'utf8') <= SEARCH_TEXT_MAX_BYTES) return text;
  let kept = '';
  for (const character of text) {
    if (Buffer.byteLength(kept + character, 'utf8') > SEARCH_TEXT_MAX_BYTES) break;
    kept += character;
  }
  return kept;
}
const usersSearchPartition = (role: Role) => `USERSEARCH#${role}`;
export const userSearchIndexKey = (role: Role, field: UserSearchField, text: string, userId: string) =>
  bounded({ GSI4PK: usersSearchPartition(role), GSI4SK: `${field}:${clipped(text)}#${userId}` });
/** The index partition and the sort-key prefix of the entries of `field` that start with `prefix` (all of them when empty). */
export const userSearchPrefix = (role: Role, field: UserSearchField, prefix: string) => bounded({ GSI4PK: usersSearchPartition(role), GSI4SK: `${field}:${clipped(prefix)}` });
/**
 * The largest code point: a prefix followed by it sorts after every key that starts with the prefix, so
 * `BETWEEN <prefix> AND <prefix><PREFIX_END>` is the key range begins_with means (U+10FFFF is a noncharacter no text holds).
 */
export const PREFIX_END = '\u{10FFFF}';
/** A user's name entries are numbered slots beside the profile, so a new name overwrites them without reading the old one. */
export const userNameEntryKey = (userId: string, slot: number) => bounded({ PK: `USER#${userId}`, SK: `NAME#${slot}` });
export const counterKey = (list: string) => bounded({ PK: 'COUNTER', SK: list });
export const roleCounterName = (role: Role) => `ROLE#${role}`;
/** An upload, addressed by its object key, which already holds the owner, the purpose and a fresh id. */
export const uploadItemKey = (objectKey: string) => bounded({ PK: `UPLOAD#${objectKey}`, SK: 'UPLOAD' });
export const contactKey = (id: string) => bounded({ PK: `CONTACT#${id}`, SK: 'CONTACT' });
/** One counter per action, subject (e.g. an IP address) and fixed window; it expires with TTL after its window. */
export const rateLimitKey = (action: string, subject: string, windowStart: string) => bounded({ PK: `RATE#${action}#${subject}`, SK: windowStart });

/** A creator's profile details and a company's, beside the user's PROFILE item (see docs/data-model.md, Profiles). */
export const creatorDetailsKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'CREATOR' });
export const companyDetailsKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'COMPANY' });
/** With an empty id, the partition and the sort-key prefix of all of a creator's licences. */
export const licenceKey = (creatorId: string, licenceId: string) => bounded({ PK: `USER#${creatorId}`, SK: `LICENCE#${licenceId}` });
/** The index partition of the licence review queue. */
export const PENDING_LICENCES = 'LICENCES#PENDING';
/** Sparse: only a licence waiting for review carries these keys, so the queue holds exactly the pending ones. */
export const pendingLicenceIndexKey = (submittedAt: string, licenceId: string) => bounded({ GSI1PK: PENDING_LICENCES, GSI1SK: `${submittedAt}#${licenceId}` });
/** The counter of the pending queue shares the index partition's name. */
export const pendingLicencesCounterName = PENDING_LICENCES;

export const INDEX = {
  byEmail: 'GSI1',
  byRole: 'GSI2',
  userSearch: 'GSI4',
  pendingLicences: 'GSI1',
  companyCampaigns: 'GSI1',
  creatorApplications: 'GSI1',
  creatorInvitations: 'GSI1',
  ratingsAbout: 'GSI1',
  transactionsByType: 'GSI1',
  userTransactions: 'GSI2',
  openCampaigns: 'GSI3',
  unreadNotifications: 'GSI1',
  connections: 'GSI1',
  dueDeliveries: 'GSI2',
  addressesToPurge: 'GSI2',
  companyInvoices: 'GSI1',
  invoicesByNumber: 'GSI2',
  transactionsByStatus: 'GSI4',
  transactionSearch: 'GSI4',
  userChannels: 'GSI1',
  campaignChannels: 'GSI2',
  chatMailDue: 'GSI4',
  flaggedMessages: 'GSI1',
} as const;

// Campaigns, applications, payments (docs/data-model.md, patterns 6-20 and C1-C9).
export const campaignKey = (campaignId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: 'META' });
/** What is left of a deleted unpaid campaign for a while: whose it was, so a late payment for it is refunded to them. */
export const deletedCampaignKey = (campaignId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: 'DELETED' });
/** A company's campaigns, newest first; with an empty createdAt and id, the prefix of them all. */
export const companyCampaignsIndexKey = (companyId: string, createdAt: string, campaignId: string) => bounded({
  GSI1PK: `COMPANY#${companyId}`,
  GSI1SK: createdAt ? `CAMPAIGN#${createdAt}#${campaignId}` : 'CAMPAIGN#',
});
/** The exchange's index partition: sparse, only open campaigns carry these keys (GSI3, a compact projection). */
export const OPEN_CAMPAIGNS = 'CAMPAIGNS#OPEN';
export const openCampaignIndexKey = (publishedAt: string, campaignId: string) => bounded({ GSI3PK: OPEN_CAMPAIGNS, GSI3SK: `${publishedAt}#${campaignId}` });
/** The open set's counter: `count` is its size, `version` grows with every change of the set (see open-campaigns.ts). */
export const openCampaignsCounterName = OPEN_CAMPAIGNS;
/** With an empty creator id, the prefix of all of a campaign's applications. */
export const applicationKey = (campaignId: string, creatorId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: `APPLICATION#${creatorId}` });
/** A creator's applications, newest first; with empty appliedAt and campaign id, the prefix of them all. */
export const creatorApplicationsIndexKey = (creatorId: string, appliedAt: string, campaignId: string) => bounded({
  GSI1PK: `CREATOR#${creatorId}`,
  GSI1SK: appliedAt ? `APPLICATION#${appliedAt}#${campaignId}` : 'APPLICATION#',
});
/** A result file of a creator's delivery; with an empty result id, the prefix of one creator's, with an empty creator id, of all. */
/** A company's invitation of a creator to its campaign (issue 28, pattern F2): in the campaign's partition, and in the creator's through GSI1. */
export const INVITATION_PREFIX = 'INVITATION#';
export const invitationKey = (campaignId: string, creatorId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: `${INVITATION_PREFIX}${creatorId}` });
export const creatorInvitationsIndexKey = (creatorId: string, invitedAt: string, campaignId: string) => bounded({
  GSI1PK: `CREATOR#${creatorId}`,
  GSI1SK: invitedAt ? `${INVITATION_PREFIX}${invitedAt}#${campaignId}` : INVITATION_PREFIX,
});

/** One side's rating of a deal (issue 28, pattern F3); with an empty side, the prefix of both of one creator's deal. */
export const ratingKey = (campaignId: string, creatorId: string, side: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: `RATING#${creatorId}#${side}` });
/** The ratings about a user (the creator rated, or the company), newest first; with an empty ratedAt, the prefix of all. */
export const ratingsAboutIndexKey = (subjectId: string, ratedAt: string, campaignId: string, side: string) =>
  bounded({ GSI1PK: `REVIEWS#${subjectId}`, GSI1SK: ratedAt ? `${ratedAt}#${campaignId}#${side}` : '' });

/** A file of a company's content library (issue 28, pattern F4), newest approval first; `file` is `<approvedAt>#<resultId>`. */
export const LIBRARY_FILE_PREFIX = 'FILE#';
export const libraryFileKey = (companyId: string, file: string) => bounded({ PK: `LIBRARY#${companyId}`, SK: `${LIBRARY_FILE_PREFIX}${file}` });
/** How many files a company's library holds. */
export const libraryCountKey = (companyId: string) => bounded({ PK: `LIBRARY#${companyId}`, SK: 'COUNT' });
/** A zip of chosen library files, asked for by its company. */
export const libraryArchiveKey = (archiveId: string) => bounded({ PK: `LIBRARYZIP#${archiveId}`, SK: 'META' });

export const resultKey = (campaignId: string, creatorId: string, resultId: string) =>
  bounded({ PK: `CAMPAIGN#${campaignId}`, SK: creatorId ? `RESULT#${creatorId}#${resultId}` : 'RESULT#' });
/** Sparse: an accepted creator's application carries these keys while a set is owed (in progress, needs revision). */
export const DUE_DELIVERIES = 'DELIVERIES#DUE';
export const dueDeliveryIndexKey = (dueAt: string, campaignId: string, creatorId: string) =>
  bounded({ GSI2PK: DUE_DELIVERIES, GSI2SK: `${dueAt}#${campaignId}#${creatorId}` });
/** One creator's product on a campaign that needs one (issue 28, pattern F5). */
export const shipmentKey = (campaignId: string, creatorId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: `SHIPMENT#${creatorId}` });
/** Sparse: a shipment carries these keys while its creator's reported problem is open (the admins' list). */
export const SHIPPING_PROBLEMS = 'SHIPPING#PROBLEMS';
export const shippingProblemIndexKey = (reportedAt: string, campaignId: string, creatorId: string) =>
  bounded({ GSI1PK: SHIPPING_PROBLEMS, GSI1SK: `${reportedAt}#${campaignId}#${creatorId}` });
export const shippingProblemsCounterName = SHIPPING_PROBLEMS;
/** Sparse: a shipment whose address is to be deleted carries these keys from the end of the deal (the daily run). */
export const ADDRESSES_TO_PURGE = 'ADDRESSES#PURGE';
export const addressPurgeIndexKey = (purgeAt: string, campaignId: string, creatorId: string) =>
  bounded({ GSI2PK: ADDRESSES_TO_PURGE, GSI2SK: `${purgeAt}#${campaignId}#${creatorId}` });

/** A company's request for compensation of one creator's overdue delivery (one per campaign and creator). */
export const compensationKey = (campaignId: string, creatorId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: `COMPENSATION#${creatorId}` });
/** Sparse: only a compensation request waiting for an admin's decision carries these keys (the money issue's queue). */
export const OPEN_COMPENSATIONS = 'COMPENSATIONS#OPEN';
export const openCompensationIndexKey = (requestedAt: string, campaignId: string, creatorId: string) =>
  bounded({ GSI1PK: OPEN_COMPENSATIONS, GSI1SK: `${requestedAt}#${campaignId}#${creatorId}` });
export const openCompensationsCounterName = OPEN_COMPENSATIONS;
/** With an empty card id, the prefix of all of a user's cards. */
export const cardKey = (userId: string, cardId: string) => bounded({ PK: `USER#${userId}`, SK: `CARD#${cardId}` });
/** A user's card set: `count`, and a `version` every card change bumps in its transaction, so racing changes serialize. */
export const cardSetKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'CARDS' });
/** With an empty account id, the prefix of all of a creator's bank accounts. */
export const bankAccountKey = (userId: string, accountId: string) => bounded({ PK: `USER#${userId}`, SK: `BANK#${accountId}` });
/** A creator's bank account set: `count` and `version`, as the card set (lambdas/data/owned-set.ts). */
export const bankAccountSetKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'BANKS' });
/** With an empty creator id, the prefix of all of a company's favourite creators (issue 28). */
export const FAVOURITE_PREFIX = 'FAVOURITE#';
export const favouriteKey = (companyId: string, creatorId: string) => bounded({ PK: `USER#${companyId}`, SK: `${FAVOURITE_PREFIX}${creatorId}` });
/** A company's favourites count: `count`, which every star and unstar changes in its transaction (the limit holds). */
export const favouriteCountKey = (companyId: string) => bounded({ PK: `USER#${companyId}`, SK: 'FAVOURITES' });
export const transactionKey = (transactionId: string) => bounded({ PK: `TXN#${transactionId}`, SK: 'META' });
/** The kinds of money movement (shared/domain/ledger.ts), each with its own list and counter. */
export type { TransactionType };
export const transactionsByTypeIndexKey = (type: TransactionType, createdAt: string, transactionId: string) => bounded({
  GSI1PK: `TXNS#${type}`,
  GSI1SK: `${createdAt}#${transactionId}`,
});
export const userTransactionsIndexKey = (userId: string, createdAt: string, transactionId: string) => bounded({
  GSI2PK: `USER#${userId}#TXNS`,
  GSI2SK: `${createdAt}#${transactionId}`,
});
export const transactionsCounterName = (type: TransactionType) => `TXNS#${type}`;
/** The admin's status filter (GSI4, pattern 16a): one partition per type and status, newest first. */
export const transactionsByStatusIndexKey = (type: TransactionType, status: TransactionStatus, createdAt: string, transactionId: string) =>
  bounded({ GSI4PK: `TXNS#${type}#${status}`, GSI4SK: `${createdAt}#${transactionId}` });
export const transactionsByStatusCounterName = (type: TransactionType, status: TransactionStatus) => `TXNS#${type}#${status}`;
/**
 * The admin's transaction search (GSI4, pattern 16b): an entry per text a transaction is found by (its campaign's
 * title, its company's and its creator's names, each from every word start), newest first within one text.
 */
const transactionSearchPartition = (type: TransactionType) => `TXNSEARCH#${type}`;
export const transactionSearchIndexKey = (type: TransactionType, text: string, newestFirst: string, transactionId: string) =>
  bounded({ GSI4PK: transactionSearchPartition(type), GSI4SK: `${clipped(text)}#${newestFirst}#${transactionId}` });
export const transactionSearchPrefix = (type: TransactionType, prefix: string) => bounded({ GSI4PK: transactionSearchPartition(type), GSI4SK: clipped(prefix) });
/** A transaction's search entries are numbered items beside it. */
export const transactionSearchEntryKey = (transactionId: string, slot: number) => bounded({ PK: `TXN#${transactionId}`, SK: `SEARCH#${slot}` });
/** The ledger's running sums (pattern 16c): overall, and per month of the chart. */
/** An admin's CSV export of transactions (pattern 16d): its filter, then its file once made. */
export const transactionsExportKey = (exportId: string) => bounded({ PK: `EXPORT#${exportId}`, SK: 'META' });
export const LEDGER_TOTALS = 'LEDGER';
export const ledgerMonthCounterName = (month: string) => `LEDGER#${month}`;
/** A creator's payout as the admin covers it (spec §3 covering record), beside its ledger entry `TXN#<same id>`. */
export const payoutKey = (payoutId: string) => bounded({ PK: `PAYOUT#${payoutId}`, SK: 'META' });
/** An admin's view of the bank account a payout goes to, kept in the payout's partition: who saw which account, when. */
export const payoutRevealKey = (payoutId: string, revealedAt: string, adminId: string) => bounded({ PK: `PAYOUT#${payoutId}`, SK: `REVEAL#${revealedAt}#${adminId}` });
/** Sparse: only a payout not yet marked paid carries these keys, so the queue holds exactly what is owed. */
export const UNPAID_PAYOUTS = 'PAYOUTS#UNPAID';
export const unpaidPayoutIndexKey = (createdAt: string, payoutId: string) => bounded({ GSI1PK: UNPAID_PAYOUTS, GSI1SK: `${createdAt}#${payoutId}` });
export const unpaidPayoutsCounterName = UNPAID_PAYOUTS;
/** A provider event or another side effect done once; expires after 30 days. */
export const idempotencyKey = (key: string) => bounded({ PK: `IDEMPOTENCY#${key}`, SK: 'IDEMPOTENCY' });
/** A company's draft in the create flow: its key makes `POST /campaigns` create one campaign however often it is sent. */
export const campaignDraftIdempotencyKey = (companyId: string, draftKey: string) => idempotencyKey(`campaign-create:${companyId}:${draftKey}`);
/** A notification, keyed by its time-ordered id (the event's UUID v7): the partition's order is the newest-first list. */
export const notificationKey = (userId: string, notificationId: string) => bounded({ PK: `USER#${userId}`, SK: `${NOTIFICATION_PREFIX}${notificationId}` });
export const NOTIFICATION_PREFIX = 'NOTIFICATION#';
/** Sparse: only an unread notification carries these keys. */
export const unreadNotificationIndexKey = (userId: string, notificationId: string) => bounded({ GSI1PK: `UNREAD#${userId}`, GSI1SK: notificationId });

/** A domain event's outbox item (shared/domain/events.ts): written with the change it describes, read off the table's stream. */
/** A live-channel connection (pattern 21): in its user's partition, and findable by its id alone (GSI1) at `$disconnect`. */
export const CONNECTION_PREFIX = 'CONNECTION#';
export const connectionKey = (userId: string, connectionId: string) => bounded({ PK: `USER#${userId}`, SK: `${CONNECTION_PREFIX}${connectionId}` });
export const connectionIndexKey = (connectionId: string) => bounded({ GSI1PK: `${CONNECTION_PREFIX}${connectionId}`, GSI1SK: 'CONNECTION' });

export const EVENT_PREFIX = 'EVENT#';
export const eventKey = (eventId: string) => bounded({ PK: `${EVENT_PREFIX}${eventId}`, SK: 'EVENT' });

// Invoices (issue 13; docs/data-model.md, patterns I1-I4).
/** The tax invoice of a paid campaign (one per campaign: only the payment that publishes it is invoiced). */
export const invoiceKey = (campaignId: string) => bounded({ PK: `CAMPAIGN#${campaignId}`, SK: 'INVOICE' });
/** A company's invoices, newest first; with an empty issuedAt and number, the prefix of them all. */
export const companyInvoicesIndexKey = (companyId: string, issuedAt: string, sortableNumber: string) => bounded({
  GSI1PK: `COMPANY#${companyId}`,
  GSI1SK: issuedAt ? `INVOICE#${issuedAt}#${sortableNumber}` : 'INVOICE#',
});
/** Every invoice by its number (zero-padded, so the text order is the number order): the admin's list, and a number's invoice. */
export const INVOICES = 'INVOICES';
export const invoiceNumberIndexKey = (sortableNumber: string) => bounded({ GSI2PK: INVOICES, GSI2SK: sortableNumber });
/** The invoice sequence: `next` is the number the next invoice takes (absent before the first). */
export const invoiceCounterName = INVOICES;

// Chat (issue 14; docs/data-model.md, patterns 14-14h).
export const CHANNEL_PREFIX = 'CHANNEL#';
/** A channel's facts (kind, campaign, members): beside its messages, in the channel's partition. */
export const channelKey = (channelId: string) => bounded({ PK: `${CHANNEL_PREFIX}${channelId}`, SK: 'META' });
export const MESSAGE_PREFIX = 'MSG#';
/** A message, keyed by its time and time-ordered id: the partition read backwards is the newest-first history. */
export const messageKey = (channelId: string, createdAt: string, messageId: string) =>
  bounded({ PK: `${CHANNEL_PREFIX}${channelId}`, SK: `${MESSAGE_PREFIX}${createdAt}#${messageId}` });
/** The sort key of a channel's messages after `createdAt` (exclusive of every message at that instant). */
export const messagesAfter = (channelId: string, createdAt: string) =>
  bounded({ PK: `${CHANNEL_PREFIX}${channelId}`, SK: `${MESSAGE_PREFIX}${createdAt}#${PREFIX_END}` });
/** The guard of a sender's message id: a resend with the same one finds it and stores nothing twice. */
export const clientMessageKey = (channelId: string, senderId: string, clientId: string) =>
  bounded({ PK: `${CHANNEL_PREFIX}${channelId}`, SK: `CLIENT#${senderId}#${clientId}` });
/** An admin's read of the channel, kept in its partition (the audit of who read what, when, and why it was allowed). */
export const channelAuditKey = (channelId: string, readAt: string, adminId: string) =>
  bounded({ PK: `${CHANNEL_PREFIX}${channelId}`, SK: `AUDIT#${readAt}#${adminId}` });
/** A user's membership of a channel: the authorisation of every read and post, and their counts and preview. */
export const membershipKey = (userId: string, channelId: string) => bounded({ PK: `USER#${userId}`, SK: `${CHANNEL_PREFIX}${channelId}` });
/** A user's channels, the latest activity first (the time of the last message, or of the accept before any). */
export const userChannelsIndexKey = (userId: string, activityAt: string, channelId: string) =>
  bounded({ GSI1PK: `CHANNELS#${userId}`, GSI1SK: `${activityAt}#${channelId}` });
/** A user's channels of one campaign (the direct ones and the group; at most 11 for its company). */
export const campaignChannelsIndexKey = (userId: string, campaignId: string, channelId: string) =>
  bounded({ GSI2PK: `CHANNELS#${userId}#${campaignId}`, GSI2SK: channelId });
/** A user's unread messages across every channel (the menu's badge): `count`, changed with each membership's `unread`. */
export const chatUnreadKey = (userId: string) => bounded({ PK: `USER#${userId}`, SK: 'CHAT#UNREAD' });
/** Sparse: a membership whose messages wait unread carries these keys until it is read or mailed about. */
export const CHAT_MAIL_DUE = 'CHATMAIL#DUE';
export const chatMailDueIndexKey = (dueAt: string, userId: string, channelId: string) => bounded({ GSI4PK: CHAT_MAIL_DUE, GSI4SK: `${dueAt}#${userId}#${channelId}` });
/** Sparse: only a message with off-platform contact carries these keys (the admins' list, newest first). */
export const FLAGGED_MESSAGES = 'CHAT#FLAGGED';
export const flaggedMessageIndexKey = (createdAt: string, messageId: string) => bounded({ GSI1PK: FLAGGED_MESSAGES, GSI1SK: `${createdAt}#${messageId}` });
export const flaggedMessagesCounterName = FLAGGED_MESSAGES;
