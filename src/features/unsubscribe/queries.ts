import { queryOptions } from '@tanstack/react-query';
import { unsubscribe } from '@/api/unsubscribe';

export const unsubscribeKeys = {
  all: ['unsubscribe'] as const,
  link: (id: string | undefined) =>
    queryOptions({
      queryKey: [...unsubscribeKeys.all, id ?? ''] as const,
      // Not the caller's signal: aborting a DELETE half-way (e.g. a Strict Mode remount) would leave the result unknown.
      queryFn: () => unsubscribe(id),
      // A query rather than a mutation so the DELETE runs once per link even across remounts; it must never
      // repeat on its own, since a second call answers 404 for a link that has just worked.
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
};
