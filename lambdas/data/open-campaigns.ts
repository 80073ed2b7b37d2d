import { counterKey, openCampaignsCounterName } from './keys';
import { getItem, tableName, type TransactItem } from './table';

/**
 * The open set: campaigns in the exchange. Every write that adds a campaign to it or takes one out (publishing it in
 * campaigns.ts, the accept that fills it in applications.ts) adds this counter's change to the same transaction, so
 * its `count` is the set's size and its `version` tells a cached copy of the set (the exchange's) that it is stale.
 */

/** Adds `delta` to the open set's size and bumps its version. */
export function openSetChange(delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: counterKey(openCampaignsCounterName),
      UpdateExpression: 'ADD #count :delta, #version :one',
      ExpressionAttributeNames: { '#count': 'count', '#version': 'version' },
      ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
    },
  };
}

/** The open set's counter: `version` grows with every change of the set, `count` is its size; both 0 before the first publication. */
export async function readOpenSetState(): Promise<{ version: number; count: number }> {
  const item = await getItem(counterKey(openCampaignsCounterName), { attributes: ['version', 'count'] });
  const numberOf = (value: unknown) => (typeof value === 'number' ? value : 0);
  return { version: numberOf(item?.version), count: numberOf(item?.count) };
}
