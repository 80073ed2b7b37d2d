/**
 * Payments: saved cards and the payment provider's events (spec §3 payment card; docs/decisions/payments.md, Payments).
 * A card is kept as the provider's token plus what identifies it to its owner: never its number or CVC.
 */

/** A user keeps at most this many cards. */
export const MAX_CARDS = 5;
/** A webhook signed longer ago (or further ahead) than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How long a processed event's id is remembered: far longer than any provider keeps retrying. */
export const WEBHOOK_IDEMPOTENCY_DAYS = 30;
export const PAYMENT_CURRENCY = 'SAR';

export const CARD_BRANDS = ['visa', 'mastercard', 'mada'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface CardView {
  id: string;
  brand: CardBrand;
  last4: string;
  holderName: string;
  /** 1-12. */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  isDefault: boolean;
  createdAt: string;
}

/** `GET /payment/cards`, and the answer of a default change: the default first, then newest first. */
export interface CardList {
  cards: CardView[];
}

export const PAYMENT_EVENT_TYPES = ['payment.succeeded', 'payment.failed'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** Why a payment did not go through; `cancelled` never reaches the webhook, only the failure page's URL. */
export const PAYMENT_FAILURE_REASONS = ['declined', 'cancelled'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

/** A provider's event as the webhook understands it, whatever the provider's own format. Amounts in halalas. */
export interface PaymentEvent {
  /** The provider's id of the event: a redelivery carries the same id. */
  id: string;
  type: PaymentEventType;
  data: {
    /**
     * The provider's id of the payment the event tells of. One payment may be told of by several events (a delivery
     * retried under a new event id, "paid" after "captured"): it is paid, or fails, once.
     */
    paymentId: string;
    checkoutId: string;
    /** What we gave the checkout as its reference: the campaign's id. */
    reference: string;
    amount: number;
    currency: typeof PAYMENT_CURRENCY;
    card: { brand: CardBrand; last4: string };
    failureReason?: PaymentFailureReason;
  };
}

/** The card is valid through the last day of its expiry month, in the product's calendar (`YYYY-MM-DD`). */
export function isCardExpired(card: { expiryMonth: number; expiryYear: number }, today: string): boolean {
  const thisMonth = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7));
  return card.expiryYear * 12 + card.expiryMonth < thisMonth;
}

/** The Luhn checksum every card number carries: catches a mistyped digit before the provider is asked. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * mada (the Saudi debit scheme) cards carry Visa or Mastercard prefixes, so the scheme is told by BIN, checked first.
 * This is a handful of known mada BINs for the sandbox, not the full table a real provider keeps.
 */
const MADA_BINS = ['440647', '440795', '446404', '457865', '588845', '588846', '588848', '968208', '968209', '968211'];

/** The brand of a card number (digits only), or undefined for a scheme the marketplace does not take. */
export function cardBrandOf(digits: string): CardBrand | undefined {
  if (MADA_BINS.some((bin) => digits.startsWith(bin))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  return undefined;
}
