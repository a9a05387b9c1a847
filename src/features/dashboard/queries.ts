import { queryOptions } from '@tanstack/react-query';
import { getHome } from '@/api/home';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  home: () =>
    queryOptions({
      queryKey: [...dashboardKeys.all, 'home'] as const,
      queryFn: ({ signal }) => getHome(signal),
    }),
};
