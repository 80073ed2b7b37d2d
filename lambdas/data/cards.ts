import { CARD_BRANDS, type CardView } from '../../shared/domain/payment';
import type { SetChange } from '../../shared/domain/owned-set';
import { count, flag, oneOf, text, type Item, type Shape } from './item';
import { cardKey, cardSetKey } from './keys';
import { commitOwnedSetChange, deleteOwnedSet, hasOwnedMember, ownedMemberFromItem, ownedMemberToItem, readOwnedSet, type OwnedSetDefinition } from './owned-set';

/**
 * Repository of saved cards: one item per card (the provider's token and what the owner recognises it by, never
 * its number), and the user's card set item, whose `version` every change checks and bumps: a versioned owned set
 * (./owned-set.ts), so two racing adds cannot pass the limit and the set never ends with two defaults or none.
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

/** The user's cards as an owned set: `USER#<sub>` / `CARD#<id>`, and the set item `CARDS`. */
export const CARD_SET: OwnedSetDefinition<CardRecord> = { entity: 'card', shape: CARD_SHAPE, memberKey: cardKey, setKey: cardSetKey };

export function cardFromItem(item: Item): CardRecord {
  return ownedMemberFromItem(CARD_SET, item);
}

export function cardToItem(userId: string, card: CardRecord): Item {
  return ownedMemberToItem(CARD_SET, userId, card);
}

export async function readCardSet(userId: string): Promise<CardSet> {
  const { members, version } = await readOwnedSet(CARD_SET, userId);
  return { cards: members, version };
}

/** Whether the user has saved at least one payment card (the apply rule): one item of the card prefix is enough. */
export async function hasPaymentCard(userId: string): Promise<boolean> {
  return hasOwnedMember(CARD_SET, userId);
}

export type CardChange = SetChange<CardRecord>;

/** Commits a change planned from the set at `version`; false when another change landed first (read again and re-plan). */
export async function commitCardChange(userId: string, version: number, change: CardChange): Promise<boolean> {
  return commitOwnedSetChange(CARD_SET, userId, version, change);
}

/** Removes every saved card and the card set of a deleted account; what is already gone is skipped, so a retry completes. */
export async function deleteAllCards(userId: string): Promise<void> {
  await deleteOwnedSet(CARD_SET, userId);
}
