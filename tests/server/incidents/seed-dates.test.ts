import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNow } from '../../../server/domain/incidents/clock';
import { incidentsPage } from '../../../src/contracts/incidents';
import { msoIncidentsPage } from '../../../src/contracts/mso';
import { formatDuration } from '../../../src/lib/format';
import { encodeListQuery } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

const hour = 3_600_000;

describe.each(drivers)('seeded incident dates follow the sandbox clock (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  let now: number;
  beforeAll(async () => {
    // Seeded now, not copied from the run's template: the checks measure the seed's dates against this clock.
    sandbox = await createIncidentSandbox(driver, {}, { seedNow: true });
    now = (await sandboxNow(sandbox.db)).getTime();
  });
  afterAll(() => sandbox.close());

  const hoursAgo = (iso: string) => (now - Date.parse(iso)) / hour;

  it('has active outages that began hours ago, not on a fixed day months back', async () => {
    const res = await sandbox.get(
      `/v2/mso-incidents?${encodeListQuery({ sort: 'raised_date', order: 'desc', limit: 10 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const active = msoIncidentsPage.parse(res.json()).data.filter((m) => m.resolved_at === null);
    expect(active.length).toBeGreaterThan(0);
    for (const mso of active) {
      expect(hoursAgo(mso.raised_date)).toBeGreaterThan(0);
      expect(hoursAgo(mso.raised_date)).toBeLessThan(48);
    }
    const first = active.find((m) => m.service_now_incident_number === 'MSO0000001');
    // Seeded three hours before the seed's clock; `now` is read after seeding, which a loaded machine may take minutes over.
    const minutes = (now - Date.parse(first?.raised_date ?? '')) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(180);
    expect(minutes).toBeLessThan(190);
    expect(formatDuration(minutes, { ongoing: true })).toMatch(/^3 hours (and \d+ minutes? )?so far$/);
  });

  it('has an incident history that ends now and never in the future', async () => {
    const res = await sandbox.get(`/v2/incidents?${encodeListQuery({ sort: 'raised_date', order: 'desc', limit: 5 })}`);
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = incidentsPage.parse(res.json()).data;
    expect(hoursAgo(newest?.raised_date ?? '')).toBeGreaterThanOrEqual(0);
    expect(hoursAgo(newest?.raised_date ?? '')).toBeLessThan(24);
    const updated = await sandbox.get(
      `/v2/incidents?${encodeListQuery({ sort: 'updated_at', order: 'desc', limit: 1 })}`,
    );
    const [latest] = incidentsPage.parse(updated.json()).data;
    expect(hoursAgo(latest?.updated_at ?? '')).toBeGreaterThanOrEqual(0);
  });

  it('opened the open-incident scenario three hours before the clock', async () => {
    const res = await sandbox.get(`/v2/incidents?${encodeListQuery({ q: 'INC0999001' })}`);
    const [open] = incidentsPage.parse(res.json()).data;
    expect(Math.round(hoursAgo(open?.raised_date ?? ''))).toBe(3);
  });
});
