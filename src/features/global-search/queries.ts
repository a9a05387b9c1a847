import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { searchCategory } from '@/api/global-search';
import { type CategoryOutcome, globalSearchRules, type SearchCategory } from '@/lib/global-search';

/** The global search's one key factory: a category's answer for a term, kept 60 s (spec 1 §9). */
const globalSearchKeys = {
  all: ['global-search'] as const,
  category: (category: SearchCategory, term: string) =>
    queryOptions({
      queryKey: [...globalSearchKeys.all, category, term] as const,
      queryFn: ({ signal }) => searchCategory(category, term, signal),
      staleTime: globalSearchRules.cacheMs,
      gcTime: globalSearchRules.cacheMs,
    }),
};

/** Every category's call for the term, each answering on its own: a failed one is `ok: false`, the others stand. */
export function runSearch(
  queryClient: QueryClient,
  categories: readonly SearchCategory[],
  term: string,
): Promise<CategoryOutcome[]> {
  return Promise.all(
    categories.map((category) =>
      queryClient.fetchQuery(globalSearchKeys.category(category, term)).then(
        (answer): CategoryOutcome => ({ category, ok: true, ...answer }),
        (): CategoryOutcome => ({ category, ok: false }),
      ),
    ),
  );
}
