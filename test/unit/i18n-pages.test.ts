import * as fs from 'node:fs';
import * as path from 'node:path';
import { PAGE_CATALOGUES, type CatalogueName } from '../../web/src/i18n/catalogues';
import { CATALOGUE_FILES } from '../support/messages';

/**
 * The app fetches a page's catalogues with the page (web/src/i18n/catalogues.ts): a message the page's code uses
 * must be in one of them or in the shell's, else the page shows the id. This reads the message ids the code writes
 * out (`t('a.b')`, and the fixed start of `t(\`a.${x}\`)`) and checks them against what each route loads.
 */

const WEB = path.join(__dirname, '..', '..', 'web', 'src');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Whole ids and the fixed starts of built ids, per file. */
function messageIds(file: string): { ids: string[]; starts: string[] } {
  const source = fs.readFileSync(file, 'utf8');
  return {
    ids: [...source.matchAll(/\bt\(\s*'([a-zA-Z]+\.[\w.]+)'/g)].map((match) => match[1] as string),
    starts: [...source.matchAll(/\bt\(\s*`([a-zA-Z]+\.[\w.]*)\$\{/g)].map((match) => match[1] as string),
  };
}

function keysOf(names: readonly CatalogueName[]): Set<string> {
  return new Set(['shell' as const, ...names].flatMap((name) => Object.keys(CATALOGUE_FILES[name].en)));
}

function missing(files: string[], keys: Set<string>): string[] {
  return files.flatMap((file) => {
    const { ids, starts } = messageIds(file);
    const where = path.relative(WEB, file);
    return [
      ...ids.filter((id) => !keys.has(id)).map((id) => `${where}: ${id}`),
      ...starts.filter((start) => ![...keys].some((key) => key.startsWith(start))).map((start) => `${where}: ${start}…`),
    ];
  });
}

const ROUTES_SOURCE = fs.readFileSync(path.join(WEB, 'app', 'routes.tsx'), 'utf8');
const ROUTES = [...ROUTES_SOURCE.matchAll(/path: APP_ROUTES\.(\w+).*?catalogues: PAGE_CATALOGUES\.(\w+), page: \(\) => import\('\.\.\/features\/([\w-]+)\//g)].map(
  ([, route = '', group = '', feature = '']) => ({ route, catalogues: PAGE_CATALOGUES[group as keyof typeof PAGE_CATALOGUES], feature }),
);

describe('the messages each page can show', () => {
  it('reads the route table', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(ROUTES.length).toBe([...ROUTES_SOURCE.matchAll(/^\s*\{ path: /gm)].length);
  });

  it('finds every id the frame uses in the shell catalogue (it renders outside any page)', () => {
    const frame = ['app', 'i18n'].flatMap((dir) => sourcesUnder(path.join(WEB, dir)));
    expect(missing(frame, keysOf([]))).toEqual([]);
  });

  it('finds every id the shared pieces use in the catalogues of the pages that show them (the signed-in ones load all)', () => {
    // A shared piece renders inside a page; a public page using one that speaks from a member catalogue fails the
    // feature's check below only if the feature writes the id itself, so shared pieces stay to the shell where they can.
    const shared = ['components', 'hooks', 'lib'].flatMap((dir) => sourcesUnder(path.join(WEB, dir)));
    expect(missing(shared, keysOf(PAGE_CATALOGUES.member))).toEqual([]);
  });

  it.each(ROUTES.map((route) => [route.route, route] as const))('%s finds every id of its feature in the catalogues it loads', (_, { catalogues, feature }) => {
    expect(missing(sourcesUnder(path.join(WEB, 'features', feature)), keysOf(catalogues))).toEqual([]);
  });
});
