import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { AppLayout } from './layout/AppLayout';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';
import { notFoundPage, WEB_ROUTES, type WebRoute } from './routes';

/** A page's code is fetched when it first renders, with a spinner meanwhile. */
function lazyElement(page: WebRoute['page']) {
  const Page = lazy(page);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * The guard decides before the page renders, so a visitor who is sent elsewhere never downloads the
 * page's code (React Router's own `lazy` would fetch it before any element, the guard included, renders).
 */
function guarded(route: WebRoute): RouteObject {
  return { path: route.path, element: <RouteGuard access={route.access}>{lazyElement(route.page)}</RouteGuard> };
}

export function createAppRouter() {
  return createBrowserRouter([
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
              children: [...WEB_ROUTES.filter((route) => route.layout !== 'auth').map(guarded), { path: '*', element: lazyElement(notFoundPage) }],
            },
          ],
        },
        ...WEB_ROUTES.filter((route) => route.layout === 'auth').map(guarded),
      ],
    },
  ]);
}
