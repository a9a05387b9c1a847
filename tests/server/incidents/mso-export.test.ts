import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msoIncidentsPage } from '../../../src/contracts/mso';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

const references = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

describe.each(drivers)('MSO export (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());

  // Exporting takes the Export role as well as Support; the admin has both.
  const exporter = 'admin@northfibre.example';
  const exportCsv = (params: ListParams) =>
    sandbox.get(`/v2/export?${encodeListQuery({ type: 'mso', ...params })}`, exporter);

  /** The references of the whole list as the list endpoint orders them. */
  const listed = async (params: ListParams) => {
    const res = await sandbox.get(`/v2/mso-incidents?${encodeListQuery({ ...params, page: 1, limit: 100 })}`);
    expect(res.statusCode, res.body).toBe(200);
    return msoIncidentsPage.parse(res.json()).data.map((row) => row.service_now_incident_number);
  };

  it.each([
    { sort: 'raised_date', order: 'asc' },
    { sort: 'status', order: 'desc' },
    { sort: 'updated_at', order: 'desc' },
  ] as const)('exports the rows in the user’s sort ($sort $order), as the list shows them', async (sort) => {
    const res = await exportCsv(sort);
    expect(res.statusCode, res.body).toBe(200);
    expect(references(res.body)).toEqual(await listed(sort));
  });

  it('pages by key: small batches sorted on a column full of ties give every row once, in order', async () => {
    const { msoCsv } = await import('../../../server/domain/incidents/mso');
    const { orgByKey } = await import('../../../server/seed/organisations');
    const chunks: string[] = [];
    const sort = { field: 'status', order: 'asc' } as const;
    for await (const chunk of msoCsv(sandbox.db, orgByKey('northfibre').id, { sort }, 7)) chunks.push(chunk);
    const expected = await listed({ sort: 'status', order: 'asc' });
    // The header, then one chunk per batch of 7.
    expect(chunks).toHaveLength(1 + Math.ceil(expected.length / 7));
    expect(references(chunks.join(''))).toEqual(expected);
  });

  it('exports with the list’s filters: a status and a search', async () => {
    const res = await exportCsv({ status: 'Resolved' });
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((line) => line.split(',')[2] === 'Resolved')).toBe(true);
    const searched = await exportCsv({ q: 'MSO0000001' });
    expect(references(searched.body)).toEqual(['MSO0000001']);
  });
});
