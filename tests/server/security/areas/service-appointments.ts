import { orgByKey } from '../../../../server/seed/organisations';
import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const base = '/api/services/v2/services';

/**
 * The service appointment and service PTW routes' entries for the sweep: samples its schemas cannot derive, and where
 * its records live (see the shared files). The appointment routes name the service in the query or body (not checked
 * here: tests/server/services/appointments covers another organisation's service and property).
 */
export const samples: Record<string, Partial<RouteSample>> = {};
export const sources: Record<string, RecordSource> = {
  [`${base}/:id/permission_to_work:id`]: { table: 'services' },
  // A download names a stored document, and the seed stores none: the sweep's persona (Northfibre's) has no own record
  // to fetch, so its own services are left out (null) and only another organisation's service is tried here. The own
  // side, a stored PDF fetched byte for byte, is tests/server/services/ptw/ptw.test.ts.
  [`${base}/:id/permission_to_work/:file:id`]: {
    table: 'services',
    orgExpression: `(case when r.org_id = '${orgByKey('northfibre').id}' then null else r.org_id end)`,
  },
};
