import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from '../components/toaster';
import { FirstCommitMarker } from '../lib/hydration';
import { AppErrorBoundary } from './ErrorFallback';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { APP_ROUTE_OBJECTS } from './router';
import { SessionProvider } from '../lib/session';
import { preloadSignedInChrome } from './layout/signed-in';
import { appSystem } from './theme';

export function App() {
  // One router per page load; its routes have no loaders, so it is ready for the first render (hydration included).
  const [router] = useState(() => createBrowserRouter(APP_ROUTE_OBJECTS));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Everything around the router: the browser's app and the build's prerendering (web/src/prerender.tsx) render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem()}>
      <LocaleProvider>
        <AppErrorBoundary>
          <SessionProvider onSessionFound={preloadSignedInChrome}>{children}</SessionProvider>
          <AppToaster />
          <FirstCommitMarker />
        </AppErrorBoundary>
      </LocaleProvider>
    </ChakraProvider>
  );
}
