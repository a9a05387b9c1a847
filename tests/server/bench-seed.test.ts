import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../server/db/schema';
import { orgByKey } from '../../server/seed/organisations';
import { scaledIncidentNumberBase, seedScale } from '../../server/seed/scale';
import { incidentsPage, quickStatsResponse } from '../../src/contracts/incidents';
import { encodeListQuery } from '../../src/lib/list-query';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

// `npm run bench -- --scale N` seeds N incidents into Northfibre beside the demo history (server/seed/scale.ts).
describe.each(drivers)('bench seeding of scaled incidents (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const get = async (url: string, as: 'admin@northfibre.example' | 'admin@harbour.example') => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: `/api/incidents${url}`,
      headers: await sandbox.authAs(as),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const listTotal = async (as: 'admin@northfibre.example' | 'admin@harbour.example', q?: string) =>
    incidentsPage.parse(await get(`/v2/incidents?${encodeListQuery({ page: 1, limit: 10, q })}`, as)).total;

  it('adds N Northfibre incidents shaped like the demo history, numbered from INC4000001, and nothing elsewhere', async () => {
    const northfibre = await listTotal('admin@northfibre.example');
    const harbour = await listTotal('admin@harbour.example');

    const summary = await seedScale(sandbox.db, { users: 0, incidents: 2_000 });
    expect(summary).toMatchObject({ users: 0, incidents: 2_000 });

    expect(await listTotal('admin@northfibre.example')).toBe(northfibre + 2_000);
    expect(await listTotal('admin@harbour.example')).toBe(harbour);
    const stats = quickStatsResponse.parse(await get('/v2/incidents/quick-stats', 'admin@northfibre.example')).data;
    expect(stats.total_records).toBe(northfibre + 2_000);
    expect(await listTotal('admin@northfibre.example', `INC${scaledIncidentNumberBase + 1}`)).toBe(1);
    // Every status of the history shows up among the scaled rows too; only Pending ones have no number yet.
    const [numbered] = await sandbox.db
      .select({ n: count() })
      .from(incidents)
      .where(and(eq(incidents.orgId, orgByKey('northfibre').id), like(incidents.number, 'INC4%')));
    expect(numbered?.n).toBe(1_900);
    const statuses = await sandbox.db
      .selectDistinct({ status: incidents.status })
      .from(incidents)
      .where(like(incidents.number, 'INC4%'));
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining(['New', 'In Progress', 'Closed', 'On Hold']));
  });

  it('leaves the rows alone when run again', async () => {
    const before = await listTotal('admin@northfibre.example');
    await seedScale(sandbox.db, { users: 0, incidents: 2_000 });
    expect(await listTotal('admin@northfibre.example')).toBe(before);
  });
});
