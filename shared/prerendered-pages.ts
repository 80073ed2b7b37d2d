import { APP_ROUTES } from './app-paths';

/**
 * The pages a visitor may open first (the landing page and the public sign-in screens) are built as static HTML in
 * both languages (scripts/web/prerender.ts), so they paint before any script runs; the app then hydrates them.
 * The server (the local gateway, CloudFront's viewer-request function) picks the file by the path and by the
 * language cookie the app writes; any other path, or a path with a query, gets the plain index.html.
 */
export const PRERENDERED_PATHS = [APP_ROUTES.home, APP_ROUTES.signIn, APP_ROUTES.signUp, APP_ROUTES.forgot] as const;

export const PRERENDERED_LOCALES = ['en', 'ar'] as const;
export type PrerenderedLocale = (typeof PRERENDERED_LOCALES)[number];

/** The cookie that carries the visitor's language to the server; the app keeps it equal to its stored language. */
export const LOCALE_COOKIE = 'locale';

export const PRERENDERED_DIR = 'prerendered';

/** Where the static HTML of `pathname` in `locale` is, under the web app's root (a path starting with `/`). */
export function prerenderedFile(pathname: string, locale: PrerenderedLocale): string | undefined {
  if (!(PRERENDERED_PATHS as readonly string[]).includes(pathname)) return undefined;
  return `/${PRERENDERED_DIR}/${locale}${pathname === '/' ? '/index' : pathname}.html`;
}

/** The language a `Cookie` header (or `document.cookie`) names in its locale cookie, if it has one. */
export function cookieLocale(header: string | undefined): PrerenderedLocale | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LOCALE_COOKIE) return value === 'ar' ? 'ar' : 'en';
  }
  return undefined;
}

/** The language a `Cookie` header asks for: Arabic when its locale cookie says so, English otherwise (as the app). */
export const localeOfCookieHeader = (header: string | undefined): PrerenderedLocale => cookieLocale(header) ?? 'en';
