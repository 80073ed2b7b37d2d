import type { DomainEvent } from '../../shared/domain/events';
import { RATING_SIDES, type RatingCriterion, type RatingSide } from '../../shared/domain/ratings';
import { eventPut } from './events';
import { count, flag, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { applicationKey, INDEX, ratingKey, ratingsAboutIndexKey } from './keys';
import { beginsWith, queryAll, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of ratings (docs/data-model.md, pattern F3): each side's rating of a deal in the campaign's partition,
 * `RATING#<creatorId>#<side>`, and in its subject's GSI1 partition `REVIEWS#<subjectId>`, so a profile's reviews are
 * one query. The second rating of a deal marks both `revealed` in its transaction.
 */

export interface HiddenMark {
  at: string;
  by: string;
  reason: string;
}

export interface RatingRecord {
  campaignId: string;
  campaignTitle: string;
  creatorId: string;
  companyId: string;
  side: RatingSide;
  authorName: string;
  overall: number;
  criteria: Partial<Record<RatingCriterion, number>>;
  text?: string;
  ratedAt: string;
  /** The end of the deal's rating window: the rating shows from then on, if not before. */
  deadline: string;
  /** Both sides rated. */
  revealed: boolean;
  hidden?: HiddenMark;
}

const RATING_SHAPE: Shape<RatingRecord> = {
  campaignId: text,
  campaignTitle: text,
  creatorId: text,
  companyId: text,
  side: oneOf(RATING_SIDES),
  authorName: text,
  overall: count,
  criteria: map<Partial<Record<RatingCriterion, number>>>(),
  text: optional(text),
  ratedAt: text,
  deadline: text,
  revealed: flag,
  hidden: optional(map<HiddenMark>()),
};

const ratingFromItem = (item: Item) => readItem('rating', RATING_SHAPE, item);

/** Whom a side's rating is about: the creator (rated by the company) or the company. */
export function subjectOf(rating: Pick<RatingRecord, 'side' | 'creatorId' | 'companyId'>): string {
  return rating.side === 'company' ? rating.creatorId : rating.companyId;
}

/** Who wrote a side's rating: the company, or the creator. */
export function authorOf(rating: Pick<RatingRecord, 'side' | 'creatorId' | 'companyId'>): string {
  return rating.side === 'company' ? rating.companyId : rating.creatorId;
}

const otherSide = (side: RatingSide): RatingSide => (side === 'company' ? 'creator' : 'company');

/** Why a rating was not written: given already, the deal not rateable (not approved, window over, not the caller's), or the other side rated meanwhile. */
export type RateRefusal = 'rated' | 'not-rateable' | 'other-changed';

export interface RateWrite {
  rating: RatingRecord;
  /** The other side's rating as read: the write holds only while it is still (not) there. */
  otherRated: boolean;
  /** The earliest approval still inside the window: the set must have been approved since. */
  approvedSince: string;
  event: DomainEvent<'creator.rated'> | DomainEvent<'company.rated'>;
}

/**
 * Stores one side's rating once (pattern F3), on condition that the creator's set on the campaign is approved since
 * `approvedSince` and, for the company, that the campaign is its own. When the other side has rated, both are marked
 * revealed in the same transaction; when it has not, a check that it still has not makes two racing ratings write
 * one after the other (the second sees the first and reveals both).
 */
export async function putRating({ rating, otherRated, approvedSince, event }: RateWrite): Promise<RateRefusal | undefined> {
  const table = tableName();
  const other = ratingKey(rating.campaignId, rating.creatorId, otherSide(rating.side));
  const ownership = rating.side === 'company' ? ' AND #campaign.companyId = :company' : '';
  const items: TransactItem[] = [
    {
      Put: {
        TableName: table,
        Item: { ...ratingKey(rating.campaignId, rating.creatorId, rating.side), ...ratingsAboutIndexKey(subjectOf(rating), rating.ratedAt, rating.campaignId, rating.side), ...rating, revealed: otherRated },
        ConditionExpression: 'attribute_not_exists(SK)',
      },
    },
    {
      ConditionCheck: {
        TableName: table,
        Key: applicationKey(rating.campaignId, rating.creatorId),
        ConditionExpression: `#status IN (:approved, :completed) AND approvedAt >= :since${ownership}`,
        ExpressionAttributeNames: { '#status': 'status', ...(ownership ? { '#campaign': 'campaign' } : {}) },
        ExpressionAttributeValues: { ':approved': 'approved', ':completed': 'completed', ':since': approvedSince, ...(ownership ? { ':company': rating.companyId } : {}) },
      },
    },
    otherRated
      ? { Update: { TableName: table, Key: other, UpdateExpression: 'SET revealed = :true', ConditionExpression: 'attribute_exists(SK)', ExpressionAttributeValues: { ':true': true } } }
      : { ConditionCheck: { TableName: table, Key: other, ConditionExpression: 'attribute_not_exists(SK)' } },
    eventPut(event),
  ];
  try {
    await transactWrite(items);
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes.length) throw error;
    const reasons: RateRefusal[] = ['rated', 'not-rateable', 'other-changed'];
    return reasons[codes.findIndex((code) => code === 'ConditionalCheckFailed')] ?? 'other-changed';
  }
}

/** Both sides' ratings of one deal, as there are (none, one or two). */
export async function getDealRatings(campaignId: string, creatorId: string): Promise<Partial<Record<RatingSide, RatingRecord>>> {
  const { PK, SK } = ratingKey(campaignId, creatorId, '');
  const ratings = (await queryAll({ ...beginsWith(['PK', PK], ['SK', SK]), ConsistentRead: true })).map(ratingFromItem);
  return Object.fromEntries(ratings.map((rating) => [rating.side, rating]));
}

/** Every rating about a user, newest first (bounded by the deals she or it completed). */
export async function listRatingsAbout(subjectId: string): Promise<RatingRecord[]> {
  const { GSI1PK } = ratingsAboutIndexKey(subjectId, '', '', '');
  const items = await queryAll({ IndexName: INDEX.ratingsAbout, KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': GSI1PK }, ScanIndexForward: false });
  return items.map(ratingFromItem);
}

/** Hides a rating with an admin's reason, once, with the event that tells its author; false when it was hidden already or is gone. */
export async function hideRating(key: { campaignId: string; creatorId: string; side: RatingSide }, hidden: HiddenMark, event: DomainEvent<'review.hidden'>): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: ratingKey(key.campaignId, key.creatorId, key.side),
          UpdateExpression: 'SET #hidden = :hidden',
          ConditionExpression: 'attribute_exists(SK) AND attribute_not_exists(#hidden)',
          ExpressionAttributeNames: { '#hidden': 'hidden' },
          ExpressionAttributeValues: { ':hidden': hidden },
        },
      },
      eventPut(event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
