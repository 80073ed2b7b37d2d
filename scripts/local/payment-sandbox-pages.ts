import { SANDBOX_CARDS, type CardField, type CardProblem } from './payment-sandbox-cards';
import { SANDBOX_PREFIX, type CheckoutRecord } from './payment-sandbox-state';

// Pages: plain HTML forms, no script (the gateway's Content-Security-Policy allows none inline), English or Arabic.

export type Lang = 'en' | 'ar';

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

export type TextKey = keyof typeof TEXT_EN;

export const TEXT: Record<Lang, Record<TextKey, string>> = {
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

export function messagePage(lang: Lang, message: string): string {
  return layout(lang, TEXT[lang].title, `<div class="panel"><h1>${escapeHtml(message)}</h1></div>`);
}

export function donePage(lang: Lang, checkout: CheckoutRecord): string {
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

export function checkoutPage(lang: Lang, checkout: CheckoutRecord, failed?: { values: Record<string, string>; problems: CardProblem[] }): string {
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
