import { DeleteCommand, GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CardView } from '../../shared/domain/payment';
import { dynamoClient } from '../core/clients';
import { config } from '../core/config';
import { cardKey, cardSetKey } from './keys';
import { cancellationCodes, transactWrite } from './transactions';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * Repository of saved cards: one item per card (the provider's token and what the owner recognises it by, never
 * its number), and the user's card set item, whose `version` every change checks and bumps. A change is planned
 * from a read of the set and committed only if no other change landed meanwhile, so two racing adds cannot pass
 * the limit and the set never ends with two defaults or none.
 */

export interface CardRecord extends CardView {
  /** The provider's token: what a payment with this card would be charged through. */
  token: string;
}

export interface CardSet {
  cards: CardRecord[];
  /** 0 before the user's first card. */
  version: number;
}

const ATTRIBUTES_OF_CARD = ['id', 'token', 'brand', 'last4', 'holderName', 'expiryMonth', 'expiryYear', 'isDefault', 'createdAt'] as const satisfies readonly (keyof CardRecord)[];

function toRecord(item: Record<string, unknown>): CardRecord {
  return Object.fromEntries(ATTRIBUTES_OF_CARD.map((name) => [name, item[name]])) as unknown as CardRecord;
}

/** The version is read first: a change that lands between the two reads then fails the commit's version check. */
export async function readCardSet(userId: string): Promise<CardSet> {
  const { tableName } = config();
  const { Item } = await dynamoClient().send(new GetCommand({ TableName: tableName, Key: cardSetKey(userId), ConsistentRead: true }));
  const { PK, SK } = cardKey(userId, '');
  const { Items = [] } = await dynamoClient().send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': PK, ':prefix': SK },
      ConsistentRead: true,
    }),
  );
  return { cards: Items.map(toRecord), version: typeof Item?.version === 'number' ? Item.version : 0 };
}

export interface CardChange {
  add?: CardRecord;
  remove?: string;
  /** Card id to its new `isDefault`; never the removed card. */
  defaults?: Record<string, boolean>;
}

/** Commits a change planned from the set at `version`; false when another change landed first (read again and re-plan). */
export async function commitCardChange(userId: string, version: number, change: CardChange): Promise<boolean> {
  const { tableName } = config();
  const items: TransactItem[] = [];
  if (change.add) {
    items.push({ Put: { TableName: tableName, Item: { ...cardKey(userId, change.add.id), ...change.add }, ConditionExpression: 'attribute_not_exists(PK)' } });
  }
  if (change.remove) {
    items.push({ Delete: { TableName: tableName, Key: cardKey(userId, change.remove), ConditionExpression: 'attribute_exists(PK)' } });
  }
  for (const [cardId, isDefault] of Object.entries(change.defaults ?? {})) {
    items.push({
      Update: {
        TableName: tableName,
        Key: cardKey(userId, cardId),
        UpdateExpression: 'SET isDefault = :isDefault',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':isDefault': isDefault },
      },
    });
  }
  const countDelta = (change.add ? 1 : 0) - (change.remove ? 1 : 0);
  items.push({
    Update: {
      TableName: tableName,
      Key: cardSetKey(userId),
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

/** Removes every saved card and the card set of a deleted account; what is already gone is skipped, so a retry completes. */
export async function deleteAllCards(userId: string): Promise<void> {
  const { tableName } = config();
  const { cards } = await readCardSet(userId);
  await Promise.all(
    [...cards.map((card) => cardKey(userId, card.id)), cardSetKey(userId)].map((Key) => dynamoClient().send(new DeleteCommand({ TableName: tableName, Key }))),
  );
}
