import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { PAGE_CATALOGUES, type CatalogueName } from '../i18n/catalogues';
import { ErrorFallback } from './ErrorFallback';
import { AppLayout } from './layout/AppLayout';
import { LeavePrompt } from './LeavePrompt';
import { RouteMessages } from './RouteMessages';
import { RouteGuard } from './RouteGuard';
import { notFoundPage, WEB_ROUTES, type WebRoute } from './routes';
import { ScrollPosition } from './ScrollPosition';

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
 * One route of the table as React Router's route object. The guard decides before the page renders, so a visitor who
 * is sent elsewhere never downloads the page's code. The page's component is made once (a new `lazy` on every render
 * would fetch and mount it again); its key makes another route another page, mounted afresh, while the same route
 * with other parameters keeps its state. A page that fails to render, or whose code fails to load, shows the failure
 * in its place (inside the layout, header and footer still there) until the address changes: React Router's route
 * error boundary.
 */
function pageRoute(route: WebRoute): RouteObject {
  const Page = route.access === 'public' ? lazy(route.page) : memberPage(route.page);
  return {
    path: route.path,
    errorElement: <ErrorFallback />,
    element: (
      <RouteGuard key={route.path} access={route.access}>
        <LazyPage Page={Page} page={route.page} catalogues={route.catalogues} />
      </RouteGuard>
    ),
  };
}

/** Any other path: spec §2's 404 page, inside the app's layout. */
const notFoundRoute: RouteObject = {
  path: '*',
  errorElement: <ErrorFallback />,
  element: <LazyPage Page={lazy(notFoundPage)} page={notFoundPage} catalogues={PAGE_CATALOGUES.shell} />,
};

/** Every page, the scroll position kept for all of them, and the question before leaving unsaved work. */
function Root() {
  return (
    <LeavePrompt>
      <Outlet />
      <ScrollPosition />
    </LeavePrompt>
  );
}

function AppFrame() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

/**
 * The route table (app/routes.tsx) as React Router's routes: the pages in the app's header and footer, and the sign-in
 * screens, which bring their own full-page frame. React Router matches without regard to case, ignores a trailing
 * slash and ranks a literal segment above a parameter ('/campaigns/create' before '/campaigns/:id'). The browser's
 * router (App.tsx) and the build's prerendering (web/src/prerender.tsx) both take these.
 */
export const APP_ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <ErrorFallback />,
    children: [
      { element: <AppFrame />, children: [...WEB_ROUTES.filter((route) => route.layout !== 'auth').map(pageRoute), notFoundRoute] },
      { children: WEB_ROUTES.filter((route) => route.layout === 'auth').map(pageRoute) },
    ],
  },
];
