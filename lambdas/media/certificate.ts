import { calendarDate } from '../../shared/domain/calendar';
import { renderPdf } from './pdf/document';
import type { TextBlock } from './pdf/lines';
import { ARABIC, arabic, bilingual, CONTENT_WIDTH, ENGLISH, english, fact, heading, isolated, LOOKS, MARGIN, Sheet, tidy, type Look, type Row } from './pdf/sheet';

/**
 * The licence certificate of a creator's approved results for one campaign: an A4 PDF in English (left half) and
 * Arabic (right half), each statement beside its translation, with the assets and their SHA-256 checksums in a
 * table between them.
 *
 * pdfkit writes the PDF and fontkit shapes the text (Arabic joining forms and marks from the fonts' OpenType
 * tables), but pdfkit lays every line out left to right, word by word: an Arabic sentence would come out with its
 * words in reverse, and a file name inside it backwards. So the lines are made here: bidi-js (the Unicode bidi
 * algorithm) orders each line, and each word (or piece of one, where the font or direction changes) is drawn on its
 * own, already in place.
 * Only embedded fonts are used, never pdfkit's standard ones (their metrics are files a bundle would not have).
 * The typesetting (fonts, shaping, lines, the sheet of rows) is pdf/'s, shared with the tax invoice (invoice.ts).
 */

export interface CertificateFacts {
  certificateId: string;
  /** As the company wrote it: Arabic, English or both. */
  campaignTitle: string;
  companyName: string;
  creatorName: string;
  /** ISO date-time; the certificate prints the day in Saudi Arabia. */
  approvedAt: string;
  assets: { fileName: string; kind: 'video' | 'picture'; size: number; sha256: string }[];
}


// The words, in both languages.

export const MARKETPLACE = { en: 'UGC Marketplace', ar: 'سوق المحتوى' };

const KINDS = {
  video: { en: 'Video', ar: 'فيديو' },
  picture: { en: 'Picture', ar: 'صورة' },
} as const;

function assetCount(count: number): { en: string; ar: string } {
  const arabicForms: Record<Intl.LDMLPluralRule, string> = {
    zero: 'أي ملف',
    one: 'ملفاً واحداً',
    two: 'ملفين',
    few: `${count} ملفات`,
    many: `${count} ملفاً`,
    other: `${count} ملف`,
  };
  return {
    en: `${count} ${count === 1 ? 'asset' : 'assets'}`,
    ar: arabicForms[new Intl.PluralRules('ar').select(count)],
  };
}

const RIGHTS = [
  {
    en: 'Under the UGC Marketplace terms and conditions, the rights to the content passed to the company when it accepted the content on the date above.',
    ar: 'وفقاً للشروط والأحكام في سوق المحتوى، انتقلت حقوق المحتوى إلى الشركة عند قبولها له في التاريخ المذكور أعلاه.',
  },
  {
    en: 'The creator grants the company a worldwide, perpetual and irrevocable licence to use, reproduce, edit and publish the assets listed above, in whole or in part, in advertising and on social media, in any medium.',
    ar: 'يمنح صانع المحتوى الشركة ترخيصاً عالمياً دائماً وغير قابل للإلغاء لاستخدام المحتوى المدرج أعلاه ونسخه وتعديله ونشره، كلياً أو جزئياً، في الإعلانات وعلى وسائل التواصل الاجتماعي، وبأي وسيلة.',
  },
  {
    en: 'The creator keeps their moral rights in the assets and is to be credited as their author where the law requires it.',
    ar: 'يحتفظ صانع المحتوى بحقوقه الأدبية في المحتوى، ويُذكر اسمه بصفته مؤلفه حيثما يقتضي النظام ذلك.',
  },
  {
    en: 'The creator confirms that they own the assets and hold every right needed to grant this licence, and that everyone shown in the assets has consented to appearing in them and to their use under this licence.',
    ar: 'يقرّ صانع المحتوى بأنه يملك المحتوى ويحوز جميع الحقوق اللازمة لمنح هذا الترخيص، وبأن كل من يظهر في المحتوى قد وافق على ظهوره فيه وعلى استخدامه بموجب هذا الترخيص.',
  },
  {
    en: 'Each asset is identified by the SHA-256 checksum of its file as delivered; this certificate does not cover a file whose checksum differs.',
    ar: 'يُعرَّف كل ملف ببصمة SHA-256 للملف كما سُلِّم، ولا تشمل هذه الشهادة أي ملف تختلف بصمته.',
  },
] as const;

