import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { waysThrough } from '../../../server/http/auth';
import type { DeclaredRoute } from '../../../server/http/route';
import { seedOrganisations } from '../../../server/seed/organisations';
import { personaByEmail } from '../../../server/seed/personas';
import type { FeatureFlagName } from '../../../src/contracts/flags';
import { type AreaName, type AreaRule, areas } from '../../../src/lib/access-rules';
import { problemsWith } from './response-checks';
import { routeKey } from './route-samples';
import { sampleRequest } from './sample-request';
import type { SweepContext } from './sweep-context';
import { personaWith } from './sweep-personas';

const orgOf = (email: ReturnType<typeof personaWith>) => {
  const org = seedOrganisations.find((o) => o.key === personaByEmail(email).org);
  if (!org) throw new Error(`No organisation for ${email}`);
  return org;
};

type FlagChange = [flag: FeatureFlagName, value: boolean];

/** The flag changes that close an area: each of its flags off, and the sky view on where it omits the area. */
const areaClosingChanges = (area: AreaName): FlagChange[] => {
  const rule: AreaRule = areas[area];
  return [
    ...rule.flags.map((flag): FlagChange => [flag, false]),
    ...(rule.inSkyView ? [] : [['enableSkyServiceView', true] as FlagChange]),
  ];
};

/**
 * The flag changes that close a route: those that close its area, or, for a route with several ways through (orVia),
 * those that close every way's area at once (the network map: the sky view closes both support and ordering).
 */
function closingChanges(route: DeclaredRoute): FlagChange[] {
  const ways = waysThrough(route);
  if (ways.length === 0 || ways.some((way) => !way.area)) return [];
  const [first, ...others] = ways.map((way) => areaClosingChanges(way.area as AreaName));
  const closesAll = ([flag, value]: FlagChange) =>
    others.every((changes) => changes.some(([f, v]) => f === flag && v === value));
  return (first ?? []).filter(closesAll);
}

/**
 * The gate every route declares, generated per route from the registry so a new route gets its cases unasked:
 * flag × route (each flag of its area off, or the sky view on where it omits the area: 404 as if absent) and
 * terms × route (a caller who has not accepted the terms: 403 terms_not_accepted, but on the terms routes themselves).
 */
export function describeGateChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  const flagCases = routes.flatMap((route) =>
    closingChanges(route).map(
      ([flag, value]) => [`${routeKey(route)} with ${flag} ${value ? 'on' : 'off'}`, route, flag, value] as const,
    ),
  );
  const guarded = routes.filter((r) => r.access !== 'public');
  const termsCases = guarded.map((r) => [routeKey(r), r] as const);
  ctx.tally.families.flag = flagCases.length;
  ctx.tally.families.terms = termsCases.length;

  describe('flag × route: a closed area answers as if its routes did not exist', () => {
    it.each(flagCases)('%s answers 404', async (_key, route, flag, value) => {
      const { db } = ctx.sandbox();
      const email = personaWith(route);
      const org = orgOf(email);
      const headers = await ctx.sandbox().authAs(email);
      await writeFlag(db, org.id, flag, value);
      try {
        const res = await ctx.send(sampleRequest(route, headers));
        expect(problemsWith(res)).toEqual([]);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ error: { status: 404, code: 'not_found', message: 'Not found' } });
      } finally {
        await writeFlag(db, org.id, flag, org.flags[flag]);
      }
    });
  });

  describe('terms × route: nothing but the terms before they are accepted', () => {
    it.each(termsCases)('%s', async (_key, route) => {
      const { db } = ctx.sandbox();
      const email = personaWith(route);
      const persona = personaByEmail(email);
      const where = and(eq(users.id, persona.id), eq(users.orgId, orgOf(email).id));
      // The caller as a new starter: the store says not accepted, and so does the token.
      await db.update(users).set({ termsAccepted: false }).where(where);
      try {
        const headers = await ctx.sandbox().authAs(email);
        const res = await ctx.send(sampleRequest(route, headers));
        expect(problemsWith(res)).toEqual([]);
        if (route.beforeTerms) {
          expect(res.statusCode, res.body).not.toBe(403);
        } else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json()).toEqual({
            error: { status: 403, code: 'terms_not_accepted', message: expect.any(String) },
          });
        }
      } finally {
        await db.update(users).set({ termsAccepted: persona.termsAccepted }).where(where);
      }
    });
  });
}
