import { APPLICATION_STATUSES, type ApplicationStatus, type CampaignSummary } from '../../shared/domain/campaign';
import { MAX_ACTIVE_CAMPAIGNS_TO_APPLY } from '../../shared/domain/constants';
import { SUMMARY_SHAPE, type CampaignForDecision } from './campaigns';
import { attributesOf, count, flag, oneOf, optional, pickShape, readItem, shaped, text, type Item, type Shape } from './item';
import { applicationKey, campaignKey, creatorApplicationsIndexKey, dueDeliveryIndexKey, INDEX, userKey } from './keys';
import { deliveryDueAt } from '../../shared/domain/results';
import { openSetChange } from './open-campaigns';
import { batchGet, beginsWith, getItem, projection, queryAll, tableName } from './table';
import { failedCondition, transactWrite } from './transactions';
import { eventPut } from './events';
import { invitationAnswered, stillNotInvited } from './invitations';
import { archiveChannelItem, channelOpeningItems, directChannelItems } from './chat-channels';
import type { DomainEvent } from '../../shared/domain/events';

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
  /** The company invited the creator (issue 28): she comes first among its candidates. */
  invited?: boolean;
  campaign: CampaignSummary;
}

/** What the creator dashboard adds up of each application (what is paid comes from her payouts). */
export interface ApplicationFigures {
  status: ApplicationStatus;
  creatorEarning: number;
}

const APPLICATION_SHAPE: Shape<ApplicationRecord> = {
  campaignId: text,
  creatorId: text,
  creatorName: text,
  status: oneOf(APPLICATION_STATUSES),
  appliedAt: text,
  decidedAt: optional(text),
  interestsMatched: flag,
  creatorEarning: count,
  oneOnOneChannelId: optional(text),
  invited: optional(flag),
  campaign: shaped('campaign snapshot', SUMMARY_SHAPE),
};

const FIGURES_SHAPE: Shape<ApplicationFigures> = pickShape(APPLICATION_SHAPE, ['status', 'creatorEarning']);
const CREATOR_ID_SHAPE = pickShape(APPLICATION_SHAPE, ['creatorId']);

/** A creator's application as the campaign's page shows it to them. */
export type ApplicationOfCreator = Pick<ApplicationRecord, 'status' | 'appliedAt' | 'oneOnOneChannelId'>;
const OF_CREATOR_SHAPE: Shape<ApplicationOfCreator> = pickShape(APPLICATION_SHAPE, ['status', 'appliedAt', 'oneOnOneChannelId']);

export function applicationFromItem(item: Item): ApplicationRecord {
  return readItem('application', APPLICATION_SHAPE, item);
}

/** A new application's item: in the campaign's partition, and in the creator's through GSI1. */
export function applicationToItem(record: ApplicationRecord): Item {
  return { ...applicationKey(record.campaignId, record.creatorId), ...creatorApplicationsIndexKey(record.creatorId, record.appliedAt, record.campaignId), ...record };
}

export async function getApplication(campaignId: string, creatorId: string, consistent = false): Promise<ApplicationRecord | undefined> {
  const item = await getItem(applicationKey(campaignId, creatorId), { consistent });
  return item && applicationFromItem(item);
}

export async function getApplicationOf(campaignId: string, creatorId: string): Promise<ApplicationOfCreator | undefined> {
  const item = await getItem(applicationKey(campaignId, creatorId), { attributes: attributesOf(OF_CREATOR_SHAPE) });
  return item && readItem('application', OF_CREATOR_SHAPE, item);
}

/** An index key's attributes as expression values: `{GSI2PK, GSI2SK}` → `{':duePK', ':dueSK'}`. */
function prefixed(key: { GSI2PK: string; GSI2SK: string }): { ':duePK': string; ':dueSK': string } {
  return { ':duePK': key.GSI2PK, ':dueSK': key.GSI2SK };
}

/** Why a conditional write of this module did not happen. */
/** `invitation`: the creator was invited between the apply's read and its write (the apply reads again). */
export type WriteRefusal = 'application' | 'campaign' | 'creator' | 'invitation' | 'conflict';

/** Which item's condition cancelled the transaction, given the refusal each item stands for, in order. */
function refusalOf(error: unknown, reasons: readonly (WriteRefusal | undefined)[]): WriteRefusal | undefined {
  return failedCondition(error, reasons, 'conflict');
}

/**
 * Stores a new application in one transaction (pattern 11): the application only if the creator has none for this
 * campaign, the campaign's applicant count only while it is open, and only while the creator works on fewer than
 * five campaigns; an invited creator's invitation is answered by it, and one read as not invited must still not be. Answers why it was refused: an application already there, a campaign no longer open, a creator
 * at the limit (or gone), or a collision with other writes that outlasted the retries.
 */
