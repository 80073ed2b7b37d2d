import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { CARD_BRANDS, type CardView } from '../../shared/domain/payment';
import { dynamoClient } from '../core/clients';
import { attributesOf, count, flag, oneOf, pickShape, readItem, text, type Item, type Shape } from './item';
import { cardKey, cardSetKey } from './keys';
import { beginsWith, getItem, projection, queryAll, queryUpTo, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

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

const CARD_SHAPE: Shape<CardRecord> = {
  id: text,
  token: text,
  brand: oneOf(CARD_BRANDS),
  last4: text,
  holderName: text,
  expiryMonth: count,
  expiryYear: count,
  isDefault: flag,
  createdAt: text,
};

export function cardFromItem(item: Item): CardRecord {
  return readItem('card', CARD_SHAPE, item);
}

export function cardToItem(userId: string, card: CardRecord): Item {
  return { ...cardKey(userId, card.id), ...card };
}

/** The user's card set item: how many cards, and the version every change checks and bumps. */
interface CardSetItem {
  count: number;
  version: number;
}

const CARD_SET_SHAPE: Shape<CardSetItem> = { count, version: count };

/** The version of the user's card set; 0 before their first card. */
function cardSetVersionOf(item: Item | undefined): number {
  return item ? readItem('card set', CARD_SET_SHAPE, item).version : 0;
}

/** The partition and sort-key prefix of a user's cards. */
function cardsOf(userId: string) {
  const { PK, SK } = cardKey(userId, '');
  return beginsWith(['PK', PK], ['SK', SK]);
}

/** The version is read first: a change that lands between the two reads then fails the commit's version check. */
export async function readCardSet(userId: string): Promise<CardSet> {
  const version = cardSetVersionOf(await getItem(cardSetKey(userId), { consistent: true }));
  const items = await queryAll({ ...cardsOf(userId), ConsistentRead: true });
  return { cards: items.map(cardFromItem), version };
}

/** Whether the user has saved at least one payment card (the apply rule): one item of the card prefix is enough. */
export async function hasPaymentCard(userId: string): Promise<boolean> {
  const items = await queryUpTo({ ...cardsOf(userId), ProjectionExpression: 'SK' }, 1);
  return items.length > 0;
}

export interface CardChange {
  add?: CardRecord;
  remove?: string;
  /** Card id to its new `isDefault`; never the removed card. */
  defaults?: Record<string, boolean>;
}

/** Commits a change planned from the set at `version`; false when another change landed first (read again and re-plan). */
export async function commitCardChange(userId: string, version: number, change: CardChange): Promise<boolean> {
  const table = tableName();
  const items: TransactItem[] = [];
  if (change.add) {
    items.push({ Put: { TableName: table, Item: cardToItem(userId, change.add), ConditionExpression: 'attribute_not_exists(PK)' } });
  }
  if (change.remove) {
    items.push({ Delete: { TableName: table, Key: cardKey(userId, change.remove), ConditionExpression: 'attribute_exists(PK)' } });
  }
  for (const [cardId, isDefault] of Object.entries(change.defaults ?? {})) {
    items.push({
      Update: {
        TableName: table,
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
      TableName: table,
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
  const table = tableName();
  const idShape = pickShape(CARD_SHAPE, ['id']);
  const cards = (await queryAll({ ...cardsOf(userId), ConsistentRead: true, ...projection(attributesOf(idShape)) })).map((item) => readItem('card', idShape, item));
  await Promise.all(
    [...cards.map((card) => cardKey(userId, card.id)), cardSetKey(userId)].map((Key) => dynamoClient().send(new DeleteCommand({ TableName: table, Key }))),
  );
}
