import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { listAppCredentials } from '@/api/developer';

/** The developer area's query keys: all → credentials. */
export const developerKeys = {
  all: ['developer'] as const,
  credentials: () =>
    queryOptions({
      queryKey: [...developerKeys.all, 'credentials'] as const,
      queryFn: ({ signal }) => listAppCredentials(signal),
    }),
};

export const refreshCredentials = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: developerKeys.credentials().queryKey });
