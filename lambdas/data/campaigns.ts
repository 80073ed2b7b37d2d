import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORY_IDS } from '../../shared/domain/categories';
import {
  ASPECT_RATIOS,
  CAMPAIGN_STATUSES,
  CONTENT_TYPES,
  CREATOR_SHOULD_SHOW,
  GENDERS,
  LOCATIONS,
  PREFERRED_AGES,
  VIDEO_DURATIONS,
  type CampaignBrief,
  type CampaignSummary,
  type CampaignView,
} from '../../shared/domain/campaign';
import type { PriceBreakdown } from '../../shared/domain/pricing';
import type { ProductNeed } from '../../shared/domain/shipping';
import { dynamoClient } from '../core/clients';
import { ConflictError } from '../core/errors';
import { claimCampaignDraft, getCampaignDraft } from './idempotency';
import { absentAs, attributesOf, count, flag, listOf, map, oneOf, optional, pickShape, readItem, text, type Item, type Shape } from './item';
import { campaignKey, companyCampaignsIndexKey, deletedCampaignKey, INDEX, OPEN_CAMPAIGNS, openCampaignIndexKey } from './keys';
import { openSetChange } from './open-campaigns';
import { EXCHANGE_INDEX_ATTRIBUTES } from './table-definition';
import { batchGet, beginsWith, getItem, projection, queryAll, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of campaigns: the one owner of the campaign item (`CAMPAIGN#<id>` / `META`) and of every projection of
 * it other modules read (a list row, a company's row, a summary, what a decision or a payment needs). Lists: a
 * company's campaigns (GSI1) and the open set (GSI3, see open-campaigns.ts for its counter).
 */

/** A campaign as stored, without its keys. `searchText` is the lower-cased text the keyword filters search. */
export interface CampaignRecord extends Omit<CampaignView, 'myApplication'> {
  rejectedCount: number;
  searchText: string;
}

/** The stored item also notes the provider checkout offered last; only payments read it. */
type CampaignItem = CampaignRecord & { checkoutId?: string };

const CAMPAIGN_SHAPE: Shape<CampaignRecord> = {
  id: text,
  companyId: text,
  companyName: text,
  campaignTitle: text,
  description: text,
  searchText: text,
  status: oneOf(CAMPAIGN_STATUSES),
  contentType: oneOf(CONTENT_TYPES),
  aspectRatio: oneOf(ASPECT_RATIOS),
  videoDuration: oneOf(VIDEO_DURATIONS),
  numberOfContentCreators: count,
  picturesNeeded: flag,
  preferredAge: oneOf(PREFERRED_AGES),
  gender: oneOf(GENDERS),
  creatorInterests: listOf(oneOf(CATEGORY_IDS)),
  creatorShouldShow: listOf(oneOf(CREATOR_SHOULD_SHOW)),
  location: oneOf(LOCATIONS),
  additionalNotes: optional(text),
  product: optional(map<ProductNeed>()),
  amount: count,
  price: map<PriceBreakdown>(),
  creatorEarning: count,
  createdAt: text,
  publishedAt: optional(text),
  // Counted by the decisions with ADD; a campaign item without them (as the decisions have always read it) counts 0.
  acceptedCount: absentAs(count, 0),
  applicantsCount: absentAs(count, 0),
  rejectedCount: absentAs(count, 0),
  groupChannelId: optional(text),
  lastPaymentStatus: optional(oneOf(['failed'])),
  productBudgetReturned: optional(count),
};

const CAMPAIGN_ITEM_SHAPE: Shape<CampaignItem> = { ...CAMPAIGN_SHAPE, checkoutId: optional(text) };

/** One row of a campaign list as the API answers it; what the creators' applications keep a snapshot of. */
type SummaryAttribute = Exclude<(typeof EXCHANGE_INDEX_ATTRIBUTES)[number], 'searchText'>;
const isSummaryAttribute = (name: (typeof EXCHANGE_INDEX_ATTRIBUTES)[number]): name is SummaryAttribute => name !== 'searchText';
/** A listed campaign without what only the exchange's search reads. */
export const SUMMARY_SHAPE: Shape<CampaignSummary> = pickShape(CAMPAIGN_SHAPE, EXCHANGE_INDEX_ATTRIBUTES.filter(isSummaryAttribute));

/** A row of a campaign list with what the list filters on: exactly what the exchange index (GSI3) copies. */
export type ListedCampaign = CampaignSummary & { searchText: string };
const LISTED_SHAPE: Shape<ListedCampaign> = pickShape(CAMPAIGN_SHAPE, EXCHANGE_INDEX_ATTRIBUTES);

/** A row of a company's own list, with the counts its dashboard adds up. */
export type CompanyCampaign = ListedCampaign & { rejectedCount: number };
const COMPANY_CAMPAIGN_SHAPE: Shape<CompanyCampaign> = pickShape(CAMPAIGN_SHAPE, [...EXCHANGE_INDEX_ATTRIBUTES, 'rejectedCount']);

/** The campaign as the application decisions need it: its summary, plus what the decisions change. */
export type CampaignForDecision = CampaignSummary & { rejectedCount: number; groupChannelId?: string; product?: ProductNeed };
const DECISION_SHAPE: Shape<CampaignForDecision> = {
  ...SUMMARY_SHAPE,
  rejectedCount: CAMPAIGN_SHAPE.rejectedCount,
  groupChannelId: CAMPAIGN_SHAPE.groupChannelId,
  product: CAMPAIGN_SHAPE.product,
};

/** The attributes of a campaign a payment reads; `amount` is what the company is asked to pay, VAT included. */
export type PayableCampaign = Pick<CampaignItem, 'id' | 'companyId' | 'companyName' | 'status' | 'amount' | 'campaignTitle' | 'checkoutId'>;
const PAYABLE_SHAPE: Shape<PayableCampaign> = pickShape(CAMPAIGN_ITEM_SHAPE, ['id', 'companyId', 'companyName', 'status', 'amount', 'campaignTitle', 'checkoutId']);

export function campaignFromItem(item: Item): CampaignRecord {
  return readItem('campaign', CAMPAIGN_SHAPE, item);
}

/** A new campaign's item: listed under its company; it carries no exchange keys until its payment publishes it. */
export function campaignToItem(record: CampaignRecord): Item {
  return { ...campaignKey(record.id), ...companyCampaignsIndexKey(record.companyId, record.createdAt, record.id), ...record };
}

/**
 * A row of the open set as the exchange keeps it, from an item of the exchange index: what the index does not copy
 * (EXCHANGE_KEY_DERIVED_ATTRIBUTES) is read from its keys.
 */
export function listedCampaignOf(item: Item): ListedCampaign {
  const [publishedAt = ''] = String(item.GSI3SK ?? '').split('#');
  const id = String(item.PK ?? '').slice(campaignKey('').PK.length);
  return readItem('listed campaign', LISTED_SHAPE, { ...item, id, status: 'open', publishedAt });
}

/** The draft a campaign is created from: its key, and how long the key keeps answering that campaign. */
export interface CampaignDraftKey {
  key: string;
  /** Epoch seconds. */
  expiresAt: number;
}

/** A new campaign was stored, or the draft's key had already created one (whose id this is). */
export type NewCampaignOutcome = { created: true } | { existingCampaignId: string };

/**
 * Stores a new campaign with its company-list keys. With a draft key, the key's idempotency item is put in the same
 * transaction, so however often (and however concurrently) one draft is sent, one campaign exists: the other sends
 * find the item and answer its campaign. A key past its `expiresAt` that TTL has not removed yet counts as free.
 */
export async function putNewCampaign(record: CampaignRecord, draft?: CampaignDraftKey): Promise<NewCampaignOutcome> {
  const campaignPut: TransactItem = { Put: { TableName: tableName(), Item: campaignToItem(record), ConditionExpression: 'attribute_not_exists(PK)' } };
  const keyPut = draft
    ? [claimCampaignDraft(record.companyId, draft.key, { kind: 'campaign-create', campaignId: record.id, createdAt: record.createdAt, expiresAt: draft.expiresAt })]
    : [];
  try {
    await transactWrite([...keyPut, campaignPut]);
    return { created: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (draft && codes[0] === 'ConditionalCheckFailed') {
      const existing = await getCampaignDraft(record.companyId, draft.key);
      if (existing) return { existingCampaignId: existing.campaignId };
    }
    if (codes.includes('ConditionalCheckFailed')) throw new ConflictError();
    throw error;
  }
}

/** What an edit of an unpaid campaign writes: its brief, its price by the rules of today, and its search text. */
export type CampaignEdit = CampaignBrief & Pick<CampaignRecord, 'amount' | 'price' | 'creatorEarning' | 'searchText'>;

/**
 * Replaces the brief and price of an unpaid campaign of `companyId`, on condition that it still is unpaid, theirs,
 * and priced at `readAmount` (what the caller read: a concurrent edit is not overwritten blindly). When the amount
 * changes, the checkout offered for the old amount is forgotten, so "Pay now" makes one for the new amount; a payment
 * still made through the old one cannot publish (publishing checks the amount) and is refunded. False when the
 * condition fails.
 */
export async function updateUnpaidCampaign(campaignId: string, companyId: string, readAmount: number, edit: CampaignEdit): Promise<boolean> {
  const { additionalNotes, product, ...fields } = edit;
  const set: Record<string, unknown> = { ...fields, ...(additionalNotes === undefined ? {} : { additionalNotes }), ...(product === undefined ? {} : { product }) };
  const removed = [
    ...(additionalNotes === undefined ? ['additionalNotes'] : []),
    ...(product === undefined ? ['product'] : []),
    ...(edit.amount === readAmount ? [] : ['checkoutId']),
  ];
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: `SET ${Object.keys(set).map((name) => `#${name} = :${name}`).join(', ')}${removed.length ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''}`,
        ConditionExpression: '#status = :unpaid AND #companyId = :companyId AND #amount = :readAmount',
        ExpressionAttributeNames: Object.fromEntries([...Object.keys(set), ...removed, 'status', 'companyId', 'amount'].map((name) => [`#${name}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries(set).map(([name, value]) => [`:${name}`, value])),
          ':unpaid': 'unpaid',
          ':companyId': companyId,
          ':readAmount': readAmount,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Who a deleted unpaid campaign belonged to, kept for a while after the deletion (see `deleteUnpaidCampaign`). */
export interface DeletedCampaign {
  id: string;
  companyId: string;
  campaignTitle: string;
  deletedAt: string;
}

const DELETED_CAMPAIGN_SHAPE: Shape<DeletedCampaign> = { id: text, companyId: text, campaignTitle: text, deletedAt: text };

/** How long a deleted campaign's owner is remembered: as long as a provider may still report a payment for it. */
const DELETED_CAMPAIGN_DAYS = 30;

/**
 * Deletes an unpaid campaign of `companyId`, on condition that it still is unpaid and theirs; false when it is not
 * (any more). In the same transaction a small item keeps whose it was: a checkout still open at the provider can
 * be paid afterwards, and the webhook then refunds that payment and tells this company.
 */
export async function deleteUnpaidCampaign(campaign: Pick<CampaignRecord, 'id' | 'companyId' | 'campaignTitle'>, deletedAt: string): Promise<boolean> {
  const table = tableName();
  const expiresAt = Math.floor(Date.parse(deletedAt) / 1000) + DELETED_CAMPAIGN_DAYS * 86_400;
  const trace: DeletedCampaign = { id: campaign.id, companyId: campaign.companyId, campaignTitle: campaign.campaignTitle, deletedAt };
  try {
    await transactWrite([
      {
        Delete: {
          TableName: table,
          Key: campaignKey(campaign.id),
          ConditionExpression: '#status = :unpaid AND companyId = :companyId',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':unpaid': 'unpaid', ':companyId': campaign.companyId },
        },
      },
      { Put: { TableName: table, Item: { ...deletedCampaignKey(campaign.id), ...trace, expiresAt } } },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getDeletedCampaign(campaignId: string): Promise<DeletedCampaign | undefined> {
  const item = await getItem(deletedCampaignKey(campaignId));
  return item && readItem('deleted campaign', DELETED_CAMPAIGN_SHAPE, item);
}

export async function getCampaignRecord(campaignId: string): Promise<CampaignRecord | undefined> {
  const item = await getItem(campaignKey(campaignId), { attributes: attributesOf(CAMPAIGN_SHAPE) });
  return item && campaignFromItem(item);
}

export async function getCampaignForDecision(campaignId: string, consistent = false): Promise<CampaignForDecision | undefined> {
  const item = await getItem(campaignKey(campaignId), { consistent, attributes: attributesOf(DECISION_SHAPE) });
  return item && readItem('campaign', DECISION_SHAPE, item);
}

/**
 * All of a company's campaigns, newest first. Every page is read: one company's campaigns are bounded by its own
 * activity (each one is paid for), and the list filters and totals need them all.
 */
export async function listCompanyCampaignRecords(companyId: string): Promise<CompanyCampaign[]> {
  const { GSI1PK, GSI1SK } = companyCampaignsIndexKey(companyId, '', '');
  const items = await queryAll({
    IndexName: INDEX.companyCampaigns,
    ...beginsWith(['GSI1PK', GSI1PK], ['GSI1SK', GSI1SK]),
    ScanIndexForward: false,
    ...projection(attributesOf(COMPANY_CAMPAIGN_SHAPE)),
  });
  return items.map((item) => readItem('campaign', COMPANY_CAMPAIGN_SHAPE, item));
}

/**
 * Items per page of the open set: under what fits in DynamoDB's 1 MB page (~600 rows of the projection). DynamoDB
 * Local reads the rest of the partition for every page that the 1 MB cap cuts (20,000 rows: 10 s), but not for one
 * that `Limit` cuts (2 s); on AWS the two cost the same.
 */
const OPEN_SET_PAGE_ITEMS = 500;

/** The whole open set from the exchange index (a compact projection), newest publication first. */
export async function readOpenSet(): Promise<ListedCampaign[]> {
  const items = await queryAll({
    IndexName: INDEX.openCampaigns,
    KeyConditionExpression: 'GSI3PK = :pk',
    ExpressionAttributeValues: { ':pk': OPEN_CAMPAIGNS },
    ScanIndexForward: false,
    Limit: OPEN_SET_PAGE_ITEMS,
  });
  // Every campaign is written whole by `putNewCampaign`; a row without its listing fields (written by hand or by an
  // older shape) is left out rather than failing every creator's exchange.
  return items.filter((item) => typeof item.searchText === 'string' && Array.isArray(item.creatorInterests)).map(listedCampaignOf);
}

/**
 * The current state of campaigns by id (as summaries: what the exchange index copies), so a creator's lists show
 * places filled and status as they are now rather than as their application's snapshot saw them.
 */
export async function getCurrentCampaignSummaries(campaignIds: readonly string[]): Promise<Map<string, CampaignSummary>> {
  const items = await batchGet(campaignIds.map(campaignKey), attributesOf(SUMMARY_SHAPE));
  const summaries = items.map((item) => readItem('campaign', SUMMARY_SHAPE, item));
  return new Map(summaries.map((summary) => [summary.id, summary]));
}

export async function getPayableCampaign(campaignId: string): Promise<PayableCampaign | undefined> {
  const item = await getItem(campaignKey(campaignId), { consistent: true, attributes: attributesOf(PAYABLE_SHAPE) });
  return item && readItem('campaign', PAYABLE_SHAPE, item);
}

/**
 * Notes a new provider checkout, made for `amount`, on the campaign in place of `replaced` (the one read before it was
 * made, or none). False when the campaign is no longer an unpaid one of this company at that amount (paid, deleted,
 * edited), or another request recorded its own checkout meanwhile: of two starts at once, exactly one checkout is kept.
 */
export async function recordCheckout(campaignId: string, companyId: string, amount: number, checkoutId: string, replaced: string | undefined): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET checkoutId = :checkoutId',
        ConditionExpression: `#status = :unpaid AND companyId = :companyId AND amount = :amount AND ${replaced ? 'checkoutId = :replaced' : 'attribute_not_exists(checkoutId)'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':checkoutId': checkoutId, ':unpaid': 'unpaid', ':companyId': companyId, ':amount': amount, ...(replaced ? { ':replaced': replaced } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Flags an unpaid campaign's failed payment, for the campaign page's "pay again". */
export function markPaymentFailed(campaignId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: campaignKey(campaignId),
      UpdateExpression: 'SET lastPaymentStatus = :failed',
      ConditionExpression: '#status = :unpaid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':unpaid': 'unpaid' },
    },
  };
}

/** The payment that published a campaign: a refund (a compensation) gives back part of it through its checkout. */
export interface PaidBy {
  checkoutId: string;
  /** The payment's ledger entry (`TXN#<id>`). */
  transactionId: string;
}

/**
 * Publishes an unpaid campaign: it becomes open and enters the exchange index, and the open set counts it. The
 * condition makes a second confirmation of the same payment fail instead of publishing twice; `amount` must be what
 * the company was asked for. The campaign's `balance` starts at what was paid: payouts and refunds draw on it, never below zero.
 */
export function publishCampaign(campaignId: string, publishedAt: string, paidAmount: number, paidBy: PaidBy): TransactItem[] {
  return [
    {
      Update: {
        TableName: tableName(),
        Key: campaignKey(campaignId),
        UpdateExpression:
          'SET #status = :open, publishedAt = :publishedAt, balance = :amount, paidCheckoutId = :paidCheckoutId, paymentTransactionId = :paymentTransactionId, GSI3PK = :pk, GSI3SK = :sk REMOVE lastPaymentStatus',
        ConditionExpression: '#status = :unpaid AND amount = :amount',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':open': 'open',
          ':unpaid': 'unpaid',
          ':publishedAt': publishedAt,
          ':amount': paidAmount,
          ':paidCheckoutId': paidBy.checkoutId,
          ':paymentTransactionId': paidBy.transactionId,
          ':pk': openCampaignIndexKey(publishedAt, campaignId).GSI3PK,
          ':sk': openCampaignIndexKey(publishedAt, campaignId).GSI3SK,
        },
      },
    },
    openSetChange(1),
  ];
}
