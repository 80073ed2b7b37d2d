import { CONTACT_MASK, findOffPlatformContacts, hasOffPlatformContact, maskOffPlatformContacts, type OffPlatformContactKind } from '../../shared/domain/off-platform-contact';

type Case = readonly [text: string, kinds: readonly OffPlatformContactKind[]];

const kindsIn = (text: string) => findOffPlatformContacts(text).map((contact) => contact.kind);

/** Messages that must warn: each with the kinds found, in the order they appear. */
const POSITIVE: readonly Case[] = [
  // Saudi mobiles, every way people write them.
  ['call me 0551234567', ['phone']],
  ['رقمي ٠٥٥١٢٣٤٥٦٧', ['phone']],
  ['رقمي ۰۵۵۱۲۳۴۵۶۷', ['phone']],
  ['+966551234567', ['phone']],
  ['my number is +966 55 123 4567', ['phone']],
  ['00966 55 123 4567', ['phone']],
  ['966551234567 this is my number', ['phone']],
  ['+966 (0) 55 123 4567', ['phone']],
  ['055-123-4567', ['phone']],
  ['055.123.4567', ['phone']],
  ['(055) 123 4567', ['phone']],
  ['كلمني على ٠٥٥ ١٢٣ ٤٥٦٧ بعد العصر', ['phone']],
  ['رقمي ٠٥٥-١٢٣-٤٥٦٧', ['phone']],
  ['٠٥ ٥ ١٢٣ ٤٥٦٧', ['phone']],
  ['رقمي ٠٥5١٢٣4567 (Latin and Arabic-Indic mixed)', ['phone']],
  ['۰۵٥١٢۳۴٥٦٧', ['phone']],
  ['+٩٦٦ ٥٥ ١٢٣ ٤٥٦٧', ['phone']],
  ['my number 55 123 4567', ['phone']],
  ['0 5 5 1 2 3 4 5 6 7', ['phone']],
  ['zero five five one two three four five six seven', ['phone']],
  ['صفر خمسة خمسة واحد اثنين ثلاثة أربعة خمسة ستة سبعة', ['phone']],
  ['０５５１２３４５６７', ['phone']],
  ['055\u200B123\u200B4567', ['phone']],
  ['0551234567 or 0567654321', ['phone', 'phone']],
  // Landlines, unified and toll-free numbers.
  ['office 011 234 5678', ['phone']],
  ['هاتف المكتب ٠١١٢٣٤٥٦٧٨', ['phone']],
  ['+966 11 234 5678', ['phone']],
  ['الرقم الموحد ٩٢٠٠١٢٣٤٥', ['phone']],
  // International numbers.
  ['+971 50 123 4567', ['phone']],
  ['UK office +44 20 7946 0958', ['phone']],
  ['+1 (415) 555-2671', ['phone']],
  ['0020 101 234 5678', ['phone']],
  ['971501234567', ['phone']],
  // E-mail addresses, plain and spelt out.
  ['noura.q@gmail.com', ['email']],
  ['ايميلي noura.q@gmail.com وشكرا', ['email']],
  ['راسلني على sara_2026@brand.com.sa', ['email']],
  ['NOURA@HOTMAIL.COM', ['email']],
  ['noura at gmail dot com', ['email']],
  ['noura (at) outlook (dot) com', ['email']],
  ['noura [at] yahoo [dot] com', ['email']],
  ['noura @ gmail . com', ['email']],
  ['just noura@gmail', ['email']],
  ['noura＠gmail.com', ['email']],
  // WhatsApp.
  ['wa.me/966551234567', ['whatsapp']],
  ['https://wa.me/966551234567?text=hi', ['whatsapp']],
  ['https://api.whatsapp.com/send?phone=966551234567', ['whatsapp']],
  ['join chat.whatsapp.com/AbCdEf123', ['whatsapp']],
  ['WhatsApp me', ['whatsapp']],
  ['WhatsApp: 0551234567', ['whatsapp', 'phone']],
  ['كلمني واتس', ['whatsapp']],
  ['تواصل معي على الواتساب', ['whatsapp']],
  ['واتساب ٠٥٥١٢٣٤٥٦٧', ['whatsapp', 'phone']],
  ['عالواتس أسرع', ['whatsapp']],
  ['send it on whats app', ['whatsapp']],
  ['ليش ما نكمل بالواتس؟', ['whatsapp']],
  ['why not WhatsApp?', ['whatsapp']],
  ['واتسابي هو نفس رقمي', ['whatsapp']],
  ['واتساب +971 50 123 4567', ['whatsapp', 'phone']],
  ['ｗｈａｔｓａｐｐ me', ['whatsapp']],
  ['واتـــساب', ['whatsapp']],
  ['وَاتْسَاب', ['whatsapp']],
  // Telegram.
  ['t.me/noura_ugc', ['telegram']],
  ['https://telegram.me/noura', ['telegram']],
  ['telegram @noura_ugc', ['telegram']],
  ['my telegram is noura_ugc', ['telegram']],
  ['تيليجرام @noura_ugc', ['telegram']],
  ['راسلني تلجرام', ['telegram']],
  ['على التليقرام أسرع', ['telegram']],
  ['تلغرام: noura_ugc', ['telegram']],
  // Snapchat: a handle, a link or an invitation.
  ['snap: noura_ugc', ['snapchat']],
  ['add me on snap', ['snapchat']],
  ['my snapchat is noura.ugc', ['snapchat']],
  ['snapchat.com/add/noura_ugc', ['snapchat']],
  ['https://www.snapchat.com/add/noura', ['snapchat']],
  ['سنابي: noura_ugc', ['snapchat']],
  ['ضيفني سناب noura_22', ['snapchat']],
  ['سناب @noura', ['snapchat']],
  ['ضيفني على السناب', ['snapchat']],
  ['snap me when you are free', ['snapchat']],
  // Handles on Instagram and TikTok (issue 27): only a handle after the name counts.
  ['insta @reem.eats', ['instagram']],
  ['instagram @noura_ugc', ['instagram']],
  ['ig: reem_eats', ['instagram']],
  ['my instagram is @reem.eats', ['instagram']],
  ['تابعيني انستا @reem.eats', ['instagram']],
  ['حسابي في الانستقرام: reem.eats', ['instagram']],
  ['tiktok @reem.eats', ['tiktok']],
  ['تيك توك: reem_eats', ['tiktok']],
  ['telegram @reem_eats', ['telegram']],
  // Several in one message.
  ['call 0551234567 or email noura@gmail.com', ['phone', 'email']],
  ['واتس ٠٥٥ ١٢٣ ٤٥٦٧ أو ايميل noura@gmail.com', ['whatsapp', 'phone', 'email']],
];

