import { beforeAll, describe, expect, it } from 'vitest';
import { waysThrough } from '../../server/http/auth';
import type { DeclaredRoute } from '../../server/http/route';
import { type AccessContext, rules, type ShellFlags, shellFlagNames } from '../../src/app/access';
import type { FeatureFlagName } from '../../src/contracts/flags';
import { type Permission, permissionNames } from '../../src/contracts/users';
import { type AreaName, areaOpen, areas, grants } from '../../src/lib/access-rules';
import { declaredRoutes } from './security/declared-routes';
import { routeKey } from './security/route-samples';

/**
 * The routes any signed-in member uses in an area whose own access is narrower: one's own account (account settings
 * in the users area), one's own sandbox mail (the ordering area's outbox) and one's own realtime channel. They answer
 * for oneself only, so the portal need not show the area to let them through.
 */
const selfService = [
  'PATCH /api/users/users/:id',
  'POST /api/users/users/password-reset',
  'POST /api/users/users/:id/authentication-methods',
  'POST /api/users/users/:id/sessions/revoke-others',
  'GET /api/orders/outbox',
  'GET /api/orders/outbox/:id',
  'GET /api/orders/outbox/:id/file',
  'POST /api/realtime/channel-auth',
];

/** Every set of permissions a token may carry (the empty one included: a user whose roles were all taken away). */
const permissionSets: Permission[][] = Array.from({ length: 2 ** permissionNames.length }, (_, bits) =>
  permissionNames.filter((_p, i) => bits & (2 ** i)),
);

/** Every setting of the area's own flags and the sky view, the organisation's other flags on. */
function flagSettings(area: AreaName): Set<FeatureFlagName>[] {
  const decisive = [...new Set<FeatureFlagName>([...areas[area].flags, 'enableSkyServiceView'])];
  const others = [...shellFlagNames, 'family_ftth', 'family_ethernet'].filter(
    (f): f is FeatureFlagName => !decisive.includes(f as FeatureFlagName),
  );
  return Array.from(
    { length: 2 ** decisive.length },
    (_, bits) => new Set([...others, ...decisive.filter((_f, i) => bits & (2 ** i))]),
  );
}

/** The portal's view of the same organisation and user. */
const contextOf = (on: Set<FeatureFlagName>, permissions: Permission[]): AccessContext => ({
  flags: Object.fromEntries(shellFlagNames.map((f) => [f, on.has(f)])) as ShellFlags,
  families: { family_ftth: on.has('family_ftth'), family_ethernet: on.has('family_ethernet') },
  permissions,
  roles: [],
});

type Way = ReturnType<typeof waysThrough>[number];

/**
 * Area access is one table (src/lib/access-rules.ts `areas`): the sandbox's route gates and the portal's rules
 * (src/app/access.ts) both read it. This holds them together: for every area the sandbox gates on, the portal shows the
 * area to exactly the callers some route of the area lets through (self-service routes aside), for every set of
 * permissions and every setting of the area's flags.
 */
describe('area access: the sandbox gates and the portal rules read one table', () => {
  let routes: DeclaredRoute[];
  beforeAll(async () => {
    routes = await declaredRoutes();
  });

  const waysIn = (area: AreaName): { route: DeclaredRoute; way: Way }[] =>
    routes.flatMap((route) => waysThrough(route).map((way) => ({ route, way }))).filter(({ way }) => way.area === area);

  it('every area in the table has a portal rule, and the sandbox gates on every one', () => {
    const gated = new Set(routes.flatMap((r) => waysThrough(r).map((w) => w.area)));
    for (const area of Object.keys(areas) as AreaName[]) {
      expect(rules, area).toHaveProperty(area);
      expect(gated.has(area), `no route gates on ${area}`).toBe(true);
    }
  });

  it('the self-service routes are the only ones that let through more than their area does', () => {
    const wider = routes.filter((route) =>
      waysThrough(route).some(
        (way) =>
          way.area !== undefined &&
          permissionSets.some((p) => grants(p, way.access) && !grants(p, areas[way.area as AreaName].access)),
      ),
    );
    expect(wider.map(routeKey).sort()).toEqual([...selfService].sort());
  });

  it.each(Object.keys(areas) as AreaName[])('%s: the portal shows it to whom its routes let through', (area) => {
    const ways = waysIn(area)
      .filter(({ route }) => !selfService.includes(routeKey(route)))
      .map(({ way }) => way);
    const rule = (rules as unknown as Record<AreaName, (c: AccessContext) => boolean>)[area];
    const disagreements: string[] = [];
    for (const on of flagSettings(area)) {
      const open = areaOpen(area, (f) => on.has(f));
      for (const permissions of permissionSets) {
        const sandbox = open && ways.some((way) => grants(permissions, way.access));
        if (rule(contextOf(on, permissions)) !== sandbox) {
          const off = [...areas[area].flags, 'enableSkyServiceView'].filter((f) => !on.has(f as FeatureFlagName));
          disagreements.push(`[${permissions.join(', ')}] with ${off.join(', ') || 'nothing'} off`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });
});
