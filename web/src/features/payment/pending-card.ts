/**
 * A card waiting for the payer's 3-D Secure check at the provider (Moyasar): its token is kept in the tab while the
 * payer is on the provider's page, and saved once they are back on the payment page. The provider's answer on the way
 * back is not trusted: the API saves the token only if the provider says it is active (lambdas/adapters/moyasar.ts).
 */

export const PENDING_CARD_KEY = 'payment.pendingCard';
/** A check left for longer than this is abandoned: the payer adds the card again. */
export const PENDING_CARD_MAX_AGE_MS = 30 * 60_000;

export function rememberPendingCard(token: string, now: number = Date.now(), storage: Storage = sessionStorage): void {
  storage.setItem(PENDING_CARD_KEY, JSON.stringify({ token, at: now }));
}

/** The token of the card the payer went to confirm, taken once (a second call answers nothing). */
export function takePendingCard(now: number = Date.now(), storage: Storage = sessionStorage): string | undefined {
  const stored = storage.getItem(PENDING_CARD_KEY);
  if (stored === null) return undefined;
  storage.removeItem(PENDING_CARD_KEY);
  try {
    const { token, at } = JSON.parse(stored) as { token?: unknown; at?: unknown };
    if (typeof token !== 'string' || !token || typeof at !== 'number' || now - at > PENDING_CARD_MAX_AGE_MS || at > now) return undefined;
    return token;
  } catch {
    return undefined;
  }
}
