import { createHash } from 'node:crypto';
import { licenceCertificate, type CertificateFacts } from '../../lambdas/media/certificate';
import { CERTIFICATE_FONT_FILES } from '../../lambdas/media/certificate-fonts';
import { backwards, pdfContent, pdfObjects } from '../support/pdf';

/**
 * The licence certificate read back from its bytes: the PDF's objects, its fonts' ToUnicode maps, and the text each
 * drawing call put on the page with its position. The certificate draws one word per call, so each call's text is
 * a word as it stands on the page: an Arabic word reads backwards here (its glyphs run right to left) and a
 * right-to-left line's words come with falling x.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const FACTS: CertificateFacts = {
  certificateId: '12345678-9abc-4def-8123-456789abcdef',
  campaignTitle: 'حملة العودة إلى المدارس',
  companyName: 'Acme Trading Co.',
  creatorName: 'Sara Al-Qahtani',
  approvedAt: '2026-03-14T22:30:00Z',
  assets: [
    { fileName: 'unboxing_final_v2.mp4', kind: 'video', size: 48_312_441, sha256: sha256('video') },
    { fileName: 'IMG_2041.HEIC', kind: 'picture', size: 3_201_876, sha256: sha256('picture') },
    { fileName: 'story-03.mp4', kind: 'video', size: 20_000_000, sha256: sha256('story') },
  ],
};

/** The middle of the A4 page, in points: the Arabic column lies to its right. */
const ARABIC_COLUMN = 297.64;

describe('licenceCertificate', () => {
  let pdf: Buffer;
  let read: ReturnType<typeof pdfContent>;

  beforeAll(async () => {
    pdf = await licenceCertificate(FACTS);
    read = pdfContent(pdf);
  });

  const texts = () => read.drawn.map(({ text }) => text);
  const fontNames = () => [...read.fonts.values()].map(({ name }) => name.replace(/^[A-Z]{6}\+/, ''));

  it('is a small PDF of one A4 page', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(300_000);
    const pages = [...pdfObjects(pdf).values()].filter(({ dictionary }) => /\/Type \/Page\b/.test(dictionary));
    expect(pages).toHaveLength(1);
    expect(pages[0]?.dictionary).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('draws only with its embedded, subset fonts', () => {
    expect(fontNames().sort()).toEqual([
      'IBMPlexMono-Regular',
      'IBMPlexSansArabic-Regular',
      'IBMPlexSansArabic-SemiBold',
      'Poppins-Regular',
      'Poppins-SemiBold',
    ]);
    expect(pdf.toString('latin1')).not.toMatch(/Helvetica|Times|Courier/);
    expect(pdf.toString('latin1').match(/\/FontFile2 /g)).toHaveLength(5);
  });

  it('prints the certificate id, the parties, the date and every asset with its checksum in monospace', () => {
    expect(texts()).toEqual(expect.arrayContaining([FACTS.certificateId, 'Acme', 'Trading', 'Co.', 'Sara', 'Al-Qahtani']));
    // 22:30 UTC on the 14th is the 15th in Riyadh.
    expect(texts()).toContain('2026-03-15');
    for (const asset of FACTS.assets) {
      expect(texts()).toContain(asset.fileName);
      expect(read.drawn.find(({ text }) => text === asset.sha256)?.font).toMatch(/IBMPlexMono/);
    }
    expect(texts()).toEqual(expect.arrayContaining(['48.3', '3.2', '20.0', 'MB']));
  });

  it('writes the Arabic right to left: each word backwards in glyph order, the words from the right', () => {
    const title = read.drawn.find(({ text }) => text === backwards('ترخيص'));
    expect(title?.font).toMatch(/IBMPlexSansArabic-SemiBold/);
    const line = read.drawn.filter(({ y, x }) => y === title?.y && x > ARABIC_COLUMN).sort((one, other) => other.x - one.x);
    expect(line.map(({ text }) => backwards(text)).join(' ')).toBe('شهادة ترخيص المحتوى');
  });

  it('joins the Arabic letters: one letter comes out in several glyphs, its forms by position in the word', () => {
    const kufi = [...read.fonts.values()].find(({ name }) => name.endsWith('IBMPlexSansArabic-Regular'));
    const glyphsPerLetter = new Map<string, number>();
    for (const text of kufi?.glyphs.values() ?? []) glyphsPerLetter.set(text, (glyphsPerLetter.get(text) ?? 0) + 1);
    // ه (heh) stands alone, starts, sits inside and ends words of the certificate, each a form of its own.
    expect(glyphsPerLetter.get('ه')).toBeGreaterThanOrEqual(3);
  });

  it('keeps Latin inside Arabic text in reading order', () => {
    // The Arabic footer's id: its groups of digits would be taken for Arabic numbers and moved about.
    expect(read.drawn.filter(({ text }) => text === FACTS.certificateId).map(({ x }) => x > ARABIC_COLUMN)).toEqual([false, true]);
    // "… ببصمة SHA-256 للملف …" in the Arabic clause: the name between the words it sits between.
    const arabicColumn = read.drawn.filter(({ x }) => x > ARABIC_COLUMN);
    const [before, name, after] = [backwards('ببصمة'), 'SHA-256', backwards('للملف')].map((text) => arabicColumn.find((drawn) => drawn.text === text));
    expect(name?.y).toBe(before?.y);
    expect(before?.x).toBeGreaterThan(name?.x ?? Infinity);
    expect(name?.x).toBeGreaterThan(after?.x ?? Infinity);
  });

  it('lists the font files a bundle must carry', () => {
    expect(CERTIFICATE_FONT_FILES).toHaveLength(7);
    for (const file of CERTIFICATE_FONT_FILES) expect(file).toMatch(/^\/.*\.woff$/);
  });

  it('refuses a certificate without assets', async () => {
    await expect(licenceCertificate({ ...FACTS, assets: [] })).rejects.toThrow('at least one asset');
  });
});
