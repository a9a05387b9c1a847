import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http/route';
import { routeKey, sampleFor } from './route-samples';
import type { SweepContext } from './sweep-context';
import { isPermissioned } from './sweep-personas';

/** Routes the sweep must always see; if one vanishes the registry (or its collection) is broken. */
const knownRoutes = [
  'GET /api/users/users',
  'GET /api/users/users/:id',
  'POST /api/users/terms_accepted',
  'GET /api/orders/product-families',
  'DELETE /api/services/v2/unsubscribe/:id',
  // pusher-js's channel authorisation: what keeps one organisation off another's notification channels.
  'POST /api/realtime/channel-auth',
];

/**
 * Routes anyone may call without signing in. Public is rare and deliberate, so a new one is added here on purpose
 * rather than slipping past the 401 checks by a typo in its access.
 */
const publicRoutes = [
  'DELETE /api/services/v2/unsubscribe/:id',
  // An invitee and a user who forgot their password have no session: the one-time token in the mailed link is the key.
  'GET /api/users/authorize/:invitation',
  'POST /api/users/authorize',
  'POST /api/users/password-reset/complete',
  // The API's own description (server/http/openapi/): what the docs and explorer pages read, as any API client may.
  'GET /api/openapi.json',
  // Monitoring: an exception on a page outside sign-in is reported too; rate limited per address instead.
  'POST /api/monitoring/errors',
];

/**
 * Routes that belong to no area (the shell's own calls), so no flag closes them. Every other route names its area; a
 * new route that forgets it fails here instead of staying open when its area's flag is off.
 */
const shellRoutes = [
  'GET /api/orders/feature-flag/:flagName/:fallback',
  'GET /api/orders/feature-flags',
  'GET /api/orders/home',
  'GET /api/users/roles',
  'POST /api/users/terms_accepted',
  'DELETE /api/services/v2/unsubscribe/:id',
  // Anonymous callers have no organisation whose flags could close them; the one-time token decides.
  'GET /api/users/authorize/:invitation',
  'POST /api/users/authorize',
  'POST /api/users/password-reset/complete',
  'GET /api/openapi.json',
  'POST /api/monitoring/errors',
  // The portal's feedback and reviews: every signed-in user may send them, whatever their organisation's flags.
  'POST /api/users/feedback',
  'POST /api/users/reviews',
  // The flow viewer's live sessions (a sandbox tool, FLOW_VIEWER): a user's own page, watched by them or their Admin.
  'GET /api/flows/live/sessions',
  'POST /api/flows/live/sessions',
  'POST /api/flows/live/sessions/:sessionId/watch',
];

/** Callable before the terms are accepted: accepting them, and what the shell reads to show the prompt. */
const beforeTermsRoutes = [
  'GET /api/orders/feature-flag/:flagName/:fallback',
  'GET /api/orders/feature-flags',
  'GET /api/orders/product-families',
  'POST /api/users/terms_accepted',
  // A page streams its machines from the start: the terms prompt is one of the flows an analyst watches.
  'POST /api/flows/live/sessions',
];

const shape = (routes: readonly DeclaredRoute[]) =>
  routes
    .map(
      (r) =>
        `${routeKey(r)} ${JSON.stringify(r.access)} ${r.area ?? '-'} ${JSON.stringify(r.orVia ?? [])} ${r.beforeTerms ? 'before-terms' : ''}`,
    )
    .sort();

/** The sweep is only as good as the registry it walks: prove it is complete and every entry is sweepable. */
export function describeRegistryChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  ctx.tally.routes = routes.length;
  ctx.tally.authenticated = routes.filter((r) => r.access === 'authenticated').length;
  ctx.tally.permission = routes.filter((r) => isPermissioned(r.access)).length;

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
        (r) => !(r.access === 'public' || r.access === 'authenticated' || isPermissioned(r.access)),
      );
      expect(odd.map((r) => `${routeKey(r)} has access ${String(r.access)}`)).toEqual([]);
      expect(routes.filter((r) => !r.url.startsWith('/api/')).map(routeKey)).toEqual([]);
    });

    it('opens only the deliberately public routes to anonymous callers', () => {
      expect(
        routes
          .filter((r) => r.access === 'public')
          .map(routeKey)
          .sort(),
      ).toEqual([...publicRoutes].sort());
    });

    it("puts every route but the shell's own in an area, so its flags close it", () => {
      expect(
        routes
          .filter((r) => !r.area)
          .map(routeKey)
          .sort(),
      ).toEqual([...shellRoutes].sort());
    });

    it("lets only the terms routes and the shell's configuration through before the terms are accepted", () => {
      const open = routes.filter((r) => r.beforeTerms && r.access !== 'public').map(routeKey);
      expect(open.sort()).toEqual([...beforeTermsRoutes].sort());
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
