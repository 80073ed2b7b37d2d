import { GetCommand, QueryCommand, type QueryCommandInput, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus, CampaignSummary, CampaignView } from '../../shared/domain/campaign';
import { EXCHANGE_INDEX_ATTRIBUTES } from './table-definition';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError } from '../core/errors';
import {
  applicationKey,
  campaignDraftIdempotencyKey,
  campaignKey,
  companyCampaignsIndexKey,
  counterKey,
  creatorApplicationsIndexKey,
  deletedCampaignKey,
  INDEX,
  OPEN_CAMPAIGNS,
  openCampaignsCounterName,
} from './keys';
import { cancellationCodes, transactWrite } from './transactions';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Repository of campaigns: the item by id, a company's campaigns (GSI1) and the open set (GSI3). */

/** A campaign as stored, without its keys. `searchText` is the lower-cased text the keyword filters search. */
export interface CampaignRecord extends Omit<CampaignView, 'myApplication'> {
  rejectedCount: number;
  searchText: string;
}

/** A row of a campaign list with what the list filters on. */
export type ListedCampaign = CampaignSummary & { searchText: string };

/** A row of a company's own list, with the counts its dashboard adds up. */
export type CompanyCampaign = ListedCampaign & { rejectedCount: number };

/** What the exchange index copies is what a listed campaign holds: its summary and the search field. */
const ATTRIBUTES_OF_LISTED = EXCHANGE_INDEX_ATTRIBUTES satisfies readonly (keyof ListedCampaign)[];
const ATTRIBUTES_OF_COMPANY_CAMPAIGN = [...ATTRIBUTES_OF_LISTED, 'rejectedCount'] as const satisfies readonly (keyof CompanyCampaign)[];
const ATTRIBUTES_OF_CAMPAIGN = [
  ...ATTRIBUTES_OF_COMPANY_CAMPAIGN,
  'description',
  'additionalNotes',
  'groupChannelId',
  'lastPaymentStatus',
] as const satisfies readonly (keyof CampaignRecord)[];

function pick<T>(item: Record<string, unknown>, names: readonly string[]): T {
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as T;
}

/** A projection of `names`, each through a placeholder: several of them (status, location, …) are reserved words. */
function projection(names: readonly string[]): Pick<QueryCommandInput, 'ProjectionExpression' | 'ExpressionAttributeNames'> {
  return {
    ProjectionExpression: names.map((_, i) => `#p${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#p${i}`, name])),
  };
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
 * Stores a new campaign with its company-list keys; it carries no exchange keys until its payment publishes it.
 * With a draft key, the key's idempotency item is put in the same transaction, so however often (and however
 * concurrently) one draft is sent, one campaign exists: the other sends find the item and answer its campaign.
 * A key past its `expiresAt` that TTL has not removed yet counts as free.
 */
export async function putNewCampaign(record: CampaignRecord, draft?: CampaignDraftKey): Promise<NewCampaignOutcome> {
  const { tableName } = config();
  const campaignPut: TransactItem = {
    Put: {
      TableName: tableName,
      Item: { ...campaignKey(record.id), ...companyCampaignsIndexKey(record.companyId, record.createdAt, record.id), ...record },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
  const draftKey = draft && campaignDraftIdempotencyKey(record.companyId, draft.key);
  const keyPut: TransactItem[] = draftKey
    ? [
        {
          Put: {
            TableName: tableName,
            Item: { ...draftKey, kind: 'campaign-create', campaignId: record.id, createdAt: record.createdAt, expiresAt: draft.expiresAt },
            ConditionExpression: 'attribute_not_exists(PK) OR expiresAt < :now',
            ExpressionAttributeValues: { ':now': Math.floor(Date.parse(record.createdAt) / 1000) },
          },
        },
      ]
    : [];
  try {
    await transactWrite([...keyPut, campaignPut]);
    return { created: true };
  } catch (error) {
    const codes = cancellationCodes(error);
    if (draftKey && codes[0] === 'ConditionalCheckFailed') {
      const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName, Key: draftKey, ConsistentRead: true }));
      if (typeof Item?.campaignId === 'string') return { existingCampaignId: Item.campaignId };
    }
    if (codes.includes('ConditionalCheckFailed')) throw new ConflictError();
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

/** How long a deleted campaign's owner is remembered: as long as a provider may still report a payment for it. */
const DELETED_CAMPAIGN_DAYS = 30;

/**
 * Deletes an unpaid campaign of `companyId`, on condition that it still is unpaid and theirs; false when it is not
 * (any more). In the same transaction a small item keeps whose it was: a checkout still open at the provider can
 * be paid afterwards, and the webhook then refunds that payment and tells this company.
 */
export async function deleteUnpaidCampaign(campaign: Pick<CampaignRecord, 'id' | 'companyId' | 'campaignTitle'>, deletedAt: string): Promise<boolean> {
  const { tableName } = config();
  const expiresAt = Math.floor(Date.parse(deletedAt) / 1000) + DELETED_CAMPAIGN_DAYS * 86_400;
  const trace: DeletedCampaign = { id: campaign.id, companyId: campaign.companyId, campaignTitle: campaign.campaignTitle, deletedAt };
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName,
          Key: campaignKey(campaign.id),
          ConditionExpression: '#status = :unpaid AND companyId = :companyId',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':unpaid': 'unpaid', ':companyId': campaign.companyId },
        },
      },
      { Put: { TableName: tableName, Item: { ...deletedCampaignKey(campaign.id), ...trace, expiresAt } } },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function getDeletedCampaign(campaignId: string): Promise<DeletedCampaign | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: deletedCampaignKey(campaignId) }));
  return Item ? pick<DeletedCampaign>(Item, ['id', 'companyId', 'campaignTitle', 'deletedAt']) : undefined;
}