export async function putApplication(record: ApplicationRecord, event: DomainEvent<'application.created'>): Promise<WriteRefusal | undefined> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: applicationToItem(record),
          ConditionExpression: 'attribute_not_exists(SK)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(record.campaignId),
          UpdateExpression: 'ADD applicantsCount :one',
          ConditionExpression: '#status = :open',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':open': 'open' },
        },
      },
      {
        ConditionCheck: {
          TableName: table,
          Key: userKey(record.creatorId),
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(activeCampaignsCount) OR activeCampaignsCount < :max)',
          ExpressionAttributeValues: { ':max': MAX_ACTIVE_CAMPAIGNS_TO_APPLY },
        },
      },
      record.invited ? invitationAnswered(record.campaignId, record.creatorId, record.appliedAt) : stillNotInvited(record.campaignId, record.creatorId),
      eventPut(event),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', 'creator', record.invited ? 'conflict' : 'invitation']);
    if (!refusal) throw error;
    return refusal;
  }
}

export interface AcceptWrite {
  /** The campaign as read: the write only happens while its `acceptedCount` is still this one's. */
  campaign: CampaignForDecision;
  creatorId: string;
  companyId: string;
  decidedAt: string;
  oneOnOneChannelId: string;
  /** The direct channel was opened with the applicant before the decision (it is `oneOnOneChannelId`). */
  directChannelOpened: boolean;
  /** The campaign's group chat, made by its first accept; later accepts keep the one it has. */
  groupChannelId: string;
  event: DomainEvent<'application.accepted'>;
}

/**
 * Accepts a pending applicant in one transaction (pattern 12): the application becomes in-progress, the campaign
 * counts one more accepted creator on condition that it is still open, still owned by the caller and still has the
 * `acceptedCount` that was read (so two accepts never both take the last place), and the creator works on one more
 * campaign, on condition that they still exist and work on fewer than the limit. The accept that fills the last
 * place also takes the campaign out of the open set. The creator's chats open in the same transaction (chat.ts). A refusal of `campaign` means another decision changed it since
 * the read: the caller re-reads and tries again; one of `creator` means the creator is gone or at the limit.
 */
export async function acceptApplication(write: AcceptWrite): Promise<WriteRefusal | undefined> {
  const table = tableName();
  const { campaign } = write;
  const acceptedCount = campaign.acceptedCount + 1;
  const fills = acceptedCount >= campaign.numberOfContentCreators;
  const campaignStatus = fills ? 'in-progress' : 'open';
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(campaign.id, write.creatorId),
          // The snapshot follows the campaign as far as this decision knows it, so the creator's lists show it filled.
          // The delivery window starts: the application joins the due-deliveries index (GSI2) until a set is submitted;
          // when the creator needs the product first, it starts at its receipt instead (issue 28, shipments.ts).
          UpdateExpression:
            'SET #status = :accepted, decidedAt = :at, oneOnOneChannelId = :channel, #campaign.#status = :campaignStatus, #campaign.acceptedCount = :acceptedCount, ' +
            (campaign.product ? 'productNeeded = :handover' : 'GSI2PK = :duePK, GSI2SK = :dueSK'),
          // A chat opened with the applicant meanwhile must be the one this accept keeps: otherwise it reads again.
          ConditionExpression: `#status = :pending AND ${write.directChannelOpened ? 'oneOnOneChannelId = :channel' : 'attribute_not_exists(oneOnOneChannelId)'}`,
          ExpressionAttributeNames: { '#status': 'status', '#campaign': 'campaign' },
          ExpressionAttributeValues: {
            ':accepted': 'in-progress',
            ':pending': 'pending',
            ':at': write.decidedAt,
            ':channel': write.oneOnOneChannelId,
            ':campaignStatus': campaignStatus,
            ':acceptedCount': acceptedCount,
            ...(campaign.product ? { ':handover': campaign.product.handover } : prefixed(dueDeliveryIndexKey(deliveryDueAt(write.decidedAt), campaign.id, write.creatorId))),
          },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaign.id),
          UpdateExpression:
            'SET acceptedCount = acceptedCount + :one, groupChannelId = if_not_exists(groupChannelId, :group)' +
            (fills ? ', #status = :inProgress REMOVE GSI3PK, GSI3SK' : ''),
          // The group chat opened below must be the campaign's own: a racing first accept may have named another.
          ConditionExpression:
            '#status = :open AND acceptedCount = :seen AND numberOfContentCreators > :seen AND companyId = :company AND (attribute_not_exists(groupChannelId) OR groupChannelId = :group)',
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
          TableName: table,
          Key: userKey(write.creatorId),
          UpdateExpression: 'ADD activeCampaignsCount :one',
          // The limit of spec §9 holds here too: applying checked it, but each accept adds one.
          ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(activeCampaignsCount) OR activeCampaignsCount < :max)',
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_ACTIVE_CAMPAIGNS_TO_APPLY },
        },
      },
      eventPut(write.event),
      // The chats open with the accept (issue 14): the creator's with the company, and the campaign's group.
      ...channelOpeningItems({
        campaignId: campaign.id,
        campaignTitle: campaign.campaignTitle,
        companyId: write.companyId,
        creatorId: write.creatorId,
        directChannelId: write.oneOnOneChannelId,
        directChannelOpened: write.directChannelOpened,
        groupChannelId: write.groupChannelId,
        openedAt: write.decidedAt,
      }),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign', ...(fills ? [undefined] : []), 'creator']);
    if (!refusal) throw error;
    return refusal;
  }
}

