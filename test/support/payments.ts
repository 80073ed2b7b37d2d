import * as fs from 'node:fs';
import * as path from 'node:path';
import { SANDBOX_CARDS } from '../../scripts/local/payment-sandbox-cards';
import { sandboxStateFile, type SandboxKeys } from '../../scripts/local/payment-sandbox-state';
import type { Member } from './profiles';
import { api, stack } from './stack';

/** Paying through the local stack's payment sandbox, as a company's browser does. */

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** The sandbox's keys, as its operator would copy them from its dashboard: here, from its state file. */
export function sandboxKeys(): SandboxKeys {
  const file = sandboxStateFile(path.dirname(stack().mailDir));
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: SandboxKeys }).keys;
}

export function startCheckout(member: Member, campaignId: string) {
  return api(`/campaigns/${campaignId}/checkout`, { method: 'POST', token: member.token ?? '' });
}

/** Submits the sandbox's checkout form as the payer's browser does; answers where it redirects. */
export async function payOnPage(checkoutUrl: string, number: string) {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ holderName: 'Noura Al-Harbi', number, expiryMonth: '12', expiryYear: String(NEXT_YEAR), cvc: '123' }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '', text: await response.text() };
}

/** A campaign of `company` created through the API and paid with the sandbox's success card (its webhook publishes it). */
export async function paidCampaign(company: Member, brief: Record<string, unknown>): Promise<{ id: string; amount: number }> {
  const created = await api('/campaigns', { method: 'POST', token: company.token ?? '', body: JSON.stringify(brief) });
  if (created.status !== 201) throw new Error(`POST /campaigns answered ${created.status}: ${JSON.stringify(created.body)}`);
  const campaign = created.body as { id: string; amount: number };
  const checkout = await startCheckout(company, campaign.id);
  const paid = await payOnPage(String(checkout.body.checkoutUrl), SANDBOX_CARDS.success);
  if (paid.status !== 303) throw new Error(`The sandbox's checkout answered ${paid.status}`);
  return campaign;
}

/** The sandbox's record of a checkout (its refunds among it), read with the secret key as a provider's dashboard would. */
export async function sandboxCheckout(checkoutId: string): Promise<{ status: string; amount: number; refunds: { amount: number; idempotencyKey: string }[] }> {
  const response = await fetch(`${stack().url}/sandbox-pay/v1/checkouts/${checkoutId}`, { headers: { authorization: `Bearer ${sandboxKeys().secretKey}` } });
  if (response.status !== 200) throw new Error(`The sandbox answered ${response.status} for ${checkoutId}`);
  return (await response.json()) as { status: string; amount: number; refunds: { amount: number; idempotencyKey: string }[] };
}
