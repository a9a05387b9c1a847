import { queryOptions } from '@tanstack/react-query';
import { featureFlagsQuery } from '@/api/flags';
import {
  getBusinessServiceCategories,
  getFaultCategories,
  isFaultReferenceUnique,
  suggestServices,
} from '@/api/incident-raise';
import { getIncident, getIncidentQuickStats, listIncidents } from '@/api/incidents';
import { listQueryKeys } from '@/components/list-query-keys';
import type { FeatureFlags } from '@/contracts/flags';
import { type IncidentsAddressQuery, incidentsAddress } from './address-query';

/** The incidents area's query keys: all → lists → list(query), stats, details → detail(key). */
export const incidentKeys = listQueryKeys('incidents', {
  list: (query: IncidentsAddressQuery, signal) => listIncidents(incidentsAddress.listParams(query), signal),
  stats: getIncidentQuickStats,
  detail: getIncident,
});

/** Suggestions and categories: reference data that raising an incident does not change, so kept apart from the area's root. */
const funnelLookups = ['incident-raise'] as const;

/** The raise funnel's queries; the fault-reference check sits under the area's root, so a raised incident refreshes it. */
export const incidentRaiseKeys = {
  /**
   * The funnel's flags (spec 1 §7), read from the organisation's one flags answer that the shell reads too (same key,
   * so no request of the funnel's own; README 'One feature-flag request per page load'). Unstored flags are off.
   */
  flags: (orgId: string) =>
    queryOptions({
      ...featureFlagsQuery(orgId),
      select: (flags: Partial<FeatureFlags>) => ({
        enableDiagnosticCheck: flags.enableDiagnosticCheck ?? false,
        vulnerabilityEnabled: flags.enableTelecareAndVulnerability ?? false,
      }),
    }),
  suggestions: (text: string) =>
    queryOptions({
      queryKey: [...funnelLookups, 'services', text] as const,
      queryFn: ({ signal }) => suggestServices(text, signal),
      staleTime: 30_000,
    }),
  faultCategories: () =>
    queryOptions({
      queryKey: [...funnelLookups, 'fault-categories'] as const,
      queryFn: ({ signal }) => getFaultCategories(signal),
    }),
  serviceCategories: () =>
    queryOptions({
      queryKey: [...funnelLookups, 'business-service-categories'] as const,
      queryFn: ({ signal }) => getBusinessServiceCategories(signal),
    }),
  faultReference: (reference: string) =>
    queryOptions({
      queryKey: [...incidentKeys.all, 'fault-reference', reference] as const,
      queryFn: ({ signal }) => isFaultReferenceUnique(reference, signal),
      staleTime: 10_000,
    }),
};
