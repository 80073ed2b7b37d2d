import type { DealParties } from '../../shared/domain/campaign';
import type { DomainEvent } from '../../shared/domain/events';
import { PRODUCT_HANDOVERS, SAUDI_CARRIERS, SHIPMENT_STATUSES, type Carrier, type NationalAddress, type ProductHandover, type ShipmentFacts, type ShipmentProblem, type ShipmentStatus } from '../../shared/domain/shipping';
import { eventPut } from './events';
import { map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import {
  ADDRESSES_TO_PURGE,
  addressPurgeIndexKey,
  applicationKey,
  counterKey,
  creatorDetailsKey,
  dueDeliveryIndexKey,
  INDEX,
  shipmentKey,
  shippingProblemIndexKey,
  shippingProblemsCounterName,
  SHIPPING_PROBLEMS,
  uploadItemKey,
} from './keys';
import { countChange, getItem, queryAll, queuePage, readCount, tableName, type TransactItem } from './table';
import { failedCondition, transactWrite } from './transactions';

/**
 * Repository of product shipments (issue 28, docs/data-model.md pattern F5): one item per creator of a campaign that
 * needs its product, `CAMPAIGN#<id>` / `SHIPMENT#<creatorId>`, written by the first step (her address, or her
 * receipt). While a problem is open it sits in the admins' sparse GSI1 list `SHIPPING#PROBLEMS`; once her deal ends
 * its address waits in the sparse GSI2 `ADDRESSES#PURGE` for the daily run that deletes it. Every step conditions on
 * the status it read, so two tabs (or the company and the creator) never both move it.
 */

export interface ShipmentReceipt {
  key: string;
  fileName: string;
  amount: number;
  uploadedAt: string;
}


/** The stored shipment: its deal, its steps, and the receipt's object (the view signs a URL of it). */
export interface ShipmentRecord extends DealParties, ShipmentFacts {
  receipt?: ShipmentReceipt;
}

const SHIPMENT_SHAPE: Shape<ShipmentRecord> = {
  campaignId: text,
  campaignTitle: text,
  companyId: text,
  companyName: text,
  creatorId: text,
  creatorName: text,
  handover: oneOf(PRODUCT_HANDOVERS),
  status: oneOf(SHIPMENT_STATUSES),
  address: optional(map<NationalAddress>()),
  addressConfirmedAt: optional(text),
  addressDeletedAt: optional(text),
  carrier: optional(oneOf(SAUDI_CARRIERS)),
  carrierName: optional(text),
  trackingNumber: optional(text),
  shippedAt: optional(text),
  receivedAt: optional(text),
  problem: optional(map<ShipmentProblem>()),
  receipt: optional(map<ShipmentReceipt>()),
  settledAt: optional(text),
};

const shipmentFromItem = (item: Item) => readItem('shipment', SHIPMENT_SHAPE, item);

export async function getShipment(campaignId: string, creatorId: string): Promise<ShipmentRecord | undefined> {
  const item = await getItem(shipmentKey(campaignId, creatorId), { consistent: true });
  return item && shipmentFromItem(item);
}

/** Why a step was refused: the shipment moved meanwhile, the delivery is not hers to get, or the receipt's upload is not a checked receipt of hers. */
export type ShipmentRefusal = 'shipment' | 'delivery' | 'upload';

async function shipmentWrite(items: TransactItem[], reasons: readonly (ShipmentRefusal | undefined)[]): Promise<ShipmentRefusal | undefined> {
  try {
    await transactWrite(items);
    return undefined;
  } catch (error) {
    const refusal = failedCondition(error, reasons, 'shipment');
    if (!refusal) throw error;
    return refusal;
  }
}

/** The condition that the shipment is still in the status read (`undefined`: not written yet). */
function seenStatus(seen: ShipmentStatus | undefined): { ConditionExpression: string; ExpressionAttributeValues: Record<string, unknown> } {
  // The approval of her set settles the shipment: no step moves it afterwards.
  return seen
    ? { ConditionExpression: '#status = :seen AND attribute_not_exists(settledAt)', ExpressionAttributeValues: { ':seen': seen } }
    : { ConditionExpression: 'attribute_not_exists(PK)', ExpressionAttributeValues: {} };
}

/** SET of each attribute given, REMOVE of each given as undefined: one update expression from a plain object. */
function setAndRemove(fields: Record<string, unknown>, remove: readonly string[] = []) {
  const set = Object.entries(fields).filter(([, value]) => value !== undefined);
  const removed = [...Object.entries(fields).filter(([, value]) => value === undefined).map(([name]) => name), ...remove];
  return {
    UpdateExpression: `SET ${set.map(([name]) => `#${name} = :${name}`).join(', ')}${removed.length ? ` REMOVE ${removed.map((name) => `#${name}`).join(', ')}` : ''}`,
    ExpressionAttributeNames: Object.fromEntries([...set.map(([name]) => name), ...removed].map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(set.map(([name, value]) => [`:${name}`, value])),
  };
}

/** Extra condition of a step: who may take it. */
interface Guard {
  condition: string;
  values: Record<string, unknown>;
}

function shipmentUpdate(
  parties: Pick<DealParties, 'campaignId' | 'creatorId'>,
  seen: ShipmentStatus | undefined,
  fields: Record<string, unknown>,
  remove: readonly string[] = [],
  guard?: Guard,
): TransactItem {
  const update = setAndRemove(fields, remove);
  const condition = seenStatus(seen);
  return {
    Update: {
      TableName: tableName(),
      Key: shipmentKey(parties.campaignId, parties.creatorId),
      UpdateExpression: update.UpdateExpression,
      ConditionExpression: guard ? `${condition.ConditionExpression} AND ${guard.condition}` : condition.ConditionExpression,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status' },
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ...condition.ExpressionAttributeValues, ...guard?.values },
    },
  };
}

/** The statuses of a delivery still going on: her product's steps are taken only then. */
const ACTIVE_DELIVERY = {
  condition: '#status IN (:inProgress, :underReview, :needsRevision, :needsReview)',
  values: { ':inProgress': 'in-progress', ':underReview': 'under-review', ':needsRevision': 'needs-revision', ':needsReview': 'needs-review' },
};

/** The creator's delivery goes on, on a campaign that needs the product this way. */
function deliveryNeedsProduct(parties: Pick<DealParties, 'campaignId' | 'creatorId'>, handover: ProductHandover): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: applicationKey(parties.campaignId, parties.creatorId),
      ConditionExpression: `productNeeded = :handover AND ${ACTIVE_DELIVERY.condition}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':handover': handover, ...ACTIVE_DELIVERY.values },
    },
  };
}

/** Leaving the problem status takes the shipment out of the admins' list. */
const leavesProblem = (seen: ShipmentStatus | undefined) => (seen === 'problem' ? ['GSI1PK', 'GSI1SK'] : []);
const problemCountChange = (seen: ShipmentStatus | undefined) => (seen === 'problem' ? [countChange(counterKey(shippingProblemsCounterName), -1)] : []);

export interface AddressWrite extends DealParties {
  seen: ShipmentStatus | undefined;
  address: NationalAddress;
  at: string;
  event: DomainEvent<'shipment.address.confirmed'>;
}

/**
 * The creator's address for the product (again, until it ships: a correction), kept on her profile too so the next
 * campaign's form is filled in. The company is told to ship.
 */
export async function putShippingAddress(write: AddressWrite): Promise<ShipmentRefusal | undefined> {
  const { event, seen, address, at, ...parties } = write;
  return shipmentWrite(
    [
      shipmentUpdate(parties, seen, { ...parties, handover: 'ship', status: 'awaiting-shipment', address, addressConfirmedAt: at }),
      deliveryNeedsProduct(parties, 'ship'),
      { Update: { TableName: tableName(), Key: creatorDetailsKey(parties.creatorId), UpdateExpression: 'SET nationalAddress = :address', ExpressionAttributeValues: { ':address': address } } },
      eventPut(event),
    ],
    ['shipment', 'delivery'],
  );
}

export interface TrackingWrite extends Pick<DealParties, 'campaignId' | 'creatorId' | 'companyId'> {
  seen: ShipmentStatus;
  carrier: Carrier;
  carrierName?: string;
  trackingNumber: string;
  at: string;
  event: DomainEvent<'product.shipped'>;
}

/** The company's shipment (or a corrected or new one after a problem): the creator is told how to follow it. */
export async function recordShipment(write: TrackingWrite): Promise<ShipmentRefusal | undefined> {
  const update = shipmentUpdate(
    write,
    write.seen,
    { status: 'shipped', carrier: write.carrier, carrierName: write.carrierName, trackingNumber: write.trackingNumber, shippedAt: write.at },
    leavesProblem(write.seen),
    { condition: 'companyId = :company', values: { ':company': write.companyId } },
  );
  return shipmentWrite([update, ...problemCountChange(write.seen), eventPut(write.event)], ['shipment']);
}

export interface ReceivedWrite extends DealParties {
  seen: ShipmentStatus | undefined;
  handover: ProductHandover;
  at: string;
  /** The delivery's status as read (one still going on). */
  deliveryStatus: string;
  /** The end of the delivery window that starts now; none when her set is in already. */
  dueAt?: string;
  receipt?: ShipmentReceipt;
  event: DomainEvent<'product.received'>;
}

/**
 * She has the product (the carrier delivered it, or she bought it and uploaded the receipt): the shipment is received
 * and her 15-day delivery window starts now: the application joins the due-deliveries index, unless her set is
 * already in (then there is nothing to be late with). A receipt must be her own checked upload.
 */
export async function recordReceived(write: ReceivedWrite): Promise<ShipmentRefusal | undefined> {
  const { event, seen, at, deliveryStatus, dueAt, receipt, handover, ...parties } = write;
  const due = dueAt ? dueDeliveryIndexKey(dueAt, parties.campaignId, parties.creatorId) : undefined;
  const items: TransactItem[] = [
    shipmentUpdate(parties, seen, { ...(seen ? {} : { ...parties, handover }), status: 'received', receivedAt: at, receipt }, leavesProblem(seen)),
    {
      Update: {
        TableName: tableName(),
        Key: applicationKey(parties.campaignId, parties.creatorId),
        UpdateExpression: `SET productReceivedAt = :at${due ? ', GSI2PK = :duePK, GSI2SK = :dueSK' : ''}`,
        ConditionExpression: `productNeeded = :handover AND #status = :seenStatus AND ${ACTIVE_DELIVERY.condition} AND attribute_not_exists(productReceivedAt)`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':handover': handover, ':seenStatus': deliveryStatus, ...ACTIVE_DELIVERY.values, ...(due ? { ':duePK': due.GSI2PK, ':dueSK': due.GSI2SK } : {}) },
      },
    },
    ...problemCountChange(seen),
    eventPut(event),
  ];
  const reasons: (ShipmentRefusal | undefined)[] = ['shipment', 'delivery', ...problemCountChange(seen).map(() => undefined), undefined];
  if (receipt) {
    // Her own checked receipt, used for this purchase only: one receipt is never paid back twice.
    items.push({
      Update: {
        TableName: tableName(),
        Key: uploadItemKey(receipt.key),
        UpdateExpression: 'SET usedFor = :deal',
        ConditionExpression: 'ownerId = :owner AND purpose = :purpose AND #status = :verified AND attribute_not_exists(usedFor)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':owner': parties.creatorId, ':purpose': 'receipt', ':verified': 'verified', ':deal': `${parties.campaignId}#${parties.creatorId}` },
      },
    });
    reasons.push('upload');
  }
  return shipmentWrite(items, reasons);
}

