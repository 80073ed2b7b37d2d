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
  return config as RuntimeConfig;
}
