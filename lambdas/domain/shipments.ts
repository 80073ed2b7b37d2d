import { randomBytes } from 'node:crypto';
import { uuidV7 } from '../../shared/domain/ids';
import { namedPage } from '../../shared/domain/page';
import type { ApplicationStatus, DealParties } from '../../shared/domain/campaign';
import { deliveryDueAt } from '../../shared/domain/results';
import {
  ADDRESS_RETENTION_DAYS,
  initialShipmentStatus,
  SHIPPING_PROBLEMS_PAGE_SIZE,
  shipmentAllows,
  type NationalAddress,
  type ProductHandover,
  type ShipmentAction,
  type ShipmentStatus,
  type ShipmentView,
  type ShippingProblemPage,
} from '../../shared/domain/shipping';
import type { PurchaseReceiptInput, ShipmentReceiptInput, ShipmentTrackingInput } from '../../shared/validation/shipping';
import * as storage from '../adapters/storage';
import type { Viewer } from './applications';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../core/errors';
import { logInfo } from '../core/log';
import { countEvent } from '../core/observability';
import { getCampaignForDecision, type CampaignForDecision } from '../data/campaigns';
import { getDelivery, type DeliveryRecord } from '../data/deliveries';
import { newEvent } from '../data/events';
import type { PayoutRecord } from '../data/payouts';
import { getSavedNationalAddress } from '../data/profiles';
import {
  countShippingProblems,
  getShipment,
  listAddressesToPurge,
  listShippingProblems,
  purgeAddress,
  putShippingAddress,
  recordProblem,
  recordReceived,
  recordShipment,
  settledUntouchedShipmentItem,
  settleShipmentItems,
  type ShipmentRecord,
  type ShipmentRefusal,
} from '../data/shipments';
import type { TransactItem } from '../data/table';
import { countedPage, mapPage } from './pager';

/**
 * Product shipping (issue 28): one creator's product on a campaign that needs it, as its company and the creator see
 * it, and each step: her address, the company's shipment, her receipt or problem, or her purchase's receipt. The
 * address is the company's to read only for this campaign, and goes 30 days after her deal ends (the daily run).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The deal the caller may see the product of: the campaign's company, or the creator herself; nobody else. */
interface ShipmentDeal {
  campaign: CampaignForDecision & { product: NonNullable<CampaignForDecision['product']> };
  delivery: DeliveryRecord & { productNeeded: ProductHandover };
  shipment?: ShipmentRecord;
}

async function dealOf(caller: Viewer, campaignId: string, creatorId: string): Promise<ShipmentDeal> {
  const campaign = await getCampaignForDecision(campaignId, true);
  if (!campaign) throw new NotFoundError();
  if (caller.role === 'company' ? campaign.companyId !== caller.userId : caller.userId !== creatorId) throw new ForbiddenError();
  const [delivery, shipment] = await Promise.all([getDelivery(campaignId, creatorId), getShipment(campaignId, creatorId)]);
  const { product } = campaign;
  if (!product || !delivery?.productNeeded) throw new NotFoundError('SHIPMENT_NOT_FOUND');
  return { campaign: { ...campaign, product }, delivery: { ...delivery, productNeeded: delivery.productNeeded }, ...(shipment ? { shipment } : {}) };
}

function statusOf(deal: ShipmentDeal): ShipmentStatus {
  return deal.shipment?.status ?? initialShipmentStatus(deal.delivery.productNeeded);
}

/** The delivery statuses in which her product's steps may be taken: her deal goes on. */
const ACTIVE: readonly ApplicationStatus[] = ['in-progress', 'under-review', 'needs-revision', 'needs-review'];

/** The step must be allowed from where the product stands, while her deal goes on (the writes condition on both). */
function stepFrom(deal: ShipmentDeal, action: ShipmentAction): ShipmentStatus {
  const status = statusOf(deal);
  if (!shipmentAllows(status, action) || deal.shipment?.settledAt || !ACTIVE.includes(deal.delivery.status)) throw new ConflictError('SHIPMENT_STEP_NOT_ALLOWED');
  return status;
}

async function viewOf(caller: Viewer, deal: ShipmentDeal): Promise<ShipmentView> {
  const { campaign, delivery, shipment } = deal;
  const receipt = shipment?.receipt;
  const profileAddress = caller.role === 'creator' && !shipment?.address ? await getSavedNationalAddress(caller.userId) : undefined;
  return {
    campaignId: campaign.id,
    creatorId: delivery.creatorId,
    creatorName: delivery.creatorName,
    handover: delivery.productNeeded,
    status: statusOf(deal),
    ...(campaign.product.reimbursementLimit !== undefined ? { reimbursementLimit: campaign.product.reimbursementLimit } : {}),
    // A deal refunded to the company (cancelled) ends its right to her address.
    ...(shipment?.address && !(caller.role === 'company' && delivery.status === 'cancelled') ? { address: shipment.address } : {}),
    ...(shipment?.addressConfirmedAt ? { addressConfirmedAt: shipment.addressConfirmedAt } : {}),
    ...(shipment?.addressDeletedAt ? { addressDeletedAt: shipment.addressDeletedAt } : {}),
    ...(shipment?.carrier ? { carrier: shipment.carrier } : {}),
    ...(shipment?.carrierName ? { carrierName: shipment.carrierName } : {}),
    ...(shipment?.trackingNumber ? { trackingNumber: shipment.trackingNumber } : {}),
    ...(shipment?.shippedAt ? { shippedAt: shipment.shippedAt } : {}),
    ...(shipment?.receivedAt ? { receivedAt: shipment.receivedAt } : {}),
    ...(shipment?.settledAt ? { settledAt: shipment.settledAt } : {}),
    ...(shipment?.problem ? { problem: shipment.problem } : {}),
    ...(receipt
      ? { receipt: { amount: receipt.amount, uploadedAt: receipt.uploadedAt, fileName: receipt.fileName, url: await storage.signedDownloadUrl(receipt.key, receipt.fileName) } }
      : {}),
    ...(profileAddress ? { profileAddress } : {}),
  };
}

