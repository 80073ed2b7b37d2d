import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '../../shared/domain/events';
import { unusedProductBudget } from '../../shared/domain/pricing';
import { configuredPayments } from '../adapters/payments';
import { logError, logInfo } from '../core/log';
import { countEvent } from '../core/observability';
import { BUDGET_RETURN_CLAIM, claimBudgetReturn, recordBudgetReturn, releaseBudgetReturn, type BudgetRefundRecord } from '../data/budget-returns';
import { getRefundableCampaign } from '../data/compensations';
import { newEvent } from '../data/events';

/**
 * Issue 28: a campaign whose creators buy the product was charged each creator's limit up front; once it completes,
 * what its approved creators did not spend goes back to the company's card, in one refund (the budgets of deals
 * refunded to the company went back with them, lambdas/domain/compensations.ts). Called by the events dispatcher for
 * `campaign.completed`: an error (the provider unreachable, another refund of the payment under way) fails the event,
 * which the stream hands on again; the provider's refund is keyed by the campaign, so a resumed return is made once.
 */
export async function returnUnusedBudget(completed: DomainEvent<'campaign.completed'>): Promise<void> {
  const { campaignId } = completed.payload;
  const campaign = await getRefundableCampaign(campaignId);
  if (!campaign?.paidCheckoutId || campaign.productBudgetReturned !== undefined) return;
  const amount = unusedProductBudget(campaign.price, campaign.approvedCount, campaign.reimbursedAmount);
  if (amount === 0) return;
  let refundedBefore = campaign.refundedAmount;
  if (campaign.refundClaim === BUDGET_RETURN_CLAIM) {
    // An attempt that did not finish: resumed with what the payment had given back when it was claimed.
    refundedBefore = campaign.budgetRefundedBefore ?? refundedBefore;
  } else if (!(await claimBudgetReturn(campaignId, refundedBefore))) {
    throw new Error('The unused product budget could not be claimed: another refund of the payment is under way');
  }
  const { provider } = await configuredPayments();
  const made = await provider.refund({ checkoutId: campaign.paidCheckoutId, amount, idempotencyKey: `${BUDGET_RETURN_CLAIM}:${campaignId}`, refundedBefore });
  if ('refused' in made) {
    // Nothing a retry would change: the money stays on the campaign's balance for a person to reconcile.
    logError('Unused product budget not returned: the provider refused the refund, reconcile it', { campaignId, amount, refused: made.refused });
    await releaseBudgetReturn(campaignId);
    return;
  }
  const createdAt = new Date().toISOString();
  const parties = { campaignId, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId, companyName: campaign.companyName };
  const refund: BudgetRefundRecord = {
    id: randomUUID(),
    type: 'refund',
    status: 'completed',
    amount,
    ...parties,
    provider: provider.name,
    checkoutId: campaign.paidCheckoutId,
    refundId: made.refundId,
    ...(campaign.paymentTransactionId ? { paymentTransactionId: campaign.paymentTransactionId } : {}),
    reason: BUDGET_RETURN_CLAIM,
    createdAt,
  };
  const event = newEvent('product.budget.returned', { campaignId, campaignTitle: campaign.campaignTitle, companyId: campaign.companyId, amount }, createdAt);
  if (!(await recordBudgetReturn({ paidAmount: campaign.amount, refundedBefore, refund, event }))) {
    // Recorded by another attempt meanwhile (its refund is this one), or the balance holds less than the budget.
    if ((await getRefundableCampaign(campaignId))?.productBudgetReturned !== undefined) return;
    logError('Unused product budget refunded but not recorded: reconcile it', { campaignId, amount, refundId: made.refundId });
    throw new Error('The unused product budget was refunded but not recorded');
  }
  countEvent('ProductBudgetReturned');
  logInfo('Unused product budget returned', { campaignId, amount });
}
