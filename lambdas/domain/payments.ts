import { randomUUID } from 'node:crypto';
import { appPath } from '../../shared/app-paths';
import { calendarDate } from '../../shared/domain/calendar';
import { isUuid } from '../../shared/domain/ids';
import { defaultFirst, planAdd, planRemove, planSetDefault, type SetRefusal } from '../../shared/domain/owned-set';
import { isCardExpired, MAX_CARDS, PAYMENT_CURRENCY, WEBHOOK_IDEMPOTENCY_DAYS, type CardList, type CardView, type PaymentEvent } from '../../shared/domain/payment';
import { RACE_BACKOFF, retrying, tryAgain, type RetryPolicy } from '../../shared/retry';
import { configuredPayments } from '../adapters/payments';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../core/errors';
import { logInfo } from '../core/log';
import { countEvent } from '../core/observability';
import { CARD_SET, readCardSet, type CardRecord } from '../data/cards';
import { getPayableCampaign, markPaymentFailed, publishCampaign, recordCheckout, type PayableCampaign } from '../data/campaigns';
import { eventPut, newEvent } from '../data/events';
import { recordPaymentEvent, type PaymentEventOutcome, type PaymentTransactionRecord } from '../data/payments';
import { invoiceDraftFor } from './invoices';
import { changeOwnedSet } from './owned-sets';
import { refundUnpublishedPayment } from './refunds';
import { vatIncluded } from '../../shared/domain/pricing';

/** Paying for a campaign through the provider's checkout, the webhook that publishes it once, and saved cards. */

/** Attempts at keeping one checkout when other starts for the same campaign record theirs at the same time. */
const CHECKOUT_RETRY: RetryPolicy = { attempts: 3, ...RACE_BACKOFF };

/**
 * Starts the provider's checkout for an unpaid campaign of the company's, for the amount stored with the campaign
 * (never one from the request). Paying is confirmed only by the webhook; the return pages just show the outcome.
 * One charge per campaign: while the checkout offered last is still open at the provider, every start answers it
 * (the company left the page and came back, or pressed twice). A new one is made only when there is none or the last
 * one can no longer be paid (declined, cancelled); of two starts racing to record a new one, the loser cancels its
 * own at the provider before anyone saw it, and answers the winner's.
 */
export async function startCampaignCheckout(companyId: string, campaignId: string): Promise<{ checkoutUrl: string }> {
  const { provider, appUrl } = await configuredPayments();
  return retrying(CHECKOUT_RETRY, async () => {
    const campaign = await getPayableCampaign(campaignId);
    if (!campaign) throw new NotFoundError();
    if (campaign.companyId !== companyId) throw new ForbiddenError();
    if (campaign.status !== 'unpaid') throw new ConflictError('CAMPAIGN_ALREADY_PAID');
    const current = campaign.checkoutId ? await provider.getCheckout(campaign.checkoutId) : undefined;
    if (current?.status === 'open') return { checkoutUrl: current.url };
    // Paid at the provider, the webhook not processed yet: the success page waits for it.
    if (current?.status === 'processing' || current?.status === 'succeeded') throw new ConflictError('CAMPAIGN_ALREADY_PAID');
    const checkout = await provider.createCheckout({
      amount: campaign.amount,
      currency: PAYMENT_CURRENCY,
      reference: campaign.id,
      description: campaign.campaignTitle,
      // The provider sends the payer back to pages of the web app, which then read the campaign's state.
      successUrl: `${appUrl}${appPath.paymentSuccess(campaign.id)}`,
      failureUrl: `${appUrl}${appPath.paymentFailure(campaign.id)}`,
    });
    if (await recordCheckout(campaign.id, companyId, campaign.amount, checkout.checkoutId, campaign.checkoutId)) return { checkoutUrl: checkout.url };
    // Paid, deleted, edited to another price, or another start recorded its checkout meanwhile: this one must never be offered.
    await provider.cancelCheckout(checkout.checkoutId);
    return tryAgain(new ConflictError());
  });
}

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
}

/**
 * The provider's callback. Only a body signed by the provider, recently, is read at all. Each payment's outcome is
 * recorded once, whatever event tells of it (a redelivery, a retry under a new event id, "paid" after "captured":
 * each answers `duplicate` and changes nothing), so only money that really arrived twice is refunded. Every verified
 * event is answered 200, so the provider stops retrying: an event this code cannot act on is logged for a person.
 */
