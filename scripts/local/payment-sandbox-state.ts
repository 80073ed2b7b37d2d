import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { CheckoutRequest } from '../../lambdas/adapters/payment-provider';
import type { CardBrand, PaymentEvent } from '../../shared/domain/payment';

/** The payment sandbox's state (payment-sandbox.ts): keys, tokens and checkouts, kept in one JSON file of the stack's data directory. */

/** Where the local gateway serves the sandbox. */
export const SANDBOX_PREFIX = '/sandbox-pay';
export const SANDBOX_STATE_FILE = 'payment-sandbox.json';

export interface SandboxKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

export interface TokenRecord {
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  createdAt: string;
}

/** One attempt at delivering an event, kept with its exact body and signature, as a provider's dashboard shows them. */
export interface Delivery {
  eventId: string;
  type: PaymentEvent['type'];
  attempt: number;
  body: string;
  signature: string;
  status?: number;
  error?: string;
  at: string;
}

export type CheckoutStatus = 'open' | 'succeeded' | 'failed' | 'cancelled';

/** A checkout as the sandbox keeps it: what the product's adapter asked for (its contract), and the sandbox's own. */
export interface CheckoutRecord extends CheckoutRequest {
  id: string;
  webhookUrl: string;
  status: CheckoutStatus;
  createdAt: string;
  completedAt?: string;
  /** The payment made on the page, as a provider ids it: every event of that payment names it. */
  paymentId?: string;
  deliveries: Delivery[];
  /** Money given back for this checkout's payment; absent on checkouts saved before refunds existed. */
  refunds?: RefundRecord[];
}

/** A refund, made once per idempotency key as a provider's refund API does. */
export interface RefundRecord {
  id: string;
  checkoutId: string;
  amount: number;
  idempotencyKey: string;
  createdAt: string;
}

export interface SandboxState {
  keys: SandboxKeys;
  tokens: Record<string, TokenRecord>;
  checkouts: Record<string, CheckoutRecord>;
}

export function sandboxStateFile(dataDir: string): string {
  return path.join(dataDir, SANDBOX_STATE_FILE);
}

export function loadState(file: string): SandboxState {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxState;
  const key = (prefix: string) => `${prefix}_${randomBytes(24).toString('hex')}`;
  return { keys: { publishableKey: key('pk_sandbox'), secretKey: key('sk_sandbox'), webhookSecret: key('whsec') }, tokens: {}, checkouts: {} };
}
