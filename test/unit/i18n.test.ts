import * as fs from 'node:fs';
import * as path from 'node:path';
import { CATALOGUE_FILE } from '../../scripts/web/precompiled-messages';
import { CATALOGUES as LOADERS } from '../../web/src/i18n/catalogues';
import { LOCALES } from '../../web/src/i18n/locale';
import { CATALOGUE_FILES, MESSAGES } from '../support/messages';
import { VALIDATION_MESSAGES } from '../../shared/validation/messages';
import { ERROR_MESSAGES } from '../../shared/errors';

type Catalogue = Record<string, string>;

const WEB_I18N = path.join(__dirname, '..', '..', 'web', 'src', 'i18n');
const CATALOGUES: [name: string, english: Catalogue, arabic: Catalogue][] = Object.entries(CATALOGUE_FILES).map(([name, { en, ar }]) => [name, en, ar]);

/** The ICU arguments a message uses, e.g. `{name}` or `{count, plural, ...}` give `name` and `count`. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] as string).sort();
}

describe.each(CATALOGUES)('%s', (_name, english, arabic) => {
  it('has every English key in Arabic', () => {
    expect(Object.keys(english).filter((key) => !(key in arabic))).toEqual([]);
  });

  it('has every Arabic key in English', () => {
    expect(Object.keys(arabic).filter((key) => !(key in english))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const catalogue of [english, arabic]) expect(Object.entries(catalogue).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = Object.keys(english).filter((key) => key in arabic && placeholders(english[key] as string).join() !== placeholders(arabic[key] as string).join());
    expect(mismatched).toEqual([]);
  });
});

describe('the catalogues the app fetches', () => {
  it('are the files the tests read, each in its language', async () => {
    for (const [name, loaders] of Object.entries(LOADERS)) {
      for (const locale of LOCALES) expect([name, locale, (await loaders[locale]()).default]).toEqual([name, locale, CATALOGUE_FILES[name as keyof typeof LOADERS][locale]]);
    }
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual(Object.keys(LOADERS).sort());
  });
});

describe('the web build', () => {
  it('precompiles every catalogue the app fetches: the browser bundle has no ICU parser for a string left over', () => {
    const source = fs.readFileSync(path.join(WEB_I18N, 'catalogues.ts'), 'utf8');
    const files = [...source.matchAll(/import\('([^']+\.json)'\)/g)].map(([, file = '']) => path.resolve(WEB_I18N, file));
    expect(files).toHaveLength(Object.keys(LOADERS).length * LOCALES.length);
    expect(files.filter((file) => !CATALOGUE_FILE.test(file))).toEqual([]);
  });
});

describe('the merged catalogue', () => {
  it('has no key in two catalogues, where one would silently hide the other', () => {
    const keys = CATALOGUES.flatMap(([, english]) => Object.keys(english));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('translates every validation message, in English with the exact text of shared/validation/messages.ts', () => {
    const english: Catalogue = MESSAGES.en;
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect([key, english[`validation.${key}`]]).toEqual([key, text]);
    expect(Object.keys(english).filter((key) => key.startsWith('validation.') && !(key.slice('validation.'.length) in VALIDATION_MESSAGES))).toEqual([]);
  });

  it('translates every API error code, in English with the text of shared/errors.ts', () => {
    const english: Catalogue = MESSAGES.en;
    for (const [code, text] of Object.entries(ERROR_MESSAGES)) expect([code, english[`apiError.${code}`]]).toEqual([code, text]);
  });

  it('keeps the texts the specification quotes', () => {
    expect(MESSAGES.en['page.notFound']).toBe('404 Page not found!');
    expect(MESSAGES.en['page.somethingWrong']).toBe('Something went wrong');
  });
});
