import { randomUUID } from 'node:crypto';
import { checkCard, checkCheckout, tokenView } from './payment-sandbox-cards';
import { hasKey, headerOf, readJson, sendJson, type SandboxRoute } from './payment-sandbox-http';
import { TEXT } from './payment-sandbox-pages';
import type { CheckoutRecord, RefundRecord, TokenRecord } from './payment-sandbox-state';

/**
 * The sandbox's server API, as a provider's: tokens made with the publishable key (the browser's), checkouts, their
 * cancellation and refunds with the secret key (the product's server's).
 */

const SECRET_KEY_REQUIRED = { message: 'The secret key is required' };

export const API_ROUTES: readonly SandboxRoute[] = [
  {
    methods: ['POST'],
    path: /^\/v1\/tokens$/,
    async handle({ state, save }, { req, res }) {
      if (!hasKey(req, state.keys.publishableKey)) return sendJson(res, 401, { message: 'A publishable key is required' });
      const input = await readJson(req);
      if (!input) return sendJson(res, 400, { field: '_', message: 'The body must be a JSON object' });
      const checked = checkCard(input);
      if ('problems' in checked) {
        const [{ field, message }] = checked.problems;
        return sendJson(res, 400, { field, message: TEXT.en[message] });
      }
      const { digits: _digits, ...card } = checked;
      const token: TokenRecord = { token: `tok_${randomUUID().replaceAll('-', '')}`, ...card, createdAt: new Date().toISOString() };
      state.tokens[token.token] = token;
      save();
      return sendJson(res, 201, tokenView(token));
    },
  },
  {
    methods: ['GET'],
    path: /^\/v1\/tokens\/([\w-]+)$/,
    handle({ state }, { req, res, id }) {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, SECRET_KEY_REQUIRED);
      const token = state.tokens[id];
      return token ? sendJson(res, 200, tokenView(token)) : sendJson(res, 404, { message: 'No such token' });
    },
  },
  {
    methods: ['POST'],
    path: /^\/v1\/checkouts$/,
    async handle({ state, save, apiUrl }, { req, res }) {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, SECRET_KEY_REQUIRED);
      const input = await readJson(req);
      const checked = input ? checkCheckout(input) : { field: '_', message: 'The body must be a JSON object' };
      if ('field' in checked) return sendJson(res, 400, checked);
      const checkout: CheckoutRecord = { id: `chk_${randomUUID().replaceAll('-', '')}`, ...checked, status: 'open', createdAt: new Date().toISOString(), deliveries: [], refunds: [] };
      state.checkouts[checkout.id] = checkout;
      save();
      return sendJson(res, 201, { id: checkout.id, url: `${apiUrl}/checkout/${checkout.id}` });
    },
  },
  {
    methods: ['GET'],
    path: /^\/v1\/checkouts\/([\w-]+)$/,
    handle({ state, checkoutView }, { req, res, id }) {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, SECRET_KEY_REQUIRED);
      const checkout = state.checkouts[id];
      return checkout ? sendJson(res, 200, checkoutView(checkout)) : sendJson(res, 404, { message: 'No such checkout' });
    },
  },
  {
    methods: ['POST'],
    path: /^\/v1\/checkouts\/([\w-]+)\/cancel$/,
    handle({ state, save, checkoutView }, { req, res, id }) {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, SECRET_KEY_REQUIRED);
      const checkout = state.checkouts[id];
      if (!checkout) return sendJson(res, 404, { message: 'No such checkout' });
      if (checkout.status !== 'open') return sendJson(res, 409, { message: `The checkout is ${checkout.status}` });
      checkout.status = 'cancelled';
      checkout.completedAt = new Date().toISOString();
      save();
      return sendJson(res, 200, checkoutView(checkout));
    },
  },
  {
    methods: ['POST'],
    path: /^\/v1\/checkouts\/([\w-]+)\/refunds$/,
    async handle({ state, save, log }, { req, res, id }) {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, SECRET_KEY_REQUIRED);
      const idempotencyKey = headerOf(req, 'idempotency-key');
      if (!idempotencyKey) return sendJson(res, 400, { message: 'An Idempotency-Key header is required' });
      const checkout = state.checkouts[id];
      if (!checkout) return sendJson(res, 404, { message: 'No such checkout' });
      const refunds = (checkout.refunds ??= []);
      const earlier = refunds.find((refund) => refund.idempotencyKey === idempotencyKey);
      if (earlier) return sendJson(res, 200, earlier);
      if (checkout.status !== 'succeeded') return sendJson(res, 409, { message: `Only a succeeded payment can be refunded; this checkout is ${checkout.status}` });
      const amount = (await readJson(req))?.amount;
      const refundable = checkout.amount - refunds.reduce((sum, refund) => sum + refund.amount, 0);
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || (amount as number) > refundable) {
        return sendJson(res, 400, { message: `The amount must be a whole number of halalas from 1 to ${refundable}` });
      }
      const refund: RefundRecord = { id: `ref_${randomUUID().replaceAll('-', '')}`, checkoutId: checkout.id, amount: amount as number, idempotencyKey, createdAt: new Date().toISOString() };
      refunds.push(refund);
      save();
      log(`payment sandbox: refunded ${refund.amount} halalas of ${checkout.id}`);
      return sendJson(res, 201, refund);
    },
  },
];
