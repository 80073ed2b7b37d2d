import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppToaster } from '../components/toaster';
import { AppErrorBoundary } from './ErrorFallback';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { createAppRouter } from './router';
import { SessionProvider } from '../lib/session';
import { preloadSignedInChrome } from './layout/signed-in';
import { system } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ChakraProvider value={system}>
      <LocaleProvider>
        <AppErrorBoundary>
          <SessionProvider onSessionFound={preloadSignedInChrome}>
            <RouterProvider router={router} />
          </SessionProvider>
          <AppToaster />
        </AppErrorBoundary>
      </LocaleProvider>
    </ChakraProvider>
  );
}
