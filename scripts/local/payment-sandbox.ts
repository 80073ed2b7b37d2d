import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import * as fs from 'node:fs';
import type * as http from 'node:http';
import * as path from 'node:path';
import { SIGNATURE_HEADER, signPayload } from '../../lambdas/adapters/payment-signature';
import { calendarDate } from '../../shared/domain/calendar';
import { cardBrandOf, isCardExpired, passesLuhn, PAYMENT_CURRENCY, type CardBrand, type PaymentEvent } from '../../shared/domain/payment';
import { retrying, tryAgain, type RetryPolicy } from '../../shared/retry';

/**
 * The local stand-in for a payment provider, served by the local gateway under /sandbox-pay. It does what the
 * product needs of a real one (Moyasar, HyperPay…): tokenizes cards with a publishable key (so card numbers go to
 * the provider, never to our API), answers token and checkout calls made with a secret key, shows a hosted checkout
 * page, and reports each outcome with an HMAC-signed webhook. State lives in one JSON file of the stack's data
 * directory, so a restart keeps keys, tokens and checkouts.
 */

export const SANDBOX_PREFIX = '/sandbox-pay';
export const SANDBOX_STATE_FILE = 'payment-sandbox.json';
/** Written on the checkout page: the first succeeds, the second is declined; any other valid card succeeds. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

const MAX_BODY_BYTES = 64 * 1024;
/** A failed webhook delivery is tried again a little, as providers do. */
const WEBHOOK_RETRY: RetryPolicy = { attempts: 3, baseMs: 250, capMs: 1_000 };
const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SandboxKeys {
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
}

interface TokenRecord {
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  createdAt: string;
}

/** One attempt at delivering an event, kept with its exact body and signature, as a provider's dashboard shows them. */
interface Delivery {
  eventId: string;
  type: PaymentEvent['type'];
  attempt: number;
  body: string;
  signature: string;
  status?: number;
  error?: string;
  at: string;
}

type CheckoutStatus = 'open' | 'succeeded' | 'failed' | 'cancelled';

