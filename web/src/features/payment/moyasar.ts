import { CardFieldError, ProviderUnavailableError, type CardDetails, type TokenizedCard } from './card-errors';

/**
 * Moyasar's card tokenization in the browser (docs/decisions/payments.md, "Moyasar (issue 13)"), as its documentation shows it
 * (https://docs.moyasar.com/guides/tokenization/create-token): "Endpoint: POST /v1/tokens — Authentication:
 * Publishable key", body `{"name", "number", "month", "year", "cvc", "callback_url"}`; "The token is returned as
 * initiated with a verification_url. Redirect the cardholder to verification_url to complete 3DS. After 3DS, the
 * cardholder is returned to your callback_url and the token becomes active" (a 1 SAR authorization, voided by Moyasar).
 * Tested against those documented shapes only (test/unit/web-moyasar-tokenize.test.ts), with no Moyasar account.
 */

/** [API] Errors: `{"type": "invalid_request_error", "message": "…", "errors": {"<field>": ["…"]}}`; fields as sent. */
const FIELDS: Record<string, keyof CardDetails> = { name: 'holderName', number: 'number', month: 'expiryMonth', year: 'expiryYear', cvc: 'cvc' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Basic authentication with the publishable key as the user name and no password (`-u pk_test_…:`). */
function authorization(publishableKey: string): string {
  return `Basic ${btoa(`${publishableKey}:`)}`;
}

/**
 * Tokenizes a card with Moyasar and answers its token, with the 3-D Secure page to send the payer to when the token is
 * not active yet. `callbackUrl` is where Moyasar sends the payer back (the payment page). The card's details go to
 * Moyasar only.
 */
export async function tokenizeWithMoyasar(
  payments: { tokenizeUrl: string; publishableKey: string },
  card: CardDetails,
  callbackUrl: string,
): Promise<TokenizedCard> {
  let response: Response;
  try {
    response = await fetch(payments.tokenizeUrl, {
      method: 'POST',
      headers: { authorization: authorization(payments.publishableKey), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: card.holderName, number: card.number, month: card.expiryMonth, year: card.expiryYear, cvc: card.cvc, callback_url: callbackUrl }),
    });
  } catch {
    throw new ProviderUnavailableError();
  }
  const body: unknown = await response.json().catch(() => undefined);
  if ((response.status === 201 || response.status === 200) && isRecord(body) && typeof body.id === 'string') {
    if (body.status === 'active') return { token: body.id };
    // Only an https page of Moyasar's own is followed: a token answer naming anything else is not a token answer.
    if (body.status === 'initiated' && typeof body.verification_url === 'string' && isMoyasarPage(body.verification_url)) {
      return { token: body.id, verificationUrl: body.verification_url };
    }
    throw new CardFieldError('card', typeof body.message === 'string' ? body.message : '');
  }
  if (response.status === 400 && isRecord(body)) throw refusedDetail(body);
  throw new ProviderUnavailableError();
}

/** The first detail Moyasar refused, named as the form names it; a refusal of the card as a whole otherwise. */
function refusedDetail(body: Record<string, unknown>): CardFieldError {
  const message = typeof body.message === 'string' ? body.message : '';
  const errors = isRecord(body.errors) ? body.errors : {};
  for (const [field, problems] of Object.entries(errors)) {
    const ours = Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
    if (ours) return new CardFieldError(ours, Array.isArray(problems) ? problems.filter((problem) => typeof problem === 'string').join(', ') : message);
  }
  return new CardFieldError('card', message);
}

function isMoyasarPage(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && (hostname === 'moyasar.com' || hostname.endsWith('.moyasar.com'));
  } catch {
    return false;
  }
}
