import { escapeSearch } from '../../src/lib/list-address';
import { encodeListQuery, type ListParams } from '../../src/lib/list-query';

/** What the benchmark loads, one row each; later areas (orders lists) add their list endpoints here. */
export interface BenchEndpoint {
  name: string;
  path: string;
  /** A word `--only` selects this endpoint by, besides the words of its name (e.g. `search` for the global search). */
  group?: string;
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

/**
 * A global search call as the portal sends it (spec 1 §7, src/lib/global-search.ts `searchCallQuery`): page 1, sort
 * updated_at desc, the term, the category's limit.
 */
const globalSearch = (path: string, limit: number, q: string, extra: ListParams = {}) =>
  `${path}?${encodeListQuery({ page: 1, limit, sort: 'updated_at', order: 'desc', q, ...extra })}`;

/** The global search's calls (`--only search`): each category's call with a term a user would type. */
const globalSearchEndpoints: readonly BenchEndpoint[] = [
  // A word in a quarter of the scaled articles' text: a full 999 and a total counted.
  { name: 'global search knowledge q=router', path: globalSearch('/api/knowledge/v1/articles', 999, 'router') },
  { name: 'global search knowledge q=KB5050001', path: globalSearch('/api/knowledge/v1/articles', 999, 'KB5050001') },
  {
    name: 'global search services q=stonegate',
    path: globalSearch('/api/services/v2/services/status', 5, 'stonegate'),
  },
  { name: 'global search incidents q=INC4050001', path: globalSearch('/api/incidents/v2/incidents', 5, 'INC4050001') },
  {
    name: 'global search orders fttp q=stonegate',
    path: globalSearch('/api/orders/orders', 5, 'stonegate', { type: 'fttp' }),
  },
  {
    name: 'global search orders ethernet q=stonegate',
    path: globalSearch('/api/orders/orders', 5, 'stonegate', { type: 'ethernet' }),
  },
  // A third of the scaled MSO incidents say 'cabinet'.
  { name: 'global search MSO q=cabinet', path: globalSearch('/api/incidents/v2/mso-incidents', 5, 'cabinet') },
].map((endpoint) => ({ ...endpoint, group: 'search' }));

/**
 * The endpoints `--only word` loads: those of that group when one has it (`search`: the global search alone, not the
 * lists' own searches), else those whose name contains the word.
 */
export function selectEndpoints(endpoints: readonly BenchEndpoint[], only: string | undefined): BenchEndpoint[] {
  if (!only) return [...endpoints];
  const grouped = endpoints.filter((e) => e.group === only);
  return grouped.length > 0 ? grouped : endpoints.filter((e) => e.name.includes(only));
}

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
  ...globalSearchEndpoints,
];
