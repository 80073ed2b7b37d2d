import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../shared/domain/user';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError } from '../core/errors';
import { counterKey, emailGuardKey, INDEX, normalizeEmail, roleCounterName, userByEmailIndexKey, userKey, usersByRoleIndexKey } from './keys';

/** Repository of user profile records. */

const ATTRIBUTES_OF_USER = ['id', 'role', 'email', 'fullName', 'country', 'avatar', 'profileCompleted', 'activeCampaignsCount', 'status', 'createdAt'] as const;

function toUser(item: Record<string, unknown>): User {
  return Object.fromEntries(ATTRIBUTES_OF_USER.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as unknown as User;
}

export async function getUserById(userId: string): Promise<User | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: userKey(userId) }));
  return Item ? toUser(Item) : undefined;
}

export async function getUserByEmail(email: string): Promise<User | undefined> {
  const { GSI1PK, GSI1SK } = userByEmailIndexKey(email);
  const { Items } = await dynamoClient().send(
    new QueryCommand({
      TableName: config().tableName,
      IndexName: INDEX.byEmail,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': GSI1PK, ':sk': GSI1SK },
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? toUser(item) : undefined;
}

/**
 * Creates a profile in one transaction: the record only if this user has none, the e-mail guard only if
 * no other user holds the e-mail, and the role's counter. Either all of it is written or none.
 */
export async function createUser(user: User): Promise<void> {
  const { tableName } = config();
  const email = normalizeEmail(user.email);
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: { ...userKey(user.id), ...userByEmailIndexKey(email), ...usersByRoleIndexKey(user.role, user.createdAt, user.id), ...user, email },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...emailGuardKey(email), userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: counterKey(roleCounterName(user.role)),
              UpdateExpression: 'ADD #count :one',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError('ACCOUNT_EXISTS');
    throw error;
  }
}