export async function getCampaignRecord(campaignId: string): Promise<CampaignRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: campaignKey(campaignId) }));
  return Item ? pick<CampaignRecord>(Item, ATTRIBUTES_OF_CAMPAIGN) : undefined;
}

export interface ApplicationOfCreator {
  status: ApplicationStatus;
  appliedAt: string;
  oneOnOneChannelId?: string;
}

/** A creator's application to a campaign, as the campaign's page shows it to them. */
export async function getApplicationOf(campaignId: string, creatorId: string): Promise<ApplicationOfCreator | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().tableName, Key: applicationKey(campaignId, creatorId), ...projection(['status', 'appliedAt', 'oneOnOneChannelId']) }),
  );
  return Item ? pick<ApplicationOfCreator>(Item, ['status', 'appliedAt', 'oneOnOneChannelId']) : undefined;
}

/** Every page of a query, in the index's order. */
async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items, LastEvaluatedKey } = await dynamoClient().send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(Items ?? []));
    startKey = LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * All of a company's campaigns, newest first. Every page is read: one company's campaigns are bounded by its own
 * activity (each one is paid for), and the list filters and totals need them all.
 */
export async function listCompanyCampaignRecords(companyId: string): Promise<CompanyCampaign[]> {
  const { GSI1PK, GSI1SK } = companyCampaignsIndexKey(companyId, '', '');
  const items = await queryAll({
    TableName: config().tableName,
    IndexName: INDEX.companyCampaigns,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': GSI1PK, ':prefix': GSI1SK },
    ScanIndexForward: false,
    ...projection(ATTRIBUTES_OF_COMPANY_CAMPAIGN),
  });
  return items.map((item) => pick<CompanyCampaign>(item, ATTRIBUTES_OF_COMPANY_CAMPAIGN));
}

/**
 * The open set's counter (lambdas/data/open-campaigns.ts): `version` grows with every change of the set, `count` is
 * its size; both 0 before the first publication.
 */
export async function readOpenSetState(): Promise<{ version: number; count: number }> {
  const { Item } = await dynamoClient().send(
    new GetCommand({
      TableName: config().tableName,
      Key: counterKey(openCampaignsCounterName),
      ProjectionExpression: '#version, #count',
      ExpressionAttributeNames: { '#version': 'version', '#count': 'count' },
    }),
  );
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { version: numberOf(Item?.version), count: numberOf(Item?.count) };
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
    TableName: config().tableName,
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

/** A row of the open set as the exchange keeps it, from an item of the exchange index. */
export function listedCampaignOf(item: Record<string, unknown>): ListedCampaign {
  return pick<ListedCampaign>(item, ATTRIBUTES_OF_LISTED);
}

/** What the creator dashboard adds up of each application. `paidOut` is set by payouts (a later issue). */
export interface ApplicationFigures {
  status: ApplicationStatus;
  creatorEarning: number;
  paidOut?: boolean;
}

/** All of a creator's applications, bounded by their own activity, with only the attributes the dashboard needs. */
export async function listCreatorApplicationFigures(creatorId: string): Promise<ApplicationFigures[]> {
  const { GSI1PK, GSI1SK } = creatorApplicationsIndexKey(creatorId, '', '');
  const names = ['status', 'creatorEarning', 'paidOut'];
  const items = await queryAll({
    TableName: config().tableName,
    IndexName: INDEX.creatorApplications,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': GSI1PK, ':prefix': GSI1SK },
    ...projection(names),
  });
  return items.map((item) => pick<ApplicationFigures>(item, names));
}