export interface ProblemWrite extends Pick<DealParties, 'campaignId' | 'creatorId'> {
  seen: ShipmentStatus;
  problem: ShipmentProblem;
  event: DomainEvent<'shipment.problem'>;
}

/** The creator reports a problem: the company is told, and it joins the admins' list until it is resolved. */
export async function recordProblem(write: ProblemWrite): Promise<ShipmentRefusal | undefined> {
  const index = shippingProblemIndexKey(write.problem.reportedAt, write.campaignId, write.creatorId);
  return shipmentWrite(
    [
      shipmentUpdate(write, write.seen, { status: 'problem', problem: write.problem, GSI1PK: index.GSI1PK, GSI1SK: index.GSI1SK }),
      countChange(counterKey(shippingProblemsCounterName), 1),
      eventPut(write.event),
    ],
    ['shipment'],
  );
}

/** The admins' page of open problems, the longest waiting first. */
export async function listShippingProblems(page: number, pageSize: number): Promise<ShipmentRecord[]> {
  return (await queuePage(SHIPPING_PROBLEMS, page, pageSize)).map(shipmentFromItem);
}

export async function countShippingProblems(): Promise<number> {
  return Math.max(0, await readCount(counterKey(shippingProblemsCounterName)));
}

/**
 * In the approval's transaction: the deal is over, so the shipment is settled, on condition that it is still in the
 * status read (a reimbursement is paid for the receipt read); a kept address joins the purge index, to go 30 days on.
 */
