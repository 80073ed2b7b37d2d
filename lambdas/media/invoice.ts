import { formatInvoiceNumber, formatSar, invoiceMoment, invoiceQrFields, type Invoice } from '../../shared/domain/invoice';
import { zatcaQrPayload } from '../../shared/domain/zatca';
import { MARKETPLACE } from './certificate';
import { renderPdf } from './pdf/document';
import type { TextBlock } from './pdf/lines';
import { arabic, bilingual, CONTENT_WIDTH, english, fact, heading, INK, isolated, LOOKS, MARGIN, Sheet, type Row } from './pdf/sheet';
import { qrMatrix, qrRuns } from './invoice-qr';

/**
 * The tax invoice of a campaign's payment (issue 13) as an A4 PDF: every label in English (left) and Arabic (right),
 * each value once between them, amounts in SAR with Latin digits, and the ZATCA phase 1 QR code drawn as vector
 * squares (no image: it stays sharp at any zoom and adds a few KB). Typeset by pdf/, as the licence certificate is:
 * fontkit shapes the Arabic, bidi-js orders each line. The same invoice makes the same bytes.
 */

/**
 * The QR code's side on the page, in points (3.5 cm), and the white space kept above and below it: scanners need 4
 * modules of quiet zone, 9 points for the 45 modules of the largest symbol a phase 1 payload makes.
 */
const QR_SIDE = 100;
const QR_MARGIN = 12;

const WORDS = {
  title: { en: 'Tax invoice', ar: 'فاتورة ضريبية' },
  number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  issued: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  seller: { en: 'Seller', ar: 'البائع' },
  buyer: { en: 'Buyer', ar: 'المشتري' },
  name: { en: 'Name', ar: 'الاسم' },
  vatNumber: { en: 'VAT number', ar: 'الرقم الضريبي' },
  address: { en: 'Address', ar: 'العنوان' },
  supply: { en: 'Supply', ar: 'التوريد' },
  description: { en: 'Description', ar: 'الوصف' },
  campaign: { en: 'UGC campaign', ar: 'حملة محتوى' },
  net: { en: 'Total excluding VAT', ar: 'الإجمالي غير شامل ضريبة القيمة المضافة' },
  vat: (rate: number) => ({ en: `VAT (${rate}%)`, ar: `ضريبة القيمة المضافة (${isolated(`${rate}%`)})` }),
  total: { en: 'Total including VAT', ar: 'الإجمالي شامل ضريبة القيمة المضافة' },
  paid: { en: 'Paid in full by card', ar: 'مدفوعة بالكامل بالبطاقة' },
  scan: { en: 'Scan to check this invoice (ZATCA e-invoicing)', ar: 'امسح الرمز للتحقق من الفاتورة (الفوترة الإلكترونية)' },
  none: '—',
} as const;

function amountText(text: string, look = LOOKS.cell): TextBlock {
  return { ...english(text, look), align: 'right' };
}

/** The one line of the invoice: the campaign, its net, its VAT and its total, under bilingual headers. */
function supplyRows(invoice: Invoice): Row[] {
  const description = { x: MARGIN + 6, width: 225 };
  const net = { x: MARGIN + 236, width: 86 };
  const vat = { x: MARGIN + 326, width: 76 };
  const total = { x: MARGIN + 406, width: CONTENT_WIDTH - 406 - 6 };
  const header = (words: { en: string; ar: string }): TextBlock => english(`${words.en} · ${words.ar}`, LOOKS.header);
  const rate = WORDS.vat(invoice.vatRatePercent);
  return [
    {
      tint: true,
      after: 0,
      cells: [
        { ...description, blocks: [header(WORDS.description)] },
        { ...net, blocks: [{ ...english('Net · الصافي', LOOKS.header), align: 'right' }] },
        { ...vat, blocks: [{ ...english(`${rate.en} · الضريبة`, LOOKS.header), align: 'right' }] },
        { ...total, blocks: [{ ...english('Total · الإجمالي', LOOKS.header), align: 'right' }] },
      ],
    },
    {
      rule: true,
      after: 12,
      cells: [
        { ...description, blocks: [english(`${WORDS.campaign.en} · ${WORDS.campaign.ar}`, LOOKS.label), english(invoice.campaignTitle, LOOKS.cell, 'auto')] },
        { ...net, blocks: [amountText(formatSar(invoice.net))] },
        { ...vat, blocks: [amountText(formatSar(invoice.vat))] },
        { ...total, blocks: [amountText(formatSar(invoice.total))] },
      ],
    },
  ];
}

