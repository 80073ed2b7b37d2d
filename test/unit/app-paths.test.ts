import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { matchPath } from 'react-router';
import ts from 'typescript';
import { APP_ROUTES, appPath, homeRedirect } from '../../shared/app-paths';
import { WEB_ROUTES } from '../../web/src/app/routes';

const root = join(__dirname, '../..');
const webSource = join(root, 'web/src');

/** Paths that are files the app fetches, not screens: they stay literal. */
const SERVED_FILES = new Set(['/config.json']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return parent.moduleSpecifier === node;
  return ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword;
}

/** The strings and template beginnings of a file that read like an in-app path (`/` and a letter). */
function pathLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) ? node.text : undefined;
    if (text !== undefined && /^\/[a-z]/i.test(text) && !isModuleSpecifier(node) && !SERVED_FILES.has(text.split(/[\s?#]/)[0] ?? text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(root, file)}:${line + 1} ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the app paths (shared/app-paths.ts)', () => {
  it('are the router table, each path once', () => {
    const routed = WEB_ROUTES.map((route) => route.path).sort();
    expect(routed).toEqual(Object.values(APP_ROUTES).sort());
  });

  it('build parametrised paths the router matches, with the id encoded', () => {
    const built: [string, string][] = [
      [appPath.campaign('c 1'), APP_ROUTES.campaign],
      [appPath.creator('u-1'), APP_ROUTES.creator],
      [appPath.company('u-2'), APP_ROUTES.company],
    ];
    for (const [path, pattern] of built) expect(matchPath(pattern, path)).not.toBeNull();
    expect(appPath.campaign('c 1')).toBe('/campaigns/c%201');
  });

  it('build the queries the pages read', () => {
    expect(appPath.paymentSuccess('c-1')).toBe('/payment/success?campaignId=c-1');
    expect(appPath.paymentFailure('c-1')).toBe('/payment/failure?campaignId=c-1');
    expect(appPath.signUp('company')).toBe('/signup?role=company');
    expect(appPath.signUp()).toBe('/signup');
    expect(appPath.applicationsHistory()).toBe('/campaigns/applies?view=history');
    expect(appPath.creatorProfile('licence')).toBe('/creator/profile?tab=licence');
  });

  it('send each role to its own screens', () => {
    expect([appPath.creation('creator'), appPath.creation('company')]).toEqual(['/creator/creation', '/company/creation']);
    expect([appPath.profile('creator'), appPath.profile('company')]).toEqual(['/creator/profile', '/company/profile']);
    expect([appPath.signIn(true), appPath.signIn(false), appPath.forgot(true), appPath.forgot(false)]).toEqual(['/admin/signin', '/signin', '/admin/forgot', '/forgot']);
    expect([homeRedirect({ role: 'admin' }), homeRedirect({ role: 'creator' }), homeRedirect(undefined)]).toEqual(['/admin', '/dashboard', undefined]);
  });

  it('are the only in-app paths the web code writes', () => {
    expect(sourceFiles(webSource).flatMap(pathLiterals)).toEqual([]);
  });
});
