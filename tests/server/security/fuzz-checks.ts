import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http/route';
import { drivers } from '../helpers/test-env';
import { declaredRoutes } from './declared-routes';
import { fuzzCaseArbitrary } from './fuzz-cases';
import { problemsWith } from './response-checks';
import { routeKey, sampleFor, sweepSeed } from './route-samples';
import { type SweepContext, useSweepContext } from './sweep-context';
import { personaWith } from './sweep-personas';

export const fuzzRuns = 200;
/**
 * A CSV export answers every accepted case with the whole organisation's file (the incidents export about 0.35 s each on
 * PGlite: 200 cases took 70 s alone and passed the timeout with both stores' workers running). Its query is its list's,
 * which is fuzzed with the full count, so 50 cases cover what the export adds.
 */
const exportFuzzRuns = 50;
const runsFor = (route: DeclaredRoute) => (/\/export$/.test(route.url) ? exportFuzzRuns : fuzzRuns);

/**
 * The fuzzing is the sweep's slowest part (about 250 s on PGlite for 121 routes): it runs as three files, so the two
 * workers share it. Each file fuzzes the routes of one part; 'others' is every route the named parts leave.
 */
const namedParts = {
  incidents: (route: DeclaredRoute) => route.url.startsWith('/api/incidents'),
  services: (route: DeclaredRoute) => route.url.startsWith('/api/services'),
};
type FuzzPart = keyof typeof namedParts | 'others';
const inFuzzPart =
  (part: FuzzPart) =>
  (route: DeclaredRoute): boolean =>
    part === 'others' ? !Object.values(namedParts).some((inPart) => inPart(route)) : namedParts[part](route);

// Valid cases of a heavy route (a full CSV export) take a while each; 200 of them need more than the default.
const fuzzTimeoutMs = 120_000;

/**
 * Hostile and schema-shaped input on every route, as a caller who may use it: never a 5xx, always the envelope,
 * never internals, and a rejected request leaves the database as it was.
 */
function describeFuzzChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  ctx.tally.routes = routes.length;
  describe(`fuzzing (${fuzzRuns} cases per route, ${exportFuzzRuns} per export, seed ${sweepSeed})`, () => {
    it.each(routes.map((r) => [routeKey(r), r] as const))(
      '%s survives hostile input',
      async (_key, route) => {
        // Long-lived, so a slow run never turns into 401s that would hide validation.
        const authorization = await ctx.sandbox().authAs(personaWith(route), { expiresIn: 3600 });
        const before = await ctx.fingerprint();
        let state = before;
        const property = fc.asyncProperty(fuzzCaseArbitrary(route, sampleFor(route), authorization), async (c) => {
          const res = await ctx.send(c as InjectOptions);
          expect(problemsWith(res)).toEqual([]);
          expect(res.statusCode, 'the token has the access: auth must not be what answers').not.toBe(401);
          const now = await ctx.fingerprint();
          if (res.statusCode >= 400) expect(now, 'a rejected request changed the database').toBe(state);
          state = now;
        });
        await fc.assert(property, { numRuns: runsFor(route), seed: sweepSeed });
        // Reads never write, even when they succeed.
        if (route.method === 'GET') expect(await ctx.fingerprint(), 'a read changed the database').toBe(before);
        // JSON with __proto__ members must never reach a naive merge.
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      },
      fuzzTimeoutMs,
    );
  });
}

/** One file's share of the fuzzing (route-fuzz-<part>.test.ts): the part's routes, on each store, on its own sandbox. */
export async function describeFuzzPart(part: FuzzPart): Promise<void> {
  // Read before the suites are defined, so every declared route gets a test of its own.
  const routes = (await declaredRoutes()).filter(inFuzzPart(part));
  describe.each(drivers)(`security sweep: fuzzing ${part} (%s)`, (driver) => {
    describeFuzzChecks(useSweepContext(driver, `fuzzing ${part}`), routes);
  });
}
