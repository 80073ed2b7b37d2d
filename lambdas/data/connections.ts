import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../core/clients';
import { CONNECTION_PREFIX, connectionIndexKey, connectionKey, INDEX, userKey } from './keys';
import { beginsWith, queryAll, queryUpTo, tableName } from './table';
import { TABLE_TTL_ATTRIBUTE } from './table-definition';

/**
 * Repository of live-channel connections (docs/data-model.md, pattern 21): one item per open WebSocket, in its user's
 * partition, so a push reaches every tab the user has open. API Gateway closes a WebSocket after 2 hours at most; an
 * item whose `$disconnect` never came expires soon after, and a push to it (410 Gone) deletes it at once.
 */

/** API Gateway's longest connection (2 h), and a margin. */
const CONNECTION_LIFETIME_SECONDS = 3 * 3600;

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

/** The ids of the user's open connections. */
export async function connectionsOf(userId: string): Promise<string[]> {
  const items = await queryAll({ ...beginsWith(['PK', userKey(userId).PK], ['SK', CONNECTION_PREFIX]), ProjectionExpression: 'connectionId' });
  return items.map((item) => String(item.connectionId));
}

export async function deleteConnection(userId: string, connectionId: string): Promise<void> {
  await dynamoClient().send(new DeleteCommand({ TableName: tableName(), Key: connectionKey(userId, connectionId) }));
}

/** `$disconnect` knows only the connection's id: its item is found through the index. */
export async function deleteConnectionById(connectionId: string): Promise<void> {
  const [item] = await queryUpTo(
    { IndexName: INDEX.connections, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': connectionIndexKey(connectionId).GSI1PK }, ProjectionExpression: 'userId' },
    1,
  );
  if (item) await deleteConnection(String(item.userId), connectionId);
}