/** Realistic chat that must not warn. */
const NEGATIVE: readonly string[] = [
  // Prices.
  'The budget is SAR 1,500 for two videos',
  'الميزانية ١٥٠٠ ريال',
  'السعر ٥٠٠٠ - ١٠٠٠٠ ريال',
  'budget 5000-10000 SAR',
  'السعر ۱۵۰۰ ریال',
  'Can you deliver by 5/12? budget SAR 2,500.50',
  // Dates and times.
  'Deadline 2026-12-01',
  'آخر موعد ١٢/١١/٢٠٢٦',
  'التسليم ٢٠٢٦-١٢-٠١ الساعة ١٠:٣٠',
  'Meeting at 10:30 - 11:30',
  'Times: 05:30, 06:45',
  // Durations.
  'The video should be 30 seconds',
  'مدة الفيديو ٣٠ ثانية',
  'You have 15 days to deliver',
  'الفيديو الثاني ٤٥ ثانية والثالث ٦٠ ثانية',
  'Reply within 24 hours, 3 revisions max',
  // Formats, resolutions, percentages.
  'Aspect ratio 9:16, resolution 1080x1920',
  'الدقة ١٠٨٠×١٩٢٠',
  'النسخة النهائية 9:16 و 1:1',
  'أرسل الفيديو بصيغة MP4 بدقة 1080p',
  'Shot on iPhone 15 Pro, 4K 60fps',
  '15% discount code',
  'خصم ٢٠٪',
  'كود الخصم SAVE20',
  'Version 2.0.1 uploaded',
  'use logo@2x.png for the end card',
  // Counts and reference numbers.
  'Order #482913 is ready',
  'رقم الحملة ٤٨٢٩١٣',
  'Views: 1,250,000 and likes 85,000',
  'المشاهدات ١٬٢٥٠٬٠٠٠',
  'Followers 55 000 - 120 000',
  'the budget is 5 000 - 10 000',
  'reach: 500 000 000 impressions',
  '1 2 3 4 5 6 7 8 9 10, pick a number',
  'The invoice is INV-2026-000123',
  // Business identifiers: not a way to reach someone.
  'Our VAT number is 310123456700003',
  'الرقم الضريبي ٣١٠١٢٣٤٥٦٧٠٠٠٠٣',
  'IBAN SA03 8000 0000 6080 1016 7519',
  'CR 1010123456',
  'national ID 1098765432',
  // Mentions and other networks.
  '@noura thanks for the draft',
  'Please tag @brand_sa in the caption',
  'https://www.instagram.com/noura',
  // Links to the marketplace and ids.
  'https://app.example.sa/c/123456789',
  'https://ugc.example.sa/campaigns/3f2b9c1e-5a4d-4e8f-9b2a-966551234567',
  'campaign 3f2b9c1e-5a4d-4e8f-9b2a-966551234567',
  // The apps named without a contact: kept on the platform, or a place to publish.
  "no WhatsApp please, let's keep it here",
  'لا واتساب، خلينا هنا',
  'ما عندي واتس، نكمل هنا',
  "Let's keep everything here, not on WhatsApp",
  "Please don't share your WhatsApp here",
  'keep it off WhatsApp',
  'الواتس ممنوع هنا',
  'لا تيليجرام ولا واتس، كل شي هنا',
  'We need a Snapchat story ad, 15 seconds',
  'المحتوى بيكون لسناب شات وتيك توك',
  'My Snapchat has 200k followers',
  'سنابي فيه ٢٠٠ ألف متابع',
  'Post it on Snapchat and TikTok',
  'Snapchat: story ads, 15s',
  'Snapchat ads manager screenshot attached',
  'حملة سناب رمضان ٢٠٢٦',
  'Take a snap of the packaging',
  'We need 3 Instagram reels and a TikTok video',
  'الفيديو للانستقرام والتيك توك',
  'IG story, 15 seconds',
  'my tiktok has 20k followers',
  'حسابي في انستا فيه ٥٠ ألف متابع',
  // E-mail talk without an address.
  'Email notifications are on',
  'send me the files by email',
  'a@b',
  'thanks @ noura.please',
  'look at this dot',
  "what's up? what app do you edit with?",
];

