import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ChannelKind } from '../../shared/domain/chat';
import { dynamoClient } from '../core/clients';
import type { Item } from './item';
import { CHANNEL_PREFIX, channelAuditKey, channelKey, chatUnreadKey, INDEX, membershipKey, campaignChannelsIndexKey, userChannelsIndexKey, userKey } from './keys';
import { batchGet, getItem, queryAll, tableName, type TableKey, type TransactItem } from './table';
import { channelFromItem, membershipFromItem, type ChannelItem, CHANNEL_SHAPE, MEMBERSHIP_SHAPE, type ChannelRecord, type MembershipRecord } from './chat-records';

/**
 * The chat's channels and memberships (docs/data-model.md, patterns 14-14c, 14g): reading them, opening them (with an
 * accept, the back-fill, or a company's word with an applicant), closing one, an admin's read of one, and a deleted
 * account leaving them all.
 */

export async function getChannel(channelId: string, consistent = false): Promise<ChannelRecord | undefined> {
  const item = await getItem(channelKey(channelId), { consistent });
  return item && channelFromItem(item);
}

export async function getChannels(channelIds: readonly string[]): Promise<Map<string, ChannelRecord>> {
  const items = await batchGet(channelIds.map(channelKey), Object.keys(CHANNEL_SHAPE));
  return new Map(items.map(channelFromItem).map((channel) => [channel.channelId, channel]));
}

export async function getMembership(userId: string, channelId: string, consistent = false): Promise<MembershipRecord | undefined> {
  const item = await getItem(membershipKey(userId, channelId), { consistent });
  return item && membershipFromItem(item);
}

/** The memberships of the given users in their channels, by `<userId>#<channelId>`; a missing one is left out. */
export async function getMemberships(pairs: readonly { userId: string; channelId: string }[]): Promise<Map<string, MembershipRecord>> {
  const items = await batchGet(
    pairs.map(({ userId, channelId }) => membershipKey(userId, channelId)),
    Object.keys(MEMBERSHIP_SHAPE),
  );
  return new Map(items.map(membershipFromItem).map((membership) => [`${membership.userId}#${membership.channelId}`, membership]));
}

/** A page of the user's memberships, the latest activity first, after the one at `after` (pattern 14c). */
export async function listMemberships(userId: string, limit: number, after?: { activityAt: string; channelId: string }): Promise<{ memberships: MembershipRecord[]; more: boolean }> {
  const { GSI1PK } = userChannelsIndexKey(userId, '', '');
  const startKey = after ? { ...membershipKey(userId, after.channelId), ...userChannelsIndexKey(userId, after.activityAt, after.channelId) } : undefined;
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.userChannels,
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI1PK },
      ScanIndexForward: false,
      // One more than the page tells whether another page follows (a page of exactly `limit` would otherwise end on an empty one).
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const memberships = Items.map(membershipFromItem);
  return { memberships: memberships.slice(0, limit), more: memberships.length > limit };
}

/** The user's memberships of one campaign's channels (pattern 14d): at most the group and ten direct ones. */
export async function listCampaignMemberships(userId: string, campaignId: string): Promise<MembershipRecord[]> {
  const { GSI2PK } = campaignChannelsIndexKey(userId, campaignId, '');
  const items = await queryAll({ IndexName: INDEX.campaignChannels, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK } });
  return items.map(membershipFromItem);
}

/** The user's unread messages across every channel. */
export async function readTotalUnread(userId: string, consistent = false): Promise<number> {
  const item = await getItem(chatUnreadKey(userId), { consistent, attributes: ['count'] });
  return Math.max(0, typeof item?.count === 'number' ? item.count : 0);
}


// Channels come into being with the accept (pattern 12) and with the back-fill of older accepts; a direct channel may
// open earlier, when the company writes to an applicant before deciding (issue 27).

export interface ChannelOpening {
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  creatorId: string;
  directChannelId: string;
  /** The direct channel was opened before the decision (with the applicant): the accept adds only the group. */
  directChannelOpened?: boolean;
  groupChannelId: string;
  openedAt: string;
}

function membershipItem(userId: string, channel: { channelId: string; kind: ChannelKind; campaignId: string; campaignTitle: string }, at: string): Item {
  const membership: Omit<MembershipRecord, 'countVersion'> = { userId, ...channel, createdAt: at, unread: 0 };
  return {
    ...membershipKey(userId, channel.channelId),
    ...userChannelsIndexKey(userId, at, channel.channelId),
    ...campaignChannelsIndexKey(userId, channel.campaignId, channel.channelId),
    ...membership,
  };
}

