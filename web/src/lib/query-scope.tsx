import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * The app's one cache of API reads, made when the first page that reads the API loads (app/router.tsx wraps every
 * signed-in page in `QueryScope`): a visitor's first load carries no query library.
 */
export const queryClient = createQueryClient();

export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
