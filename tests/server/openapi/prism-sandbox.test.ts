import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../server/http/openapi/document';
import { apiVersion } from '../../../server/http/openapi/routes';
import type { DeclaredRoute } from '../../../server/http/route';
import { seedOrganisations } from '../../../server/seed/organisations';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { declaredRoutes } from '../security/declared-routes';
import { routeKey } from '../security/route-samples';
import { sampleRequest } from '../security/sample-request';
import { personaWith } from '../security/sweep-personas';
import { recordOf, sourceFor, tenantParams } from '../security/tenant-resolvers';
import { type PrismProxy, startPrismProxy, throughPrism } from './prism-proxy';

const getRoutes = (await declaredRoutes()).filter((r) => r.method === 'GET');
/** The second persona: another organisation's admin, so records of the first answer 404 and lists its own data. */
const otherPersona: PersonaEmail = 'admin@harbour.example';

let sandbox: TestSandbox | undefined;
let proxy: PrismProxy | undefined;
let dir = '';

beforeAll(async () => {
  sandbox = await createTestSandbox('pglite', { app: { flowViewer: true } });
  const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  dir = await mkdtemp(join(tmpdir(), 'prism-sandbox-'));
  const doc = openApiDocument(sandbox.app.routeRegistry, { version: apiVersion });
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
  proxy = await startPrismProxy(join(dir, 'openapi.json'), upstream);
}, 300_000);

afterAll(async () => {
  await proxy?.close();
  await sandbox?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The route's records of the persona's own organisation, where the seed has them, so reads answer 2xx with data. */
async function ownParams(route: DeclaredRoute, email: PersonaEmail): Promise<Record<string, string>> {
  const { db } = sandbox as TestSandbox;
  const orgId = seedOrganisations.find((o) => o.key === personaByEmail(email).org)?.id ?? '';
  const params: Record<string, string> = {};
  for (const param of tenantParams(route)) {
    const source = await sourceFor(db, route, param);
    const own = source ? await recordOf(db, source, orgId, 'own') : undefined;
    if (own) params[param] = own.id;
  }
  return params;
}

/** First persona's status per route, so the run is seen to reach real answers and not only 404s. */
const firstStatuses = new Map<string, number>();

describe("Prism's validation proxy in front of the sandbox (every GET route, two personas)", () => {
  // Reads only, so routes may go through the proxy side by side (vitest's maxConcurrency at a time).
  it.concurrent.each(getRoutes.map((r) => [routeKey(r), r] as const))(
    '%s answers as described',
    async (_key, route) => {
      if (!sandbox || !proxy) throw new Error('The sandbox or the proxy is not ready');
      const first = personaWith(route);
      const params = await ownParams(route, first);
      const answers = [];
      for (const email of [first, otherPersona]) {
        const headers = route.access === 'public' ? {} : await sandbox.authAs(email);
        const request = sampleRequest(route, headers, params);
        const answer = await throughPrism(proxy, String(request.url), headers as Record<string, string>);
        answers.push({ email, ...answer });
        if (email === first) firstStatuses.set(routeKey(route), answer.status);
      }
      expect(answers.filter((a) => a.violations.length > 0 || a.status >= 500)).toEqual([]);
    },
  );
});

afterAll(() => {
  const ok = [...firstStatuses.values()].filter((status) => status >= 200 && status < 300).length;
  console.log(`Prism run: ${ok} of ${firstStatuses.size} GET routes answered 2xx for their first persona`);
  // Most reads must reach a real answer, or the run would only be checking error envelopes.
  expect(ok).toBeGreaterThan(firstStatuses.size * 0.6);
});
