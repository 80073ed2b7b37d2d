import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import type * as http from 'node:http';
import { PAYMENT_CURRENCY } from '../../shared/domain/payment';
import { API_ROUTES } from './payment-sandbox-api';
import { CHECKOUT_ROUTES } from './payment-sandbox-checkout';
import { sendJson, type SandboxContext } from './payment-sandbox-http';
import type { Lang } from './payment-sandbox-pages';
import { loadState, SANDBOX_PREFIX, sandboxStateFile, type CheckoutRecord, type SandboxKeys } from './payment-sandbox-state';

/**
 * The local stand-in for a payment provider, served by the local gateway under /sandbox-pay. It does what the
 * product needs of a real one (Moyasar, HyperPay…): tokenizes cards with a publishable key (so card numbers go to
 * the provider, never to our API), answers token and checkout calls made with a secret key (payment-sandbox-api.ts),
 * shows a hosted checkout page, and reports each outcome with an HMAC-signed webhook (payment-sandbox-checkout.ts).
 * State lives in one JSON file of the stack's data directory (payment-sandbox-state.ts), so a restart keeps keys,
 * tokens and checkouts.
 */

export interface PaymentSandbox {
  keys: SandboxKeys;
  /** Where the product's server calls it (the adapter's `apiUrl`). */
  apiUrl: string;
  /** Where the browser tokenizes a card. */
  tokenizeUrl: string;
  /** Answers a request whose path starts with SANDBOX_PREFIX; pages carry the gateway's security headers. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, pageHeaders: Record<string, string>): Promise<void>;
  /**
   * A checkout paid without its page, reported to nobody: the demo seed's payments (recorded as the webhook records
   * them), so that the provider knows them as it would, and refunds of their campaigns (compensations) go through.
   */
  paidCheckout(payment: DemoPayment): string;
}

/** What the demo seed paid: an amount for a campaign (the checkout's reference). */
export interface DemoPayment {
  amount: number;
  reference: string;
  description: string;
}

const ROUTES = [...API_ROUTES, ...CHECKOUT_ROUTES];

export function startPaymentSandbox(options: { dataDir: string; origin: string; log: (line: string) => void }): PaymentSandbox {
  const file = sandboxStateFile(options.dataDir);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const state = loadState(file);
  const save = () => {
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
    fs.renameSync(`${file}.tmp`, file);
  };
  save();
  const apiUrl = `${options.origin}${SANDBOX_PREFIX}`;
  const context: SandboxContext = {
    state,
    save,
    apiUrl,
    log: options.log,
    checkoutView: (checkout) => ({ ...checkout, url: `${apiUrl}/checkout/${checkout.id}`, refunds: checkout.refunds ?? [] }),
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, pageHeaders: Record<string, string>): Promise<void> {
    const rest = url.pathname.slice(SANDBOX_PREFIX.length);
    const method = req.method ?? 'GET';
    const lang: Lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...pageHeaders });
      res.end(body);
    };
    for (const route of ROUTES) {
      const match = route.path.exec(rest);
      if (match && route.methods.includes(method)) return route.handle(context, { req, res, id: match[1] ?? '', lang, html });
    }
    return sendJson(res, 404, { message: 'Not found' });
  }

  function paidCheckout({ amount, reference, description }: DemoPayment): string {
    const at = new Date().toISOString();
    const checkout: CheckoutRecord = {
      id: `chk_${randomUUID().replaceAll('-', '')}`,
      amount,
      currency: PAYMENT_CURRENCY,
      reference,
      description,
      successUrl: '',
      failureUrl: '',
      webhookUrl: '',
      status: 'succeeded',
      createdAt: at,
      completedAt: at,
      paymentId: `pay_${randomUUID().replaceAll('-', '')}`,
      deliveries: [],
      refunds: [],
    };
    state.checkouts[checkout.id] = checkout;
    save();
    return checkout.id;
  }

  return { keys: state.keys, apiUrl, tokenizeUrl: `${apiUrl}/v1/tokens`, handle, paidCheckout };
}
