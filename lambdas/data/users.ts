import { LANGUAGES } from '../../shared/domain/language';
import type { NoticePreferences } from '../../shared/domain/notifications';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../shared/domain/constants';
import type { User } from '../../shared/domain/user';
import { normalizeEmail } from '../../shared/validation/email';
import { dynamoClient } from '../core/clients';
import { ConflictError, NotFoundError } from '../core/errors';
import { eventPut, newEvent } from './events';
import { attributesOf, count, flag, map, oneOf, optional, pickShape, readItem, text, type Item, type Shape } from './item';
import { CONNECTION_PREFIX, counterKey, emailGuardKey, INDEX, NOTIFICATION_PREFIX, roleCounterName, userByEmailIndexKey, userKey, usersByRoleIndexKey } from './keys';
import { batchDelete, batchGet, beginsWith, getItem, queryAll, queryUpTo, tableName } from './table';

/** Repository of user profile records (the `PROFILE` item), with their e-mail guard and the role counters. */

const USER_SHAPE: Shape<User> = {
  id: text,
  role: oneOf(ROLES),
  email: text,
  fullName: text,
  country: optional(text),
  avatar: optional(text),
  profileCompleted: flag,
  activeCampaignsCount: count,
  status: oneOf(USER_STATUSES),
  createdAt: text,
  agreedToTermsAt: optional(text),
  language: optional(oneOf(LANGUAGES)),
  noticePreferences: optional(map<NoticePreferences>()),
};

export function userFromItem(item: Item): User {
  return readItem('user', USER_SHAPE, item);
}

/** The item of a new user: the record under its keys, listed by e-mail and by role. */
export function userToItem(user: User): Item {
  const email = normalizeEmail(user.email);
  return { ...userKey(user.id), ...userByEmailIndexKey(email), ...usersByRoleIndexKey(user.role, user.createdAt, user.id), ...user, email };
}

/** `consistent` for a read that must see the caller's own write just before it (e.g. completing a profile). */
export async function getUserById(userId: string, consistent = false): Promise<User | undefined> {
  const item = await getItem(userKey(userId), { consistent });
  return item && userFromItem(item);
}

export async function getUserByEmail(email: string): Promise<User | undefined> {
  const { GSI1PK, GSI1SK } = userByEmailIndexKey(email);
  const [item] = await queryUpTo(
    { IndexName: INDEX.byEmail, KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk', ExpressionAttributeValues: { ':pk': GSI1PK, ':sk': GSI1SK } },
    1,
  );
  return item && userFromItem(item);
}

/**
 * Creates a profile in one transaction: the record only if this user has none, the e-mail guard only if
 * no other user holds the e-mail, and the role's counter. Either all of it is written or none.
 */
export async function createUser(user: User): Promise<void> {
  const table = tableName();
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: userToItem(user),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: table,
              Item: { ...emailGuardKey(user.email), userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: table,
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
export type ProfileChanges = Partial<Pick<User, 'fullName' | 'country' | 'language' | 'noticePreferences'>>;

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
    const { Attributes } = await dynamoClient().send(new UpdateCommand({ ...update, TableName: tableName(), ReturnValues: 'ALL_NEW' }));
    if (!Attributes) throw new Error('UpdateItem with ReturnValues ALL_NEW returned no attributes');
    return userFromItem(Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new NotFoundError();
    throw error;
  }
}

/**
 * Deletes a profile, its e-mail guard and its place in the role's counter in one transaction, with the
 * `account.deleted` event that clears the rest of the user's partition. It only
 * succeeds while the record is as `user` says for what decided the deletion was allowed
 * (`activeCampaignsCount`), so work that started meanwhile makes it a 409 instead of a lost counterpart.
 */
export async function deleteUserRecords(user: User): Promise<void> {
  const table = tableName();
  try {
    await dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: table,
              Key: userKey(user.id),
              ConditionExpression: 'attribute_exists(PK) AND activeCampaignsCount = :seen',
              ExpressionAttributeValues: { ':seen': user.activeCampaignsCount },
            },
          },
          {
            Delete: {
              TableName: table,
              Key: emailGuardKey(user.email),
              ConditionExpression: 'userId = :userId',
              ExpressionAttributeValues: { ':userId': user.id },
            },
          },
          {
            Update: {
              TableName: table,
              Key: counterKey(roleCounterName(user.role)),
              UpdateExpression: 'ADD #count :minusOne',
              ExpressionAttributeNames: { '#count': 'count' },
              ExpressionAttributeValues: { ':minusOne': -1 },
            },
          },
          // Its consumer deletes the notifications and connections kept in the user's partition.
          eventPut(newEvent('account.deleted', { userId: user.id })),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError();
    throw error;
  }
}

/**
 * Deletes what a deleted account's partition still keeps only for its user: notifications and live connections
 * (everything else of the account is deleted, or kept on purpose, by the deletion itself). Safe to repeat.
 */
export async function deleteAccountLeftovers(userId: string): Promise<void> {
  for (const prefix of [NOTIFICATION_PREFIX, CONNECTION_PREFIX]) {
    const items = await queryAll({ ...beginsWith(['PK', userKey(userId).PK], ['SK', prefix]), ProjectionExpression: 'PK, SK' });
    await batchDelete(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
  }
}

/** What a company sees of an applicant's user record. */
export type ApplicantUser = Pick<User, 'id' | 'fullName' | 'avatar' | 'status' | 'activeCampaignsCount'>;
const APPLICANT_USER_SHAPE = pickShape(USER_SHAPE, ['id', 'fullName', 'avatar', 'status', 'activeCampaignsCount']);

/** The users' records, by id; an id whose record is gone is left out. */
export async function getApplicantUsers(userIds: readonly string[]): Promise<Map<string, ApplicantUser>> {
  const items = await batchGet(userIds.map(userKey), attributesOf(APPLICANT_USER_SHAPE));
  const users = items.map((item) => readItem('user', APPLICANT_USER_SHAPE, item));
  return new Map(users.map((user) => [user.id, user]));
}
