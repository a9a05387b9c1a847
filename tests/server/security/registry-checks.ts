import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http/route';
import { routeKey, sampleFor } from './route-samples';
import type { SweepContext } from './sweep-context';
import { isPermission } from './sweep-personas';

/** Routes the sweep must always see; if one vanishes the registry (or its collection) is broken. */
const knownRoutes = [
  'GET /api/users/users',
  'GET /api/users/users/:id',
  'POST /api/users/terms_accepted',
  'GET /api/orders/product-families',
  'DELETE /api/services/v2/unsubscribe/:id',
];

/**
 * Routes anyone may call without signing in. Public is rare and deliberate, so a new one is added here on purpose
 * rather than slipping past the 401 checks by a typo in its access.
 */
const publicRoutes = ['DELETE /api/services/v2/unsubscribe/:id'];

const shape = (routes: readonly DeclaredRoute[]) => routes.map((r) => `${routeKey(r)} ${r.access}`).sort();

/** The sweep is only as good as the registry it walks: prove it is complete and every entry is sweepable. */
export function describeRegistryChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  ctx.tally.routes = routes.length;
  ctx.tally.authenticated = routes.filter((r) => r.access === 'authenticated').length;
  ctx.tally.permission = routes.filter((r) => isPermission(r.access)).length;

  describe('the route registry', () => {
    it('holds the known routes, so the sweep cannot silently test nothing', () => {
      expect(routes.length).toBeGreaterThanOrEqual(knownRoutes.length);
      expect(routes.map(routeKey)).toEqual(expect.arrayContaining(knownRoutes));
    });

    it('matches the live app, route for route', () => {
      expect(shape(ctx.sandbox().app.routeRegistry)).toEqual(shape(routes));
    });

    it('declares every route public, authenticated or a known permission, under /api/', () => {
      const odd = routes.filter(
        (r) => !(r.access === 'public' || r.access === 'authenticated' || isPermission(r.access)),
      );
      expect(odd.map((r) => `${routeKey(r)} has access ${String(r.access)}`)).toEqual([]);
      expect(routes.filter((r) => !r.url.startsWith('/api/')).map(routeKey)).toEqual([]);
    });

    it('opens only the deliberately public routes to anonymous callers', () => {
      expect(routes.filter((r) => r.access === 'public').map(routeKey)).toEqual(publicRoutes);
    });

    it('derives a valid sample request for every route from its schemas', () => {
      const underivable = routes.flatMap((r) => {
        try {
          sampleFor(r);
          return [];
        } catch (error) {
          return [(error as Error).message];
        }
      });
      expect(underivable).toEqual([]);
    });
  });
}
