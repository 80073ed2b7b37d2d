import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../core/clients';
import { CONNECTION_PREFIX, connectionIndexKey, connectionKey, INDEX, userKey } from './keys';
import { beginsWith, queryAll, queryUpTo, tableName } from './table';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * Repository of live-channel connections (docs/data-model.md, pattern 21): one item per open WebSocket, in its user's
 * partition, so a push reaches every tab the user has open. API Gateway closes a WebSocket after 2 hours at most; an
 * item whose `$disconnect` never came expires soon after, and a push to it (410 Gone) deletes it at once. The item
 * also says which chat channel its tab shows (`viewedChannelId`, the chat's `subscribe`): members viewing a channel are
 * not told of its new messages.
 */

/** API Gateway's longest connection (2 h), and a margin. */
const CONNECTION_LIFETIME_SECONDS = 3 * 3600;

export interface OpenConnection {
  connectionId: string;
  /** The chat channel the tab shows, if any. */
  viewedChannelId?: string;
}

export async function putConnection(userId: string, connectionId: string, connectedAt = new Date()): Promise<void> {
  await dynamoClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKey(userId, connectionId),
        ...connectionIndexKey(connectionId),
        userId,
        connectionId,
        connectedAt: connectedAt.toISOString(),
        [TABLE_TTL_ATTRIBUTE]: Math.floor(connectedAt.getTime() / 1000) + CONNECTION_LIFETIME_SECONDS,
      },
    }),
  );
}

/** The user's open connections, with the channel each shows. */
export async function connectionsOf(userId: string): Promise<OpenConnection[]> {
  const items = await queryAll({ ...beginsWith(['PK', userKey(userId).PK], ['SK', CONNECTION_PREFIX]), ProjectionExpression: 'connectionId, viewedChannelId' });
  return items.map((item) => ({ connectionId: String(item.connectionId), ...(typeof item.viewedChannelId === 'string' ? { viewedChannelId: item.viewedChannelId } : {}) }));
}

/** The user a connection belongs to (found through the index), or undefined when its item is gone. */
export async function connectionUser(connectionId: string): Promise<string | undefined> {
  const [item] = await queryUpTo(
    { IndexName: INDEX.connections, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': connectionIndexKey(connectionId).GSI1PK }, ProjectionExpression: 'userId' },
    1,
  );
  return item ? String(item.userId) : undefined;
}

/**
 * Records the chat channel a tab shows (null: none). False when the connection's item is gone (the socket closed, or
 * the account was deleted): nothing is written then.
 */
export async function setViewedChannel(userId: string, connectionId: string, channelId: string | null): Promise<boolean> {
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: connectionKey(userId, connectionId),
        ConditionExpression: 'attribute_exists(PK)',
        ...(channelId === null
          ? { UpdateExpression: 'REMOVE viewedChannelId' }
          : { UpdateExpression: 'SET viewedChannelId = :channelId', ExpressionAttributeValues: { ':channelId': channelId } }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(userId, connectionId) }));
}

/** `$disconnect` knows only the connection's id: its item is found through the index. */
export async function deleteConnectionById(connectionId: string): Promise<void> {
  const userId = await connectionUser(connectionId);
  if (userId) await deleteConnection(userId, connectionId);
}
