import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http/route';
import { badTokens } from './bad-tokens';
import { problemsWith } from './response-checks';
import { routeKey } from './route-samples';
import { sampleRequest } from './sample-request';
import type { SweepContext } from './sweep-context';
import { isPermissioned, personaWith, personaWithout } from './sweep-personas';

/** 401 for every defective token on every non-public route, 403 for a persona without the route's permission. */
export function describeAccessChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  const guarded = routes.filter((r) => r.access !== 'public').map((r) => [routeKey(r), r] as const);
  const permissioned = routes.flatMap((r) => {
    const { access } = r;
    return isPermissioned(access) ? [[routeKey(r), { ...r, access }] as const] : [];
  });

  ctx.tally.families.permission = permissioned.length;

  describe('access', () => {
    it.each(guarded)('%s answers 401 in the envelope without a valid token', async (_key, route) => {
      const tokens = await badTokens(ctx.sandbox(), personaWith(route));
      for (const [label, headers] of tokens) {
        const res = await ctx.send(sampleRequest(route, headers));
        expect(res.statusCode, label).toBe(401);
        expect(problemsWith(res), label).toEqual([]);
        expect(res.json(), label).toEqual({
          error: { status: 401, code: 'unauthorized', message: expect.any(String) },
        });
      }
      // The same request with a good token gets past auth, so the 401s above were about the token alone.
      // Only reads: the sweep does not mutate through its control requests.
      if (route.method === 'GET') {
        const res = await ctx.send(sampleRequest(route, await ctx.sandbox().authAs(personaWith(route))));
        expect([401, 403], res.body).not.toContain(res.statusCode);
      }
    });

    it.each(permissioned)('%s answers 403 to a persona without its permission', async (_key, route) => {
      const persona = personaWithout(route);
      const res = await ctx.send(sampleRequest(route, await ctx.sandbox().authAs(persona)));
      expect(res.statusCode, persona).toBe(403);
      expect(res.json()).toEqual({ error: { status: 403, code: 'forbidden', message: expect.any(String) } });
    });
  });
}
