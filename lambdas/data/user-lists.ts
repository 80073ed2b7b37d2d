import { ADMIN_USER_ROW_FIELDS, type AdminUserRow } from '../../shared/domain/admin-users';
import type { Role } from '../../shared/domain/constants';
import { attributesOf, pickShape, readItem, type Item, type Shape } from './item';
import { prefixRange } from './key-range';
import { counterKey, INDEX, roleCounterName, userKey, usersByRoleIndexPartition, userSearchIndexKey, userSearchPrefix, type UserSearchField } from './keys';
import type { USER_SEARCH_INDEX_ATTRIBUTES } from './table-definition';
import { batchGet, projection, queryAll, queryPage, queryUpTo, readCount, tableName } from './table';
import { cancellationCodes, transactWrite } from './transactions';
import { nameEntryWrites, USER_SHAPE, userFromItem } from './users';

/** The admins' users list (docs/data-model.md, patterns 4-4c): counts, pages in three orders, and the search entries. */

// The admins' users list (docs/data-model.md, patterns 4-4c).

const USER_ROW_SHAPE: Shape<AdminUserRow> = pickShape(USER_SHAPE, ADMIN_USER_ROW_FIELDS);
/** The users search index copies what a row reads: a field added to the row without it fails to compile here. */
const USER_ROW_ATTRIBUTES: readonly (typeof USER_SEARCH_INDEX_ATTRIBUTES)[number][] = attributesOf(USER_ROW_SHAPE);

export type SortOrder = 'ASC' | 'DESC';

function userRowFromItem(item: Item): AdminUserRow {
  return readItem('user', USER_ROW_SHAPE, item);
}

/** How many users of `role` there are: the counter kept by sign-up and deletion (pattern 4). */
export async function countUsers(role: Role): Promise<number> {
  return Math.max(0, await readCount(counterKey(roleCounterName(role))));
}

/** Page `page` of a role's users by creation time (pattern 4): the by-role index, read up to the page's end. */
export async function listUsersByCreation(role: Role, order: SortOrder, page: number, pageSize: number): Promise<AdminUserRow[]> {
  const { GSI2PK } = usersByRoleIndexPartition(role);
  const { ProjectionExpression, ExpressionAttributeNames } = projection(USER_ROW_ATTRIBUTES);
  const items = await queryPage(
    {
      IndexName: INDEX.byRole,
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI2PK },
      ScanIndexForward: order === 'ASC',
      ProjectionExpression,
      ExpressionAttributeNames,
    },
    page,
    pageSize,
  );
  return items.map(userRowFromItem);
}

/** Page `page` of a role's users in e-mail order (pattern 4a): the profiles' own entries in the users search index. */
export async function listUsersByEmail(role: Role, order: SortOrder, page: number, pageSize: number): Promise<AdminUserRow[]> {
  const items = await queryPage({ ...searchEntries(role, 'email', ''), ScanIndexForward: order === 'ASC' }, page, pageSize);
  return items.map(userRowFromItem);
}

/** Page `page` of a role's users in name order (pattern 4b): the whole-name entries, then their rows by key. */
export async function listUsersByName(role: Role, order: SortOrder, page: number, pageSize: number): Promise<AdminUserRow[]> {
  const items = await queryPage({ ...searchEntries(role, 'name', ''), ScanIndexForward: order === 'ASC', ProjectionExpression: 'userId' }, page, pageSize);
  return getUserRows(items.map((item) => String(item.userId)));
}

/** An entry of the users search index that matched: its sort key after `<field>:` (the text, `#`, the user's id). */
export interface UserSearchEntry {
  key: string;
  userId: string;
}

/**
 * The first `limit` entries of `field` in a role's users search whose text starts with `prefix` (pattern 4c), in the
 * index's order: a Query of the prefix's key range, however many users there are.
 */
export async function findUserSearchEntries(role: Role, field: UserSearchField, prefix: string, limit: number): Promise<UserSearchEntry[]> {
  const items = await queryUpTo({ ...searchEntries(role, field, prefix), ...projection(['GSI4SK', 'id', 'userId']) }, limit);
  return items.map((item) => ({ key: String(item.GSI4SK).slice(field.length + 1), userId: String(item.userId ?? item.id) }));
}

/** The entries of `field` that start with `prefix`: a key range written as a BETWEEN (key-range.ts says why). */
function searchEntries(role: Role, field: UserSearchField, prefix: string) {
  const { GSI4PK, GSI4SK } = userSearchPrefix(role, field, prefix);
  return { IndexName: INDEX.userSearch, ...prefixRange(['GSI4PK', GSI4PK], ['GSI4SK', GSI4SK]) };
}

/** The rows of these users, in this order; a user deleted meanwhile is left out. */
export async function getUserRows(userIds: readonly string[]): Promise<AdminUserRow[]> {
  if (!userIds.length) return [];
  const rows = new Map((await batchGet(userIds.map(userKey), USER_ROW_ATTRIBUTES)).map((item) => [String(item.id), userRowFromItem(item)]));
  return userIds.flatMap((id) => rows.get(id) ?? []);
}

/**
 * Gives the profiles of `role` written before the users search index existed their entries: the profile's `email:`
 * keys and its name entries, each user in one transaction on condition that the name and e-mail are still the ones
 * read (a change meanwhile wrote its own entries). Answers how many it completed; safe to repeat.
 */
export async function addMissingSearchEntries(role: Role): Promise<number> {
  const { GSI2PK } = usersByRoleIndexPartition(role);
  const items = await queryAll({ IndexName: INDEX.byRole, KeyConditionExpression: 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': GSI2PK } });
  let completed = 0;
  for (const item of items.filter((candidate) => candidate.GSI4PK === undefined)) {
    const user = userFromItem(item);
    const { GSI4PK, GSI4SK } = userSearchIndexKey(role, 'email', user.email, user.id);
    try {
      await transactWrite([
        {
          Update: {
            TableName: tableName(),
            Key: userKey(user.id),
            UpdateExpression: 'SET GSI4PK = :pk, GSI4SK = :sk',
            ConditionExpression: 'attribute_not_exists(GSI4PK) AND fullName = :name AND email = :email',
            ExpressionAttributeValues: { ':pk': GSI4PK, ':sk': GSI4SK, ':name': user.fullName, ':email': user.email },
          },
        },
        ...nameEntryWrites(role, user.id, user.fullName),
      ]);
      completed += 1;
    } catch (error) {
      if (!cancellationCodes(error).includes('ConditionalCheckFailed')) throw error;
    }
  }
  return completed;
}
