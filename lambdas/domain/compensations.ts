import { randomUUID } from 'node:crypto';
import { COMPENSATIONS_PAGE_SIZE, extendedDueAt, type CompensationPage, type CompensationRequestView } from '../../shared/domain/compensation';
import type { ApplicationStatus } from '../../shared/domain/campaign';
import { namedPage } from '../../shared/domain/page';
import { creatorShare } from '../../shared/domain/pricing';
import type { CompensationView } from '../../shared/domain/results';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import type { CompensationDecisionInput } from '../../shared/validation/results';
import { configuredPayments } from '../adapters/payments';
import { ConflictError, NotFoundError } from '../core/errors';
import { logError, logInfo } from '../core/log';
import { countEvent } from '../core/observability';
import { countOpenCompensations, getCompensation, getRefundableCampaign, listOpenCompensations, type CompensationRecord, type RefundableCampaign } from '../data/compensations';
import { claimRefund, recordExtension, recordRefund, releaseRefundClaim, resumeRefund, type CompensationRefundRecord } from '../data/compensation-decisions';
import { newEvent } from '../data/events';
import { completesCampaign, getDelivery, type DeliveryRecord } from '../data/deliveries';
import { getUserById } from '../data/users';
import { closedShipment } from './shipments';
import { countedPage } from './pager';

/**
 * Compensation decisions (issue 13): the admins' queue of the companies' requests for overdue deliveries, oldest
 * first, with the facts; a request is decided once, by refund (the company gets the creator's share back through the
 * payment provider, the delivery is cancelled and nobody is paid for it) or by extension (the creator gets more days).
 * Both sides are told by the decision's events. The writes are lambdas/data/compensations.ts's.
 */

/** A refund's record races only approvals of other creators of the campaign (each moves its counts): read them again. */
const RECORD_RETRY: RetryPolicy = { attempts: 15, ...RACE_BACKOFF };

function viewOf(
  request: CompensationRecord,
  campaign: Pick<RefundableCampaign, 'price'> | undefined,
  delivery: { status: ApplicationStatus; oneOnOneChannelId?: string },
): CompensationRequestView {
  return {
    campaignId: request.campaignId,
    campaignTitle: request.campaignTitle,
    companyId: request.companyId,
    companyName: request.companyName,
    creatorId: request.creatorId,
    creatorName: request.creatorName,
    status: request.status,
    reason: request.reason,
    requestedAt: request.requestedAt,
    facts: request.facts,
    deliveryStatus: delivery.status,
    refundAmount: request.refundAmount ?? (campaign ? creatorShare(campaign.price) : 0),
    ...(request.decidedAt ? { decidedAt: request.decidedAt } : {}),
    ...(request.extendedDueAt ? { extendedDueAt: request.extendedDueAt } : {}),
    ...(delivery.oneOnOneChannelId ? { channelId: delivery.oneOnOneChannelId } : {}),
  };
}

/** `GET /admin/compensations?page`: the open requests, the longest waiting first, each with its delivery as it is now. */
export async function compensationRequests(page: number): Promise<CompensationPage> {
  const [requests, totalEntries] = await Promise.all([listOpenCompensations(page, COMPENSATIONS_PAGE_SIZE), countOpenCompensations()]);
  const views = await Promise.all(
    requests.map(async (request) => {
      const [campaign, delivery] = await Promise.all([getRefundableCampaign(request.campaignId), getDelivery(request.campaignId, request.creatorId)]);
      return viewOf(request, campaign, delivery ?? { status: 'in-progress' });
    }),
  );
  return namedPage('data', countedPage(views, page, COMPENSATIONS_PAGE_SIZE, totalEntries));
}

/**
 * `PUT /admin/compensations/{campaignId}/{creatorId}`: decides an open request once. A second decision (or a racing
 * admin's) answers 409 COMPENSATION_ALREADY_DECIDED; a refund whose provider call failed midway is resumed by deciding
 * refund again.
 */