/** Rejects a pending applicant once, and counts the rejection on the campaign (still the caller's). */
export async function rejectApplication(
  campaignId: string,
  creatorId: string,
  companyId: string,
  decidedAt: string,
  /** The chat opened with the applicant before the decision, as read: it closes with the decline. */
  channelId: string | undefined,
  event: DomainEvent<'application.rejected'>,
): Promise<WriteRefusal | undefined> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(campaignId, creatorId),
          UpdateExpression: 'SET #status = :rejected, decidedAt = :at',
          // A chat opened with the applicant meanwhile must close too: the decline then reads again.
          ConditionExpression: `#status = :pending AND ${channelId ? 'oneOnOneChannelId = :channel' : 'attribute_not_exists(oneOnOneChannelId)'}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':rejected': 'rejected', ':pending': 'pending', ':at': decidedAt, ...(channelId ? { ':channel': channelId } : {}) },
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaignId),
          UpdateExpression: 'ADD rejectedCount :one',
          ConditionExpression: 'companyId = :company',
          ExpressionAttributeValues: { ':one': 1, ':company': companyId },
        },
      },
      eventPut(event),
      ...(channelId ? [archiveChannelItem(channelId, decidedAt)] : []),
    ]);
    return undefined;
  } catch (error) {
    const refusal = refusalOf(error, ['application', 'campaign']);
    if (!refusal) throw error;
    return refusal;
  }
}

export interface ApplicantChatOpening {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  creatorId: string;
  channelId: string;
  openedAt: string;
}

/**
 * Opens a direct channel between a company and an applicant it has not decided on yet (issue 27), in one
 * transaction: the application names the channel on condition it is still pending and has none (two opens at once
 * make one channel), the campaign is still the company's, and the channel with both memberships is put. The accept
 * keeps this channel; the decline closes it.
 */
export async function openApplicantChannel(opening: ApplicantChatOpening): Promise<WriteRefusal | undefined> {
  const table = tableName();
  const { campaignId, creatorId, companyId, channelId } = opening;
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: applicationKey(campaignId, creatorId),
          UpdateExpression: 'SET oneOnOneChannelId = :channel',
          ConditionExpression: '#status = :pending AND attribute_not_exists(oneOnOneChannelId)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':channel': channelId, ':pending': 'pending' },
        },
      },
      { ConditionCheck: { TableName: table, Key: campaignKey(campaignId), ConditionExpression: 'companyId = :company', ExpressionAttributeValues: { ':company': companyId } } },
      ...directChannelItems({ ...opening, directChannelId: channelId }),
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
  return (await queryAll(beginsWith(['PK', PK], ['SK', SK]))).map(applicationFromItem);
}

/** The ids of the creators who applied to a campaign, whatever became of their applications (only the id is read). */
export async function listApplicantIds(campaignId: string): Promise<string[]> {
  const { PK, SK } = applicationKey(campaignId, '');
  const items = await queryAll({ ...beginsWith(['PK', PK], ['SK', SK]), ProjectionExpression: 'creatorId' });
  return items.map((item) => readItem('application', CREATOR_ID_SHAPE, item).creatorId);
}

/** The creator's partition of GSI1: their applications, oldest first. */
function ofCreator(creatorId: string) {
  const { GSI1PK, GSI1SK } = creatorApplicationsIndexKey(creatorId, '', '');
  return { IndexName: INDEX.creatorApplications, ...beginsWith(['GSI1PK', GSI1PK], ['GSI1SK', GSI1SK]) };
}

/** Every application of a creator, newest first (pattern 10): bounded by one creator's activity. */
export async function listCreatorApplications(creatorId: string): Promise<ApplicationRecord[]> {
  return (await queryAll({ ...ofCreator(creatorId), ScanIndexForward: false })).map(applicationFromItem);
}

/** All of a creator's applications, bounded by their own activity, with only the attributes the dashboard needs. */
export async function listCreatorApplicationFigures(creatorId: string): Promise<ApplicationFigures[]> {
  const items = await queryAll({ ...ofCreator(creatorId), ...projection(attributesOf(FIGURES_SHAPE)) });
  return items.map((item) => readItem('application', FIGURES_SHAPE, item));
}

const STATUS_SHAPE = pickShape(APPLICATION_SHAPE, ['campaignId', 'status']);

/**
 * The statuses of one creator's applications to the given campaigns, by campaign id (a campaign without one is left
 * out): one BatchGetItem of the application keys, so its cost depends on the page asked for, not on the creator's
 * history.
 */
export async function getApplicationStatuses(creatorId: string, campaignIds: readonly string[]): Promise<Map<string, ApplicationStatus>> {
  if (campaignIds.length === 0) return new Map();
  const items = await batchGet(
    campaignIds.map((campaignId) => applicationKey(campaignId, creatorId)),
    attributesOf(STATUS_SHAPE),
  );
  return new Map(items.map((item) => readItem('application', STATUS_SHAPE, item)).map(({ campaignId, status }) => [campaignId, status]));
}
