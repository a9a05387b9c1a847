import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getFeatureFlag } from '@/api/flags';
import { getBusinessServiceCategories, getFaultCategories, suggestServices } from '@/api/incident-funnel';
import { supportLimits } from '@/lib/support-rules';

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const funnelKeys = {
  flag: (name: string) => ['incident-funnel', 'flag', name] as const,
  suggestions: (text: string) => ['incident-funnel', 'services', text] as const,
  faultCategories: ['incident-funnel', 'fault-categories'] as const,
  serviceCategories: ['incident-funnel', 'business-service-categories'] as const,
};

/** The funnel's flags (spec 1 §7): enableDiagnosticCheck and enableTelecareAndVulnerability. */
export function useFunnelFlag(name: 'enableDiagnosticCheck' | 'enableTelecareAndVulnerability') {
  return useQuery({
    queryKey: funnelKeys.flag(name),
    queryFn: ({ signal }) => getFeatureFlag(name, false, signal),
    staleTime: 5 * 60_000,
  });
}

/** Suggestions after 3 characters and a 250 ms pause, at most 20 (spec 2 §5, §9). */
export function useServiceSuggestions(text: string) {
  const settled = useDebounced(text.trim(), 250);
  const enabled = settled.length >= supportLimits.serviceLookupMinLength;
  const query = useQuery({
    queryKey: funnelKeys.suggestions(settled),
    queryFn: ({ signal }) => suggestServices(settled, signal),
    enabled,
    staleTime: 30_000,
  });
  return {
    suggestions: enabled ? (query.data ?? []).slice(0, supportLimits.serviceSuggestions) : [],
    searching: enabled && query.isFetching,
    failed: enabled && query.isError,
  };
}

export function useIncidentCategories() {
  const fault = useQuery({ queryKey: funnelKeys.faultCategories, queryFn: ({ signal }) => getFaultCategories(signal) });
  const service = useQuery({
    queryKey: funnelKeys.serviceCategories,
    queryFn: ({ signal }) => getBusinessServiceCategories(signal),
  });
  return { fault, service };
}
