import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentsPage, quickStatsResponse } from '../../../src/contracts/incidents';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

describe.each(drivers)('incident list, quick stats and export (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const list = async (params: ListParams, as: Parameters<IncidentSandbox['get']>[1] = 'support@northfibre.example') => {
    const res = await sandbox.get(`/v2/incidents?${encodeListQuery(params)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return incidentsPage.parse(res.json());
  };

  it('pages through the organisation’s incidents, newest update first by default', async () => {
    const first = await list({ page: 1, limit: 10 });
    expect(first).toMatchObject({ current_page: 1, from: 1, to: 10, per_page: 10 });
    expect(first.total).toBeGreaterThanOrEqual(5000);
    const updated = first.data.map((i) => i.updated_at);
    expect(updated).toEqual([...updated].sort().reverse());
    const second = await list({ page: 2, limit: 10 });
    expect(second.from).toBe(11);
    expect(second.data.map((i) => i.id)).not.toContain(first.data[0]?.id);
    expect(first.data.every((i) => i.customer_id === 1001)).toBe(true);
  });

  it('refuses a limit above 100 and an unknown sort field with field errors', async () => {
    const tooMany = await sandbox.get('/v2/incidents?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.fields.limit).toBeDefined();
    const badSort = await sandbox.get('/v2/incidents?sort=-password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.fields.sort).toBeDefined();
  });

  it('searches incident number, references, email and postcode; escaped spaces are spaces', async () => {
    expect((await list({ q: 'INC0999001' })).data.map((i) => i.business_service_reference)).toEqual(['S1000004']);
    expect((await list({ q: 'CUST-OPEN-1' })).total).toBe(1);
    expect((await list({ q: 'NF-OPEN-1' })).total).toBe(1);
    const byPostcode = await list({ q: 'NE1\\ 3PQ', limit: 5 });
    expect(byPostcode.total).toBeGreaterThan(0);
    expect(byPostcode.data.every((i) => i.address_postcode === 'NE1 3PQ')).toBe(true);
    expect((await list({ q: 'grace.lee@northfibre' })).total).toBeGreaterThan(0);
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('sorts by raised date, created date and status in either order', async () => {
    const raised = (await list({ sort: 'raised_date', order: 'asc', limit: 20 })).data.map((i) => i.raised_date);
    expect(raised).toEqual([...raised].sort());
    const created = (await list({ sort: 'created_at', order: 'desc', limit: 20 })).data.map((i) => i.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const statuses = (await list({ sort: 'status', order: 'asc', limit: 20 })).data.map((i) => i.status);
    expect(statuses).toEqual([...statuses].sort());
  });

  it('filters by one status or several', async () => {
    const onHold = await list({ status: 'On Hold', limit: 100 });
    expect(onHold.total).toBeGreaterThan(0);
    expect(onHold.data.every((i) => i.status === 'On Hold')).toBe(true);
    // A status named twice filters, and counts, as once.
    const twice = await list({ status: ['On Hold', 'On Hold'], limit: 100 });
    expect(twice.total).toBe(onHold.total);
    expect(twice.data.map((i) => i.id)).toEqual(onHold.data.map((i) => i.id));
    const open = await list({ status: ['New', 'In Progress'], limit: 100 });
    expect(new Set(open.data.map((i) => i.status))).toEqual(new Set(['New', 'In Progress']));
    const pending = await list({ status: 'Pending', limit: 5 });
    expect(pending.data.every((i) => i.service_now_incident_number === null)).toBe(true);
    const bad = await sandbox.get(`/v2/incidents?${encodeListQuery({ status: 'Lost' })}`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers quick stats whose totals add up to the list total, with every status present', async () => {
    const res = await sandbox.get('/v2/incidents/quick-stats');
    const { data } = quickStatsResponse.parse(res.json());
    const total = (await list({ limit: 1 })).total;
    expect(data.total_records).toBe(total);
    expect(data.status_summary.reduce((s, r) => s + r.total, 0)).toBe(total);
    for (const status of ['New', 'In Progress', 'Submitted', 'Closed', 'Resolved', 'Cancelled', 'On Hold', 'Pending']) {
      expect(data.status_summary.find((r) => r.status === status)?.total).toBeGreaterThan(0);
    }
  });

  it('keeps organisations apart: Harbour sees only Harbour incidents and cannot find Northfibre ones', async () => {
    const harbour = await list({ limit: 100 }, 'admin@harbour.example');
    expect(harbour.total).toBe(300);
    expect(harbour.data.every((i) => i.customer_id === 1003)).toBe(true);
    expect((await list({ q: 'INC0999001' }, 'admin@harbour.example')).total).toBe(0);
  });

  it('refuses callers without read:support', async () => {
    expect((await sandbox.get('/v2/incidents', 'billing@northfibre.example')).statusCode).toBe(403);
    const anonymous = await sandbox.app.inject({ method: 'GET', url: '/api/incidents/v2/incidents' });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('export', () => {
    // Exports need the Export role as well as Support: a bulk copy of the records is a permission of its own.
    const exporter = 'admin@northfibre.example';
    it('streams CSV with a header row and exactly the filtered rows', async () => {
      const res = await sandbox.get(
        `/v2/export?${encodeListQuery({ status: 'On Hold', sort: 'raised_date', order: 'desc' })}`,
        exporter,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Incident Reference,Customer Service Reference,Service Reference,Status,Date Raised (UK time),Last Updated (UK time),Raised By,Short Description,Fault Reference,Postcode',
      );
      const expected = (await list({ status: 'On Hold', limit: 1 })).total;
      expect(lines).toHaveLength(expected + 1);
      expect(lines.slice(1).every((l) => l.split(',')[3] === 'On Hold')).toBe(true);
      // dd/MM/yyyy HH:mm, compared as yyyyMMddHHmm.
      const raised = lines.slice(1).map((l) => (l.split(',')[4] ?? '').replace(/(\d\d)\/(\d\d)\/(\d{4}) /, '$3$2$1'));
      expect(raised).toEqual([...raised].sort().reverse());
    });

    it('exports every incident of the organisation in batches, never buffering the whole list', async () => {
      const { incidentCsv } = await import('../../../server/domain/incidents/export');
      const { orgByKey } = await import('../../../server/seed/organisations');
      const chunks: string[] = [];
      for await (const chunk of incidentCsv(
        sandbox.db,
        orgByKey('northfibre').id,
        { sort: { field: 'updated_at', order: 'desc' } },
        500,
      )) {
        chunks.push(chunk);
      }
      const total = (await list({ limit: 1 })).total;
      // One header chunk, then one chunk per batch of 500.
      expect(chunks.length).toBe(1 + Math.ceil(total / 500));
      const ids = chunks
        .slice(1)
        .join('')
        .trim()
        .split('\r\n')
        .map((l) => `${l.split(',')[0]}|${l.split(',')[1]}`);
      expect(new Set(ids).size).toBe(total);
      const whole = await sandbox.get('/v2/export', exporter);
      expect(whole.body.trim().split('\r\n')).toHaveLength(total + 1);
    });

    it("exports only the caller's organisation, and MSO incidents with type=mso", async () => {
      // Harbour's admin may export, but a Northfibre incident is not in Harbour's file: the header alone comes back.
      const harbour = await sandbox.get('/v2/export?q=INC0999001', 'admin@harbour.example');
      expect(harbour.statusCode).toBe(200);
      expect(harbour.body.trim().split('\r\n')).toHaveLength(1);
      // Without the Export role there is no file at all.
      expect((await sandbox.get('/v2/export', 'support@northfibre.example')).statusCode).toBe(403);
      const mso = await sandbox.get('/v2/export?type=mso', exporter);
      expect(mso.statusCode).toBe(200);
      const lines = mso.body.trim().split('\r\n');
      expect(lines[0]).toBe('MSO Reference,Short Description,Status,City,Postcode,Raised (UK time),Resolved (UK time)');
      expect(lines).toHaveLength(41);
    });
  });
});
