import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role, UserStatus } from '../../shared/domain/constants';
import type { User } from '../../shared/domain/user';
import { normalizeEmail } from '../../shared/validation/email';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { ConflictError, NotFoundError } from '../core/errors';
import { counterKey, emailGuardKey, INDEX, roleCounterName, userByEmailIndexKey, userKey, usersByRoleIndexKey } from './keys';

/** Repository of user profile records. */

const ATTRIBUTES_OF_USER = [
  'id',
  'role',
  'email',
  'fullName',
  'country',
  'avatar',
  'profileCompleted',
  'activeCampaignsCount',
  'status',
  'createdAt',
  'agreedToTermsAt',
] as const;

function toUser(item: Record<string, unknown>): User {
  return Object.fromEntries(ATTRIBUTES_OF_USER.filter((name) => item[name] !== undefined).map((name) => [name, item[name]])) as unknown as User;
}

/** `consistent` for a read that must see the caller's own write just before it (e.g. completing a profile). */
export async function getUserById(userId: string, consistent = false): Promise<User | undefined> {
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: config().tableName, Key: userKey(userId), ConsistentRead: consistent }));
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

/** The fields a user changes on their own record (`PUT /user`). */
export type ProfileChanges = Partial<Pick<User, 'fullName' | 'country'>>;

/** Updates an existing profile only (never creates one); answers the record as it is after the update. */
export async function updateUserProfile(userId: string, changes: ProfileChanges): Promise<User> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (!entries.length) throw new Error('updateUserProfile needs at least one change');
  return updateExisting({
    Key: userKey(userId),
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
  });
}

/** Sets the status of an existing profile of the given role; a missing profile or another role is a 404. */
export async function setUserStatus(userId: string, role: Role, status: UserStatus): Promise<User> {
  return updateExisting({
    Key: userKey(userId),
    UpdateExpression: 'SET #status = :status',
    ConditionExpression: 'attribute_exists(PK) AND #role = :role',
    ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
    ExpressionAttributeValues: { ':status': status, ':role': role },
  });
}

async function updateExisting(update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues'>): Promise<User> {
  try {
    const { Attributes } = await dynamoClient().send(new UpdateCommand({ ...update, TableName: config().tableName, ReturnValues: 'ALL_NEW' }));
    if (!Attributes) throw new Error('UpdateItem with ReturnValues ALL_NEW returned no attributes');
    return toUser(Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError();
    throw error;
  }
}

/**
 * Deletes a profile, its e-mail guard and its place in the role's counter in one transaction. It only
 * succeeds while the record is as `user` says for what decided the deletion was allowed
 * (`activeCampaignsCount`), so work that started meanwhile makes it a 409 instead of a lost counterpart.
 */
export async function deleteUserRecords(user: User): Promise<void> {
  const { tableName } = config();
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: userKey(user.id),
              ConditionExpression: 'attribute_exists(PK) AND activeCampaignsCount = :seen',
              ExpressionAttributeValues: { ':seen': user.activeCampaignsCount },
            },
          },
          {
            Delete: {
              TableName: tableName,
              Key: emailGuardKey(user.email),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': user.id },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: counterKey(roleCounterName(user.role)),
              UpdateExpression: 'ADD #count :minusOne',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError();
    throw error;
  }
}
