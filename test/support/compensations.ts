import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationKey, dueDeliveryIndexKey } from '../../lambdas/data/keys';
import type { CampaignBrief } from '../../shared/domain/campaign';
import { deliveryDueAt } from '../../shared/domain/results';
import { table } from './accounts';
import { openCampaign, TEST_BRIEF } from './campaigns';
import { paidCampaign } from './payments';
import type { Member } from './profiles';
import { api, stack } from './stack';

/**
 * Overdue deliveries and the companies' compensation requests (issues 12 and 13), set up for the tests of what the
 * admins decide: the acceptance moved into the past (as the deadline index would hold it then), the request sent
 * through the API as the Results tab sends it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const tokenOf = (member: Member) => member.token ?? '';

/**
 * Moves the start of a creator's delivery window `days` into the past — her acceptance, or on a campaign whose product
 * she needs her receipt of it (`productReceivedAt`) — as the index and the application would be after that time;
 * answers the due date.
 */
export async function acceptedDaysAgo(campaignId: string, creatorId: string, days: number, windowStart: 'decidedAt' | 'productReceivedAt' = 'decidedAt'): Promise<string> {
  const acceptedAt = new Date(Date.now() - days * DAY_MS).toISOString();
  const due = dueDeliveryIndexKey(deliveryDueAt(acceptedAt), campaignId, creatorId);
  await table().send(
    new UpdateCommand({
      TableName: stack().dynamodb.tableName,
      Key: applicationKey(campaignId, creatorId),
      UpdateExpression: `SET ${windowStart} = :at, GSI2PK = :pk, GSI2SK = :sk`,
      ExpressionAttributeValues: { ':at': acceptedAt, ':pk': due.GSI2PK, ':sk': due.GSI2SK },
    }),
  );
  return deliveryDueAt(acceptedAt);
}

/** `POST /campaigns/{id}/compensation/{creatorId}` as the company. */
export function requestCompensation(company: Member, campaignId: string, creatorId: string, reason: string) {
  return api(`/campaigns/${campaignId}/compensation/${creatorId}`, { method: 'POST', token: tokenOf(company), body: JSON.stringify({ reason }) });
}

/** The brief of the campaigns set up here: one 30 s portrait video, no pictures. */
const BRIEF: Omit<CampaignBrief, 'campaignTitle'> = { ...TEST_BRIEF, description: 'Show our Saudi coffee from bag to cup.', numberOfContentCreators: 1 };

/**
 * A campaign of `company` (one place) with `creator` accepted 16 days ago and nothing delivered, and the company's
 * compensation request for it, waiting for an admin. `sandbox`: paid through the payment sandbox, so a refund goes
 * through; `stored`: written straight to the table with a checkout the sandbox never saw (enough for an extension).
 */
export async function overdueWithRequest(
  company: Member,
  companyName: string,
  creator: Member,
  reason: string,
  paid: 'sandbox' | 'stored' = 'sandbox',
): Promise<{ id: string; title: string; dueAt: string }> {
  const title = `Qahwa launch ${randomUUID().slice(0, 8)}`;
  const id = paid === 'sandbox' ? (await paidCampaign(company, { ...BRIEF, campaignTitle: title })).id : (await openCampaign(company, companyName, { ...BRIEF, campaignTitle: title })).id;
  const applied = await api(`/campaigns/apply/${id}`, { method: 'POST', token: tokenOf(creator) });
  if (applied.status !== 201) throw new Error(`Applying answered ${applied.status}: ${JSON.stringify(applied.body)}`);
  const accepted = await api(`/campaigns/${id}/accept/${creator.id}`, { method: 'POST', token: tokenOf(company) });
  if (accepted.status !== 200) throw new Error(`Accepting answered ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const dueAt = await acceptedDaysAgo(id, creator.id, 16);
  const asked = await requestCompensation(company, id, creator.id, reason);
  if (asked.status !== 201) throw new Error(`The compensation request answered ${asked.status}: ${JSON.stringify(asked.body)}`);
  return { id, title, dueAt };
}
