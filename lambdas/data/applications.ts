import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus, CampaignSummary } from '../../shared/domain/campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from '../../shared/domain/constants';
import type { CreatorDetails } from '../../shared/domain/profile';
import type { User } from '../../shared/domain/user';
import { EXCHANGE_INDEX_ATTRIBUTES } from './table-definition';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { applicationKey, campaignKey, cardKey, creatorApplicationsIndexKey, creatorDetailsKey, INDEX, userKey } from './keys';
import { openSetChange } from './open-campaigns';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of applications (docs/data-model.md, patterns 9-12): a creator's application to a campaign lives in the
 * campaign's partition and, through GSI1, in the creator's. It carries a snapshot of the campaign as it was when the
 * creator applied, so the creator's lists need no read of the campaigns.
 */

export interface ApplicationRecord {
  campaignId: string;
  creatorId: string;
  /** The creator's name when they applied, for the company's notification. */
  creatorName: string;
  status: ApplicationStatus;
  appliedAt: string;
  decidedAt?: string;
  /** Whether the creator's categories met the campaign's interests (false: they applied anyway). */
  interestsMatched: boolean;
  creatorEarning: number;
  oneOnOneChannelId?: string;
  campaign: CampaignSummary;
}

/** The campaign as this area needs it: its summary, plus what the decisions change. */
export type CampaignRecord = CampaignSummary & { rejectedCount: number; groupChannelId?: string };

/** Every attribute of a summary: the `satisfies` makes a field added to `CampaignSummary` fail to compile until listed. */
const SUMMARY_ATTRIBUTES = Object.keys({
  id: true,
  companyId: true,
  companyName: true,
  campaignTitle: true,
  status: true,
  contentType: true,
  aspectRatio: true,
  videoDuration: true,
  numberOfContentCreators: true,
  picturesNeeded: true,
  preferredAge: true,
  gender: true,
  creatorInterests: true,
  creatorShouldShow: true,
  location: true,
  amount: true,
  price: true,
  creatorEarning: true,
  createdAt: true,
  publishedAt: true,
  acceptedCount: true,
  applicantsCount: true,
} satisfies Record<keyof CampaignSummary, true>);

const ATTRIBUTES_OF_APPLICATION = [
  'campaignId',
  'creatorId',
  'creatorName',
  'status',
  'appliedAt',
  'decidedAt',
  'interestsMatched',
  'creatorEarning',
  'oneOnOneChannelId',
  'campaign',
] as const satisfies readonly (keyof ApplicationRecord)[];

function pick<T>(item: Record<string, unknown>, names: readonly string[]): T {
  return Object.fromEntries(names.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as T;
}

export function campaignSummaryOf(item: Record<string, unknown>): CampaignSummary {
  const summary = pick<CampaignSummary>(item, SUMMARY_ATTRIBUTES);
  return { ...summary, acceptedCount: summary.acceptedCount ?? 0, applicantsCount: summary.applicantsCount ?? 0 };
}

function toCampaign(item: Record<string, unknown>): CampaignRecord {
  const rejectedCount = typeof item.rejectedCount === 'number' ? item.rejectedCount : 0;
  const groupChannelId = typeof item.groupChannelId === 'string' ? { groupChannelId: item.groupChannelId } : {};
  return { ...campaignSummaryOf(item), rejectedCount, ...groupChannelId };
}

const toApplication = (item: Record<string, unknown>) => pick<ApplicationRecord>(item, ATTRIBUTES_OF_APPLICATION);

export async function getCampaign(campaignId: string, consistent = false): Promise<CampaignRecord | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: campaignKey(campaignId), ConsistentRead: consistent }));
  return Item ? toCampaign(Item) : undefined;
}

export async function getApplication(campaignId: string, creatorId: string, consistent = false): Promise<ApplicationRecord | undefined> {
  const { Item } = await dynamoClient().send(
    new GetCommand({ TableName: config().tableName, Key: applicationKey(campaignId, creatorId), ConsistentRead: consistent }),
  );
  return Item ? toApplication(Item) : undefined;
}

/** Whether the user has saved at least one payment card (the apply rule): one item of the card prefix is enough. */
export async function hasPaymentCard(userId: string): Promise<boolean> {
  const { PK, SK } = cardKey(userId, '');
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: config().tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SK },
      ProjectionExpression: 'SK',
      Limit: 1,
    }),
  );
  return Items.length > 0;
}

/** Why a conditional write of this module did not happen. */
export type WriteRefusal = 'application' | 'campaign' | 'creator' | 'conflict';

/** Which item's condition cancelled the transaction, given the refusal each item stands for, in order. */
function refusalOf(error: unknown, reasons: readonly (WriteRefusal | undefined)[]): WriteRefusal | undefined {
  const codes = cancellationCodes(error);
  if (!codes.length) return undefined;
  const failed = codes.findIndex((code) => code === 'ConditionalCheckFailed');
  return (failed >= 0 ? reasons[failed] : undefined) ?? 'conflict';
}