/** The direct channel of a company and a creator about a campaign: its facts and both memberships, each only if new. */
export function directChannelItems(opening: Omit<ChannelOpening, 'groupChannelId' | 'directChannelOpened'>): TransactItem[] {
  const table = tableName();
  const { campaignId, campaignTitle, companyId, creatorId, directChannelId, openedAt } = opening;
  const direct = { channelId: directChannelId, kind: 'direct' as const, campaignId, campaignTitle };
  const directChannel: ChannelItem = { ...direct, companyId, creatorId, memberIds: new Set([companyId, creatorId]), createdAt: openedAt, flaggedCount: 0 };
  return [
    { Put: { TableName: table, Item: { ...channelKey(directChannelId), ...directChannel }, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: table, Item: membershipItem(companyId, direct, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: table, Item: membershipItem(creatorId, direct, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
  ];
}

/** Closes a channel for posting (its members still read it): what a decline adds for a channel opened before it. */
export function archiveChannelItem(channelId: string, at: string): TransactItem {
  return { Update: { TableName: tableName(), Key: channelKey(channelId), UpdateExpression: 'SET archivedAt = :at', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':at': at } } };
}

/**
 * What an accept adds to its transaction: the creator's direct channel with the company (unless it was opened
 * before the decision), and the campaign's group channel — made by the first accept, each later one adding its
 * creator to the members — with the creator's membership and the company's (made once, never reset).
 */
export function channelOpeningItems(opening: ChannelOpening): TransactItem[] {
  const table = tableName();
  const { campaignId, campaignTitle, companyId, creatorId, groupChannelId, openedAt } = opening;
  const group = { channelId: groupChannelId, kind: 'group' as const, campaignId, campaignTitle };
  const { PK: _pk, SK: _sk, ...companyGroupMembership } = membershipItem(companyId, group, openedAt);
  const companyGroupNames = Object.keys(companyGroupMembership);
  return [
    ...(opening.directChannelOpened ? [] : directChannelItems(opening)),
    {
      Update: {
        TableName: table,
        Key: channelKey(groupChannelId),
        UpdateExpression:
          'SET channelId = :channel, #kind = :group, campaignId = :campaign, campaignTitle = if_not_exists(campaignTitle, :title), companyId = :company, ' +
          'createdAt = if_not_exists(createdAt, :at), flaggedCount = if_not_exists(flaggedCount, :zero) ADD memberIds :members',
        // The group is the campaign's: an id that names another campaign's channel is never joined.
        ConditionExpression: 'attribute_not_exists(PK) OR (campaignId = :campaign AND #kind = :group)',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: {
          ':channel': groupChannelId,
          ':group': 'group',
          ':campaign': campaignId,
          ':title': campaignTitle,
          ':company': companyId,
          ':at': openedAt,
          ':zero': 0,
          ':members': new Set([companyId, creatorId]),
        },
      },
    },
    { Put: { TableName: table, Item: membershipItem(creatorId, group, openedAt), ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        TableName: table,
        Key: membershipKey(companyId, groupChannelId),
        UpdateExpression: `SET ${companyGroupNames.map((name, i) => `#m${i} = if_not_exists(#m${i}, :m${i})`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(companyGroupNames.map((name, i) => [`#m${i}`, name])),
        ExpressionAttributeValues: Object.fromEntries(companyGroupNames.map((name, i) => [`:m${i}`, companyGroupMembership[name]])),
      },
    },
  ];
}

/**
 * Opens the channels of an accept made before the chat existed (the back-fill), item by item and each only if it is
 * missing, so running it again changes nothing. Answers whether anything was written.
 */
export async function openMissingChannels(opening: ChannelOpening): Promise<boolean> {
  let opened = false;
  for (const item of channelOpeningItems(opening)) {
    try {
      if (item.Put) {
        await dynamoClient().send(new PutCommand(item.Put));
        opened = true;
      } else if (item.Update) {
        // Adding to the group's members and filling the company's membership only where it is missing: repeatable.
        await dynamoClient().send(new UpdateCommand(item.Update));
      }
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return opened;
}


// The admins (pattern 14g).

export interface ChannelAudit {
  channelId: string;
  adminId: string;
  readAt: string;
  /** Why the read was allowed. */
  grounds: 'flagged' | 'compensation';
}

/** Keeps an admin's read of a channel in its partition, never overwritten. */
export async function putChannelAudit(audit: ChannelAudit): Promise<void> {
  await dynamoClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...channelAuditKey(audit.channelId, audit.readAt, audit.adminId), ...audit }, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}


// Account deletion.

/**
 * Takes a deleted account out of its channels: each membership goes (with its marks), the user leaves each channel's
 * members, then their total goes — after the memberships, so no message (which needs the recipient's membership) can
 * bring the total back.
 */
export async function leaveAllChannels(userId: string): Promise<void> {
  const { PK } = userKey(userId);
  const memberships = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': PK, ':prefix': CHANNEL_PREFIX },
    ProjectionExpression: 'PK, SK, channelId',
  });
  for (const membership of memberships) {
    const channelId = String(membership.channelId);
    await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: { PK: String(membership.PK), SK: String(membership.SK) } as TableKey }));
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: channelKey(channelId),
          UpdateExpression: 'DELETE memberIds :user',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':user': new Set([userId]) },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: chatUnreadKey(userId) }));
}
