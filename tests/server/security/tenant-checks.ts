import { describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../../server/http/route';
import { seedOrganisations } from '../../../server/seed/organisations';
import { personaByEmail } from '../../../server/seed/personas';
import { problemsWith } from './response-checks';
import { routeKey } from './route-samples';
import { sampleRequest } from './sample-request';
import type { SweepContext } from './sweep-context';
import { personaWith } from './sweep-personas';
import { recordOf, type StoredRecord, sourceFor, tenantParams } from './tenant-resolvers';

/** Text of the foreign row an answer must not repeat (short values like booleans or 'Admin' say nothing). */
const revealing = (record: StoredRecord) =>
  Object.values(record.row)
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map(String)
    .filter((v) => v.length >= 6);

/** Another organisation's record answers exactly like a missing one: 404, nothing about it, nothing changed. */
export function describeTenantChecks(ctx: SweepContext, routes: readonly DeclaredRoute[]): void {
  const scoped = routes.filter((r) => tenantParams(r).length > 0).map((r) => [routeKey(r), r] as const);

  describe('tenant isolation', () => {
    it('finds id-like parameters to check (the sweep cannot silently check nothing)', () => {
      expect(scoped.map(([key]) => key)).toContain('GET /api/users/users/:id');
    });

    it.each(scoped)("%s answers 404 for another organisation's record", async (_key, route) => {
      const { db } = ctx.sandbox();
      const email = personaWith(route);
      const orgId = seedOrganisations.find((o) => o.key === personaByEmail(email).org)?.id;
      if (!orgId) throw new Error(`No organisation for ${email}`);
      const own: Record<string, string> = {};
      const params = tenantParams(route);
      const foreign: Record<string, string> = {};
      const foreignRecords: StoredRecord[] = [];
      for (const param of params) {
        const source = await sourceFor(db, route, param);
        if (!source) {
          throw new Error(
            `${routeKey(route)}: no record source for :${param}; add "'${route.url}:${param}': { table: '…' }" ` +
              'to tenantSources in tests/server/security/tenant-resolvers.ts',
          );
        }
        const theirs = await recordOf(db, source, orgId, 'foreign');
        const ours = await recordOf(db, source, orgId, 'own');
        // A child with no seeded rows (no attachment yet) keeps its sample value; its parent carries the check.
        if (theirs) foreign[param] = theirs.id;
        if (ours) own[param] = ours.id;
        if (theirs) foreignRecords.push(theirs);
      }
      if (foreignRecords.length === 0) {
        throw new Error(
          `${routeKey(route)}: the seed holds no record of another organisation for :${params.join(', :')}`,
        );
      }
      const headers = await ctx.sandbox().authAs(email);
      const before = await ctx.fingerprint();
      const across = await ctx.send(sampleRequest(route, headers, foreign));
      expect(across.statusCode, across.body).toBe(404);
      expect(problemsWith(across)).toEqual([]);
      expect(across.json().error.code).toBe('not_found');
      for (const text of foreignRecords.flatMap(revealing)) expect(across.body).not.toContain(text);
      expect(await ctx.fingerprint(), 'a foreign record was changed').toBe(before);
      // A missing record (the schema-derived sample id) must answer the same, so a 404 reveals no existence.
      const missing = await ctx.send(sampleRequest(route, headers));
      expect(missing.body).toBe(across.body);
      // Own records answer, so the 404 above is isolation and not a bad id (reads only: no control mutations).
      if (route.method === 'GET' && Object.keys(own).length === params.length) {
        const mine = await ctx.send(sampleRequest(route, headers, own));
        expect(mine.statusCode, mine.body).toBeGreaterThanOrEqual(200);
        expect(mine.statusCode, mine.body).toBeLessThan(300);
      }
    });
  });
}
