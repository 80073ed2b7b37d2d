import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { PrerenderedLocale } from '../../shared/prerendered-pages';
import { AppProviders } from './app/App';
import { APP_ROUTE_OBJECTS } from './app/router';
import { SHELL_CATALOGUE } from './i18n/LocaleProvider';
import { loadMessages } from './i18n/messages';

/**
 * The build's prerendering (scripts/web/prerender.ts runs this bundle in Node): a page as a first-time visitor in
 * this language sees it, with the same tree main.tsx hydrates. The visitor's storage is empty but for the
 * language, so the session is anonymous and nothing signed-in renders. Emotion writes each style once, as a
 * `<style>` beside the markup; in the browser Emotion moves those into the head before the app hydrates.
 */

/** Web Storage as a first-time visitor's browser has it. */
class VisitorStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
}

export async function prerenderPage(pathname: string, locale: PrerenderedLocale, origin: string): Promise<string> {
  const local = new VisitorStorage();
  local.setItem('locale', locale);
  Object.assign(globalThis, { localStorage: local, sessionStorage: new VisitorStorage() });
  await loadMessages(locale, SHELL_CATALOGUE);
  const handler = createStaticHandler(APP_ROUTE_OBJECTS);
  const context = await handler.query(new Request(new URL(pathname, origin)));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  // A part that fails here would be left to the browser with an inline script, which the CSP refuses: fail the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={createCache({ key: 'css' })}>
        <AppProviders>
          {/* No hydration data: the routes load nothing, and its inline script would be refused by the CSP. */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline: React outlines large ones behind an inline script, which the CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0) throw new Error(`${pathname} (${locale}) failed to prerender: ${errors.map(String).join('; ')}`);
  return new Response(prelude).text();
}