export async function decideCompensation(adminId: string, campaignId: string, creatorId: string, input: CompensationDecisionInput): Promise<CompensationRequestView> {
  const request = await getCompensation(campaignId, creatorId);
  if (!request) throw new NotFoundError('COMPENSATION_NOT_FOUND');
  if (request.status !== 'requested') throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
  const delivery = await getDelivery(campaignId, creatorId);
  if (!delivery) throw new NotFoundError('COMPENSATION_NOT_FOUND');
  if (input.decision === 'refund') return refund(adminId, request, delivery);
  // A refund started (the money may have moved): only deciding refund again finishes it.
  if (request.refundStartedAt) throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
  return extend(adminId, request, delivery, input.extensionDays ?? 0);
}

async function extend(adminId: string, request: CompensationRecord, delivery: DeliveryRecord, days: number): Promise<CompensationRequestView> {
  const decidedAt = new Date().toISOString();
  const dueAt = extendedDueAt(decidedAt, days);
  const campaign = await getRefundableCampaign(request.campaignId);
  if (!campaign) throw new NotFoundError('COMPENSATION_NOT_FOUND');
  const view: CompensationView = { status: 'extended', reason: request.reason, requestedAt: request.requestedAt, decidedAt, extendedDueAt: dueAt };
  const facts = { campaignId: request.campaignId, campaignTitle: campaign.campaignTitle, companyId: request.companyId };
  const events = [
    newEvent('compensation.decided', { ...facts, creatorName: request.creatorName, decision: 'extend', dueAt }, decidedAt),
    newEvent('delivery.extended', { ...facts, companyName: campaign.companyName, creatorId: request.creatorId, dueAt }, decidedAt),
  ];
  const refusal = await recordExtension({ request, decidedAt, decidedBy: adminId, dueAt, view, events });
  if (refusal === 'compensation') throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
  if (refusal === 'application') throw new ConflictError(delivery.status === 'approved' ? 'COMPENSATION_ALREADY_DECIDED' : 'DELIVERY_ALREADY_SUBMITTED');
  if (refusal) throw new ConflictError();
  countEvent('CompensationExtended');
  logInfo('Compensation decided', { campaignId: request.campaignId, creatorId: request.creatorId, decision: 'extend', dueAt, adminId });
  return viewOf({ ...request, status: 'extended', decidedAt, decidedBy: adminId, extendedDueAt: dueAt }, campaign, delivery);
}

/**
 * Refunds the company the creator's share (what it paid for that creator, VAT included: her work and her product
 * budget; a purchase she made is not paid back, docs/decisions/delivery.md): claims the refund, asks the
 * provider (keyed by the request, so a resumed refund is never made twice), then records it. A provider that refuses
 * releases the claim (409 REFUND_REFUSED); one that cannot be reached keeps it, and deciding again resumes.
 */
