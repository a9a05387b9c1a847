/** What the benchmark loads, one row each; later areas (incidents, orders lists) add their list endpoints here. */
export interface BenchEndpoint {
  name: string;
  path: string;
}

export const benchEndpoints: readonly BenchEndpoint[] = [
  { name: 'users list, newest first', path: '/api/users/users?page=1&limit=10&sort=-created_at' },
  // Matches about one in twelve scaled users: a substring search the (org_id, created_at) index cannot narrow.
  { name: 'users search q=jones', path: '/api/users/users?page=1&limit=10&sort=-created_at&q=jones' },
  { name: 'orders home', path: '/api/orders/home' },
  { name: 'feature flag enableUsers', path: '/api/orders/feature-flag/enableUsers/0' },
];
