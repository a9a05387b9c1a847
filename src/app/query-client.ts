import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Spec 1 §9: stale after 50 s, no retry, no refetch on focus. Errors on a first load are the screen's to show inline;
 * only a failed background refresh, where stale data is already on screen, raises a toast.
 */
export function createQueryClient(onStaleDataError: (error: Error) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) onStaleDataError(error);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 50_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
