import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getForecastReport } from '@/api/forecasts';
import type { ForecastQuery } from '@/contracts/forecasts';

/** Forecasting's query keys (TkDodo's factory): all → report(range). An accepted upload invalidates `all`. */
export const forecastKeys = {
  all: ['forecasts'] as const,
  reports: () => [...forecastKeys.all, 'report'] as const,
  report: (query: ForecastQuery) =>
    queryOptions({
      queryKey: [...forecastKeys.reports(), query.from, query.to] as const,
      queryFn: ({ signal }) => getForecastReport(query, signal),
      // The table and chart stay on screen while another range loads.
      placeholderData: keepPreviousData,
    }),
};
