import { Fragment, lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import { PAGE_CATALOGUES, type CatalogueName } from '../i18n/catalogues';
import { bestMatch } from '../lib/router/match';
import { RouteParams, useLocation } from '../lib/router/Router';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteError';
import { RouteMessages } from './RouteMessages';
import { RouteGuard } from './RouteGuard';
import { notFoundPage, WEB_ROUTES, type WebRoute } from './routes';

type LazyComponent = LazyExoticComponent<ComponentType>;

/** A signed-in page inside the API cache's provider, the two fetched together (a visitor's pages need neither). */
function memberPage(page: WebRoute['page']): LazyComponent {
  return lazy(async () => {
    const [{ default: Page }, { QueryScope }] = await Promise.all([page(), import('../lib/query-scope')]);
    return {
      default: function MemberPage() {
        return (
          <QueryScope>
            <Page />
          </QueryScope>
        );
      },
    };
  });
}

/** Each page's component, made once: a new `lazy` on every render would fetch and mount the page again. */
const PAGE_COMPONENTS = new Map<WebRoute, LazyComponent>(WEB_ROUTES.map((route) => [route, route.access === 'public' ? lazy(route.page) : memberPage(route.page)]));
const NotFoundPage = lazy(notFoundPage);

/** A page's code and its catalogues are fetched when it first renders, together, with a spinner meanwhile. */
function LazyPage({ Page, page, catalogues }: { Page: LazyComponent; page: WebRoute['page']; catalogues: readonly CatalogueName[] }) {
  return (
    <Suspense fallback={<PageSpinner page />}>
      <RouteMessages names={catalogues} preload={page}>
        <Page />
      </RouteMessages>
    </Suspense>
  );
}

/**
 * The page of the address, from the route table (app/routes.tsx). The guard decides before the page renders, so a
 * visitor who is sent elsewhere never downloads the page's code. A page that fails shows the failure in its place,
 * inside the layout with header and footer still there, until the address changes. The browser's app and the build's
 * prerendering (web/src/prerender.tsx) both render this.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // The same object while the path stays: new parameters would re-render every reader, a page still hydrating included.
  const match = useMemo(() => bestMatch(WEB_ROUTES, pathname), [pathname]);
  const content = (
    <RouteErrorBoundary resetKey={pathname}>
      {match ? (
        // Another route is another page (mounted afresh); the same route with other parameters keeps its state.
        <Fragment key={match.route.path}>
          <RouteParams params={match.params}>
            <RouteGuard access={match.route.access}>
              <LazyPage Page={PAGE_COMPONENTS.get(match.route) ?? NotFoundPage} page={match.route.page} catalogues={match.route.catalogues} />
            </RouteGuard>
          </RouteParams>
        </Fragment>
      ) : (
        <LazyPage Page={NotFoundPage} page={notFoundPage} catalogues={PAGE_CATALOGUES.shell} />
      )}
    </RouteErrorBoundary>
  );
  return match?.route.layout === 'auth' ? content : <AppLayout>{content}</AppLayout>;
}
