import { randomUUID } from 'node:crypto';
import { commitCardChange, readCardSet } from '../../lambdas/data/cards';
import { getPayableCampaign, listCompanyCampaignRecords, markPaymentFailed, publishCampaign } from '../../lambdas/data/campaigns';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { recordPaymentEvent, type PaymentTransactionRecord } from '../../lambdas/data/payments';
import { acceptApplicant, applyToCampaign, rejectApplicant } from '../../lambdas/domain/applications';
import { starFavourite } from '../../lambdas/domain/favourites';
import { inviteCreator } from '../../lambdas/domain/invitations';
import { rateDeal } from '../../lambdas/domain/ratings';
import type { RatingInput, RatingSide } from '../../shared/domain/ratings';
import { RATE_SCHEMAS } from '../../shared/validation/ratings';
import { createCampaign } from '../../lambdas/domain/campaigns';
import { invoiceDraftFor } from '../../lambdas/domain/invoices';
import { listResults } from '../../lambdas/data/results';
import { reviewResults } from '../../lambdas/domain/results';
import { WEBHOOK_IDEMPOTENCY_DAYS } from '../../shared/domain/payment';
import { setOrder } from '../../shared/domain/result-feedback';
import { createCampaignSchema } from '../../shared/validation/campaign';
import { reviewResultsSchema } from '../../shared/validation/results';
import type { DemoPayment } from './payment-sandbox';
import { seedDemoCompensations, type DemoOverdue } from './seed-compensations';
import { resubmitDemoReplacements, submitDemoResults, type DemoBrief } from './seed-deliveries';
import { parseDemoInput } from './seed-input';

/**
 * The demo marketplace: the demo company's campaigns in every state the product has so far, the first demo
 * creator's applications in every state, and deliveries under review, sent back and approved (a completed campaign
 * with its zip), made through the same use cases as the app's calls (star, invite, create, apply, accept, reject,
 * upload, submit, review). Payments are recorded as the webhook records them, with the sandbox as provider. Seeded once: a company
 * that has any campaign is left as it is, so a restart keeps what people did.
 */

/** The demo creators, both the company's favourites: Noura (the first) applies all over, Reem (the third) to the completed campaign and is invited to another. */
export interface DemoApplicants {
  noura: { id: string; name: string };
  reem: { id: string; name: string };
}

/**
 * How far an accepted creator's work has come: submitted and waiting for the company's review, sent back with the
 * company's comment, or approved (a campaign completes once every creator it accepted is); or nothing delivered in
 * the window, for which the company requests compensation (seed-compensations.ts).
 */
type DemoDelivery =
  | { outcome: 'under-review'; revisedFirst?: DemoRevision }
  | { outcome: 'needs-revision'; revision: DemoRevision }
  | { outcome: 'approved'; ratings?: readonly DemoRating[] }
  | { outcome: 'overdue'; compensation: string };

/**
 * A company's request for revision (issue 26): a note for the set, and per file what to change; `file` is the video or
 * a picture's place in the set (0 for the first). Under review after one, the creator replaced those files and submitted again.
 */
interface DemoRevision {
  comment?: string;
  files: { file: 'video' | number; comments: { text: string; atSeconds?: number }[] }[];
}

/** A side's rating once the set is approved (issue 28): the company rates the creator, or the creator the company. */
interface DemoRating {
  by: RatingSide;
  input: RatingInput;
}

/** A delivery whose set the creator submits (every outcome but an overdue one). */
type SubmittedDelivery = Exclude<DemoDelivery, { outcome: 'overdue' }>;

type DemoApplication = { by: keyof DemoApplicants; part: 'pending' | 'rejected' } | { by: keyof DemoApplicants; part: 'accepted'; delivery?: DemoDelivery };
type DeliveringApplication = { by: keyof DemoApplicants; part: 'accepted'; delivery: DemoDelivery };

interface DemoCampaign {
  brief: Record<string, unknown>;
  /** `open` is paid and published; `payment-failed` is unpaid after a declined card. */
  state: 'unpaid' | 'payment-failed' | 'open';
  /** The favourites the company invites once it is paid (issue 28), before anyone applies. */
  invitations?: readonly (keyof DemoApplicants)[];
  /** Each creator applies and is decided in this order; then the accepted ones with a `delivery` deliver, in order. */
  applications?: readonly DemoApplication[];
}

