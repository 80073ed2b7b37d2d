import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DealParties } from '../../shared/domain/campaign';
import type { DomainEvent } from '../../shared/domain/events';
import { dynamoClient } from '../core/clients';
import { PAYOUT_PURPOSES, type PaidTo, type PayoutPurpose } from '../../shared/domain/ledger';
import { eventPut } from './events';
import { absentAs, count, flag, map, oneOf, optional, readItem, text, type Item, type Shape } from './item';
import { counterKey, INDEX, payoutKey, payoutRevealKey, transactionKey, userTransactionsIndexKey, UNPAID_PAYOUTS, unpaidPayoutIndexKey, unpaidPayoutsCounterName } from './keys';
import { ledgerCompletionItems, ledgerEntryItems } from './ledger';
import { countChange, getItem, queryAll, queuePage, readCount, tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * Repository of creator payouts: the ledger entry (`TXN#<id>`, type payout, kept by ledger.ts with the other
 * transactions, under the creator) and the covering record the admins work down (`PAYOUT#<id>`, in the sparse unpaid queue until it
 * is marked paid). Both are written together, in the transaction of the change that causes them: the approval of the
 * creator's content makes them pending, the admin's mark-paid completes them.
 */

/** An admin saw the whole of the bank account a payout goes to (the audit of `GET /admin/payouts/{id}/bank-account`). */
export interface PayoutReveal {
  payoutId: string;
  adminId: string;
  revealedAt: string;
  creatorId: string;
  bankAccountId: string;
}

/** Writes the reveal's audit item; the account is shown only once it is written. */
export async function putPayoutReveal(reveal: PayoutReveal): Promise<void> {
  await dynamoClient().send(
    new PutCommand({ TableName: tableName(), Item: { ...payoutRevealKey(reveal.payoutId, reveal.revealedAt, reveal.adminId), ...reveal }, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
}

/** The payout's ledger entry. */
export interface PayoutRecord extends DealParties {
  id: string;
  type: 'payout';
  /** Issue 28: a product's reimbursement (absent: her work). */
  purpose?: PayoutPurpose;
  status: 'pending' | 'completed';
  /** Halalas: the creator's earning for the campaign. */
  amount: number;
  createdAt: string;
  completedAt?: string;
  /** The admin who marked it paid. */
  paidBy?: string;
  paidTo?: PaidTo;
}

/** The covering record: the same payout as the admins' queue shows it. */
export interface CoveringRecord {
  id: string;
  purpose?: PayoutPurpose;
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  creatorId: string;
  creatorName: string;
  amount: number;
  payed: boolean;
  createdAt: string;
  paidAt?: string;
  paidBy?: string;
  paidTo?: PaidTo;
}

const COVERING_SHAPE: Shape<CoveringRecord> = {
  id: text,
  purpose: optional(oneOf(PAYOUT_PURPOSES)),
  campaignId: text,
  campaignTitle: text,
  companyId: text,
  creatorId: text,
  creatorName: text,
  amount: count,
  payed: flag,
  createdAt: text,
  paidAt: optional(text),
  paidBy: optional(text),
  paidTo: optional(map<PaidTo>()),
};

const PAYOUT_SHAPE: Shape<PayoutRecord> = {
  id: text,
  type: oneOf(['payout'] as const),
  purpose: optional(oneOf(PAYOUT_PURPOSES)),
  status: oneOf(['pending', 'completed'] as const),
  amount: count,
  campaignId: text,
  campaignTitle: text,
  companyId: text,
  companyName: absentAs(text, ''),
  creatorId: text,
  creatorName: text,
  createdAt: text,
  completedAt: optional(text),
  paidBy: optional(text),
  paidTo: optional(map<PaidTo>()),
};

export function coveringFromItem(item: Item): CoveringRecord {
  return readItem('covering record', COVERING_SHAPE, item);
}

export function payoutFromItem(item: Item): PayoutRecord {
  return readItem('payout', PAYOUT_SHAPE, item);
}

/**
 * A new pending payout: its ledger entry, its covering record in the unpaid queue, and both lists' counters. Added
 * to the transaction that approves the creator's content, so an approval never happens without its payout.
 */
export function pendingPayoutItems(payout: PayoutRecord): TransactItem[] {
  const table = tableName();
  const covering: CoveringRecord = {
    id: payout.id,
    ...(payout.purpose ? { purpose: payout.purpose } : {}),
    campaignId: payout.campaignId,
    campaignTitle: payout.campaignTitle,
    companyId: payout.companyId,
    creatorId: payout.creatorId,
    creatorName: payout.creatorName,
    amount: payout.amount,
    payed: false,
    createdAt: payout.createdAt,
  };
  return [
    ...ledgerEntryItems(payout, { ...payout }),
    { Put: { TableName: table, Item: { ...payoutKey(payout.id), ...unpaidPayoutIndexKey(payout.createdAt, payout.id), ...covering }, ConditionExpression: 'attribute_not_exists(PK)' } },
    countChange(counterKey(unpaidPayoutsCounterName), 1),
  ];
}

/** Page `page` of the unpaid queue, oldest first: the payout owed longest is covered first. */
export async function listUnpaidPayouts(page: number, pageSize: number): Promise<CoveringRecord[]> {
  return (await queuePage(UNPAID_PAYOUTS, page, pageSize)).map(coveringFromItem);
}

export async function countUnpaidPayouts(): Promise<number> {
  return Math.max(0, await readCount(counterKey(unpaidPayoutsCounterName)));
}

export async function getCoveringRecord(payoutId: string): Promise<CoveringRecord | undefined> {
  const item = await getItem(payoutKey(payoutId), { consistent: true });
  return item && coveringFromItem(item);
}

/**
 * Every payout of a creator, newest first: her transactions' list (GSI2 `USER#<id>#TXNS`, where a creator has only
 * payouts), read whole. A creator has one per approved campaign: a few hundred at most.
 */
export async function listCreatorPayouts(creatorId: string): Promise<PayoutRecord[]> {
  const { GSI2PK } = userTransactionsIndexKey(creatorId, '', '');
  const items = await queryAll({
    IndexName: INDEX.userTransactions,
    KeyConditionExpression: 'GSI2PK = :pk',
    FilterExpression: '#type = :payout',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':pk': GSI2PK, ':payout': 'payout' },
    ScanIndexForward: false,
  });
  return items.map(payoutFromItem);
}

export async function getPayout(payoutId: string): Promise<PayoutRecord | undefined> {
  const item = await getItem(transactionKey(payoutId), { consistent: true });
  return item && payoutFromItem(item);
}

export interface MarkPaidWrite {
  /** The covering record as read: its amount and creation date place its ledger entry in its lists and sums. */
  record: CoveringRecord;
  paidAt: string;
  paidBy: string;
  paidTo: PaidTo;
  /** What must still hold for the payout to go to that account (the account is still the creator's default). */
  checks: TransactItem[];
  event: DomainEvent<'payout.paid'>;
}

/**
 * Marks a payout paid, once: the covering record leaves the unpaid queue and the ledger entry completes, together,
 * with the event that tells the creator. False when it was not pending any more (marked by another admin, or twice)
 * or a check failed; the caller reads the record to tell which.
 */
export async function markPayoutPaid(write: MarkPaidWrite): Promise<boolean> {
  const table = tableName();
  const paid = { ':paidAt': write.paidAt, ':paidBy': write.paidBy, ':paidTo': write.paidTo };
  try {
    await transactWrite([
      {
        Update: {
          TableName: table,
          Key: payoutKey(write.record.id),
          UpdateExpression: 'SET payed = :true, paidAt = :paidAt, paidBy = :paidBy, paidTo = :paidTo REMOVE GSI1PK, GSI1SK',
          ConditionExpression: 'payed = :false',
          ExpressionAttributeValues: { ':true': true, ':false': false, ...paid },
        },
      },
      ...ledgerCompletionItems({ ...write.record, type: 'payout' }, write.paidAt, { paidBy: write.paidBy, paidTo: write.paidTo }),
      countChange(counterKey(unpaidPayoutsCounterName), -1),
      ...write.checks,
      eventPut(write.event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error).length) return false;
    throw error;
  }
}
