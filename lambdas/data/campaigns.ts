import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus, CampaignSummary, CampaignView } from '../../shared/domain/campaign';
import { EXCHANGE_INDEX_ATTRIBUTES } from '../../lib/definitions';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError } from '../core/errors';
import {
  applicationKey,
  campaignKey,
  companyCampaignsIndexKey,
  counterKey,
  creatorApplicationsIndexKey,
  INDEX,
  OPEN_CAMPAIGNS,
  openCampaignsCounterName,
} from './keys';

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

/** Stores a new campaign with its company-list keys; it carries no exchange keys until its payment publishes it. */
export async function putNewCampaign(record: CampaignRecord): Promise<void> {
  try {
    await dynamoClient().send(
      new PutCommand({
        TableName: config().tableName,
        Item: { ...campaignKey(record.id), ...companyCampaignsIndexKey(record.companyId, record.createdAt, record.id), ...record },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConflictError();
    throw error;
  }
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
