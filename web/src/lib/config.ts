import type { RuntimeConfig } from '../../../shared/runtime-config';

let pending: Promise<RuntimeConfig> | undefined;

/**
 * The runtime configuration (pool ids, API base) served as /config.json, fetched once: the same build
 * runs against the local stack and every AWS stage, which differ only in this file.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= fetchConfig().catch((error: unknown) => {
    // A failed fetch is not cached, so a later call (a reload of the app shell) tries again.
    pending = undefined;
    throw error;
  });
  return pending;
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-cache' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig>;
  if (!config.apiBase || !config.region || !config.userPool?.clientId || !config.adminPool?.clientId) {
    throw new Error('/config.json lacks apiBase, region or a pool');
  }
  return { ...(config as RuntimeConfig), payments: paymentsOf(config.payments) };
}

/**
 * The provider's browser side, when config.json names one this build knows with its keys: anything else reads as no
 * provider (cards cannot be added; the payment page says so) rather than failing the whole app.
 */
function paymentsOf(payments: unknown): RuntimeConfig['payments'] {
  if (typeof payments !== 'object' || payments === null) return undefined;
  const { provider, tokenizeUrl, publishableKey } = payments as Record<string, unknown>;
  if (provider !== 'sandbox' && provider !== 'moyasar') return undefined;
  if (typeof tokenizeUrl !== 'string' || !tokenizeUrl || typeof publishableKey !== 'string' || !publishableKey) return undefined;
  return { provider, tokenizeUrl, publishableKey };
}