describe('maskOffPlatformContacts', () => {
  it('masks each finding and keeps the rest, in both scripts', () => {
    expect(maskOffPlatformContacts('insta @reem.eats, or call 0551234567 tonight')).toBe(`${CONTACT_MASK}, or call ${CONTACT_MASK} tonight`);
    expect(maskOffPlatformContacts('واتس ٠٥٥ ١٢٣ ٤٥٦٧ لو سمحت')).toBe(`${CONTACT_MASK} ${CONTACT_MASK} لو سمحت`);
    expect(maskOffPlatformContacts('https://wa.me/966551234567')).toBe(CONTACT_MASK);
    expect(maskOffPlatformContacts('Nothing to hide here')).toBe('Nothing to hide here');
  });
});

describe('findOffPlatformContacts: the table', () => {
  it('has at least 45 positive and 45 negative cases', () => {
    expect(POSITIVE.length).toBeGreaterThanOrEqual(45);
    expect(NEGATIVE.length).toBeGreaterThanOrEqual(45);
  });

  it.each(POSITIVE)('warns: %j → %j', (text, kinds) => {
    expect(kindsIn(text)).toEqual(kinds);
    expect(hasOffPlatformContact(text)).toBe(true);
  });

  it.each(NEGATIVE)('does not warn: %j', (text) => {
    expect(kindsIn(text)).toEqual([]);
    expect(hasOffPlatformContact(text)).toBe(false);
  });
});

