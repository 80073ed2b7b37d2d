import { existsSync } from 'node:fs';
import * as path from 'node:path';

// Fonts: the web app's Poppins for Latin, IBM Plex Sans Arabic and IBM Plex Mono (checksums). Not the web app's
// Noto Kufi Arabic: it draws letters as a dotless shape plus dot glyphs, and as a PDF maps each glyph to one text,
// the letters sharing a shape would copy and search as one another. Fontsource ships the fonts as WOFF per Unicode
// subset; they are unwrapped to TrueType once, and pdfkit embeds the glyphs used.

export const FACES = ['latin', 'latinBold', 'latinExt', 'latinExtBold', 'arabic', 'arabicBold', 'mono'] as const;
export type Face = (typeof FACES)[number];

const FACE_FILES: Record<Face, readonly [pkg: string, file: string]> = {
  latin: ['@fontsource/poppins', 'poppins-latin-400-normal.woff'],
  latinBold: ['@fontsource/poppins', 'poppins-latin-600-normal.woff'],
  latinExt: ['@fontsource/poppins', 'poppins-latin-ext-400-normal.woff'],
  latinExtBold: ['@fontsource/poppins', 'poppins-latin-ext-600-normal.woff'],
  arabic: ['@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-400-normal.woff'],
  arabicBold: ['@fontsource/ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-600-normal.woff'],
  mono: ['@fontsource/ibm-plex-mono', 'ibm-plex-mono-latin-400-normal.woff'],
};

export function byFace<T>(value: (face: Face) => T): Record<Face, T> {
  return Object.fromEntries(FACES.map((face) => [face, value(face)])) as Record<Face, T>;
}

/**
 * Beside the bundle in a deployed function (its build copies CERTIFICATE_FONT_FILES there), else in the package.
 * A bundle without its copies gets the path beside it, so the failed read names the file that is missing.
 */
function fontPath(pkg: string, file: string): string {
  const beside = path.join(__dirname, file);
  if (existsSync(beside)) return beside;
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
  } catch {
    return beside;
  }
}

export const FONT_PATHS = byFace((face) => fontPath(...FACE_FILES[face]));

/** The font files the certificate reads at run time: a bundle needs them beside it, under the same names. */
export const CERTIFICATE_FONT_FILES: readonly string[] = Object.values(FONT_PATHS);

