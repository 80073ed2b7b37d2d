import { ROUTES } from '../../../../shared/api/routes';
import type { CampaignStatus } from '../../../../shared/domain/campaign';
import type { CardView } from '../../../../shared/domain/payment';
import type { RuntimeConfig } from '../../../../shared/runtime-config';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { loadRuntimeConfig } from '../../lib/config';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { CardFieldError, ProviderUnavailableError, type CardDetails, type TokenizedCard } from './card-errors';
import { tokenizeWithMoyasar } from './moyasar';

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

export { CardFieldError, ProviderUnavailableError, type CardDetails, type TokenizedCard } from './card-errors';

/**
 * Tokenizes a card in the browser, straight with the provider and its publishable key, so the card number never
 * reaches this product's API (issue 5; docs/decisions/payments.md, Payments). Answers the token, and for Moyasar the 3-D
 * Secure page the payer confirms the card on first; `returnUrl` is where the provider sends them back.
 */
export async function tokenizeCard(payments: NonNullable<RuntimeConfig['payments']>, card: CardDetails, returnUrl: string): Promise<TokenizedCard> {
  if (payments.provider === 'moyasar') return tokenizeWithMoyasar(payments, card, returnUrl);
  return { token: await tokenizeWithSandbox(payments, card) };
}

/** The local sandbox (scripts/local/payment-sandbox.ts): a token at once, no 3-D Secure step. */
async function tokenizeWithSandbox(payments: NonNullable<RuntimeConfig['payments']>, card: CardDetails): Promise<string> {
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
