import { isLanguage, LANGUAGES, type Language } from '../../shared/domain/language';
import type { NoticePreferences } from '../../shared/domain/notifications';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ROLES, USER_STATUSES, type Role, type UserStatus } from '../../shared/domain/constants';
import { NAME_SEARCH_ENTRIES, nameSearchTexts } from '../../shared/domain/search-text';
import type { MailBlock, User } from '../../shared/domain/user';
import { normalizeEmail } from '../../shared/validation/email';
import { dynamoClient } from '../core/clients';
import { ConflictError, NotFoundError } from '../core/errors';
import { leaveAllChannels } from './chat-channels';
import { eventPut, newEvent } from './events';
import { attributesOf, count, flag, map, oneOf, optional, pickShape, readItem, text, type Item, type Shape } from './item';
import { CONNECTION_PREFIX, counterKey, emailGuardKey, FAVOURITE_PREFIX, favouriteCountKey, INDEX, NOTIFICATION_PREFIX, roleCounterName, userByEmailIndexKey, userKey, userNameEntryKey, usersByRoleIndexKey, userSearchIndexKey } from './keys';
import { batchDelete, batchGet, beginsWith, getItem, queryAll, queryUpTo, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';
/** Repository of user profile records (the `PROFILE` item), with their e-mail guard and the role counters. */

export const USER_SHAPE: Shape<User> = {
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
  mailBlocked: optional(map<MailBlock>()),
};

export function userFromItem(item: Item): User {
  return readItem('user', USER_SHAPE, item);
}

/** The item of a new user: the record under its keys, listed by e-mail, by role, and in its role's users search by e-mail. */
export function userToItem(user: User): Item {
  const email = normalizeEmail(user.email);
  return {
    ...userKey(user.id),
    ...userByEmailIndexKey(email),
    ...usersByRoleIndexKey(user.role, user.createdAt, user.id),
    ...userSearchIndexKey(user.role, 'email', email, user.id),
    ...user,
    email,
  };
}

/**
 * A user's name entries in the users search index (patterns 4b, 4c): slot 0 holds the whole normalised name (`name:`,
 * also the list's order by name), the next slots what follows each later word start (`word:`). Each carries the
 * `userId` of its profile, and nothing else of it.
 */
export function nameEntryItems(role: Role, userId: string, fullName: string): Item[] {
  return nameSearchTexts(fullName).map((searchText, slot) => ({
    ...userNameEntryKey(userId, slot),
    ...userSearchIndexKey(role, slot === 0 ? 'name' : 'word', searchText, userId),
    userId,
  }));
}

/**
 * The transaction items that make a user's name entries those of `fullName`, written with the change of the name
 * itself (patterns 3a, 23, 24): a Put for each entry, a Delete for each slot left over. Numbered slots make it one
 * write without reading the old name, and two renames racing leave the entries of the one that wrote last.
 */
export function nameEntryWrites(role: Role, userId: string, fullName: string): TransactItem[] {
  const table = tableName();
  const items = nameEntryItems(role, userId, fullName);
  return Array.from({ length: NAME_SEARCH_ENTRIES }, (_, slot): TransactItem => {
    const item = items[slot];
    return item ? { Put: { TableName: table, Item: item } } : { Delete: { TableName: table, Key: userNameEntryKey(userId, slot) } };
  });
}

/** Every name entry slot of a user, for a transaction that deletes the account (pattern 3b). */
function nameEntryDeletes(userId: string): TransactItem[] {
  const table = tableName();
  return Array.from({ length: NAME_SEARCH_ENTRIES }, (_, slot) => ({ Delete: { TableName: table, Key: userNameEntryKey(userId, slot) } }));
}

/** `consistent` for a read that must see the caller's own write just before it (e.g. completing a profile). */
export async function getUserById(userId: string, consistent = false): Promise<User | undefined> {
  const item = await getItem(userKey(userId), { consistent });
  return item && userFromItem(item);
}

/** The language a user chose in the app (their profile), when they chose one: the language their mail speaks. */
export async function getChosenLanguage(userId: string): Promise<Language | undefined> {
  const item = await getItem(userKey(userId), { attributes: ['language'] });
  return isLanguage(item?.language) ? item.language : undefined;
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
          ...nameEntryItems(user.role, user.id, user.fullName).map((Item) => ({ Put: { TableName: table, Item } })),
        ],
      }),
    );
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError('ACCOUNT_EXISTS');
    throw error;
  }
}

/** The fields a user changes on their own record (`PUT /user`), and their ask to be mailed again (`resumeMail`). */
export type ProfileChanges = Partial<Pick<User, 'fullName' | 'country' | 'language' | 'noticePreferences'>> & { resumeMail?: boolean };