/** After a step: the shipment as it is now; a refusal says why it did not move. */
async function afterStep(caller: Viewer, campaignId: string, creatorId: string, refusal: ShipmentRefusal | undefined): Promise<ShipmentView> {
  if (refusal === 'upload') throw new ValidationError({ key: 'uploadNotFound' });
  if (refusal === 'delivery') throw new ConflictError('SHIPMENT_STEP_NOT_ALLOWED');
  if (refusal) throw new ConflictError('SHIPMENT_CHANGED');
  return viewOf(caller, await dealOf(caller, campaignId, creatorId));
}

function partiesOf({ campaign, delivery }: ShipmentDeal) {
  return {
    campaignId: campaign.id,
    campaignTitle: campaign.campaignTitle,
    companyId: campaign.companyId,
    companyName: campaign.companyName,
    creatorId: delivery.creatorId,
    creatorName: delivery.creatorName,
  };
}

/** `GET /campaigns/{id}/shipments/{creatorId}`. */
export async function shipment(caller: Viewer, campaignId: string, creatorId: string): Promise<ShipmentView> {
  return viewOf(caller, await dealOf(caller, campaignId, creatorId));
}

/** `PUT …/address` (the creator): where to ship; again to correct it until the company ships. */
export async function confirmShippingAddress(caller: Viewer, campaignId: string, creatorId: string, address: NationalAddress): Promise<ShipmentView> {
  const deal = await dealOf(caller, campaignId, creatorId);
  const seen = stepFrom(deal, 'confirm-address');
  const parties = partiesOf(deal);
  const at = new Date().toISOString();
  const event = newEvent('shipment.address.confirmed', { campaignId, campaignTitle: parties.campaignTitle, companyId: parties.companyId, creatorId, creatorName: parties.creatorName }, at);
  const refusal = await putShippingAddress({ ...parties, seen: deal.shipment ? seen : undefined, address, at, event });
  countEvent('ShippingAddressConfirmed');
  return afterStep(caller, campaignId, creatorId, refusal);
}

/** `PUT …/tracking` (the company): the carrier and tracking number; again to correct it, or after a problem. */
export async function recordTracking(caller: Viewer, campaignId: string, creatorId: string, input: ShipmentTrackingInput): Promise<ShipmentView> {
  const deal = await dealOf(caller, campaignId, creatorId);
  const seen = stepFrom(deal, 'record-shipment');
  const parties = partiesOf(deal);
  const at = new Date().toISOString();
  const shipped = { carrier: input.carrier, ...(input.carrierName ? { carrierName: input.carrierName } : {}), trackingNumber: input.trackingNumber };
  const event = newEvent('product.shipped', { campaignId, campaignTitle: parties.campaignTitle, companyId: parties.companyId, companyName: parties.companyName, creatorId, ...shipped }, at);
  const refusal = await recordShipment({ campaignId, creatorId, companyId: parties.companyId, seen, ...shipped, at, event });
  countEvent('ProductShipped');
  return afterStep(caller, campaignId, creatorId, refusal);
}

/** The product reached her: the shipment is received and her delivery window starts (unless her set is in). */
function receivedWrite(deal: ShipmentDeal, seen: ShipmentStatus | undefined, at: string, amount?: number) {
  const parties = partiesOf(deal);
  const dueAt = deal.delivery.status === 'in-progress' ? deliveryDueAt(at) : undefined;
  const event = newEvent(
    'product.received',
    { ...parties, product: deal.delivery.productNeeded, ...(dueAt ? { dueAt } : {}), ...(amount !== undefined ? { amount } : {}) },
    at,
  );
  return { ...parties, seen, handover: deal.delivery.productNeeded, at, deliveryStatus: deal.delivery.status, ...(dueAt ? { dueAt } : {}), event };
}