/**
 * Stores a new application in one transaction (pattern 11): the application only if the creator has none for this
 * campaign, the campaign's applicant count only while it is open, and only while the creator works on fewer than
 * five campaigns. Answers why it was refused: an application already there, a campaign no longer open, a creator
 * at the limit (or gone), or a collision with other writes that outlasted the retries.
 */
export async function putApplication(record: ApplicationRecord): Promise<WriteRefusal | undefined> {
  const { tableName } = config();
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName,
          Item: { ...applicationKey(record.campaignId, record.creatorId), ...creatorApplicationsIndexKey(record.creatorId, record.appliedAt, record.campaignId), ...record },
          ConditionExpression: 'attribute_not_exists(SK)',
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: campaignKey(record.campaignId),
          UpdateExpression: 'ADD applicantsCount :one',
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':open': 'open' },
        },
      },
      {
        ConditionCheck: {
          TableName: tableName,
          Key: userKey(record.creatorId),
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(activeCampaignsCount) OR activeCampaignsCount < :max)',
          ExpressionAttributeValues: { ':max': MAX_ACTIVE_CAMPAIGNS_TO_APPLY },
        },
      },
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', 'creator']);
    if (!refusal) throw error;
    return refusal;
  }
}

export interface AcceptWrite {
  /** The campaign as read: the write only happens while its `acceptedCount` is still this one's. */
  campaign: CampaignRecord;
  creatorId: string;
  companyId: string;
  decidedAt: string;
  oneOnOneChannelId: string;
  /** The campaign's group chat, made by its first accept; later accepts keep the one it has. */
  groupChannelId: string;
}

/**
 * Accepts a pending applicant in one transaction (pattern 12): the application becomes in-progress, the campaign
 * counts one more accepted creator on condition that it is still open, still owned by the caller and still has the
 * `acceptedCount` that was read (so two accepts never both take the last place), and the creator works on one more
 * campaign, on condition that they still exist and work on fewer than the limit. The accept that fills the last
 * place also takes the campaign out of the open set. A refusal of `campaign` means another decision changed it since
 * the read: the caller re-reads and tries again; one of `creator` means the creator is gone or at the limit.
 */
export async function acceptApplication(write: AcceptWrite): Promise<WriteRefusal | undefined> {
  const { tableName } = config();
  const { campaign } = write;
  const acceptedCount = campaign.acceptedCount + 1;
  const fills = acceptedCount >= campaign.numberOfContentCreators;
  const campaignStatus = fills ? 'in-progress' : 'open';
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: applicationKey(campaign.id, write.creatorId),
          // The snapshot follows the campaign as far as this decision knows it, so the creator's lists show it filled.
          UpdateExpression:
            'SET #status = :accepted, decidedAt = :at, oneOnOneChannelId = :channel, #campaign.#status = :campaignStatus, #campaign.acceptedCount = :acceptedCount',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status', '#campaign': 'campaign' },
          ExpressionAttributeValues: {
            ':accepted': 'in-progress',
            ':pending': 'pending',
            ':at': write.decidedAt,
            ':channel': write.oneOnOneChannelId,
            ':campaignStatus': campaignStatus,
            ':acceptedCount': acceptedCount,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: campaignKey(campaign.id),
          UpdateExpression:
            'SET acceptedCount = acceptedCount + :one, groupChannelId = if_not_exists(groupChannelId, :group)' +
            (fills ? ', #status = :inProgress REMOVE GSI3PK, GSI3SK' : ''),
          ConditionExpression: '#status = :open AND acceptedCount = :seen AND numberOfContentCreators > :seen AND companyId = :company',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':group': write.groupChannelId,
            ':open': 'open',
            ':seen': campaign.acceptedCount,
            ':company': write.companyId,
            ...(fills ? { ':inProgress': 'in-progress' } : {}),
          },
        },
      },
      ...(fills ? [openSetChange(-1)] : []),
      {
        Update: {
          TableName: tableName,
          Key: userKey(write.creatorId),
          UpdateExpression: 'ADD activeCampaignsCount :one',
          // The limit of spec §9 holds here too: applying checked it, but each accept adds one.
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(activeCampaignsCount) OR activeCampaignsCount < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_ACTIVE_CAMPAIGNS_TO_APPLY },
        },
      },
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', ...(fills ? [undefined] : []), 'creator']);
    if (!refusal) throw error;
    return refusal;
  }
}

/** Rejects a pending applicant once, and counts the rejection on the campaign (still the caller's). */
export async function rejectApplication(campaignId: string, creatorId: string, companyId: string, decidedAt: string): Promise<WriteRefusal | undefined> {
  const { tableName } = config();
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: applicationKey(campaignId, creatorId),
          UpdateExpression: 'SET #status = :rejected, decidedAt = :at',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':rejected': 'rejected', ':pending': 'pending', ':at': decidedAt },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: campaignKey(campaignId),
          UpdateExpression: 'ADD rejectedCount :one',
          ConditionExpression: 'companyId = :company',
          ExpressionAttributeValues: { ':one': 1, ':company': companyId },
        },
      },
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}

