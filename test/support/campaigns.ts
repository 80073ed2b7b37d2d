import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { applicationToItem } from '../../lambdas/data/applications';
import { getCampaignForDecision, publishCampaign } from '../../lambdas/data/campaigns';
import { campaignKey, companyCampaignsIndexKey } from '../../lambdas/data/keys';
import { transactWrite } from '../../lambdas/data/transactions';
import { searchTextOf } from '../../lambdas/domain/campaigns';
import type { CampaignBrief } from '../../shared/domain/campaign';
import { campaignPrice, creatorEarning } from '../../shared/domain/pricing';
import { table } from './accounts';
import type { Member } from './profiles';
import { stack } from './stack';

/** Campaigns set up for tests straight in the local table (the data layer's functions read it from the environment). */

/** The brief of the campaigns set up here, but its title: one 30 s portrait video for two creators, no pictures. */
export const TEST_BRIEF: Omit<CampaignBrief, 'campaignTitle'> = {
  description: 'Open our gift box of Sukkari dates on camera.',
  contentType: 'product-review',
  aspectRatio: '9:16',
  videoDuration: 30,
  numberOfContentCreators: 2,
  picturesNeeded: false,
  preferredAge: '25-34',
  gender: 'female',
  creatorInterests: ['food-cooking'],
  creatorShouldShow: ['house'],
  location: 'kitchen',
};

/** An open campaign of `company`, stored as the campaigns area and the payment webhook store it; `brief` overrides the defaults. */
export async function openCampaign(company: Member, companyName: string, overrides: Partial<CampaignBrief> = {}): Promise<{ id: string; title: string }> {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const brief: CampaignBrief = { campaignTitle: `Ramadan dates ${id.slice(0, 8)}`, ...TEST_BRIEF, ...overrides };
  const price = campaignPrice(brief);
  await table().send(
    new PutCommand({
      TableName: stack().dynamodb.tableName,
      Item: {
        ...campaignKey(id),
        ...companyCampaignsIndexKey(company.id, createdAt, id),
        ...brief,
        id,
        companyId: company.id,
        companyName,
        status: 'unpaid',
        amount: price.total,
        price,
        creatorEarning: creatorEarning(price),
        acceptedCount: 0,
        applicantsCount: 0,
        rejectedCount: 0,
        createdAt,
        searchText: searchTextOf(brief.campaignTitle, companyName, brief.description),
      },
    }),
  );
  await transactWrite(publishCampaign(id, new Date().toISOString(), price.total, { checkoutId: 'test_unpaid_checkout', transactionId: randomUUID() }));
  return { id, title: brief.campaignTitle };
}

/** Sets a campaign's status straight in the table: a state (filled, completed) the test does not walk through. */
export async function setCampaignStatus(campaignId: string, status: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: stack().dynamodb.tableName,
      Key: campaignKey(campaignId),
      UpdateExpression: 'SET #status = :status',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status },
    }),
  );
}

/**
 * A deal whose set the company approved at `approvedAt`: an open campaign of `company` and `creator`'s application to
 * it, approved, written as the delivery's approval leaves it.
 */
export async function approvedDeal(company: Member, creator: Member, approvedAt: string, names = { companyName: 'Riyadh Roasters', creatorName: 'Noura Al-Qahtani' }): Promise<{ id: string; title: string }> {
  const campaign = await openCampaign(company, names.companyName);
  const decision = await getCampaignForDecision(campaign.id, true);
  if (!decision) throw new Error('the campaign was not stored');
  const { rejectedCount: _rejected, groupChannelId: _channel, ...summary } = decision;
  const application = applicationToItem({
    campaignId: campaign.id,
    creatorId: creator.id,
    creatorName: names.creatorName,
    status: 'approved',
    appliedAt: approvedAt,
    decidedAt: approvedAt,
    interestsMatched: true,
    creatorEarning: summary.creatorEarning,
    campaign: summary,
  });
  await table().send(new PutCommand({ TableName: stack().dynamodb.tableName, Item: { ...application, round: 1, submittedAt: approvedAt, reviewedAt: approvedAt, approvedAt } }));
  return campaign;
}