/**
 * Updates an existing profile only (never creates one); answers the record as it is after the update. A new name is
 * written in one transaction with the user's name entries (pattern 3a), on condition that the record is still of
 * `user.role`, whose search partition the entries go to.
 */
export async function updateUserProfile(user: { id: string; role?: Role }, changes: ProfileChanges): Promise<User> {
  const { resumeMail, ...fields } = changes;
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (!entries.length && !resumeMail) throw new Error('updateUserProfile needs at least one change');
  const clauses = [entries.length ? `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}` : '', resumeMail ? 'REMOVE mailBlocked' : ''];
  const update = {
    Key: userKey(user.id),
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ConditionExpression: 'attribute_exists(PK)',
    ...(entries.length
      ? {
          ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
        }
      : {}),
  };
  if (changes.fullName === undefined) return updateExisting(update);
  if (!user.role) throw new Error('updateUserProfile needs the role of a user whose name changes');
  try {
    await transactWrite([
      {
        Update: {
          ...update,
          TableName: tableName(),
          ConditionExpression: 'attribute_exists(PK) AND #role = :role',
          ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#role': 'role' },
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':role': user.role },
        },
      },
      ...nameEntryWrites(user.role, user.id, changes.fullName),
    ]);
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') throw new NotFoundError();
    throw error;
  }
  const updated = await getUserById(user.id, true);
  if (!updated) throw new NotFoundError();
  return updated;
}

/**
 * Stops mail to the user holding `email` (SES reported a permanent bounce or a complaint): the first reason stays, so
 * a redelivered or later report changes nothing. Answers whether a user holds the address (the support inbox, an
 * address since changed, hold none).
 */
export async function blockMailTo(email: string, block: MailBlock): Promise<boolean> {
  const user = await getUserByEmail(email);
  if (!user) return false;
  try {
    await dynamoClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(user.id),
        UpdateExpression: 'SET mailBlocked = if_not_exists(mailBlocked, :block)',
        ConditionExpression: 'attribute_exists(PK) AND email = :email',
        ExpressionAttributeValues: { ':block': block, ':email': user.email },
      }),
    );
  } catch (error) {
    // Deleted meanwhile: nobody to stop mailing.
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  return true;
}

/** Sets the status of an existing profile of the given role; a missing profile or another role is a 404. */
/**
 * Sets a creator's or company's status with its domain event (`account.deactivated` or `account.reactivated`, which
 * ends the user's live sessions and mails them) in one transaction, only if it changes: the same status again writes
 * nothing and tells no one. Who changed it and when are kept on the profile.
 */
export async function setUserStatus(userId: string, role: Role, status: UserStatus, changedBy: string): Promise<User> {
  const event = newEvent(status === 'Inactive' ? 'account.deactivated' : 'account.reactivated', { userId });
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: userKey(userId),
          UpdateExpression: 'SET #status = :status, statusChangedAt = :at, statusChangedBy = :by',
          ConditionExpression: 'attribute_exists(PK) AND #role = :role AND #status <> :status',
          ExpressionAttributeNames: { '#status': 'status', '#role': 'role' },
          ExpressionAttributeValues: { ':status': status, ':role': role, ':at': event.occurredAt, ':by': changedBy },
        },
      },
      eventPut(event),
    ]);
  } catch (error) {
    if (cancellationCodes(error)[0] !== 'ConditionalCheckFailed') throw error;
  }
  const user = await getUserById(userId, true);
  if (!user || user.role !== role) throw new NotFoundError();
  return user;
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
    // Through transactWrite: a sign-up counted at the same moment (the role's counter) is a race retried, not a refusal.
    await transactWrite([
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
      // The name entries leave the users search with the profile (its own e-mail entry goes with it).
      ...nameEntryDeletes(user.id),
    ]);
  } catch (error) {
    if (error instanceof TransactionCanceledException) throw new ConflictError();
    throw error;
  }
}

/**
 * Deletes what a deleted account's partition still keeps only for its user: notifications, live connections, a
 * company's favourite creators and their count, and chat memberships (everything else of the account is deleted, or
 * kept on purpose, by the deletion itself). Safe to repeat.
 */
export async function deleteAccountLeftovers(userId: string): Promise<void> {
  for (const prefix of [NOTIFICATION_PREFIX, CONNECTION_PREFIX, FAVOURITE_PREFIX]) {
    const items = await queryAll({ ...beginsWith(['PK', userKey(userId).PK], ['SK', prefix]), ProjectionExpression: 'PK, SK' });
    await batchDelete(items.map((item) => ({ PK: String(item.PK), SK: String(item.SK) })));
  }
  await batchDelete([favouriteCountKey(userId)]);
  // The chat's memberships and unread total (issue 14): the account leaves its channels, which then refuse it.
  await leaveAllChannels(userId);
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
