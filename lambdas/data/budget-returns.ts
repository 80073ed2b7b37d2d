import { PRODUCT_BUDGET_REFUND } from '../../shared/domain/ledger';
import type { DomainEvent } from '../../shared/domain/events';
import { eventPut } from './events';
import { campaignKey } from './keys';
import { ledgerEntryItems } from './ledger';
import { tableName, type TransactItem } from './table';
import { cancellationCodes, transactWrite } from './transactions';

/**
 * The unused product budget of a completed campaign, given back to its company (issue 28): like a compensation's
 * refund (compensation-decisions.ts), money leaves through the payment provider between two writes of the campaign.
 * The first claims it — `refundClaim` holds the campaign's payment for this refund alone, with what the payment had
 * given back before (`budgetRefundedBefore`, for a provider that reads the payment to stay idempotent) — and the second
 * records it: the balance and the refunded sum follow, the claim goes, the ledger gets the refund entry, and the
 * company is told by the event. A crash between the two leaves the claim, which the next attempt resumes.
 */

/**
 * The campaign's `refundClaim` while its unused budget is being given back (a compensation's claim names a creator),
 * and the refund's reason in the ledger.
 */
export const BUDGET_RETURN_CLAIM = PRODUCT_BUDGET_REFUND;

/** An update of the campaign alone; false when its condition failed. */
async function updateCampaign(update: NonNullable<TransactItem['Update']>): Promise<boolean> {
  try {
    await transactWrite([{ Update: update }]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

/** Claims the return, once: the campaign is completed, nothing was returned yet, and no other refund is under way. */
export function claimBudgetReturn(campaignId: string, refundedBefore: number): Promise<boolean> {
  return updateCampaign({
    TableName: tableName(),
    Key: campaignKey(campaignId),
    UpdateExpression: 'SET refundClaim = :claim, budgetRefundedBefore = :before',
    ConditionExpression:
      '#status = :completed AND attribute_not_exists(refundClaim) AND attribute_not_exists(productBudgetReturned)' +
      ' AND (attribute_not_exists(refundedAmount) OR refundedAmount = :before)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':claim': BUDGET_RETURN_CLAIM, ':before': refundedBefore, ':completed': 'completed' },
  });
}

/** Gives the claim up when the provider refused the refund (nothing moved); released already is the same. */
export async function releaseBudgetReturn(campaignId: string): Promise<void> {
  await updateCampaign({
    TableName: tableName(),
    Key: campaignKey(campaignId),
    UpdateExpression: 'REMOVE refundClaim, budgetRefundedBefore',
    ConditionExpression: 'refundClaim = :claim',
    ExpressionAttributeValues: { ':claim': BUDGET_RETURN_CLAIM },
  });
}

/** The return's ledger entry: the company's unused product budget given back through the provider. */
export interface BudgetRefundRecord {
  id: string;
  type: 'refund';
  status: 'completed';
  amount: number;
  campaignId: string;
  campaignTitle: string;
  companyId: string;
  companyName: string;
  provider: string;
  checkoutId: string;
  refundId: string;
  paymentTransactionId?: string;
  reason: typeof BUDGET_RETURN_CLAIM;
  createdAt: string;
}

export interface BudgetReturnWrite {
  /** What the company paid (halalas): the balance before any payout, for a campaign paid before the ledger kept one. */
  paidAmount: number;
  refundedBefore: number;
  refund: BudgetRefundRecord;
  event: DomainEvent<'product.budget.returned'>;
}

/**
 * Records the refund the provider made, on condition that this return still holds the claim: the balance gives the
 * amount back (never below zero), the refunded sum grows, the claim goes, the ledger gets the entry and the event is
 * stored. False when the claim was not this return's (recorded by another attempt already).
 */
export async function recordBudgetReturn(write: BudgetReturnWrite): Promise<boolean> {
  const { refund } = write;
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: campaignKey(refund.campaignId),
          UpdateExpression:
            'SET balance = if_not_exists(balance, :paid) - :amount, refundedAmount = :refunded, productBudgetReturned = :amount, productBudgetReturnedAt = :at' +
            ' REMOVE refundClaim, budgetRefundedBefore',
          ConditionExpression: 'refundClaim = :claim AND (attribute_not_exists(balance) OR balance >= :amount)',
          ExpressionAttributeValues: {
            ':paid': write.paidAmount,
            ':amount': refund.amount,
            ':refunded': write.refundedBefore + refund.amount,
            ':at': refund.createdAt,
            ':claim': BUDGET_RETURN_CLAIM,
          },
        },
      },
      ...ledgerEntryItems(refund, { ...refund }),
      eventPut(write.event),
    ]);
    return true;
  } catch (error) {
    if (cancellationCodes(error)[0] === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