/** Megabytes of 10^6 bytes, as a file manager shows them, with Latin digits in both languages. */
function megabytes(size: number): string {
  const value = size / 1_000_000;
  return `${value.toFixed(value < 1 ? 2 : 1)} MB`;
}

// The asset table spans both columns, left to right, with headers in both languages.
const NUMBER_COLUMN = { x: MARGIN + 6, width: 16 };
const FILE_COLUMN = { x: MARGIN + 24, width: 238 };
const KIND_COLUMN = { x: MARGIN + 272, width: 120 };
const SIZE_COLUMN = { x: MARGIN + 402, width: CONTENT_WIDTH - 402 - 6 };
const CHECKSUM_LABEL_COLUMN = { x: MARGIN + 24, width: 46 };
const CHECKSUM_COLUMN = { x: MARGIN + 72, width: CONTENT_WIDTH - 72 - 6 };

/** Text in the table, which reads left to right; a file name in Arabic takes its own direction (`auto`). */
function tableText(text: string, look: Look, direction: TextBlock['direction'] = 'ltr'): TextBlock {
  return { text: tidy(text), ...look, direction, align: 'left', leading: 1.55 };
}

function bilingualText(words: { en: string; ar: string }, look: Look): TextBlock {
  return tableText(`${words.en} · ${words.ar}`, look);
}

const TABLE_HEADER: Row = {
  tint: true,
  after: 0,
  cells: [
    { ...NUMBER_COLUMN, blocks: [tableText('#', LOOKS.header)] },
    { ...FILE_COLUMN, blocks: [bilingualText({ en: 'File', ar: 'الملف' }, LOOKS.header)] },
    { ...KIND_COLUMN, blocks: [bilingualText({ en: 'Kind', ar: 'النوع' }, LOOKS.header)] },
    { ...SIZE_COLUMN, blocks: [bilingualText({ en: 'Size', ar: 'الحجم' }, LOOKS.header)] },
  ],
};

function assetRows(asset: CertificateFacts['assets'][number], number: number): Row[] {
  return [
    {
      rule: true,
      after: 0,
      cells: [
        { ...NUMBER_COLUMN, blocks: [tableText(String(number), LOOKS.header)] },
        { ...FILE_COLUMN, blocks: [tableText(asset.fileName, LOOKS.cell, 'auto')] },
        { ...KIND_COLUMN, blocks: [bilingualText(KINDS[asset.kind], LOOKS.cell)] },
        { ...SIZE_COLUMN, blocks: [tableText(megabytes(asset.size), LOOKS.cell)] },
      ],
    },
    {
      after: 3,
      cells: [
        { ...CHECKSUM_LABEL_COLUMN, blocks: [tableText('SHA-256', LOOKS.label)] },
        { ...CHECKSUM_COLUMN, blocks: [tableText(asset.sha256, LOOKS.checksum)] },
      ],
    },
  ];
}

function rightsRow(clause: { en: string; ar: string }, number: number): Row {
  const hanging = 14;
  return {
    after: 4,
    cells: [
      { x: ENGLISH.x, width: hanging, blocks: [english(`${number}.`, LOOKS.clause)] },
      { x: ENGLISH.x + hanging, width: ENGLISH.width - hanging, blocks: [english(clause.en, LOOKS.clause)] },
      { x: ARABIC.x, width: ARABIC.width - hanging, blocks: [arabic(clause.ar, LOOKS.clause)] },
      { x: ARABIC.x + ARABIC.width - hanging, width: hanging, blocks: [arabic(`${number}.`, LOOKS.clause)] },
    ],
  };
}

