import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { deliveryDueAt } from '../../shared/domain/results';
import { dynamoClient } from '../../lambdas/core/clients';
import { applicationKey, dueDeliveryIndexKey } from '../../lambdas/data/keys';
import { tableName } from '../../lambdas/data/table';
import { runDeliveryDeadlines } from '../../lambdas/domain/delivery-deadlines';
import { requestCompensation } from '../../lambdas/domain/results';

/**
 * The demo's compensation requests (issues 12 and 13): a creator accepted long enough ago that the 15-day window
 * ended with nothing delivered. The seed moves the acceptance back in time (the only step no use case can make), then
 * the daily run marks the delivery overdue and tells the company, and the company asks for compensation with its
 * reason, as on the campaign page: the admins' queue shows the requests, and a refund or an extension can be decided.
 */

/** How long ago the overdue creators were accepted: the window ended three days ago. */
const ACCEPTED_DAYS_AGO = 18;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoOverdue {
  campaignId: string;
  creatorId: string;
  reason: string;
}

export async function seedDemoCompensations(companyId: string, overdue: readonly DemoOverdue[]): Promise<void> {
  const acceptedAt = new Date(Date.now() - ACCEPTED_DAYS_AGO * DAY_MS).toISOString();
  for (const { campaignId, creatorId } of overdue) await acceptedLongAgo(campaignId, creatorId, acceptedAt);
  await runDeliveryDeadlines(new Date());
  for (const { campaignId, creatorId, reason } of overdue) await requestCompensation(companyId, campaignId, creatorId, reason);
}

/** The acceptance, and the due date the deadline index keeps with it, as if it had happened at `acceptedAt`. */
async function acceptedLongAgo(campaignId: string, creatorId: string, acceptedAt: string): Promise<void> {
  const due = dueDeliveryIndexKey(deliveryDueAt(acceptedAt), campaignId, creatorId);
  await dynamoClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: applicationKey(campaignId, creatorId),
      UpdateExpression: 'SET decidedAt = :at, GSI2SK = :due',
      ConditionExpression: '#status = :inProgress',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':at': acceptedAt, ':due': due.GSI2SK, ':inProgress': 'in-progress' },
    }),
  );
}
