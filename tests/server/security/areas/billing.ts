import type { RecordSource } from '../tenant-resolvers';

/** The billing routes' entries for the sweep: a service's bandwidth usage is addressed by its service reference. */
export const sources: Record<string, RecordSource> = {
  '/api/billing/bandwidth-usage/:reference:reference': { table: 'bandwidth_usage', idColumn: 'service_reference' },
};