async function refund(adminId: string, request: CompensationRecord, delivery: DeliveryRecord): Promise<CompensationRequestView> {
  const found = await getRefundableCampaign(request.campaignId);
  if (!found?.paidCheckoutId) throw new NotFoundError('COMPENSATION_NOT_FOUND');
  const { paidCheckoutId } = found;
  let campaign: RefundableCampaign = found;
  const amount = creatorShare(campaign.price);
  let claimed = request;
  if (request.refundStartedAt) {
    // A claim left by an attempt that did not finish: resumed by one attempt at a time.
    if (!(await resumeRefund(request, new Date()))) throw new ConflictError();
  } else {
    const startedAt = new Date().toISOString();
    const refusal = await claimRefund(request, startedAt, campaign.refundedAmount);
    if (refusal === 'compensation') throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
    if (refusal === 'application') throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
    // Another refund of this campaign's payment is being made: one at a time.
    if (refusal) throw new ConflictError();
    claimed = { ...request, refundStartedAt: startedAt, refundedBefore: campaign.refundedAmount };
  }
  const { provider } = await configuredPayments();
  const made = await provider.refund({
    checkoutId: paidCheckoutId,
    amount,
    idempotencyKey: `compensation:${request.campaignId}:${request.creatorId}`,
    refundedBefore: claimed.refundedBefore ?? 0,
  });
  if ('refused' in made) {
    logError('Compensation refund refused by the provider', { campaignId: request.campaignId, creatorId: request.creatorId, amount, refused: made.refused });
    await releaseRefundClaim(claimed);
    throw new ConflictError('REFUND_REFUSED');
  }
  const decidedAt = new Date().toISOString();
  const record: CompensationRefundRecord = {
    id: randomUUID(),
    type: 'refund',
    status: 'completed',
    amount,
    campaignId: request.campaignId,
    campaignTitle: campaign.campaignTitle,
    companyId: request.companyId,
    companyName: campaign.companyName,
    creatorId: request.creatorId,
    creatorName: request.creatorName,
    provider: provider.name,
    checkoutId: paidCheckoutId,
    refundId: made.refundId,
    ...(campaign.paymentTransactionId ? { paymentTransactionId: campaign.paymentTransactionId } : {}),
    reason: 'compensation',
    createdAt: decidedAt,
  };
  const view: CompensationView = { status: 'refunded', reason: request.reason, requestedAt: request.requestedAt, decidedAt, refundAmount: amount };
  const creatorExists = (await getUserById(request.creatorId, true)) !== undefined;
  await retrying(RECORD_RETRY, async (attempt) => {
    if (attempt > 1) {
      // Another creator's approval moved the campaign's counts since they were read.
      const again = await getRefundableCampaign(request.campaignId);
      if (!again) throw new NotFoundError('COMPENSATION_NOT_FOUND');
      campaign = again;
    }
    const counts = { status: campaign.status, acceptedCount: campaign.acceptedCount, approvedCount: campaign.approvedCount, cancelledCount: campaign.cancelledCount };
    // Her product's shipment closes with the deal (its address deleted 30 days on), on condition that it is as read.
    const parties = { campaignId: request.campaignId, campaignTitle: campaign.campaignTitle, companyId: request.companyId, companyName: campaign.companyName, creatorId: request.creatorId, creatorName: request.creatorName };
    const product = delivery.productNeeded ? await closedShipment(parties, decidedAt, delivery.productNeeded) : undefined;
    const completes = completesCampaign(counts, 'cancelled');
    const facts = { campaignId: request.campaignId, campaignTitle: campaign.campaignTitle, companyId: request.companyId };
    const events = [
      newEvent('compensation.decided', { ...facts, creatorName: request.creatorName, decision: 'refund', amount }, decidedAt),
      newEvent('delivery.cancelled', { ...facts, companyName: campaign.companyName, creatorId: request.creatorId }, decidedAt),
      ...(completes ? [newEvent('campaign.completed', facts, decidedAt)] : []),
    ];
    const refusal = await recordRefund({
      request: claimed,
      campaign,
      decidedAt,
      decidedBy: adminId,
      refund: { ...record, createdAt: decidedAt },
      view,
      completes,
      creatorExists,
      events,
      shipment: product?.shipment ?? [],
    });
    if (!refusal) return undefined;
    // Recorded by a racing resume of the same claim: it is decided.
    if (refusal === 'compensation') throw new ConflictError('COMPENSATION_ALREADY_DECIDED');
    if (refusal !== 'campaign' && refusal !== 'conflict') {
      logError('Compensation refund made but not recorded: reconcile it', { campaignId: request.campaignId, creatorId: request.creatorId, amount, refusal });
      throw new ConflictError();
    }
    return tryAgain(new ConflictError());
  });
  countEvent('CompensationRefunded');
  logInfo('Compensation decided', { campaignId: request.campaignId, creatorId: request.creatorId, decision: 'refund', amount, adminId });
  return viewOf({ ...claimed, status: 'refunded', decidedAt, decidedBy: adminId, refundAmount: amount }, campaign, { ...delivery, status: 'cancelled' });
}
