import * as fs from 'node:fs';
import * as path from 'node:path';
import { formatSar } from '../../web/src/lib/format';

/**
 * Amounts inside mixed-direction text (an Arabic sentence around "SAR 115.00", a sign, brackets) are isolated, so the
 * bidi algorithm cannot pull the sign or a bracket to the amount's other side ("(SAR 115.00+"). The app shows every
 * amount through one component, `<Amount>`, which renders it in a `<bdi>`; a sign belongs inside the amount.
 */

const WEB_SOURCES = path.resolve(__dirname, '../../web/src');
const AMOUNT_COMPONENT = path.join(WEB_SOURCES, 'components', 'Amount.tsx');
const FORMATTER = path.join(WEB_SOURCES, 'lib', 'format.ts');

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('amounts on screen', () => {
  it('are formatted only by the isolating Amount component', () => {
    const outside = sourceFiles(WEB_SOURCES)
      .filter((file) => file !== AMOUNT_COMPONENT && file !== FORMATTER)
      .filter((file) => /\bformatSar\(/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(WEB_SOURCES, file));
    expect(outside).toEqual([]);
  });

  it('carry their sign inside the formatted amount, in both languages', () => {
    expect(formatSar(11_500, 'en', { signed: true })).toBe('+SAR\u00a0115.00');
    const arabic = formatSar(11_500, 'ar', { signed: true });
    expect(arabic).toContain('+115.00');
    expect(arabic).toContain('SAR');
  });

  it('leave no sign outside a money placeholder in the catalogues', () => {
    const catalogues = fs.readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)(en|ar)\.json$/.test(file));
    const glued = catalogues.flatMap((file) =>
      Object.entries(JSON.parse(fs.readFileSync(path.join(WEB_SOURCES, file), 'utf8')) as Record<string, string>)
        .filter(([, text]) => /[+\-−]\{(price|amount|money|earning)\}/.test(text))
        .map(([key]) => `${file}: ${key}`),
    );
    expect(glued).toEqual([]);
  });
});
