import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getFeatureFlag } from '@/api/flags';
import {
  getBusinessServiceCategories,
  getFaultCategories,
  isFaultReferenceUnique,
  suggestServices,
} from '@/api/incident-funnel';
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
  faultReference: (ref: string) => ['incident-funnel', 'fault-reference', ref] as const,
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

export type FaultReferenceStatus = 'empty' | 'checking' | 'unique' | 'duplicate' | 'unchecked';

/** Fault reference uniqueness, checked 450 ms after typing stops (spec 2 §5). */
export function useFaultReferenceCheck(value: string): FaultReferenceStatus {
  const trimmed = value.trim();
  const settled = useDebounced(trimmed, 450);
  const query = useQuery({
    queryKey: funnelKeys.faultReference(settled),
    queryFn: ({ signal }) => isFaultReferenceUnique(settled, signal),
    enabled: settled.length > 0 && settled.length <= supportLimits.buyerFaultRef,
    staleTime: 10_000,
  });
  if (!trimmed) return 'empty';
  if (settled !== trimmed || query.isPending) return query.isError ? 'unchecked' : 'checking';
  if (query.isError) return 'unchecked';
  return query.data ? 'unique' : 'duplicate';
}

export function useIncidentCategories() {
  const fault = useQuery({ queryKey: funnelKeys.faultCategories, queryFn: ({ signal }) => getFaultCategories(signal) });
  const service = useQuery({
    queryKey: funnelKeys.serviceCategories,
    queryFn: ({ signal }) => getBusinessServiceCategories(signal),
  });
  return { fault, service };
}
