import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster } from '../components/toaster';
import { FirstCommitMarker } from '../lib/hydration';
import { createQueryClient } from '../lib/query-client';
import { AppErrorBoundary } from './ErrorFallback';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createAppRouter } from './router';
import { SessionProvider } from '../lib/session';
import { preloadSignedInChrome } from './layout/signed-in';
import { appSystem } from './theme';

/** `prebuilt`: main.tsx hydrates a prebuilt page rather than rendering into an empty root. */
export function App({ prebuilt }: { prebuilt: boolean }) {
  const [router] = useState(() => createAppRouter(prebuilt));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Everything around the router: the browser's app and the build's prerendering (web/src/prerender.tsx) render the same tree. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ChakraProvider value={appSystem()}>
      <LocaleProvider>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <SessionProvider onSessionFound={preloadSignedInChrome}>
              {children}
            </SessionProvider>
          </QueryClientProvider>
          <AppToaster />
          <FirstCommitMarker />
        </AppErrorBoundary>
      </LocaleProvider>
    </ChakraProvider>
  );
}