/** `POST …/received` (the creator): it arrived, or what went wrong (the company and the admins see it). */
export async function answerShipment(caller: Viewer, campaignId: string, creatorId: string, input: ShipmentReceiptInput): Promise<ShipmentView> {
  const deal = await dealOf(caller, campaignId, creatorId);
  const at = new Date().toISOString();
  if (input.received) {
    const seen = stepFrom(deal, 'confirm-receipt');
    const refusal = await recordReceived(receivedWrite(deal, seen, at));
    countEvent('ProductReceived');
    return afterStep(caller, campaignId, creatorId, refusal);
  }
  const seen = stepFrom(deal, 'report-problem');
  const parties = partiesOf(deal);
  const problem = { text: input.problem ?? '', reportedAt: at };
  const event = newEvent('shipment.problem', { campaignId, campaignTitle: parties.campaignTitle, companyId: parties.companyId, creatorId, creatorName: parties.creatorName, problem: problem.text }, at);
  const refusal = await recordProblem({ campaignId, creatorId, seen, problem, event });
  countEvent('ShippingProblemReported');
  return afterStep(caller, campaignId, creatorId, refusal);
}

/** `POST …/purchase` (the creator, *buy and reimburse*): her receipt and what she paid, at most the brief's limit. */
export async function submitPurchase(caller: Viewer, campaignId: string, creatorId: string, input: PurchaseReceiptInput): Promise<ShipmentView> {
  const deal = await dealOf(caller, campaignId, creatorId);
  const seen = stepFrom(deal, 'submit-receipt');
  const limit = deal.campaign.product.reimbursementLimit ?? 0;
  if (input.amount > limit) throw new ValidationError({ amount: 'reimbursementOverLimit' });
  const at = new Date().toISOString();
  const fileName = input.key.slice(input.key.lastIndexOf('/') + 1).replace(/^[0-9a-f-]{36}-/, '');
  const receipt = { key: input.key, fileName, amount: input.amount, uploadedAt: at };
  const refusal = await recordReceived({ ...receivedWrite(deal, deal.shipment ? seen : undefined, at, input.amount), receipt });
  countEvent('PurchaseReceiptSubmitted');
  return afterStep(caller, campaignId, creatorId, refusal);
}

/**
 * Her shipment, closed with her deal (her set approved, or the deal refunded to the company): settled, its address to
 * be deleted 30 days on, and no step moves it afterwards. A creator who took no step yet gets a settled shipment, made
 * on condition that none appeared meanwhile (a racing first step cancels the closing write, which reads again).
 */
export async function closedShipment(parties: DealParties, settledAt: string, handover: ProductHandover): Promise<{ record?: ShipmentRecord; shipment: TransactItem[] }> {
  const record = await getShipment(parties.campaignId, parties.creatorId);
  if (!record) return { shipment: [settledUntouchedShipmentItem(parties, handover, initialShipmentStatus(handover), settledAt)] };
  const purgeAt = new Date(Date.parse(settledAt) + ADDRESS_RETENTION_DAYS * DAY_MS).toISOString();
  return { record, shipment: settleShipmentItems(record, settledAt, purgeAt) };
}

/** In the approval of her set: her shipment closes and, for a purchase, what she paid is owed with her payout as an entry of its own. */
export async function productSettlement(payout: PayoutRecord, settledAt: string, handover: ProductHandover): Promise<{ reimbursement?: PayoutRecord; shipment: TransactItem[] }> {
  const { campaignId, campaignTitle, companyId, companyName, creatorId, creatorName } = payout;
  const { record, shipment } = await closedShipment({ campaignId, campaignTitle, companyId, companyName, creatorId, creatorName }, settledAt, handover);
  if (!record?.receipt) return { shipment };
  return { shipment, reimbursement: { ...payout, id: uuidV7(Date.parse(settledAt), randomBytes(10)), purpose: 'reimbursement', amount: record.receipt.amount } };
}

/** `GET /admin/shipping-problems?page`: the problems creators reported and their companies have not resolved yet. */
export async function shippingProblems(page: number): Promise<ShippingProblemPage> {
  const [records, total] = await Promise.all([listShippingProblems(page, SHIPPING_PROBLEMS_PAGE_SIZE), countShippingProblems()]);
  return namedPage(
    'problems',
    mapPage(countedPage(records, page, SHIPPING_PROBLEMS_PAGE_SIZE, total), (record) => ({
      campaignId: record.campaignId,
      campaignTitle: record.campaignTitle,
      companyId: record.companyId,
      companyName: record.companyName,
      creatorId: record.creatorId,
      creatorName: record.creatorName,
      ...(record.carrier ? { carrier: record.carrier } : {}),
      ...(record.carrierName ? { carrierName: record.carrierName } : {}),
      ...(record.trackingNumber ? { trackingNumber: record.trackingNumber } : {}),
      ...(record.shippedAt ? { shippedAt: record.shippedAt } : {}),
      // Only a shipment with a problem is in this list (its keys are set with the problem and removed with it).
      problem: record.problem ?? { text: '', reportedAt: record.settledAt ?? '' },
    })),
  );
}

/** The daily run's part (issue 28): every address whose 30 days after the deal have passed leaves its campaign. */
export async function purgeShippingAddresses(now: Date): Promise<number> {
  const due = await listAddressesToPurge(now.toISOString());
  let purged = 0;
  for (const entry of due) if (await purgeAddress(entry, now.toISOString())) purged += 1;
  logInfo('Shipping addresses purged', { due: due.length, purged });
  return purged;
}
