import { renderPdf } from '../../lambdas/media/pdf/document';
import { arabic, bilingual, english, LOOKS, Sheet } from '../../lambdas/media/pdf/sheet';
import { backwards, pdfContent } from '../support/pdf';

/**
 * The typesetting the documents share (issue 29: lambdas/media/pdf/), on its own: a sheet of one bilingual row, drawn
 * with the embedded fonts, each language in its column and in its reading order, and the same bytes every time.
 */
describe('the PDF typesetting', () => {
  const at = new Date('2026-11-29T09:00:00.000Z');
  const page = () =>
    renderPdf({ title: 'Sample', author: 'UGC Marketplace', subject: 'A row', at }, (doc, shaper) => {
      const sheet = new Sheet(doc, shaper, []);
      sheet.group([bilingual([english('Dates from Qassim', LOOKS.intro)], [arabic('تمور القصيم', LOOKS.intro)], 0)]);
    });

  it('draws the English words left to right in the left column, the Arabic right to left in the right one', async () => {
    const { drawn } = pdfContent(await page());
    const english = drawn.filter(({ text }) => ['Dates', 'from', 'Qassim'].includes(text.trim()));
    expect(english.map(({ text }) => text.trim())).toEqual(['Dates', 'from', 'Qassim']);
    expect(english.map(({ x }) => x)).toEqual([...english.map(({ x }) => x)].sort((a, b) => a - b));
    const arabicWords = drawn.filter(({ text }) => [backwards('تمور'), backwards('القصيم')].includes(text.trim()));
    expect(arabicWords).toHaveLength(2);
    // The first word of the sentence stands rightmost.
    const first = arabicWords.find(({ text }) => text.trim() === backwards('تمور'));
    const second = arabicWords.find(({ text }) => text.trim() === backwards('القصيم'));
    expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);
    expect(Math.min(...arabicWords.map(({ x }) => x))).toBeGreaterThan(Math.max(...english.map(({ x }) => x)));
  });

  it('makes the same bytes for the same content', async () => {
    expect((await page()).equals(await page())).toBe(true);
  });
});
