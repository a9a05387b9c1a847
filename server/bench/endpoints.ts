import { escapeSearch } from '../../src/lib/list-address';
import { encodeListQuery, type ListParams } from '../../src/lib/list-query';

/** What the benchmark loads, one row each; later areas (orders lists) add their list endpoints here. */
export interface BenchEndpoint {
  name: string;
  path: string;
}

/**
 * The users list's address as the SPA sends it (src/features/users/address-query.ts `listParams`): the role filter as
 * `role eq`, the search with its spaces escaped (spec 1 §5).
 */
const userList = (extra: ListParams = {}) =>
  `/api/users/users?${encodeListQuery({ page: 1, limit: 10, sort: 'created_at', order: 'desc', ...extra })}`;

/** The incident list's address as the SPA sends it (src/features/incidents/address-query.ts `listParams`). */
const incidentList = (extra: ListParams = {}) =>
  `/api/incidents/v2/incidents?${encodeListQuery({ page: 1, limit: 10, sort: 'updated_at', order: 'desc', ...extra })}`;

/** The orders list's address as the SPA sends it (default query of spec 3 §2, FTTP from the menu link). */
const orderList = (extra: ListParams = {}) =>
  `/api/orders/orders?${encodeListQuery({ type: 'fttp', page: 1, limit: 10, sort: 'created_at', order: 'desc', ...extra })}`;

/** The services list's address as the SPA sends it (src/features/services/address-query.ts: spec 2 §9 defaults). */
const serviceList = (extra: ListParams = {}) =>
  `/api/services/v2/services/status?${encodeListQuery({ page: 1, limit: 10, sort: 'created_at', order: 'desc', ...extra })}`;

export const benchEndpoints: readonly BenchEndpoint[] = [
  { name: 'users list, newest first', path: '/api/users/users?page=1&limit=10&sort=-created_at' },
  // The other sort the users page offers; (org_id, name) serves it.
  { name: 'users list, by name', path: '/api/users/users?page=1&limit=10&sort=name' },
  // Matches about one in twelve scaled users: a substring search the (org_id, created_at) index cannot narrow.
  { name: 'users search q=jones', path: '/api/users/users?page=1&limit=10&sort=-created_at&q=jones' },
  { name: 'users list, by email', path: userList({ sort: 'email', order: 'asc' }) },
  // A third of the scaled users hold Support; Admin is held by the organisation's few seeded Admins only.
  { name: 'users list, role Support', path: userList({ role: 'Support' }) },
  { name: 'users list, role Admin', path: userList({ role: 'Admin' }) },
  // Two words, as the portal escapes them: about one scaled user in 144 has both.
  { name: 'users search q=Amelia Jones', path: userList({ q: escapeSearch('Amelia Jones') }) },
  { name: 'users search q=jones, role Billing', path: userList({ q: 'jones', role: 'Billing' }) },
  { name: 'orders home', path: '/api/orders/home' },
  { name: 'feature flag enableUsers', path: '/api/orders/feature-flag/enableUsers/0' },
  // The incidents page's first load: the default query and the quick stats above it.
  { name: 'incidents list, default query', path: incidentList() },
  { name: 'incidents quick stats', path: '/api/incidents/v2/incidents/quick-stats' },
  { name: 'incidents list, status In Progress', path: incidentList({ status: 'In Progress' }) },
  // One seeded incident's number: the search a user types most, and one no index on the listed columns narrows.
  { name: 'incidents search q=INC0999001', path: incidentList({ q: 'INC0999001' }) },
  { name: 'MSO incidents list', path: '/api/incidents/v2/mso-incidents?page=1&limit=10&sort=-updated_at' },
  // The orders page's first load, a filter, searches by a scaled order's buyer reference, and the counters.
  { name: 'orders list, default query', path: orderList() },
  { name: 'orders list, status delayed', path: orderList({ status: 'delayed' }) },
  // Every tenth scaled order is Ethernet, this one too: the FTTP list finds nothing (an empty page).
  { name: 'orders search q=BENCH-0050000', path: orderList({ q: 'BENCH-0050000' }) },
  // An FTTP order: the search finds its one row.
  { name: 'orders search q=BENCH-0050001', path: orderList({ q: 'BENCH-0050001' }) },
  // A street in one address of eight: a full page, and a total counted up to 10,000 (kept 5 s).
  { name: 'orders search q=stonegate', path: orderList({ q: 'stonegate' }) },
  { name: 'order stats', path: '/api/orders/stats/all-orders' },
  // The services page's first load, a status filter, a scaled service's reference and a street (one in six).
  { name: 'services list, default query', path: serviceList() },
  { name: 'services quick stats', path: '/api/services/v2/services/quick-stats' },
  { name: 'services list, status Live', path: serviceList({ status: 'Live' }) },
  { name: 'services search q=S90050001', path: serviceList({ q: 'S90050001' }) },
  { name: 'services search q=stonegate', path: serviceList({ q: 'stonegate' }) },
];
