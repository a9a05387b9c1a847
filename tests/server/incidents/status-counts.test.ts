import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentStatusCounts, incidents } from '../../../server/db/schema';
import { advanceSandboxClock } from '../../../server/domain/incidents/clock';
import { countedIncidents } from '../../../server/domain/incidents/list';
import { openScenarioIncidentId } from '../../../server/seed/incidents';
import { orgByKey } from '../../../server/seed/organisations';
import { incidentDetailResponse, quickStatsResponse } from '../../../src/contracts/incidents';
import { encodeListQuery } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox, multipart, validIncidentFields } from './incident-sandbox';

/**
 * The list's total and the quick stats read per-organisation, per-status counters that triggers on incidents keep
 * (migration 0002). Whatever writes incidents, the counters must equal a real count.
 */
describe.each(drivers)('incident status counters (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const key = (r: { orgId: string; status: string; total: number }) => `${r.orgId}|${r.status}|${r.total}`;
  const counted = async () =>
    (await sandbox.db.select().from(incidentStatusCounts))
      .filter((r) => r.total !== 0)
      .map(key)
      .sort();
  const actual = async () =>
    (
      await sandbox.db
        .select({ orgId: incidents.orgId, status: incidents.status, total: count() })
        .from(incidents)
        .groupBy(incidents.orgId, incidents.status)
    )
      .map(key)
      .sort();

  it('starts from the seeded incidents of every organisation', async () => {
    const rows = await counted();
    expect(rows.length).toBeGreaterThan(20);
    expect(rows).toEqual(await actual());
  });

  it('follows an incident raised, moved on by the sandbox clock, commented on and deleted', async () => {
    const northfibre = orgByKey('northfibre').id;
    const before = await countedIncidents(sandbox.db, northfibre);
    const { payload, headers } = multipart(validIncidentFields('S1000013'));
    const raised = await sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { id } = incidentDetailResponse.parse(raised.json()).data;
    expect(await countedIncidents(sandbox.db, northfibre)).toBe(before + 1);
    expect(await counted()).toEqual(await actual());

    // New → In Progress → Resolved → Closed, through the lazy progression a read triggers: the list first (its
    // prepared page carries the clock facts), whose Closed filter and total already include it.
    await advanceSandboxClock(sandbox.db, 80 * 3_600_000);
    const [closedBefore] = await sandbox.db
      .select({ total: count() })
      .from(incidents)
      .where(and(eq(incidents.orgId, northfibre), eq(incidents.status, 'Closed')));
    const closed = (await sandbox.get(`/v2/incidents?${encodeListQuery({ status: 'Closed', limit: 1 })}`)).json();
    expect(closed.data[0]?.id).toBe(id);
    expect(closed.total).toBe((closedBefore?.total ?? 0) + 1);
    const stats = quickStatsResponse.parse((await sandbox.get('/v2/incidents/quick-stats')).json()).data;
    expect(stats.total_records).toBe(before + 1);
    const [row] = await sandbox.db.select({ status: incidents.status }).from(incidents).where(eq(incidents.id, id));
    expect(row?.status).toBe('Closed');
    expect(await counted()).toEqual(await actual());

    const comment = await sandbox.post('/v2/incidents/comment/create', { incident_id: 'INC0999001', text: 'Hi' });
    expect(comment.statusCode).toBe(201);
    expect(await counted()).toEqual(await actual());

    await sandbox.db.delete(incidents).where(eq(incidents.id, openScenarioIncidentId));
    expect(await countedIncidents(sandbox.db, northfibre)).toBe(before);
    expect(await counted()).toEqual(await actual());
  });

  it('follows an update that moves many incidents between statuses in one statement', async () => {
    const harbour = orgByKey('harbour').id;
    await sandbox.db
      .update(incidents)
      .set({ status: sql`case when ${incidents.status} = 'Closed' then 'Resolved' else 'Closed' end` })
      .where(eq(incidents.orgId, harbour));
    expect(await countedIncidents(sandbox.db, harbour)).toBe(300);
    expect(await countedIncidents(sandbox.db, harbour, ['Closed', 'Resolved'])).toBe(300);
    expect(await counted()).toEqual(await actual());
  });

  it('is emptied with the table', async () => {
    await sandbox.db.execute(sql`truncate incidents cascade`);
    expect(await counted()).toEqual([]);
    expect(await countedIncidents(sandbox.db, orgByKey('northfibre').id)).toBe(0);
  });
});