function footerRows(certificateId: string): Row[] {
  return [
    bilingual(
      [english(`Certificate no. ${certificateId}`, LOOKS.footer)],
      [arabic(`رقم الشهادة ${isolated(certificateId)}`, LOOKS.footer)],
      0,
    ),
    bilingual([english(`Issued by ${MARKETPLACE.en}`, LOOKS.footer)], [arabic(`صادرة عن ${MARKETPLACE.ar}`, LOOKS.footer)], 0),
  ];
}

function draw(sheet: Sheet, facts: CertificateFacts, date: string): void {
  const count = assetCount(facts.assets.length);
  sheet.group([bilingual([english(MARKETPLACE.en, LOOKS.brand)], [arabic(MARKETPLACE.ar, LOOKS.brand)], 4)]);
  // The titles are wider than a column: each takes what the other leaves.
  sheet.group([
    {
      after: 6,
      cells: [
        { x: MARGIN, width: 290, blocks: [english('Content licence certificate', LOOKS.title)] },
        { x: MARGIN + 300, width: CONTENT_WIDTH - 300, blocks: [arabic('شهادة ترخيص المحتوى', LOOKS.title)] },
      ],
    },
  ]);
  const intro = {
    en: `${MARKETPLACE.en} certifies that the creator named below has licensed ${count.en} to the company named below, on the terms set out in this certificate.`,
    ar: `تشهد منصة ${MARKETPLACE.ar} بأن صانع المحتوى المذكور أدناه قد رخّص للشركة المذكورة أدناه ${count.ar}، وفق الشروط المبيّنة في هذه الشهادة.`,
  };
  sheet.group([bilingual([english(intro.en, LOOKS.intro)], [arabic(intro.ar, LOOKS.intro)], 10)]);
  sheet.group([fact({ en: 'Licensee (company)', ar: 'المرخَّص له (الشركة)' }, facts.companyName)]);
  sheet.group([fact({ en: 'Licensor (creator)', ar: 'المرخِّص (صانع المحتوى)' }, facts.creatorName)]);
  sheet.group([fact({ en: 'Campaign', ar: 'الحملة' }, facts.campaignTitle)]);
  sheet.group([fact({ en: 'Date of acceptance', ar: 'تاريخ القبول' }, date)]);
  sheet.rule(14);

  const [firstAsset, ...otherAssets] = facts.assets.map((asset, index) => assetRows(asset, index + 1));
  sheet.group([heading({ en: 'Licensed assets', ar: 'المحتوى المرخَّص' }), TABLE_HEADER, ...(firstAsset ?? [])]);
  for (const rows of otherAssets) sheet.group(rows);
  sheet.rule(14);

  const [firstRight, ...otherRights] = RIGHTS.map((clause, index) => rightsRow(clause, index + 1));
  sheet.group([heading({ en: 'Rights granted', ar: 'الحقوق الممنوحة' }), ...(firstRight ? [firstRight] : [])]);
  for (const row of otherRights) sheet.group([row]);
}

/** The certificate as a PDF. */
export async function licenceCertificate(facts: CertificateFacts): Promise<Buffer> {
  if (facts.assets.length === 0) throw new Error('A licence certificate lists at least one asset');
  const approvedAt = new Date(facts.approvedAt);
  const date = calendarDate(approvedAt);
  const info = {
    title: `Content licence certificate ${facts.certificateId}`,
    author: MARKETPLACE.en,
    subject: `${facts.campaignTitle}: ${facts.companyName}, ${facts.creatorName}`,
    // The approval's moment, not the rendering's: the same facts make the same certificate.
    at: approvedAt,
  };
  return renderPdf(info, (doc, shaper) => draw(new Sheet(doc, shaper, footerRows(facts.certificateId)), facts, date));
}
