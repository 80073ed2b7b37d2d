import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { SetChange, SetMember } from '../../shared/domain/owned-set';
import { dynamoClient } from '../core/clients';
import { attributesOf, count, pickShape, readItem, type Item, type Shape } from './item';
import { beginsWith, getItem, projection, queryAll, queryUpTo, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * A user's versioned owned set (saved cards, bank accounts; docs/data-model.md, pattern 19): one item per member in
 * the user's partition, and the set item, whose `count` and `version` every change updates. A change is planned from
 * a read of the set (shared/domain/owned-set.ts) and committed only if no other change landed meanwhile, so two
 * racing adds cannot pass the limit and the set never ends with two defaults or none.
 *
 * Free functions over a definition rather than an object of methods: a bundle keeps only the ones its code calls (the
 * applications function asks whether a card exists and must not hold a delete it is not granted).
 */

type ItemKey = { PK: string; SK: string };

export interface OwnedSetDefinition<M extends SetMember> {
  /** The member's name in errors about a malformed item ("card"); the set item's is this plus " set". */
  entity: string;
  shape: Shape<M>;
  /** With an empty member id, the sort-key prefix of all of a user's members. */
  memberKey: (userId: string, memberId: string) => ItemKey;
  setKey: (userId: string) => ItemKey;
}

export interface OwnedSet<M extends SetMember> {
  members: M[];
  /** 0 before the user's first member. */
  version: number;
}

/** The set item: how many members, and the version every change checks and bumps. */
interface SetItem {
  count: number;
  version: number;
}

const SET_SHAPE: Shape<SetItem> = { count, version: count };

export function ownedMemberFromItem<M extends SetMember>({ entity, shape }: OwnedSetDefinition<M>, item: Item): M {
  return readItem(entity, shape, item);
}

export function ownedMemberToItem<M extends SetMember>({ memberKey }: OwnedSetDefinition<M>, userId: string, member: M): Item {
  // why: a member is a record of plain attributes (its shape's), which an item holds beside its keys.
  return { ...memberKey(userId, member.id), ...(member as unknown as Item) };
}

/** The partition and sort-key prefix of a user's members. */
function membersOf<M extends SetMember>({ memberKey }: OwnedSetDefinition<M>, userId: string) {
  const { PK, SK } = memberKey(userId, '');
  return beginsWith(['PK', PK], ['SK', SK]);
}

/** Strongly consistent: the set a change is planned from. The version is read first, so a change that lands between the two reads fails the commit's version check. */
export async function readOwnedSet<M extends SetMember>(definition: OwnedSetDefinition<M>, userId: string): Promise<OwnedSet<M>> {
  const setItem = await getItem(definition.setKey(userId), { consistent: true });
  const version = setItem ? readItem(`${definition.entity} set`, SET_SHAPE, setItem).version : 0;
  const items = await queryAll({ ...membersOf(definition, userId), ConsistentRead: true });
  return { members: items.map((item) => ownedMemberFromItem(definition, item)), version };
}

/** Whether the user has at least one member: one item of the prefix is enough. */
export async function hasOwnedMember<M extends SetMember>(definition: OwnedSetDefinition<M>, userId: string): Promise<boolean> {
  const items = await queryUpTo({ ...membersOf(definition, userId), ProjectionExpression: 'SK' }, 1);
  return items.length > 0;
}

/** Commits a change planned from the set at `version`; false when another change landed first (read again and re-plan). */
export async function commitOwnedSetChange<M extends SetMember>(definition: OwnedSetDefinition<M>, userId: string, version: number, change: SetChange<M>): Promise<boolean> {
  const { memberKey, setKey } = definition;
  const table = tableName();
  const items: TransactItem[] = [];
  if (change.add) {
    items.push({ Put: { TableName: table, Item: ownedMemberToItem(definition, userId, change.add), ConditionExpression: 'attribute_not_exists(PK)' } });
  }
  if (change.remove) {
    items.push({ Delete: { TableName: table, Key: memberKey(userId, change.remove), ConditionExpression: 'attribute_exists(PK)' } });
  }
  for (const [memberId, isDefault] of Object.entries(change.defaults ?? {})) {
    items.push({
      Update: {
        TableName: table,
        Key: memberKey(userId, memberId),
        UpdateExpression: 'SET isDefault = :isDefault',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':isDefault': isDefault },
      },
    });
  }
  const countDelta = (change.add ? 1 : 0) - (change.remove ? 1 : 0);
  items.push({
    Update: {
      TableName: table,
      Key: setKey(userId),
      UpdateExpression: 'SET #version = :next ADD #count :delta',
      ConditionExpression: version === 0 ? 'attribute_not_exists(PK)' : '#version = :version',
      ExpressionAttributeNames: { '#version': 'version', '#count': 'count' },
      ExpressionAttributeValues: { ':next': version + 1, ':delta': countDelta, ...(version === 0 ? {} : { ':version': version }) },
    },
  });
  try {
    await transactWrite(items);
    return true;
  } catch (error) {
    // A failed condition or a collision that outlasted the retries: either way, read again and re-plan.
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

/** Removes every member and the set item of a deleted account; what is already gone is skipped, so a retry completes. */
export async function deleteOwnedSet<M extends SetMember>(definition: OwnedSetDefinition<M>, userId: string): Promise<void> {
  const { entity, shape, memberKey, setKey } = definition;
  const table = tableName();
  const idShape = pickShape(shape, ['id']);
  const members = (await queryAll({ ...membersOf(definition, userId), ConsistentRead: true, ...projection(attributesOf(idShape)) })).map((item) => readItem(entity, idShape, item));
  await Promise.all(
    [...members.map((member) => memberKey(userId, member.id)), setKey(userId)].map((Key) => dynamoClient().send(new DeleteCommand({ TableName: table, Key }))),
  );
}
