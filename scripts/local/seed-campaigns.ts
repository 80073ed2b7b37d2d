import { randomUUID } from 'node:crypto';
import { commitCardChange, readCardSet } from '../../lambdas/data/cards';
import { listCompanyCampaignRecords, markPaymentFailed, publishCampaign } from '../../lambdas/data/campaigns';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { recordPaymentEvent, type PaymentTransactionRecord } from '../../lambdas/data/payments';
import { acceptApplicant, applyToCampaign, rejectApplicant } from '../../lambdas/domain/applications';
import { createCampaign } from '../../lambdas/domain/campaigns';
import { WEBHOOK_IDEMPOTENCY_DAYS } from '../../shared/domain/payment';
import { createCampaignSchema } from '../../shared/validation/campaign';
import { parseDemoInput } from './seed-input';

/**
 * The demo marketplace: the demo company's campaigns in every state the product has so far, and the first demo
 * creator's applications in every state, made through the same use cases as the app's calls (create, apply, accept,
 * reject). Payments are recorded as the webhook records them, with the sandbox as provider. Seeded once: a company
 * that has any campaign is left as it is, so a restart keeps what people did.
 */

type CreatorPart = 'pending' | 'accepted' | 'rejected';

interface DemoCampaign {
  brief: Record<string, unknown>;
  /** `open` is paid and published; `payment-failed` is unpaid after a declined card. */
  state: 'unpaid' | 'payment-failed' | 'open';
  creator?: CreatorPart;
}

const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    state: 'open',
    creator: 'pending',
    brief: {
      campaignTitle: 'Pour-over at home',
      description: 'Show your morning pour-over with our Yirgacheffe beans: the bloom, the pour, the first sip.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 3,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking'],
      creatorShouldShow: ['house'],
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    creator: 'accepted',
    brief: {
      campaignTitle: 'Cold brew for summer afternoons',
      description: 'A square showcase of our cold brew bottle, poured over ice on a hot Riyadh afternoon, plus five stills.',
      contentType: 'product-showcase',
      aspectRatio: '1:1',
      videoDuration: 15,
      numberOfContentCreators: 2,
      picturesNeeded: true,
      preferredAge: '18-24',
      gender: 'female',
      creatorInterests: ['food-cooking', 'travel-adventure'],
      creatorShouldShow: ['partner'],
      location: 'outdoor',
    },
  },
  {
    state: 'open',
    creator: 'accepted',
    brief: {
      campaignTitle: 'Coffee and dates pairing',
      description: 'Pair three of our roasts with Sukkari, Ajwa and Medjool dates and tell viewers which you would serve guests.',
      contentType: 'product-review',
      aspectRatio: '4:5',
      videoDuration: 60,
      numberOfContentCreators: 1,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking'],
      creatorShouldShow: ['house'],
      location: 'living-room',
      additionalNotes: 'Please keep the dates in their original box in the first shot.',
    },
  },
  {
    state: 'open',
    creator: 'rejected',
    brief: {
      campaignTitle: 'Travel mug on the road',
      description: 'Take our insulated travel mug on a drive to Edge of the World and show it keeping coffee hot.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 2,
      preferredAge: '25-34',
      gender: 'male',
      creatorInterests: ['travel-adventure'],
      creatorShouldShow: ['car'],
      location: 'outdoor',
    },
  },
  {
    state: 'open',
    brief: {
      campaignTitle: 'Barista course at our roastery',
      description: 'A landscape walk-through of our weekend barista course: grinding, tamping, milk texturing.',
      contentType: 'service',
      aspectRatio: '16:9',
      videoDuration: 60,
      numberOfContentCreators: 2,
      preferredAge: '35-44',
      gender: 'male',
      creatorInterests: ['food-cooking', 'business-startups'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'office-mall',
    },
  },
  {
    state: 'payment-failed',
    brief: {
      campaignTitle: 'Ramadan gift box unboxing',
      description: 'Unbox our Ramadan gift box: three roasts, a dallah and cardamom. Warm light, family table.',
      contentType: 'product-showcase',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 2,
      picturesNeeded: true,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking', 'parenting-family'],
      creatorShouldShow: ['baby', 'house'],
      location: 'living-room',
    },
  },
  {
    state: 'unpaid',
    brief: {
      campaignTitle: 'New office blend launch',
      description: 'Introduce our office blend to teams: a quick review from a desk, with the bag in view.',
      contentType: 'product-review',
      aspectRatio: '16:9',
      videoDuration: 15,
      numberOfContentCreators: 1,
      preferredAge: '25-34',
      gender: 'male',
      creatorInterests: ['business-startups'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'office-mall',
    },
  },
];

export async function seedDemoCampaigns(companyId: string, creatorId: string): Promise<void> {
  if ((await listCompanyCampaignRecords(companyId)).length > 0) return;
  await ensureDemoCard(creatorId);
  for (const demo of DEMO_CAMPAIGNS) {
    const brief = parseDemoInput(createCampaignSchema, demo.brief);
    const { campaign: { id, amount } } = await createCampaign(companyId, brief);
    if (demo.state === 'unpaid') continue;
    await recordDemoPayment({ campaignId: id, campaignTitle: brief.campaignTitle, companyId }, amount, demo.state === 'open');
    if (!demo.creator) continue;
    await applyToCampaign(creatorId, id, true);
    if (demo.creator === 'accepted') await acceptApplicant(companyId, id, creatorId);
    if (demo.creator === 'rejected') await rejectApplicant(companyId, id, creatorId);
  }
}

/** Applying needs a saved card: a sandbox card, as the provider's tokenization would have left it. */
async function ensureDemoCard(userId: string): Promise<void> {
  const { cards, version } = await readCardSet(userId);
  if (cards.length > 0) return;
  const add = { id: randomUUID(), token: `tok_demo_${randomUUID()}`, brand: 'visa', last4: '1111', holderName: 'Noura Al-Qahtani', expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, isDefault: true, createdAt: new Date().toISOString() } as const;
  if (!(await commitCardChange(userId, version, { add }))) throw new Error('Seeding the demo card collided with another change');
}

/**
 * A payment as the webhook records it: a success publishes the campaign, a decline flags it for "pay again"; either
 * with its event, which tells the company.
 */
async function recordDemoPayment(facts: { campaignId: string; campaignTitle: string; companyId: string }, amount: number, succeeded: boolean): Promise<void> {
  const { campaignId, companyId } = facts;
  const now = new Date();
  const eventId = `demo_${randomUUID()}`;
  const record: PaymentTransactionRecord = {
    id: randomUUID(),
    type: 'payment',
    status: succeeded ? 'completed' : 'failed',
    amount,
    campaignId,
    companyId,
    provider: 'sandbox',
    checkoutId: `demo_checkout_${campaignId}`,
    eventId,
    cardBrand: 'visa',
    cardLast4: succeeded ? '1111' : '0002',
    createdAt: now.toISOString(),
    ...(succeeded ? {} : { failureReason: 'declined' as const }),
  };
  const expiresAt = Math.floor(now.getTime() / 1000) + WEBHOOK_IDEMPOTENCY_DAYS * 86_400;
  const effect = succeeded
    ? [...publishCampaign(campaignId, record.createdAt, amount), eventPut(newEvent('campaign.published', facts, record.createdAt))]
    : [markPaymentFailed(campaignId), eventPut(newEvent('payment.failed', facts, record.createdAt))];
  const outcome = await recordPaymentEvent(`sandbox:${eventId}`, expiresAt, record, effect);
  if (outcome !== 'recorded') throw new Error(`Seeding the payment of ${campaignId}: ${outcome}`);
}