interface CheckoutRecord {
  id: string;
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  reference: string;
  description: string;
  successUrl: string;
  failureUrl: string;
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
interface RefundRecord {
  id: string;
  checkoutId: string;
  amount: number;
  idempotencyKey: string;
  createdAt: string;
}

interface SandboxState {
  keys: SandboxKeys;
  tokens: Record<string, TokenRecord>;
  checkouts: Record<string, CheckoutRecord>;
}

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

export function sandboxStateFile(dataDir: string): string {
  return path.join(dataDir, SANDBOX_STATE_FILE);
}

function loadState(file: string): SandboxState {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as SandboxState;
  const key = (prefix: string) => `${prefix}_${randomBytes(24).toString('hex')}`;
  return { keys: { publishableKey: key('pk_sandbox'), secretKey: key('sk_sandbox'), webhookSecret: key('whsec') }, tokens: {}, checkouts: {} };
}

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

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL, pageHeaders: Record<string, string>): Promise<void> {
    const rest = url.pathname.slice(SANDBOX_PREFIX.length);
    const method = req.method ?? 'GET';
    const lang: Lang = url.searchParams.get('lang') === 'ar' ? 'ar' : 'en';
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...pageHeaders });
      res.end(body);
    };
    let match: RegExpExecArray | null;

    if (rest === '/v1/tokens' && method === 'POST') {
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
    }
    if ((match = /^\/v1\/tokens\/([\w-]+)$/.exec(rest)) && method === 'GET') {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, { message: 'The secret key is required' });
      const token = state.tokens[match[1] as string];
      return token ? sendJson(res, 200, tokenView(token)) : sendJson(res, 404, { message: 'No such token' });
    }
    if (rest === '/v1/checkouts' && method === 'POST') {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, { message: 'The secret key is required' });
      const input = await readJson(req);
      const checked = input ? checkCheckout(input) : { field: '_', message: 'The body must be a JSON object' };
      if ('field' in checked) return sendJson(res, 400, checked);
      const checkout: CheckoutRecord = { id: `chk_${randomUUID().replaceAll('-', '')}`, ...checked, status: 'open', createdAt: new Date().toISOString(), deliveries: [], refunds: [] };
      state.checkouts[checkout.id] = checkout;
      save();
      return sendJson(res, 201, { id: checkout.id, url: `${apiUrl}/checkout/${checkout.id}` });
    }
    if ((match = /^\/v1\/checkouts\/([\w-]+)$/.exec(rest)) && method === 'GET') {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, { message: 'The secret key is required' });
      const checkout = state.checkouts[match[1] as string];
      return checkout ? sendJson(res, 200, checkoutView(checkout)) : sendJson(res, 404, { message: 'No such checkout' });
    }
    if ((match = /^\/v1\/checkouts\/([\w-]+)\/cancel$/.exec(rest)) && method === 'POST') {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, { message: 'The secret key is required' });
      const checkout = state.checkouts[match[1] as string];
      if (!checkout) return sendJson(res, 404, { message: 'No such checkout' });
      if (checkout.status !== 'open') return sendJson(res, 409, { message: `The checkout is ${checkout.status}` });
      checkout.status = 'cancelled';
      checkout.completedAt = new Date().toISOString();
      save();
      return sendJson(res, 200, checkoutView(checkout));
    }
    if ((match = /^\/v1\/checkouts\/([\w-]+)\/refunds$/.exec(rest)) && method === 'POST') {
      if (!hasKey(req, state.keys.secretKey)) return sendJson(res, 401, { message: 'The secret key is required' });
      const idempotencyKey = headerOf(req, 'idempotency-key');
      if (!idempotencyKey) return sendJson(res, 400, { message: 'An Idempotency-Key header is required' });
      const checkout = state.checkouts[match[1] as string];
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
      options.log(`payment sandbox: refunded ${refund.amount} halalas of ${checkout.id}`);
      return sendJson(res, 201, refund);
    }
    if ((match = /^\/checkout\/([\w-]+)\/cancel$/.exec(rest)) && method === 'GET') {
      const checkout = state.checkouts[match[1] as string];
      if (!checkout) return html(404, messagePage(lang, TEXT[lang].notFound));
      if (checkout.status !== 'open') return html(409, donePage(lang, checkout));
      checkout.status = 'cancelled';
      checkout.completedAt = new Date().toISOString();
      save();
      return redirect(res, withParam(checkout.failureUrl, 'reason', 'cancelled'));
    }
    if ((match = /^\/checkout\/([\w-]+)$/.exec(rest)) && (method === 'GET' || method === 'POST')) {
      const checkout = state.checkouts[match[1] as string];
      if (!checkout) return html(404, messagePage(lang, TEXT[lang].notFound));
      if (checkout.status !== 'open') return html(method === 'GET' ? 200 : 409, donePage(lang, checkout));
      if (method === 'GET') return html(200, checkoutPage(lang, checkout));
      const form = new URLSearchParams((await readText(req)) ?? '');
      const values = Object.fromEntries(CARD_FIELDS.map((field) => [field, form.get(field) ?? '']));
      const checked = checkCard(values);
      if ('problems' in checked) return html(400, checkoutPage(lang, checkout, { values, problems: checked.problems }));
      // Decided before the first await, so a second submission of the same checkout finds it no longer open, and
      // before the webhook is sent, as a provider captures a payment before it reports it (a refund can follow at once).
      const declined = checked.digits === SANDBOX_CARDS.declined;
      checkout.status = declined ? 'failed' : 'succeeded';
      checkout.completedAt = new Date().toISOString();
      checkout.paymentId = `pay_${randomUUID().replaceAll('-', '')}`;
      save();
      await deliver(checkout, {
        id: randomUUID(),
        type: declined ? 'payment.failed' : 'payment.succeeded',
        data: {
          paymentId: checkout.paymentId,
          checkoutId: checkout.id,
          reference: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency,
          card: { brand: checked.brand, last4: checked.last4 },
          ...(declined ? { failureReason: 'declined' as const } : {}),
        },
      });
      save();
      return redirect(res, declined ? withParam(checkout.failureUrl, 'reason', 'declined') : checkout.successUrl);
    }
    return sendJson(res, 404, { message: 'Not found' });
  }

  /** Posts the signed event and waits for the answer, retrying a failed delivery a little, as providers do. */
  async function deliver(checkout: CheckoutRecord, event: PaymentEvent): Promise<void> {
    const body = JSON.stringify(event);
    const post = async (attempt: number) => {
      const signature = signPayload(state.keys.webhookSecret, body);
      const delivery: Delivery = { eventId: event.id, type: event.type, attempt, body, signature, at: new Date().toISOString() };
      checkout.deliveries.push(delivery);
      try {
        const response = await fetch(checkout.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
          body,
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        });
        delivery.status = response.status;
        if (response.ok) return undefined;
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
      options.log(`payment sandbox: webhook ${event.id} attempt ${attempt} failed (${delivery.status ?? delivery.error})`);
      save();
      return tryAgain(delivery);
    };
    // After the last attempt the event stays undelivered, each failure logged and kept with the checkout.
    await retrying(WEBHOOK_RETRY, post).catch(() => undefined);
  }

  /** A checkout as the server API shows it: with its page's URL and its refunds. */
  function checkoutView(checkout: CheckoutRecord) {
    return { ...checkout, url: `${apiUrl}/checkout/${checkout.id}`, refunds: checkout.refunds ?? [] };
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

// Cards.

const CARD_FIELDS = ['holderName', 'number', 'expiryMonth', 'expiryYear', 'cvc'] as const;
type CardField = (typeof CARD_FIELDS)[number];

interface CheckedCard {
  holderName: string;
  digits: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

type CardProblem = { field: CardField; message: TextKey };

/**
 * What any provider checks before it asks the card's bank: the details are well-formed, the card is current.
 * Answers every field's problem, in the form's order; the API reports the first, the page shows them all.
 */
function checkCard(input: Record<string, unknown>): CheckedCard | { problems: [CardProblem, ...CardProblem[]] } {
  const text = (field: CardField) => {
    const value = input[field];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const problems: CardProblem[] = [];
  const holderName = text('holderName').replace(/\s+/g, ' ');
  if (!holderName || holderName.length > 100) problems.push({ field: 'holderName', message: 'error.holderName' });
  const digits = text('number').replace(/[\s-]/g, '');
  const brand = cardBrandOf(digits);
  if (!passesLuhn(digits)) problems.push({ field: 'number', message: 'error.number' });
  else if (!brand) problems.push({ field: 'number', message: 'error.brand' });
  const month = text('expiryMonth');
  const year = text('expiryYear');
  const monthValid = /^\d{1,2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;
  const yearValid = /^(\d{2}|\d{4})$/.test(year);
  if (!monthValid) problems.push({ field: 'expiryMonth', message: 'error.expiryMonth' });
  if (!yearValid) problems.push({ field: 'expiryYear', message: 'error.expiryYear' });
  const expiry = { expiryMonth: Number(month), expiryYear: year.length === 2 ? 2000 + Number(year) : Number(year) };
  if (monthValid && yearValid && isCardExpired(expiry, calendarDate())) problems.push({ field: 'expiryMonth', message: 'error.expired' });
  if (!/^\d{3,4}$/.test(text('cvc'))) problems.push({ field: 'cvc', message: 'error.cvc' });
  const [first, ...others] = problems;
  if (first) return { problems: [first, ...others] };
  // A number that passed Luhn without a known brand was a problem above.
  return { holderName, digits, brand: brand as CardBrand, last4: digits.slice(-4), ...expiry };
}

function tokenView({ token, brand, last4, expiryMonth, expiryYear, holderName }: TokenRecord) {
  return { token, brand, last4, expiryMonth, expiryYear, holderName };
}

type CheckoutInput = Omit<CheckoutRecord, 'id' | 'status' | 'createdAt' | 'completedAt' | 'deliveries'>;

function checkCheckout(input: Record<string, unknown>): CheckoutInput | { field: string; message: string } {
  const { amount, currency, reference, description, successUrl, failureUrl, webhookUrl } = input;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0) return { field: 'amount', message: 'The amount must be a positive whole number of halalas' };
  if (currency !== PAYMENT_CURRENCY) return { field: 'currency', message: 'Only SAR is supported' };
  if (typeof reference !== 'string' || !reference) return { field: 'reference', message: 'A reference is required' };
  if (typeof description !== 'string') return { field: 'description', message: 'A description is required' };
  for (const [field, value] of Object.entries({ successUrl, failureUrl, webhookUrl })) {
    if (typeof value !== 'string' || !/^https?:\/\//.test(value) || !URL.canParse(value)) return { field, message: 'Must be an http(s) URL' };
  }
  return {
    amount: amount as number,
    currency,
    reference,
    description: description.slice(0, 200),
    successUrl: successUrl as string,
    failureUrl: failureUrl as string,
    webhookUrl: webhookUrl as string,
  };
}

// HTTP.

/** Compares digests, so neither the key's length nor its prefix shows in the time taken. */
function hasKey(req: http.IncomingMessage, key: string): boolean {
  const given = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(key));
}

function headerOf(req: http.IncomingMessage, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

function readText(req: http.IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown> | undefined> {
  try {
    const value: unknown = JSON.parse((await readText(req)) ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

function withParam(url: string, name: string, value: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set(name, value);
  return parsed.toString();
}

// Pages: plain HTML forms, no script (the gateway's Content-Security-Policy allows none inline), English or Arabic.

type Lang = 'en' | 'ar';

const TEXT_EN = {
  title: 'Checkout',
  sandbox: 'Sandbox',
  sandboxNote: 'This is the local payment sandbox: no real money moves.',
  merchant: 'Merchant',
  merchantName: 'UGC Marketplace',
  description: 'Description',
  amount: 'Amount',
  sar: 'SAR',
  holderName: 'Name on card',
  number: 'Card number',
  expiryMonth: 'Expiry month',
  expiryYear: 'Expiry year',
  cvc: 'CVC',
  monthPlaceholder: 'MM',
  yearPlaceholder: 'YYYY',
  pay: 'Pay {amount} SAR',
  cancel: 'Cancel payment',
  hintsTitle: 'Sandbox test cards',
  hintSuccess: '{card} succeeds',
  hintDeclined: '{card} is declined',
  hintOther: 'Use any future expiry date and any 3-digit CVC.',
  errorSummary: 'Please check the card details.',
  'error.holderName': 'Enter the name as it appears on the card',
  'error.number': 'This card number is not valid',
  'error.brand': 'Visa, Mastercard and mada cards are accepted',
  'error.expiryMonth': 'Enter the expiry month (1-12)',
  'error.expiryYear': 'Enter the expiry year (YYYY)',
  'error.expired': 'This card has expired',
  'error.cvc': 'Enter the 3 or 4 digits on the back of the card',
  notFound: 'This checkout does not exist.',
  doneTitle: 'This payment is already complete',
  doneSucceeded: 'The payment went through.',
  doneFailed: 'The payment did not go through.',
  back: 'Back to the marketplace',
};

type TextKey = keyof typeof TEXT_EN;

const TEXT: Record<Lang, Record<TextKey, string>> = {
  en: TEXT_EN,
  ar: {
    title: 'الدفع',
    sandbox: 'بيئة تجريبية',
    sandboxNote: 'هذه بيئة الدفع التجريبية المحلية: لا تنتقل أي أموال حقيقية.',
    merchant: 'التاجر',
    merchantName: 'سوق المحتوى',
    description: 'الوصف',
    amount: 'المبلغ',
    sar: 'ر.س',
    holderName: 'الاسم على البطاقة',
    number: 'رقم البطاقة',
    expiryMonth: 'شهر الانتهاء',
    expiryYear: 'سنة الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    monthPlaceholder: 'MM',
    yearPlaceholder: 'YYYY',
    pay: 'ادفع {amount} ر.س',
    cancel: 'إلغاء الدفع',
    hintsTitle: 'بطاقات الاختبار',
    hintSuccess: '{card} تنجح',
    hintDeclined: '{card} تُرفض',
    hintOther: 'استخدم أي تاريخ انتهاء في المستقبل وأي رمز تحقق من 3 أرقام.',
    errorSummary: 'يرجى التحقق من بيانات البطاقة.',
    'error.holderName': 'أدخل الاسم كما هو مكتوب على البطاقة',
    'error.number': 'رقم البطاقة غير صالح',
    'error.brand': 'نقبل بطاقات فيزا وماستركارد ومدى',
    'error.expiryMonth': 'أدخل شهر الانتهاء (1-12)',
    'error.expiryYear': 'أدخل سنة الانتهاء (YYYY)',
    'error.expired': 'انتهت صلاحية هذه البطاقة',
    'error.cvc': 'أدخل الأرقام الثلاثة أو الأربعة الموجودة خلف البطاقة',
    notFound: 'عملية الدفع هذه غير موجودة.',
    doneTitle: 'اكتملت عملية الدفع هذه بالفعل',
    doneSucceeded: 'تمت عملية الدفع بنجاح.',
    doneFailed: 'لم تتم عملية الدفع.',
    back: 'العودة إلى السوق',
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Halalas as SAR with two decimals and Latin digits in both languages, as the product writes amounts. */
function sar(halalas: number): string {
  return (halalas / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A card number in groups of four, the way it is printed. */
function grouped(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:#f4f5f7;color:#1a202c;line-height:1.5}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.panel{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.25rem}
.badge{display:inline-block;background:#fefcbf;color:#744210;border-radius:999px;padding:.1rem .6rem;font-size:.8rem;font-weight:600}
h1{font-size:1.4rem;margin:.5rem 0 1rem}
h2{font-size:1rem;margin:0 0 .5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#4a5568}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #a0aec0;border-radius:.5rem}
input:focus{outline:3px solid #90cdf4;outline-offset:1px}
input[aria-invalid=true]{border-color:#c53030}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.half{width:calc(50% - .375rem)}
.error{color:#c53030;margin:.25rem 0 0;font-size:.9rem}
.summary{background:#fff5f5;border:1px solid #feb2b2;color:#9b2c2c;border-radius:.5rem;padding:.6rem .8rem;margin-bottom:.5rem}
.summary p{margin:0;font-weight:600}
.summary ul{margin:.25rem 0 0;padding-inline-start:1.25rem}
.summary a{color:#9b2c2c}
button{width:100%;margin-top:1.25rem;font:inherit;font-weight:700;padding:.75rem;border:0;border-radius:.5rem;background:#2b6cb0;color:#fff;cursor:pointer}
button:hover{background:#2c5282}
button:focus-visible,a:focus-visible{outline:3px solid #90cdf4;outline-offset:2px}
.cancel{display:block;text-align:center;margin-top:1rem;color:#2b6cb0}
.hints{margin-top:1.25rem;font-size:.9rem;color:#4a5568}
.hints ul{margin:.25rem 0;padding-inline-start:1.25rem}
code{unicode-bidi:isolate}
`;

function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function messagePage(lang: Lang, message: string): string {
  return layout(lang, TEXT[lang].title, `<div class="panel"><h1>${escapeHtml(message)}</h1></div>`);
}

function donePage(lang: Lang, checkout: CheckoutRecord): string {
  const text = TEXT[lang];
  const succeeded = checkout.status === 'succeeded';
  const back = succeeded ? checkout.successUrl : checkout.failureUrl;
  return layout(
    lang,
    text.doneTitle,
    `<div class="panel"><h1>${escapeHtml(text.doneTitle)}</h1><p>${escapeHtml(succeeded ? text.doneSucceeded : text.doneFailed)}</p>` +
      `<a class="cancel" href="${escapeHtml(back)}">${escapeHtml(text.back)}</a></div>`,
  );
}

function checkoutPage(lang: Lang, checkout: CheckoutRecord, failed?: { values: Record<string, string>; problems: CardProblem[] }): string {
  const text = TEXT[lang];
  const query = lang === 'ar' ? '?lang=ar' : '';
  const amount = sar(checkout.amount);
  const field = (name: CardField, attributes: string) => {
    const problem = failed?.problems.find((candidate) => candidate.field === name);
    // The CVC is never written back into the page.
    const value = failed && name !== 'cvc' ? failed.values[name] ?? '' : '';
    return (
      `<label for="${name}">${escapeHtml(text[name])}</label>` +
      `<input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}"` +
      (problem ? ` aria-invalid="true" aria-describedby="${name}-error"` : '') +
      '>' +
      (problem ? `<p class="error" id="${name}-error">${escapeHtml(text[problem.message])}</p>` : '')
    );
  };
  const hint = (template: string, card: string) => escapeHtml(template).replace('{card}', `<code dir="ltr">${grouped(card)}</code>`);
  // Each problem links to its field, so a keyboard or screen-reader user gets there from the summary.
  const summary = failed
    ? `<div class="summary" role="alert"><p>${escapeHtml(text.errorSummary)}</p><ul>` +
      failed.problems.map((problem) => `<li><a href="#${problem.field}">${escapeHtml(text[problem.message])}</a></li>`).join('') +
      '</ul></div>'
    : '';
  return layout(
    lang,
    `${text.title} – ${text.merchantName}`,
    `<div class="panel">
<span class="badge">${escapeHtml(text.sandbox)}</span>
<h1>${escapeHtml(text.title)}</h1>
<dl>
<dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(text.merchantName)}</dd>
<dt>${escapeHtml(text.description)}</dt><dd>${escapeHtml(checkout.description)}</dd>
<dt>${escapeHtml(text.amount)}</dt><dd><bdi>${amount}</bdi> ${escapeHtml(text.sar)}</dd>
</dl>
${summary}
<form method="post" action="${SANDBOX_PREFIX}/checkout/${escapeHtml(checkout.id)}${query}" novalidate>
${field('holderName', 'autocomplete="cc-name" required')}
${field('number', 'autocomplete="cc-number" inputmode="numeric" dir="ltr" required')}
<div class="row">
<div>${field('expiryMonth', `autocomplete="cc-exp-month" inputmode="numeric" dir="ltr" placeholder="${text.monthPlaceholder}" required`)}</div>
<div>${field('expiryYear', `autocomplete="cc-exp-year" inputmode="numeric" dir="ltr" placeholder="${text.yearPlaceholder}" required`)}</div>
</div>
<div class="half">${field('cvc', 'autocomplete="cc-csc" inputmode="numeric" dir="ltr" required')}</div>
<button type="submit">${escapeHtml(text.pay.replace('{amount}', amount))}</button>
</form>
<a class="cancel" href="${SANDBOX_PREFIX}/checkout/${escapeHtml(checkout.id)}/cancel${query}">${escapeHtml(text.cancel)}</a>
</div>
<section class="hints" aria-labelledby="hints-title">
<h2 id="hints-title">${escapeHtml(text.hintsTitle)}</h2>
<ul><li>${hint(text.hintSuccess, SANDBOX_CARDS.success)}</li><li>${hint(text.hintDeclined, SANDBOX_CARDS.declined)}</li></ul>
<p>${escapeHtml(text.hintOther)}</p>
<p>${escapeHtml(text.sandboxNote)}</p>
</section>`,
  );
}
