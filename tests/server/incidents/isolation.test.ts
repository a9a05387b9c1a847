import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentComments } from '../../../server/db/schema';
import { openScenarioIncidentId } from '../../../server/seed/incidents';
import { incidentDetailResponse, incidentsPage, quickStatsResponse } from '../../../src/contracts/incidents';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox, multipart, validIncidentFields } from './incident-sandbox';

// Issue 4: "Harbour's admin can neither list, open, comment on nor export a Northfibre incident."
const harbour = 'admin@harbour.example';
// Harbour's services are S2…; every Northfibre service reference starts with S1.
const northfibreService = /^S1\d{6}$/;

describe.each(drivers)("Harbour and Northfibre's incidents stay apart (%s)", (driver) => {
  let sandbox: IncidentSandbox;
  /** A Northfibre incident with a file, raised for this suite: its id, number and attachment download address. */
  let foreign: { id: string; number: string; downloadUrl: string };

  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
    const { payload, headers } = multipart(validIncidentFields('S1000001', { buyer_fault_ref: 'ISOLATION-1' }), [
      { field: 'attachment[0]', name: 'readings.csv', content: Buffer.from('time,level\n10:00,-21.5\n') },
    ]);
    const raised = await sandbox.app.inject({
      method: 'POST',
      url: '/api/incidents/v2/incidents',
      payload,
      headers: { ...headers, ...(await sandbox.authAs('support@northfibre.example')) },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const { data } = incidentDetailResponse.parse(raised.json());
    foreign = {
      id: data.id,
      number: data.service_now_incident_number ?? '',
      downloadUrl: data.attachments[0]?.download_url ?? '',
    };
    expect(foreign.number).toMatch(/^INC\d{7}$/);
    expect(foreign.downloadUrl).not.toBe('');
  });
  afterAll(() => sandbox.close());

  const list = async (params: ListParams) => {
    const res = await sandbox.get(`/v2/incidents?${encodeListQuery(params)}`, harbour);
    expect(res.statusCode, res.body).toBe(200);
    return incidentsPage.parse(res.json());
  };

  it('lists only Harbour incidents, and no search finds a Northfibre one', async () => {
    const page = await list({ limit: 100 });
    expect(page.total).toBe(300);
    expect(page.data.every((i) => !northfibreService.test(i.business_service_reference))).toBe(true);
    for (const q of ['INC0999001', foreign.number, 'S1000004', 'CUST-OPEN-1', 'NF-OPEN-1', 'ISOLATION-1']) {
      expect((await list({ q })).total, q).toBe(0);
    }
  });

  it("counts only Harbour's incidents in the quick stats, however many Northfibre has", async () => {
    const res = await sandbox.get('/v2/incidents/quick-stats', harbour);
    expect(res.statusCode).toBe(200);
    const { data } = quickStatsResponse.parse(res.json());
    expect(data.total_records).toBe(300);
    expect(data.status_summary.reduce((sum, s) => sum + s.total, 0)).toBe(300);
    for (const { status, total } of data.status_summary) {
      expect((await list({ status, limit: 1 })).total, status).toBe(total);
    }
  });

  it('answers 404 for a Northfibre incident by number or id, exactly as for one that does not exist', async () => {
    const missing = await sandbox.get('/v2/incidents/INC0000000', harbour);
    expect(missing.statusCode).toBe(404);
    for (const key of ['INC0999001', openScenarioIncidentId, foreign.number, foreign.id]) {
      const res = await sandbox.get(`/v2/incidents/${key}`, harbour);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('refuses a comment on a Northfibre incident with 404 and stores nothing', async () => {
    const before = await sandbox.db
      .select({ id: incidentComments.id })
      .from(incidentComments)
      .where(eq(incidentComments.incidentId, openScenarioIncidentId));
    for (const key of ['INC0999001', openScenarioIncidentId]) {
      const res = await sandbox.post('/v2/incidents/comment/create', { incident_id: key, text: 'hello' }, harbour);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    const after = await sandbox.db
      .select({ id: incidentComments.id })
      .from(incidentComments)
      .where(eq(incidentComments.incidentId, openScenarioIncidentId));
    expect(after).toHaveLength(before.length);
  });

  it('exports no Northfibre incident, with or without filters', async () => {
    const whole = await sandbox.get('/v2/export', harbour);
    expect(whole.statusCode).toBe(200);
    const rows = whole.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(300);
    // Service Reference is the third column; the numbers and references of Northfibre's incidents never show.
    expect(rows.filter((r) => northfibreService.test(r.split(',')[2] ?? ''))).toEqual([]);
    for (const ref of ['INC0999001', foreign.number, 'CUST-OPEN-1', 'ISOLATION-1']) {
      expect(whole.body).not.toContain(ref);
    }
    const searched = await sandbox.get(`/v2/export?${encodeListQuery({ q: foreign.number })}`, harbour);
    expect(searched.body.trim().split('\r\n')).toHaveLength(1);
  });

  it("answers 404 for a Northfibre attachment, also when asked for under one of Harbour's own incidents", async () => {
    const own = await sandbox.get(foreign.downloadUrl.replace('/api/incidents', ''));
    expect(own.statusCode).toBe(200);
    const across = await sandbox.get(foreign.downloadUrl.replace('/api/incidents', ''), harbour);
    expect(across.statusCode).toBe(404);
    const harbourIncident = (await list({ limit: 1 })).data[0]?.id ?? '';
    const attachmentId = foreign.downloadUrl.split('/').at(-1) ?? '';
    const smuggled = await sandbox.get(`/v2/incidents/${harbourIncident}/attachments/${attachmentId}`, harbour);
    expect(smuggled.statusCode).toBe(404);
  });
});
