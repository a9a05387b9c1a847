import { getMsoIncident, getMsoQuickStats, listMsoIncidents } from '@/api/mso';
import { listQueryKeys } from '@/components/list-query-keys';
import { type MsoAddressQuery, msoAddress } from './address-query';

/** The MSO area's query keys: all → lists → list(query), stats, details → detail(key). */
export const msoKeys = listQueryKeys('mso-incidents', {
  list: (query: MsoAddressQuery, signal) => listMsoIncidents(msoAddress.listParams(query), signal),
  stats: getMsoQuickStats,
  detail: getMsoIncident,
});