function partyRows(title: { en: string; ar: string }, party: { name: string; vatNumber?: string; address?: string }): Row[] {
  return [
    heading(title),
    fact(WORDS.name, party.name),
    fact(WORDS.vatNumber, party.vatNumber ?? WORDS.none),
    fact(WORDS.address, party.address ?? WORDS.none),
  ];
}

/**
 * A name inside a sentence of the other language keeps its own direction and order (a first-strong isolate): an
 * Arabic seller in the English footer, or "UGC Marketplace Co." in the Arabic one, would otherwise be reordered with
 * the words around it.
 */
function name(text: string): string {
  return `\u2068${text}\u2069`;
}

function footerRows(invoice: Invoice, number: string): Row[] {
  return [
    bilingual([english(`${WORDS.title.en} ${number}`, LOOKS.footer)], [arabic(`${WORDS.title.ar} ${isolated(number)}`, LOOKS.footer)], 0),
    bilingual(
      [english(`${name(invoice.seller.name)} · VAT ${invoice.seller.vatNumber}`, LOOKS.footer)],
      [arabic(`${name(invoice.seller.name)} · الرقم الضريبي ${isolated(invoice.seller.vatNumber)}`, LOOKS.footer)],
      0,
    ),
  ];
}

function drawQr(doc: PDFKit.PDFDocument, payload: string, left: number, top: number): void {
  const matrix = qrMatrix(payload);
  const module = QR_SIDE / matrix.size;
  // A hair of overlap, so no viewer shows a seam between neighbouring rows of one fill.
  const overlap = 0.02;
  doc.save();
  for (const run of qrRuns(matrix)) doc.rect(left + run.column * module, top + run.row * module, run.length * module + overlap, module + overlap);
  doc.fill(INK);
  doc.restore();
}

function draw(sheet: Sheet, doc: PDFKit.PDFDocument, invoice: Invoice, number: string): void {
  const { date, time } = invoiceMoment(invoice.issuedAt);
  sheet.group([bilingual([english(MARKETPLACE.en, LOOKS.brand)], [arabic(MARKETPLACE.ar, LOOKS.brand)], 4)]);
  sheet.group([bilingual([english(WORDS.title.en, LOOKS.title)], [arabic(WORDS.title.ar, LOOKS.title)], 10)]);
  sheet.group([fact(WORDS.number, number), fact(WORDS.issued, `${date} ${time} (UTC+3)`)]);
  sheet.rule(14);
  sheet.group(partyRows(WORDS.seller, invoice.seller));
  sheet.rule(14);
  sheet.group(partyRows(WORDS.buyer, invoice.buyer));
  sheet.rule(14);
  sheet.group([heading(WORDS.supply), ...supplyRows(invoice)]);
  sheet.group([fact(WORDS.net, formatSar(invoice.net)), fact(WORDS.vat(invoice.vatRatePercent), formatSar(invoice.vat)), { ...fact(WORDS.total, formatSar(invoice.total)), tint: true }]);
  sheet.group([bilingual([english(WORDS.paid.en, LOOKS.label)], [arabic(WORDS.paid.ar, LOOKS.label)], 12)]);
  const top = sheet.reserve(QR_SIDE + 2 * QR_MARGIN);
  drawQr(doc, zatcaQrPayload(invoiceQrFields(invoice)), MARGIN + (CONTENT_WIDTH - QR_SIDE) / 2, top + QR_MARGIN);
  sheet.group([bilingual([{ ...english(WORDS.scan.en, LOOKS.footer), align: 'center' }], [{ ...arabic(WORDS.scan.ar, LOOKS.footer), align: 'center' }], 0)]);
}

/** The invoice as a PDF. */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const number = formatInvoiceNumber(invoice.number);
  const info = {
    title: `${WORDS.title.en} ${number}`,
    author: invoice.seller.name,
    subject: `${invoice.campaignTitle}: ${invoice.buyer.name}`,
    // The moment of issue, not of rendering: the same invoice makes the same PDF.
    at: new Date(invoice.issuedAt),
  };
  return renderPdf(info, (doc, shaper) => draw(new Sheet(doc, shaper, footerRows(invoice, number)), doc, invoice, number));
}