describe('findOffPlatformContacts: spans the UI highlights', () => {
  it('gives each finding its place in the original text, Arabic digits and all', () => {
    const text = 'رقمي ٠٥٥ ١٢٣ ٤٥٦٧ شكرا';
    expect(findOffPlatformContacts(text)).toEqual([{ kind: 'phone', start: 5, end: 17, text: '٠٥٥ ١٢٣ ٤٥٦٧' }]);
  });

  it('keeps the plus sign and leaves the app name and the number apart', () => {
    expect(findOffPlatformContacts('WhatsApp: +966 55 123 4567.')).toEqual([
      { kind: 'whatsapp', start: 0, end: 8, text: 'WhatsApp' },
      { kind: 'phone', start: 10, end: 26, text: '+966 55 123 4567' },
    ]);
  });

  it('covers a handle with its app, a link without its closing punctuation, an address spelt out', () => {
    expect(findOffPlatformContacts('telegram @noura_ugc').map((c) => c.text)).toEqual(['telegram @noura_ugc']);
    expect(findOffPlatformContacts('(wa.me/966551234567).').map((c) => c.text)).toEqual(['wa.me/966551234567']);
    expect(findOffPlatformContacts('noura at gmail dot com!').map((c) => c.text)).toEqual(['noura at gmail dot com']);
  });

  it('maps spans back over characters the normalisation dropped or expanded', () => {
    const tatweel = 'كلمني واتـــساب';
    expect(findOffPlatformContacts(tatweel)).toEqual([{ kind: 'whatsapp', start: 6, end: tatweel.length, text: 'واتـــساب' }]);
    const zeroWidth = 'x 055\u200B1234567 y';
    expect(findOffPlatformContacts(zeroWidth).map((c) => c.text)).toEqual(['055\u200B1234567']);
    const words = 'call zero five five one two three four five six seven now';
    expect(findOffPlatformContacts(words).map((c) => c.text)).toEqual(['zero five five one two three four five six seven']);
  });

  it('reads words named like Object.prototype members as words', () => {
    expect(findOffPlatformContacts('the constructor of toString, valueOf and __proto__')).toEqual([]);
  });

  it('finds nothing in an empty message', () => {
    expect(findOffPlatformContacts('')).toEqual([]);
    expect(hasOffPlatformContact('   ')).toBe(false);
  });
});

describe('findOffPlatformContacts: hostile input', () => {
  const LENGTH = 2000;
  const fill = (unit: string) => unit.repeat(Math.ceil(LENGTH / unit.length)).slice(0, LENGTH);
  // A fixed-seed mix of the characters every rule looks at.
  const mixed = (() => {
    const pool = ['0', '5', '٥', '۵', ' ', '-', '.', '(', ')', '+', '@', 'a', 't', 'at ', 'dot ', ':', '/', 'wa.me/', 'snap', 'واتس', 'سناب', 'ال', 'x'];
    let seed = 20261123;
    let text = '';
    while (text.length < LENGTH) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      text += pool[seed % pool.length];
    }
    return text.slice(0, LENGTH);
  })();
  const hostile: Record<string, string> = {
    'spaced zeros': fill('0 '),
    'one long number': fill('5'),
    'Arabic digits and dashes': fill('٠٥-'),
    'at signs': fill('a@'),
    'dots': fill('a.'),
    'one at sign, then letters': `@${'a'.repeat(LENGTH - 1)}`,
    'letters, then one at sign': `${'a'.repeat(LENGTH - 1)}@`,
    'a long host name': `www.${fill('a.')}`.slice(0, LENGTH),
    'spelt-out addresses': fill('noura at gmail dot '),
    'app names': fill('whatsapp '),
    'snap colons': fill('سناب: '),
    'IBAN-like groups': fill('sa12 '),
    'number words': fill('five '),
    mixed,
  };

  // How long a pass takes is a figure for the bench, not a test's to assert (a loaded machine pauses any run). Here
  // each hostile message is read through to well-formed findings: in the order of the text, each a span of it, none
  // overlapping another.
  it.each(Object.entries(hostile))('reads a 2,000-character message of %s through to well-formed findings', (_name, text) => {
    expect(text).toHaveLength(LENGTH);
    let readTo = 0;
    for (const finding of findOffPlatformContacts(text)) {
      expect(finding.start).toBeGreaterThanOrEqual(readTo);
      expect(finding.end).toBeGreaterThan(finding.start);
      expect(text.slice(finding.start, finding.end)).toBe(finding.text);
      readTo = finding.end;
    }
    expect(readTo).toBeLessThanOrEqual(LENGTH);
  });
});
