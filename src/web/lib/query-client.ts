import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-fetch.ts';
import { meQueryKey } from './session/get-me.ts';

/** The data cache, with the defaults of docs/screens.md. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
        // No refetch on mount — except for data a change has made out of date
        // (invalidated), which a page seen earlier would otherwise show as it was.
        refetchOnMount: (query) => query.state.isInvalidated,
        refetchOnReconnect: true,
      },
    },
    queryCache: new QueryCache({
      onError(error, query) {
        // Any 401 means the session is gone: re-check who is signed in, and the session watcher
        // clears everything and goes to /auth when nobody is (docs/accounts.md).
        if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        // The owner closed the business: who is signed in now says so, and the route guard shows
        // the closed page (docs/business-closing.md).
        if (error instanceof ApiError && error.code === 'BUSINESS_CLOSED' && query.queryKey[0] !== meQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
  });
  return queryClient;
}