const DEMO_CAMPAIGNS: readonly DemoCampaign[] = [
  {
    state: 'open',
    // Noura applied from her invitation (first among the candidates); Reem's waits at the top of her exchange.
    invitations: ['noura', 'reem'],
    applications: [{ by: 'noura', part: 'pending' }],
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
    applications: [{ by: 'noura', part: 'accepted', delivery: { outcome: 'overdue', compensation: 'The summer launch was planned around this video and nothing arrived in 15 days. We would like the creator’s share back.' } }],
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
    applications: [{ by: 'noura', part: 'accepted' }],
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
    applications: [{ by: 'noura', part: 'rejected' }],
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
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        // Both sides rated: the ratings show on both profiles.
        delivery: {
          outcome: 'approved',
          ratings: [
            {
              by: 'company',
              input: { overall: 5, criteria: { quality: 5, communication: 5, timeliness: 4 }, text: 'Warm, natural pour and a lovely first sip. Delivered a day early with every shot we asked for.' },
            },
            {
              by: 'creator',
              input: { overall: 4, criteria: { briefClarity: 5, feedbackFairness: 4, paymentSpeed: 4 }, text: 'موجز واضح جدًا وملاحظات محترمة. تجربة ممتازة مع فريق محمصة الرياض.' },
            },
          ],
        },
      },
      {
        by: 'reem',
        part: 'accepted',
        // Only the company rated: hidden from everyone until Reem rates or the 30 days end.
        delivery: { outcome: 'approved', ratings: [{ by: 'company', input: { overall: 4, criteria: { quality: 4, communication: 5, timeliness: 4 }, text: 'Beautiful light and a calm voice-over.' } }] },
      },
    ],
    brief: {
      campaignTitle: 'Saudi coffee for guests',
      description: 'Brew our light Khawlani roast the Saudi way, with cardamom and saffron, and pour the first cup for a guest.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 2,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking', 'parenting-family'],
      creatorShouldShow: ['house'],
      location: 'living-room',
    },
  },
  {
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        delivery: {
          outcome: 'needs-revision',
          revision: {
            comment: 'Lovely light and voice. Two things to change; the other pictures are perfect.',
            files: [
              { file: 'video', comments: [{ text: 'Please hold the bag still here for two seconds so viewers can read the roast date.', atSeconds: 7 }] },
              { file: 2, comments: [{ text: 'The valve is out of focus: please retake this one closer.' }] },
            ],
          },
        },
      },
    ],
    brief: {
      campaignTitle: 'First look at our new kraft bag',
      description: 'Open our new resealable kraft bag of Guji beans, smell them, and tell viewers how the valve keeps them fresh.',
      contentType: 'product-showcase',
      aspectRatio: '1:1',
      videoDuration: 15,
      numberOfContentCreators: 1,
      picturesNeeded: true,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking'],
      creatorShouldShow: ['house'],
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    applications: [
      {
        by: 'noura',
        part: 'accepted',
        delivery: { outcome: 'under-review', revisedFirst: { files: [{ file: 3, comments: [{ text: 'ممكن نعيد هذه الصورة بإضاءة أدفأ؟ الكوب يبدو باردًا.' }] }] } },
      },
    ],
    brief: {
      campaignTitle: 'Espresso at home with our Riyadh blend',
      description: 'Pull a shot of our Riyadh espresso blend on your home machine and show the crema, plus five stills of your set-up.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 30,
      numberOfContentCreators: 1,
      picturesNeeded: true,
      preferredAge: '18-24',
      gender: 'female',
      creatorInterests: ['food-cooking', 'beauty-fashion'],
      creatorShouldShow: ['mobile-gadgets'],
      location: 'kitchen',
    },
  },
  {
    state: 'open',
    applications: [{ by: 'reem', part: 'accepted', delivery: { outcome: 'overdue', compensation: 'لم يصلنا أي محتوى خلال المدة المتفق عليها، ونحتاج الفيديو قبل موسم الشتاء.' } }],
    brief: {
      campaignTitle: 'Cardamom latte for winter evenings',
      description: 'Make our cardamom latte at home on a cold evening: the spices, the froth, the first warm sip.',
      contentType: 'product-review',
      aspectRatio: '9:16',
      videoDuration: 15,
      numberOfContentCreators: 1,
      preferredAge: '25-34',
      gender: 'female',
      creatorInterests: ['food-cooking'],
      creatorShouldShow: ['house'],
      location: 'kitchen',
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

/** Seeds the company's campaigns once; true when it did (a later start finds them and leaves them as they are). */
export async function seedDemoCampaigns(companyId: string, applicants: DemoApplicants, paidCheckout: (payment: DemoPayment) => string): Promise<boolean> {
  if ((await listCompanyCampaignRecords(companyId)).length > 0) return false;
  for (const creator of Object.values(applicants)) await ensureDemoCard(creator);
  // The company's favourite creators (issue 28): the two it works with; Faisal is not starred.
  for (const creator of Object.values(applicants)) await starFavourite(companyId, creator.id, new Date());
  // Deliveries go on beside the next campaigns' set-up: their files take seconds to encode and check.
  const deliveries: Promise<void>[] = [];
  const overdue: DemoOverdue[] = [];
  let takes = 0;
  for (const demo of DEMO_CAMPAIGNS) {
    const brief = parseDemoInput(createCampaignSchema, demo.brief);
    const { campaign: { id, amount } } = await createCampaign(companyId, brief);
    if (demo.state === 'unpaid') continue;
    const companyName = (await getPayableCampaign(id))?.companyName ?? '';
    const checkoutId = demo.state === 'open' ? paidCheckout({ amount, reference: id, description: brief.campaignTitle }) : `demo_checkout_${id}`;
    await recordDemoPayment({ campaignId: id, campaignTitle: brief.campaignTitle, companyId, companyName, checkoutId }, amount, demo.state === 'open');
    for (const by of demo.invitations ?? []) await inviteCreator(companyId, id, applicants[by].id, new Date());
    const applications = demo.applications ?? [];
    for (const { by, part } of applications) await decideDemoApplication(companyId, id, applicants[by].id, part);
    for (const { by, delivery } of applications.filter(isDelivering)) {
      if (delivery.outcome === 'overdue') overdue.push({ campaignId: id, creatorId: applicants[by].id, reason: delivery.compensation });
    }
    const delivering = applications
      .filter(isDelivering)
      .flatMap(({ by, delivery }) => (delivery.outcome === 'overdue' ? [] : [{ creatorId: applicants[by].id, delivery: delivery as SubmittedDelivery }]));
    if (!delivering.length) continue;
    const work = deliverDemoWork(companyId, { id, ...brief }, delivering, takes);
    takes += delivering.length;
    // Awaited below; handled now too, so a failure while the loop goes on is not an unhandled rejection.
    work.catch(() => undefined);
    deliveries.push(work);
  }
  await Promise.all(deliveries);
  await seedDemoCompensations(companyId, overdue);
  return true;
}

/**
 * The work on one campaign, in the order it happens: its accepted creators deliver (side by side, as people would),
 * then the company reviews each set. Each set is the `firstTake + index`th of the seed, so no two look alike.
 */
async function deliverDemoWork(companyId: string, campaign: DemoBrief, creators: readonly { creatorId: string; delivery: SubmittedDelivery }[], firstTake: number): Promise<void> {
  await Promise.all(creators.map(({ creatorId }, index) => submitDemoResults(creatorId, campaign, firstTake + index)));
  for (const [index, { creatorId, delivery }] of creators.entries()) await reviewDemoResults(companyId, campaign, creatorId, delivery, firstTake + index);
}

async function decideDemoApplication(companyId: string, campaignId: string, creatorId: string, part: DemoApplication['part']): Promise<void> {
  await applyToCampaign(creatorId, campaignId, true);
  if (part === 'accepted') await acceptApplicant(companyId, campaignId, creatorId);
  if (part === 'rejected') await rejectApplicant(companyId, campaignId, creatorId);
}

function isDelivering(application: DemoApplication): application is DeliveringApplication {
  return application.part === 'accepted' && application.delivery !== undefined;
}

/**
 * The company's review, as `POST /campaigns/{campaignId}/creators/{creatorId}/{action}` makes it; under review it
 * waits, or after a first revision the creator has replaced the files asked for and submitted again.
 */
async function reviewDemoResults(companyId: string, campaign: DemoBrief, creatorId: string, delivery: SubmittedDelivery, take: number): Promise<void> {
  if (delivery.outcome === 'approved') {
    await reviewResults(companyId, campaign.id, creatorId, 'approve', parseDemoInput(reviewResultsSchema, {}));
    for (const { by, input } of delivery.ratings ?? []) {
      const rater = by === 'company' ? { userId: companyId, role: 'company' as const } : { userId: creatorId, role: 'creator' as const };
      await rateDeal(rater, campaign.id, creatorId, parseDemoInput(RATE_SCHEMAS[by], input), new Date());
    }
    return;
  }
  const revision = delivery.outcome === 'needs-revision' ? delivery.revision : delivery.revisedFirst;
  if (!revision) return;
  const set = setOrder(await listResults(campaign.id, creatorId));
  const fileId = (place: 'video' | number) => (place === 'video' ? set.find((file) => file.kind === 'video') : set.filter((file) => file.kind === 'picture')[place])?.id ?? '';
  const input = parseDemoInput(reviewResultsSchema, { ...(revision.comment ? { comment: revision.comment } : {}), files: revision.files.map(({ file, comments }) => ({ resultId: fileId(file), comments })) });
  await reviewResults(companyId, campaign.id, creatorId, 'revise', input);
  if (delivery.outcome === 'under-review') await resubmitDemoReplacements(creatorId, campaign, take);
}

/** Applying needs a saved card: a sandbox card, as the provider's tokenization would have left it. */
async function ensureDemoCard(creator: { id: string; name: string }): Promise<void> {
  const { cards, version } = await readCardSet(creator.id);
  if (cards.length > 0) return;
  const add = { id: randomUUID(), token: `tok_demo_${randomUUID()}`, brand: 'visa', last4: '1111', holderName: creator.name, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, isDefault: true, createdAt: new Date().toISOString() } as const;
  if (!(await commitCardChange(creator.id, version, { add }))) throw new Error('Seeding the demo card collided with another change');
}

/**
 * A payment as the webhook records it: a success publishes the campaign and takes the next invoice number (the
 * documents function then makes the invoice's PDF), a decline flags it for "pay again"; either with its event, which
 * tells the company.
 */
async function recordDemoPayment(facts: { campaignId: string; campaignTitle: string; companyId: string; companyName: string; checkoutId: string }, amount: number, succeeded: boolean): Promise<void> {
  const { campaignId, campaignTitle, companyId, companyName, checkoutId } = facts;
  const now = new Date();
  const eventId = `demo_${randomUUID()}`;
  const record: PaymentTransactionRecord = {
    id: randomUUID(),
    type: 'payment',
    status: succeeded ? 'completed' : 'failed',
    amount,
    campaignId,
    companyId,
    campaignTitle,
    companyName,
    provider: 'sandbox',
    checkoutId,
    eventId,
    cardBrand: 'visa',
    cardLast4: succeeded ? '1111' : '0002',
    createdAt: now.toISOString(),
    ...(succeeded ? {} : { failureReason: 'declined' as const }),
  };
  const expiresAt = Math.floor(now.getTime() / 1000) + WEBHOOK_IDEMPOTENCY_DAYS * 86_400;
  const effect = succeeded
    ? [...publishCampaign(campaignId, record.createdAt, amount, { checkoutId: record.checkoutId, transactionId: record.id }), eventPut(newEvent('campaign.published', { campaignId, campaignTitle, companyId }, record.createdAt))]
    : [markPaymentFailed(campaignId), eventPut(newEvent('payment.failed', { campaignId, campaignTitle, companyId }, record.createdAt))];
  const invoice = succeeded ? await invoiceDraftFor(record, { id: campaignId, campaignTitle: facts.campaignTitle, companyId }) : undefined;
  const outcome = await recordPaymentEvent(`sandbox:${eventId}`, expiresAt, record, effect, invoice);
  if (outcome !== 'recorded') throw new Error(`Seeding the payment of ${campaignId}: ${outcome}`);
}