export function settleShipmentItems(shipment: ShipmentRecord, settledAt: string, purgeAt: string): TransactItem[] {
  const purge = shipment.address ? addressPurgeIndexKey(purgeAt, shipment.campaignId, shipment.creatorId) : undefined;
  // A problem still open leaves the admins' list with the deal.
  return [
    shipmentUpdate(shipment, shipment.status, { settledAt, ...(purge ? { GSI2PK: purge.GSI2PK, GSI2SK: purge.GSI2SK } : {}) }, leavesProblem(shipment.status)),
    ...problemCountChange(shipment.status),
  ];
}

/**
 * In the approval's transaction, for a creator who took no step yet (no address, no receipt): the shipment is made
 * settled, on condition that none was made meanwhile (a racing first step cancels the approval, which reads again).
 */
export function settledUntouchedShipmentItem(parties: DealParties, handover: ProductHandover, status: ShipmentStatus, settledAt: string): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...shipmentKey(parties.campaignId, parties.creatorId), ...parties, handover, status, settledAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** An address due to be deleted: the shipment's keys and the index key read (the delete conditions on it). */
export interface AddressToPurge {
  campaignId: string;
  creatorId: string;
  purgeKey: string;
}

/** The kept addresses whose time came before `now`. */
export async function listAddressesToPurge(now: string): Promise<AddressToPurge[]> {
  const items = await queryAll({
    IndexName: INDEX.addressesToPurge,
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK < :now',
    ExpressionAttributeValues: { ':pk': ADDRESSES_TO_PURGE, ':now': now },
    ProjectionExpression: 'campaignId, creatorId, GSI2SK',
  });
  return items.map((item) => ({ campaignId: String(item.campaignId), creatorId: String(item.creatorId), purgeKey: String(item.GSI2SK) }));
}

/** Deletes one address from its campaign, once: a repeated run finds it gone. False when it was deleted meanwhile. */
export async function purgeAddress(entry: AddressToPurge, at: string): Promise<boolean> {
  const refusal = await shipmentWrite(
    [
      {
        Update: {
          TableName: tableName(),
          Key: shipmentKey(entry.campaignId, entry.creatorId),
          UpdateExpression: 'SET addressDeletedAt = :at REMOVE address, GSI2PK, GSI2SK',
          ConditionExpression: 'GSI2SK = :seen',
          ExpressionAttributeValues: { ':at': at, ':seen': entry.purgeKey },
        },
      },
    ],
    ['shipment'],
  );
  return !refusal;
}
