import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../core/config';
import { campaignKey, counterKey, openCampaignIndexKey, openCampaignsCounterName } from './keys';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * The open set: campaigns in the exchange. Every write that adds a campaign to it or takes one out goes through
 * these items, in the same transaction as the campaign's own change, so the counter's `count` is the set's size and
 * its `version` tells a cached copy of the set (the exchange's) that it is stale.
 */

/** Adds `delta` to the open set's size and bumps its version. */
export function openSetChange(delta: 1 | -1): TransactItem {
  return {
    Update: {
      TableName: config().tableName,
      Key: counterKey(openCampaignsCounterName),
      UpdateExpression: 'ADD #count :delta, #version :one',
      ExpressionAttributeNames: { '#count': 'count', '#version': 'version' },
      ExpressionAttributeValues: { ':delta': delta, ':one': 1 },
    },
  };
}

/**
 * Publishes an unpaid campaign: it becomes open and enters the exchange index. The condition makes a second
 * confirmation of the same payment fail instead of publishing twice; `amount` must be what the company was asked for.
 */
export function publishCampaign(campaignId: string, publishedAt: string, paidAmount: number): TransactItem[] {
  return [
    {
      Update: {
        TableName: config().tableName,
        Key: campaignKey(campaignId),
        UpdateExpression: 'SET #status = :open, publishedAt = :publishedAt, GSI3PK = :pk, GSI3SK = :sk REMOVE lastPaymentStatus',
        ConditionExpression: '#status = :unpaid AND amount = :amount',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':open': 'open',
          ':unpaid': 'unpaid',
          ':publishedAt': publishedAt,
          ':amount': paidAmount,
          ':pk': openCampaignIndexKey(publishedAt, campaignId).GSI3PK,
          ':sk': openCampaignIndexKey(publishedAt, campaignId).GSI3SK,
        },
      },
    },
    openSetChange(1),
  ];
}
