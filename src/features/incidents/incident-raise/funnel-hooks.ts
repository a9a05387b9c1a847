import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { supportLimits } from '@/lib/support-rules';
import { incidentRaiseKeys } from '../queries';

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The funnel's flags (spec 1 §7) from the organisation's flags, the shell's cached answer (no request of its own). */
export function useFunnelFlags(orgId: string | undefined) {
  return useQuery({ ...incidentRaiseKeys.flags(orgId ?? ''), enabled: orgId !== undefined });
}

/** Suggestions after 3 characters and a 250 ms pause, at most 20 (spec 2 §5, §9). */
export function useServiceSuggestions(text: string) {
  const settled = useDebounced(text.trim(), 250);
  const enabled = settled.length >= supportLimits.serviceLookupMinLength;
  const query = useQuery({ ...incidentRaiseKeys.suggestions(settled), enabled });
  return {
    suggestions: enabled ? (query.data ?? []).slice(0, supportLimits.serviceSuggestions) : [],
    searching: enabled && query.isFetching,
    failed: enabled && query.isError,
  };
}

export function useIncidentCategories() {
  const fault = useQuery(incidentRaiseKeys.faultCategories());
  const service = useQuery(incidentRaiseKeys.serviceCategories());
  return { fault, service };
}
