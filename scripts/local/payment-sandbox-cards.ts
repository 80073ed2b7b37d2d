import { calendarDate } from '../../shared/domain/calendar';
import { cardBrandOf, isCardExpired, passesLuhn, PAYMENT_CURRENCY, type CardBrand } from '../../shared/domain/payment';
import type { TextKey } from './payment-sandbox-pages';
import type { CheckoutRecord, TokenRecord } from './payment-sandbox-state';

/** What the payment sandbox checks of a card and of a checkout request, as any provider does before its bank. */

/** Written on the checkout page: the first succeeds, the second is declined; any other valid card succeeds. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

export const CARD_FIELDS = ['holderName', 'number', 'expiryMonth', 'expiryYear', 'cvc'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

interface CheckedCard {
  holderName: string;
  digits: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export type CardProblem = { field: CardField; message: TextKey };

/**
 * What any provider checks before it asks the card's bank: the details are well-formed, the card is current.
 * Answers every field's problem, in the form's order; the API reports the first, the page shows them all.
 */
export function checkCard(input: Record<string, unknown>): CheckedCard | { problems: [CardProblem, ...CardProblem[]] } {
  const text = (field: CardField) => {
    const value = input[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const problems: CardProblem[] = [];
  const holderName = text('holderName').replace(/\s+/g, ' ');
  if (!holderName || holderName.length > 100) problems.push({ field: 'holderName', message: 'error.holderName' });
  const digits = text('number').replace(/[\s-]/g, '');
  const brand = cardBrandOf(digits);
  if (!passesLuhn(digits)) problems.push({ field: 'number', message: 'error.number' });
  else if (!brand) problems.push({ field: 'number', message: 'error.brand' });
  const month = text('expiryMonth');
  const year = text('expiryYear');
  const monthValid = /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;
  const yearValid = /^(\d{2}|\d{4})$/.test(year);
  if (!monthValid) problems.push({ field: 'expiryMonth', message: 'error.expiryMonth' });
  if (!yearValid) problems.push({ field: 'expiryYear', message: 'error.expiryYear' });
  const expiry = { expiryMonth: Number(month), expiryYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
  if (monthValid && yearValid && isCardExpired(expiry, calendarDate())) problems.push({ field: 'expiryMonth', message: 'error.expired' });
  if (!/^\d{3,4}$/.test(text('cvc'))) problems.push({ field: 'cvc', message: 'error.cvc' });
  const [first, ...others] = problems;
  if (first) return { problems: [first, ...others] };
  // A number that passed Luhn without a known brand was a problem above.
  return { holderName, digits, brand: brand as CardBrand, last4: digits.slice(-4), ...expiry };
}

export function tokenView({ token, brand, last4, expiryMonth, expiryYear, holderName }: TokenRecord) {
  return { token, brand, last4, expiryMonth, expiryYear, holderName };
}

type CheckoutInput = Omit<CheckoutRecord, 'id' | 'status' | 'createdAt' | 'completedAt' | 'deliveries'>;

export function checkCheckout(input: Record<string, unknown>): CheckoutInput | { field: string; message: string } {
  const { amount, currency, reference, description, successUrl, failureUrl, webhookUrl } = input;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return { field: 'amount', message: 'The amount must be a positive whole number of halalas' };
  if (currency !== PAYMENT_CURRENCY) return { field: 'currency', message: 'Only SAR is supported' };
  if (typeof reference !== 'string' || !reference) return { field: 'reference', message: 'A reference is required' };
  if (typeof description !== 'string') return { field: 'description', message: 'A description is required' };
  for (const [field, value] of Object.entries({ successUrl, failureUrl, webhookUrl })) {
    if (typeof value !== 'string' || !/^https?:\/\//.test(value) || !URL.canParse(value)) return { field, message: 'Must be an http(s) URL' };
  }
  return {
    amount: amount as number,
    currency,
    reference,
    description: description.slice(0, 200),
    successUrl: successUrl as string,
    failureUrl: failureUrl as string,
    webhookUrl: webhookUrl as string,
  };
}
