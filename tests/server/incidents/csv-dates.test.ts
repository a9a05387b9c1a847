import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxNow } from '../../../server/domain/incidents/clock';
import { csvDateTime, csvLine } from '../../../server/domain/incidents/csv';
import { incidentsPage } from '../../../src/contracts/incidents';
import { msoIncidentsPage } from '../../../src/contracts/mso';
import { todayIso } from '../../../src/lib/dates';
import { encodeListQuery } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createIncidentSandbox, type IncidentSandbox } from './incident-sandbox';

describe('CSV dates', () => {
  it('writes a moment as dd/MM/yyyy HH:mm in UK time, GMT in winter and BST in summer', () => {
    expect(csvDateTime(new Date('2026-01-07T17:05:00Z'))).toBe('07/01/2026 17:05');
    expect(csvDateTime(new Date('2026-07-07T17:05:00Z'))).toBe('07/07/2026 18:05');
    expect(csvDateTime(new Date('2026-06-30T23:30:00Z'))).toBe('01/07/2026 00:30');
    expect(csvDateTime(null)).toBe('');
  });

  it('formats date cells of a line that way and leaves other cells alone', () => {
    expect(csvLine(['INC1', new Date('2026-07-07T17:05:00Z'), null, '2026-07-07'])).toBe(
      'INC1,07/07/2026 18:05,,2026-07-07\r\n',
    );
  });
});

const ukDateTime = (iso: string) => csvDateTime(new Date(iso));
const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe.each(drivers)('exports in UK time (%s)', (driver) => {
  let sandbox: IncidentSandbox;
  beforeAll(async () => {
    sandbox = await createIncidentSandbox(driver);
  });
  afterAll(() => sandbox.close());
  const exporter = 'admin@northfibre.example';

  it("writes each incident's raised and updated moments as the list's, in UK time, and says so in the header", async () => {
    const query = { sort: 'raised_date', order: 'desc' } as const;
    const res = await sandbox.get(`/v2/export?${encodeListQuery(query)}`, exporter);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = rowsOf(res.body);
    expect(header.slice(4, 6)).toEqual(['Date Raised (UK time)', 'Last Updated (UK time)']);
    const today = todayIso(await sandboxNow(sandbox.db));
    // Named after the sandbox's today in London.
    expect(res.headers['content-disposition']).toContain(`filename="incidents-${today}.csv"`);
    const listed = incidentsPage.parse(
      (await sandbox.get(`/v2/incidents?${encodeListQuery({ ...query, page: 1, limit: 5 })}`, exporter)).json(),
    ).data;
    expect(listed.length).toBeGreaterThan(0);
    for (const [i, incident] of listed.entries()) {
      expect(rows[i]?.slice(4, 6)).toEqual([ukDateTime(incident.raised_date), ukDateTime(incident.updated_at)]);
    }
  });

  it("writes MSO incidents' raised and resolved moments in UK time", async () => {
    const query = { type: 'mso', sort: 'raised_date', order: 'desc' } as const;
    const res = await sandbox.get(`/v2/export?${encodeListQuery(query)}`, exporter);
    expect(res.statusCode, res.body).toBe(200);
    const [header = [], ...rows] = rowsOf(res.body);
    expect(header.slice(5)).toEqual(['Raised (UK time)', 'Resolved (UK time)']);
    const listed = msoIncidentsPage.parse(
      (
        await sandbox.get(
          `/v2/mso-incidents?${encodeListQuery({ sort: 'raised_date', order: 'desc', page: 1, limit: 5 })}`,
        )
      ).json(),
    ).data;
    for (const [i, mso] of listed.entries()) {
      const resolved = mso.resolved_at ? ukDateTime(mso.resolved_at) : '';
      expect(rows[i]?.slice(-2)).toEqual([ukDateTime(mso.raised_date), resolved]);
    }
  });
});
