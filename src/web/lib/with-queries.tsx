import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client.ts';

/**
 * The app's data layer (TanStack Query) around `children`. It loads with the first page that
 * reads the API, not with the shell (the home page shows without it): pages sit under the
 * router's QueryLayout, and the shell's own lazy parts that read the API (the search overlay, the
 * newsletter modal) wrap themselves in this. One client for all, so all share one cache.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
