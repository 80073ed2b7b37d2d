import { ROUTES } from '../../../../shared/api/routes';
import type { CampaignStatus } from '../../../../shared/domain/campaign';
import type { CardView } from '../../../../shared/domain/payment';
import type { RuntimeConfig } from '../../../../shared/runtime-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { loadRuntimeConfig } from '../../lib/config';
import { QUERY_ROOTS } from '../../lib/query-keys';

export async function listCards(): Promise<CardView[]> {
  const { cards } = await apiRequest(ROUTES.listCards);
  return cards;
}

/** The payer's cards, and whether cards can be added here. */
export interface CardsState {
  cards: CardView[];
  /** Absent when no payment provider is configured: cards can then be listed but not added. */
  payments: RuntimeConfig['payments'];
}

async function loadCardsState(): Promise<CardsState> {
  const [cards, config] = await Promise.all([listCards(), loadRuntimeConfig()]);
  return { cards, payments: config.payments };
}

export const paymentQueries = {
  cards: () => queryOptions({ queryKey: [QUERY_ROOTS.cards], queryFn: loadCardsState }),
};

/** Saves a card the provider tokenized: only the token reaches this API. */
export async function saveCard(token: string): Promise<void> {
  await apiRequest(ROUTES.addCard, { body: { token } });
}

export async function removeCard(id: string): Promise<void> {
  await apiRequest(ROUTES.removeCard, { pathParameters: { id } });
}

export async function setDefaultCard(id: string): Promise<void> {
  await apiRequest(ROUTES.setDefaultCard, { pathParameters: { id } });
}

/** What the payer types into the card form; it goes to the provider only. */
export interface CardDetails {
  holderName: string;
  /** Digits only. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

/** The provider refused one of the details: which one, and its own (English) words. */
export class CardFieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'CardFieldError';
  }
}

/** The provider could not be reached, or answered something other than a token or a refused detail. */
export class ProviderUnavailableError extends Error {
  constructor() {
    super('The payment provider is not available.');
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * Tokenizes a card in the browser, straight with the provider and its publishable key, so the card number never
 * reaches this product's API (issue 5; docs/decisions.md, Payments). Answers the token.
 */
export async function tokenizeCard(payments: NonNullable<RuntimeConfig['payments']>, card: CardDetails): Promise<string> {
  let response: Response;
  try {
    response = await fetch(payments.tokenizeUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${payments.publishableKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
  } catch {
    throw new ProviderUnavailableError();
  }
  const body = (await response.json().catch(() => undefined)) as { token?: unknown; field?: unknown; message?: unknown } | undefined;
  if (response.status === 201 && typeof body?.token === 'string') return body.token;
  if (response.status === 400 && typeof body?.field === 'string') throw new CardFieldError(body.field, typeof body.message === 'string' ? body.message : '');
  throw new ProviderUnavailableError();
}

/** Whether a campaign is paid yet: the webhook, not the payer's return, makes it so. */
export async function campaignStatus(campaignId: string): Promise<CampaignStatus> {
  const { status } = await apiRequest(ROUTES.getCampaign, { pathParameters: { id: campaignId } });
  return status;
}
