import { FACES } from '../certificate-fonts';
import { fonts } from './fonts';
import { Shaper } from './lines';
// pdfkit's ES module build finds a data file from import.meta.url, which a CommonJS bundle (the functions') leaves
// empty, and fails on load; its CommonJS build, the one a require resolves to, uses __filename instead.
// eslint-disable-next-line @typescript-eslint/no-require-imports
import PDFDocument = require('pdfkit');

/** What a document's PDF says about itself; `at` is the moment it stands for, never the rendering's. */
export interface PdfInfo {
  title: string;
  author: string;
  subject: string;
  at: Date;
}

/**
 * An A4 PDF drawn by `draw` with the embedded fonts only (no default font: pdfkit would load Helvetica's metrics, files
 * a bundle would not have). The same facts make the same bytes: the creation date is the document's moment.
 */
export function renderPdf(info: PdfInfo, draw: (doc: PDFKit.PDFDocument, shaper: Shaper) => void): Promise<Buffer> {
  const { data, metrics } = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: '',
    lang: 'en',
    displayTitle: true,
    info: { Title: info.title, Author: info.author, Subject: info.subject, CreationDate: info.at, ModDate: info.at },
  });
  for (const face of FACES) doc.registerFont(face, data[face]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, new Shaper(metrics));
  doc.end();
  return done;
}
