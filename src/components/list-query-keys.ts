import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QuickStats } from '@/contracts/incidents';

type Fetch<In, Out> = (input: In, signal?: AbortSignal) => Promise<Out>;

/**
 * The query keys of a list area (TkDodo's factory): all → lists → list(query), stats, details → detail(key). One
 * shape for every list screen; each area gives its root key and its calls.
 */
export function listQueryKeys<Query, Page, Detail>(
  root: string,
  calls: {
    list: Fetch<Query, Page>;
    stats: (signal?: AbortSignal) => Promise<QuickStats>;
    detail: Fetch<string, Detail>;
  },
) {
  const all = [root] as const;
  const keys = {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: Query) =>
      queryOptions({
        queryKey: [...keys.lists(), query] as const,
        queryFn: ({ signal }) => calls.list(query, signal),
        // Keeps the rows on screen while the next page or filter loads.
        placeholderData: keepPreviousData,
      }),
    stats: () =>
      queryOptions({ queryKey: [...all, 'quick-stats'] as const, queryFn: ({ signal }) => calls.stats(signal) }),
    details: () => [...all, 'detail'] as const,
    detail: (key: string) =>
      queryOptions({ queryKey: [...keys.details(), key] as const, queryFn: ({ signal }) => calls.detail(key, signal) }),
  };
  return keys;
}
