import { randomUUID } from 'node:crypto';
import { commitCardChange, readCardSet } from '../../lambdas/data/cards';
import { getPayableCampaign, listCompanyCampaignRecords, markPaymentFailed, publishCampaign } from '../../lambdas/data/campaigns';
import { eventPut, newEvent } from '../../lambdas/data/events';
import { recordPaymentEvent, type PaymentTransactionRecord } from '../../lambdas/data/payments';
import { acceptApplicant, applyToCampaign, rejectApplicant } from '../../lambdas/domain/applications';
import { starFavourite } from '../../lambdas/domain/favourites';
import { declineOwnInvitation, inviteCreator } from '../../lambdas/domain/invitations';
import { rateDeal } from '../../lambdas/domain/ratings';
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
import { seedDemoShipment } from './seed-shipments';
import { DEMO_CAMPAIGNS, type DemoApplication, type DemoCreatorName, type DeliveringApplication, type SubmittedDelivery } from './demo-campaigns';

/**
 * The demo marketplace: the demo company's campaigns in every state the product has so far, the first demo
 * creator's applications in every state, and deliveries under review, sent back and approved (a completed campaign
 * with its zip), made through the same use cases as the app's calls (star, invite, create, apply, accept, reject,
 * upload, submit, review). Payments are recorded as the webhook records them, with the sandbox as provider. Seeded once: a company
 * that has any campaign is left as it is, so a restart keeps what people did.
 */

/** The demo creators, both the company's favourites: Noura (the first) applies all over, Reem (the third) to the completed campaign, is invited to another and declines a third's invitation. */
export type DemoApplicants = Record<DemoCreatorName, { id: string; name: string }>;

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
    for (const by of demo.declines ?? []) await declineOwnInvitation(applicants[by].id, id, new Date());
    const applications = demo.applications ?? [];
    for (const application of applications) {
      await decideDemoApplication(companyId, id, applicants[application.by].id, application.part);
      if (application.part === 'accepted' && application.shipment) await seedDemoShipment(companyId, id, { id: applicants[application.by].id, by: application.by }, application.shipment);
    }
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
