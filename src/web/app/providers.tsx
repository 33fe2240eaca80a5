import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** The browser's query cache, for the app's life. */
export const browserQueryClient = createQueryClient();

/** `queryClient`: the server's own for one render; the browser's one for the app's life otherwise. */
export function Providers({
  children,
  queryClient = browserQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
