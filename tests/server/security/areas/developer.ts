import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const item = '/api/developer/v1/app-credentials/:credentialId';
const credentials: RecordSource = { table: 'developer_credentials' };

/** The developer routes' entries for the sweep: a well-formed credential id, and where credentials live. */
export const samples: Record<string, Partial<RouteSample>> = {
  [`POST ${item}/rotate`]: { params: { credentialId: 'crd_SweepMissing0000' } },
  [`POST ${item}/revoke`]: { params: { credentialId: 'crd_SweepMissing0000' } },
};
export const sources: Record<string, RecordSource> = {
  [`${item}/rotate:credentialId`]: credentials,
  [`${item}/revoke:credentialId`]: credentials,
};