/** Every application to a campaign (pattern 9): bounded by its applicants, read whole so the list can sort by name. */
export async function listCampaignApplications(campaignId: string): Promise<ApplicationRecord[]> {
  const { PK, SK } = applicationKey(campaignId, '');
  return queryAll({ KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)', ExpressionAttributeValues: { ':pk': PK, ':prefix': SK } });
}

/** Every application of a creator, newest first (pattern 10): bounded by one creator's activity. */
export async function listCreatorApplications(creatorId: string): Promise<ApplicationRecord[]> {
  const { GSI1PK, GSI1SK } = creatorApplicationsIndexKey(creatorId, '', '');
  return queryAll({
    IndexName: INDEX.creatorApplications,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': GSI1PK, ':prefix': GSI1SK },
    ScanIndexForward: false,
  });
}

async function queryAll(query: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName' | 'ExclusiveStartKey'>): Promise<ApplicationRecord[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const { Items = [], LastEvaluatedKey } = await dynamoClient().send(new QueryCommand({ ...query, TableName: config().tableName, ExclusiveStartKey: startKey }));
    items.push(...Items);
    startKey = LastEvaluatedKey;
  } while (startKey);
  return items.map(toApplication);
}

type ApplicantUser = Pick<User, 'id' | 'fullName' | 'avatar' | 'status' | 'activeCampaignsCount'>;
type ApplicantDetails = Pick<CreatorDetails, 'categories' | 'biography' | 'portfolio'>;

/** BatchGetItem takes at most 100 keys a call. */
const BATCH_KEYS = 100;
const BATCH_ATTEMPTS = 8;

/** The users' records, by id; an id whose record is gone is left out. */
export async function getApplicantUsers(creatorIds: readonly string[]): Promise<Map<string, ApplicantUser>> {
  const items = await batchGet(creatorIds.map(userKey), 'id, fullName, avatar, #status, activeCampaignsCount', { '#status': 'status' });
  return new Map(items.map((item) => [String(item.id), pick<ApplicantUser>(item, ['id', 'fullName', 'avatar', 'status', 'activeCampaignsCount'])]));
}

/** The creators' details, by id; a creator who saved none is left out. */
export async function getApplicantDetails(creatorIds: readonly string[]): Promise<Map<string, ApplicantDetails>> {
  const idOfPartition = new Map(creatorIds.map((id) => [creatorDetailsKey(id).PK, id]));
  const items = await batchGet(creatorIds.map(creatorDetailsKey), 'PK, categories, biography, portfolio');
  return new Map(items.map((item) => [idOfPartition.get(String(item.PK)) ?? '', pick<ApplicantDetails>(item, ['categories', 'biography', 'portfolio'])]));
}

/**
 * The current state of campaigns by id (as summaries: what the exchange index copies), so a creator's lists show
 * places filled and status as they are now rather than as their application's snapshot saw them.
 */
export async function getCurrentCampaignSummaries(campaignIds: readonly string[]): Promise<Map<string, CampaignSummary>> {
  const attributes = EXCHANGE_INDEX_ATTRIBUTES.filter((name) => name !== 'searchText');
  const names = Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name]));
  const items = await batchGet(campaignIds.map(campaignKey), Object.keys(names).join(', '), names);
  return new Map(items.map((item) => [String(item.id), item as unknown as CampaignSummary]));
}

/**
 * The statuses of one creator's applications to the given campaigns, by campaign id (a campaign without one is left
 * out): one BatchGetItem of the application keys, so its cost depends on the page asked for, not on the creator's
 * history.
 */
export async function getApplicationStatuses(creatorId: string, campaignIds: readonly string[]): Promise<Map<string, ApplicationStatus>> {
  if (campaignIds.length === 0) return new Map();
  const items = await batchGet(
    campaignIds.map((campaignId) => applicationKey(campaignId, creatorId)),
    'campaignId, #status',
    { '#status': 'status' },
  );
  return new Map(items.map((item) => [String(item.campaignId), item.status as ApplicationStatus]));
}

async function batchGet(keys: readonly Record<string, string>[], projection: string, names?: Record<string, string>): Promise<Record<string, unknown>[]> {
  const { tableName } = config();
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += BATCH_KEYS) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_KEYS);
    for (let attempt = 1; pending.length; attempt++) {
      if (attempt > BATCH_ATTEMPTS) throw new Error(`BatchGetItem left ${pending.length} keys unprocessed after ${BATCH_ATTEMPTS} attempts`);
      // DynamoDB may leave keys unprocessed under load; they are asked again after a growing pause.
      if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const { Responses, UnprocessedKeys } = await dynamoClient().send(
        new BatchGetCommand({
          RequestItems: { [tableName]: { Keys: pending, ProjectionExpression: projection, ...(names ? { ExpressionAttributeNames: names } : {}) } },
        }),
      );
      items.push(...(Responses?.[tableName] ?? []));
      pending = UnprocessedKeys?.[tableName]?.Keys ?? [];
    }
  }
  return items;
}
