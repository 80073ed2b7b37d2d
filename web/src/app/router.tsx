import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { AppLayout } from './layout/AppLayout';
import { PAGE_CATALOGUES } from '../i18n/catalogues';
import { RouteError } from './RouteError';
import { RouteMessages } from './RouteMessages';
import { RouteGuard } from './RouteGuard';
import { notFoundPage, WEB_ROUTES, type WebRoute } from './routes';

/** A page's code and its catalogues are fetched when it first renders, together, with a spinner meanwhile. */
function lazyElement({ page, catalogues }: Pick<WebRoute, 'page' | 'catalogues'>) {
  const Page = lazy(page);
  return (
    <Suspense fallback={<PageSpinner page />}>
      <RouteMessages names={catalogues} preload={page}>
        <Page />
      </RouteMessages>
    </Suspense>
  );
}

/**
 * The guard decides before the page renders, so a visitor who is sent elsewhere never downloads the
 * page's code (React Router's own `lazy` would fetch it before any element, the guard included, renders).
 */
function guarded(route: WebRoute): RouteObject {
  return { path: route.path, element: <RouteGuard access={route.access}>{lazyElement(route)}</RouteGuard> };
}

/** The app's routes; the browser's router and the build's prerendering (web/src/prerender.tsx) both take them. */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      element: (
        <>
          <Outlet />
          <ScrollRestoration />
        </>
      ),
      children: [
        {
          element: <AppLayout />,
          children: [
            {
              // A page that fails shows the failure inside the layout, header and footer still there.
              errorElement: <RouteError />,
              children: [...WEB_ROUTES.filter((route) => route.layout !== 'auth').map(guarded), { path: '*', element: lazyElement({ page: notFoundPage, catalogues: PAGE_CATALOGUES.shell }) }],
            },
          ],
        },
        ...WEB_ROUTES.filter((route) => route.layout === 'auth').map(guarded),
      ],
    },
  ];
}

/**
 * `prebuilt`: the page on screen is a prebuilt one about to be hydrated, which the visitor may already have scrolled.
 * Hydration data tells the router so: its first render then keeps the scroll position instead of going to the top
 * as after a navigation (a saved position of a reload is still restored).
 */
export function createAppRouter(prebuilt: boolean) {
  return createBrowserRouter(appRoutes(), prebuilt ? { hydrationData: {} } : undefined);
}
