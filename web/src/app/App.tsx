import { ChakraProvider } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/toaster';
import { FirstCommitMarker } from '../lib/hydration';
import { AppErrorBoundary } from './ErrorFallback';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { AppRoutes } from './router';
import { browserLocationStore } from '../lib/router/history';
import { Router } from '../lib/router/Router';
import { SessionProvider } from '../lib/session';
import { preloadSignedInChrome } from './layout/signed-in';
import { appSystem } from './theme';

export function App() {
  const [locationStore] = useState(browserLocationStore);
  return (
    <AppProviders>
      <Router store={locationStore}>
        <AppRoutes />
      </Router>
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