export async function receivePaymentWebhook(rawBody: string | undefined, headers: Record<string, string | undefined>): Promise<WebhookAnswer> {
  const { provider } = await configuredPayments();
  // A provider that can read the payment back (Moyasar) answers as its API states it, not as the body claims.
  const verified = provider.confirmWebhook ? await provider.confirmWebhook(rawBody, headers) : provider.verifyWebhook(rawBody, headers);
  if ('ignored' in verified) {
    logInfo('Payment webhook event ignored', { provider: provider.name, ...verified.ignored });
    return { received: true };
  }
  const { event } = verified;
  const now = new Date();
  const eventKey = paymentEventKey(provider.name, event);
  const expiresAt = Math.floor(now.getTime() / 1000) + WEBHOOK_IDEMPOTENCY_DAYS * 86_400;
  const campaign = isUuid(event.data.reference) ? await getPayableCampaign(event.data.reference) : undefined;
  const record: PaymentTransactionRecord = {
    id: randomUUID(),
    type: 'payment',
    status: event.type === 'payment.succeeded' ? 'completed' : 'failed',
    amount: event.data.amount,
    campaignId: event.data.reference,
    ...(campaign ? { companyId: campaign.companyId, campaignTitle: campaign.campaignTitle, companyName: campaign.companyName } : {}),
    provider: provider.name,
    checkoutId: event.data.checkoutId,
    eventId: event.id,
    cardBrand: event.data.card.brand,
    cardLast4: event.data.card.last4,
    createdAt: now.toISOString(),
    ...(event.data.failureReason ? { failureReason: event.data.failureReason } : {}),
  };
  const recordWith = (effect: Parameters<typeof recordPaymentEvent>[3], invoice?: Parameters<typeof recordPaymentEvent>[4]) =>
    recordPaymentEvent(eventKey, expiresAt, record, effect, invoice);

  if (event.type === 'payment.failed') {
    // A failure reported after the campaign was paid (or for no campaign) flags nothing, but is still recorded.
    let outcome: PaymentEventOutcome = campaign
      ? await recordWith([markPaymentFailed(campaign.id), eventPut(newEvent('payment.failed', campaignFacts(campaign), record.createdAt))])
      : 'effect-refused';
    if (outcome === 'effect-refused') outcome = await recordWith([]);
    return answer(outcome);
  }

  // The payment that publishes the campaign is invoiced in the same transaction (the number is taken there); one that
  // is refused and refunded below is not (its money goes back).
  const outcome = campaign
    ? await recordWith(
        [
          ...publishCampaign(campaign.id, record.createdAt, event.data.amount, { checkoutId: record.checkoutId, transactionId: record.id }),
          // The receipt's figures: what was paid, and the VAT in it.
          eventPut(newEvent('campaign.published', { ...campaignFacts(campaign), amount: event.data.amount, vat: vatIncluded(event.data.amount).vat }, record.createdAt)),
        ],
        campaign.status === 'unpaid' ? await invoiceDraftFor(record, campaign) : undefined,
      )
    : 'effect-refused';
  if (outcome === 'recorded') countEvent('CampaignPublished');
  if (outcome !== 'effect-refused') return answer(outcome);
  // Money was taken but the campaign cannot be published by it (paid already, deleted, another amount): give it back.
  return answer(await refundUnpublishedPayment({ provider, event, eventKey, expiresAt, payment: record }));
}

/**
 * The idempotency key of what an event tells: the provider, the checkout, the payment and its outcome. Not the event's
 * id: a provider may tell of one payment in several events under new ids.
 */
function paymentEventKey(providerName: string, { type, data }: PaymentEvent): string {
  return `${providerName}:${data.checkoutId}:${data.paymentId}:${type}`;
}

/** What the payment's domain events say about its campaign. */
function campaignFacts({ id, campaignTitle, companyId }: PayableCampaign): { campaignId: string; campaignTitle: string; companyId: string } {
  return { campaignId: id, campaignTitle, companyId };
}

function answer(outcome: PaymentEventOutcome): WebhookAnswer {
  // 'effect-refused' cannot reach here with no effect: only the idempotency key can fail then.
  return outcome === 'duplicate' ? { received: true, duplicate: true } : { received: true };
}

// Saved cards: the user's owned set (./owned-sets.ts, shared/domain/owned-set.ts).

function viewOf({ token: _token, ...card }: CardRecord): CardView {
  return card;
}

/** The default first, then newest first. */
function listOf(cards: CardRecord[]): CardList {
  return { cards: defaultFirst(cards).map(viewOf) };
}

/** A full card set answers a plain 409 CONFLICT, as it always has (bank accounts have their own code); an unknown card a 404. */
function cardRefusal(refusal: SetRefusal): Error {
  return refusal === 'limit' ? new ConflictError('CONFLICT', `A user can keep at most ${MAX_CARDS} cards.`) : new NotFoundError();
}

export async function listOwnCards(userId: string): Promise<CardList> {
  return listOf((await readCardSet(userId)).cards);
}

/**
 * Saves a card the provider tokenized in the browser: the token is looked up with the provider, so only a card it
 * knows (and that has not expired) is kept. The first card becomes the default.
 */
export async function addOwnCard(userId: string, token: string): Promise<CardView> {
  const { provider } = await configuredPayments();
  const card = await provider.cardFromToken(token);
  if (!card) throw new BadRequestError('CARD_NOT_ACCEPTED');
  if (isCardExpired(card, calendarDate())) throw new BadRequestError('CARD_EXPIRED');
  const id = randomUUID();
  const added = await changeOwnedSet(CARD_SET, userId, (cards) => planAdd(cards, { id, token, ...card, createdAt: new Date().toISOString() }, MAX_CARDS), cardRefusal);
  return viewOf(added);
}

/** Removes a card; when it was the default, the newest remaining card becomes the default in the same transaction. */
export async function removeOwnCard(userId: string, cardId: string): Promise<void> {
  await changeOwnedSet(CARD_SET, userId, (cards) => planRemove(cards, cardId), cardRefusal);
}

/** Makes a card the default: the old default is cleared in the same transaction. Answers the list. */
export async function setOwnDefaultCard(userId: string, cardId: string): Promise<CardList> {
  return listOf(await changeOwnedSet(CARD_SET, userId, (cards) => planSetDefault(cards, cardId), cardRefusal));
}
