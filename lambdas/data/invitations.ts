import type { DomainEvent } from '../../shared/domain/events';
import { INVITATION_STATUSES, MAX_INVITATIONS_PER_CAMPAIGN, type InvitationStatus } from '../../shared/domain/invitations';
import { eventPut } from './events';
import { oneOf, optional, readItem, text, type Shape } from './item';
import { applicationKey, campaignKey, creatorInvitationsIndexKey, favouriteKey, INDEX, INVITATION_PREFIX, invitationKey, userKey } from './keys';
import { beginsWith, getItem, queryAll, queryPages, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of invitations (docs/data-model.md, pattern F2): `CAMPAIGN#<campaignId>` / `INVITATION#<creatorId>`,
 * in the creator's partition of GSI1 as `INVITATION#<invitedAt>#<campaignId>`, so the campaign's company lists its
 * invitations and the creator hers, each with one query. The campaign counts its invitations (`invitationsCount`).
 */

export interface InvitationRecord {
  campaignId: string;
  creatorId: string;
  companyId: string;
  status: InvitationStatus;
  invitedAt: string;
  /** When the creator applied or declined. */
  answeredAt?: string;
}

const INVITATION_SHAPE: Shape<InvitationRecord> = {
  campaignId: text,
  creatorId: text,
  companyId: text,
  status: oneOf(INVITATION_STATUSES),
  invitedAt: text,
  answeredAt: optional(text),
};

/** Why an invitation was not written, in the order of the transaction's conditions. */
export type InviteRefusal = 'invited' | 'campaign' | 'not-favourite' | 'applied' | 'not-a-creator' | 'conflict';

/**
 * Invites a creator once, in one transaction with its event: the invitation is put (not there yet), the campaign
 * counts it while it is open, the company's own and below the limit, the creator is among the company's favourites,
 * has not applied, and is an active creator. Answers which condition refused it.
 */
export async function putInvitation(record: InvitationRecord, event: DomainEvent<'invitation.sent'>): Promise<InviteRefusal | undefined> {
  const table = tableName();
  const { campaignId, creatorId, companyId, invitedAt } = record;
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: { ...invitationKey(campaignId, creatorId), ...creatorInvitationsIndexKey(creatorId, invitedAt, campaignId), ...record },
          ConditionExpression: 'attribute_not_exists(SK)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: campaignKey(campaignId),
          UpdateExpression: 'ADD invitationsCount :one',
          ConditionExpression: '#status = :open AND companyId = :company AND (attribute_not_exists(invitationsCount) OR invitationsCount < :max)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':open': 'open', ':company': companyId, ':max': MAX_INVITATIONS_PER_CAMPAIGN },
        },
      },
      { ConditionCheck: { TableName: table, Key: favouriteKey(companyId, creatorId), ConditionExpression: 'attribute_exists(SK)' } },
      { ConditionCheck: { TableName: table, Key: applicationKey(campaignId, creatorId), ConditionExpression: 'attribute_not_exists(SK)' } },
      {
        ConditionCheck: {
          TableName: table,
          Key: userKey(creatorId),
          ConditionExpression: '#role = :creator AND #status = :active',
          ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
          ExpressionAttributeValues: { ':creator': 'creator', ':active': 'Active' },
        },
      },
      eventPut(event),
    ]);
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes.length) throw error;
    const reasons: InviteRefusal[] = ['invited', 'campaign', 'not-favourite', 'applied', 'not-a-creator'];
    // Cancelled by no condition (a conflict with other writes that outlasted the SDK's retries): nothing was written.
    return reasons[codes.findIndex((code) => code === 'ConditionalCheckFailed')] ?? 'conflict';
  }
}

export async function getInvitation(campaignId: string, creatorId: string, consistent = false): Promise<InvitationRecord | undefined> {
  const item = await getItem(invitationKey(campaignId, creatorId), { consistent });
  return item && readItem('invitation', INVITATION_SHAPE, item);
}

/** Every invitation of a campaign (at most MAX_INVITATIONS_PER_CAMPAIGN: its count's condition). */
export async function listCampaignInvitations(campaignId: string): Promise<InvitationRecord[]> {
  const items = await queryAll(beginsWith(['PK', invitationKey(campaignId, '').PK], ['SK', INVITATION_PREFIX]));
  return items.map((item) => readItem('invitation', INVITATION_SHAPE, item));
}

/**
 * A creator's pending invitations, the latest first, a hundred read at a time (those of campaigns no longer open
 * included: the caller drops them, and stops reading once it has found enough).
 */
export async function* pendingInvitationPages(creatorId: string): AsyncGenerator<InvitationRecord[]> {
  const { GSI1PK } = creatorInvitationsIndexKey(creatorId, '', '');
  const key = beginsWith(['GSI1PK', GSI1PK], ['GSI1SK', INVITATION_PREFIX]);
  const pages = queryPages({
    IndexName: INDEX.creatorInvitations,
    ...key,
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ...key.ExpressionAttributeValues, ':pending': 'pending' },
    ScanIndexForward: false,
    Limit: 100,
  });
  for await (const items of pages) yield items.map((item) => readItem('invitation', INVITATION_SHAPE, item));
}

/** The apply transaction's item for a creator read as not invited: she still is not (an invitation meanwhile cancels it). */
export function stillNotInvited(campaignId: string, creatorId: string): TransactItem {
  return { ConditionCheck: { TableName: tableName(), Key: invitationKey(campaignId, creatorId), ConditionExpression: 'attribute_not_exists(SK)' } };
}

/** Marks a pending invitation declined, with its event (the company is told); false when it was answered already. */
export async function declineInvitation(campaignId: string, creatorId: string, answeredAt: string, event: DomainEvent<'invitation.declined'>): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: invitationKey(campaignId, creatorId),
          UpdateExpression: 'SET #status = :declined, answeredAt = :at',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':declined': 'declined', ':pending': 'pending', ':at': answeredAt },
        },
      },
      eventPut(event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/**
 * The apply transaction's item for an invited creator: her invitation is answered by the application (whether she
 * declined it first or not), so it leaves her open invitations and the company sees she applied.
 */
export function invitationAnswered(campaignId: string, creatorId: string, appliedAt: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: invitationKey(campaignId, creatorId),
      UpdateExpression: 'SET #status = :applied, answeredAt = :at',
      ConditionExpression: 'attribute_exists(SK)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':applied': 'applied', ':at': appliedAt },
    },
  };
}
