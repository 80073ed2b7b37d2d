import { MAX_FAVOURITES } from '../../shared/domain/favourites';
import { readItem, text, type Shape } from './item';
import { favouriteCountKey, favouriteKey, userKey } from './keys';
import { beginsWith, queryAll, tableName } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of a company's favourite creators (docs/data-model.md, pattern F1): `USER#<companyId>` /
 * `FAVOURITE#<creatorId>` per creator, and `FAVOURITES` with their `count`, changed in the same transaction as each
 * star, so the limit holds against racing stars.
 */

export interface FavouriteRecord {
  creatorId: string;
  favouritedAt: string;
}

const FAVOURITE_SHAPE: Shape<FavouriteRecord> = { creatorId: text, favouritedAt: text };

/** Why a star was not written. */
export type StarRefusal = 'starred' | 'limit' | 'not-a-creator';

/**
 * Stars a creator once: the favourite is put (not there yet), the count goes up (below the limit), and the profile
 * is checked to be an active creator's (the one a company may view), in one transaction.
 */
export async function starCreator(companyId: string, favourite: FavouriteRecord): Promise<StarRefusal | undefined> {
  const table = tableName();
  try {
    await transactWrite([
      {
        Put: {
          TableName: table,
          Item: { ...favouriteKey(companyId, favourite.creatorId), ...favourite },
          ConditionExpression: 'attribute_not_exists(SK)',
        },
      },
      {
        Update: {
          TableName: table,
          Key: favouriteCountKey(companyId),
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': MAX_FAVOURITES },
        },
      },
      {
        ConditionCheck: {
          TableName: table,
          Key: userKey(favourite.creatorId),
          ConditionExpression: '#role = :creator AND #status = :active',
          ExpressionAttributeNames: { '#role': 'role', '#status': 'status' },
          ExpressionAttributeValues: { ':creator': 'creator', ':active': 'Active' },
        },
      },
    ]);
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes.length) throw error;
    const reasons: StarRefusal[] = ['starred', 'limit', 'not-a-creator'];
    return reasons[codes.findIndex((code) => code === 'ConditionalCheckFailed')] ?? 'starred';
  }
}

/** Removes a star and its place in the count; false when there was none. */
export async function unstarCreator(companyId: string, creatorId: string): Promise<boolean> {
  const table = tableName();
  try {
    await transactWrite([
      { Delete: { TableName: table, Key: favouriteKey(companyId, creatorId), ConditionExpression: 'attribute_exists(SK)' } },
      {
        Update: {
          TableName: table,
          Key: favouriteCountKey(companyId),
          UpdateExpression: 'ADD #count :minusOne',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}

function ofCompany(companyId: string) {
  const { PK, SK } = favouriteKey(companyId, '');
  return beginsWith(['PK', PK], ['SK', SK]);
}

/** Every favourite of a company (at most MAX_FAVOURITES: one page of the partition), in creator id order. */
export async function listFavourites(companyId: string): Promise<FavouriteRecord[]> {
  return (await queryAll(ofCompany(companyId))).map((item) => readItem('favourite', FAVOURITE_SHAPE, item));
}
