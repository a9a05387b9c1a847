import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forecasts, orders } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { sandboxNow } from '../../../server/domain/incidents/clock';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { errorEnvelope } from '../../../src/contracts/errors';
import {
  addMonths,
  forecastReportResponse,
  forecastUploadResponse,
  type IsoMonth,
  monthLabel,
  rowErrorsOf,
} from '../../../src/contracts/forecasts';
import { todayIso, ukInstant } from '../../../src/lib/dates';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { multipart } from '../incidents/incident-sandbox';

const northfibre = orgByKey('northfibre').id;
const harbour = orgByKey('harbour').id;
const ordering: PersonaEmail = 'ordering@northfibre.example';

describe.each(drivers)('forecasting and migrations (%s)', (driver) => {
  let sandbox: TestSandbox;
  let dataDir: string;
  let current: IsoMonth;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'forecasts-'));
    sandbox = await createTestSandbox(driver, { app: { dataDir } });
    current = todayIso(await sandboxNow(sandbox.db)).slice(0, 7);
  });
  afterAll(async () => {
    await sandbox?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string, as: PersonaEmail = ordering) =>
    sandbox.app.inject({ method: 'GET', url: `/api/orders${url}`, headers: await sandbox.authAs(as) });
  const upload = async (content: Buffer | string, as: PersonaEmail = ordering, name = 'forecast.csv') => {
    const body = multipart({}, [
      { field: 'file', name, type: 'text/csv', content: Buffer.isBuffer(content) ? content : Buffer.from(content) },
    ]);
    return sandbox.app.inject({
      method: 'POST',
      url: '/api/orders/forecasts/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(await sandbox.authAs(as)) },
    });
  };
  const report = async (from: IsoMonth, to: IsoMonth, as: PersonaEmail = ordering) => {
    const res = await get(`/forecasts?from=${from}&to=${to}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return forecastReportResponse.parse(res.json()).data;
  };
  const storedRows = (orgId: string) =>
    sandbox.db
      .select()
      .from(forecasts)
      .where(eq(forecasts.orgId, orgId))
      .orderBy(asc(forecasts.month), asc(forecasts.family));

  it('answers the seeded forecast of the last 6 and next 6 months against the orders placed, month by month', async () => {
    const from = addMonths(current, -6);
    const to = addMonths(current, 5);
    const data = await report(from, to);
    expect(data.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => addMonths(from, i)));
    expect(data.current_month).toBe(current);
    expect(data.upload_window).toEqual({ first: current, last: addMonths(current, 23) });
    for (const m of data.months) {
      expect(m.fttp.forecast).toEqual(expect.any(Number));
      expect(m.ethernet.forecast).toEqual(expect.any(Number));
    }
    expect(data.last_upload?.by).toBe('Olivia Ordering');

    // The actual counts are the organisation's orders per London month of created_at, counted here independently.
    const placed = await sandbox.db
      .select({ createdAt: orders.createdAt, type: orders.orderType })
      .from(orders)
      .where(eq(orders.orgId, northfibre));
    const expected = new Map<string, number>();
    for (const o of placed) {
      const key = `${todayIso(o.createdAt).slice(0, 7)}|${o.type}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    for (const m of data.months) {
      expect(m.fttp.actual, m.month).toBe(expected.get(`${m.month}|fttp`) ?? 0);
      expect(m.ethernet.actual, m.month).toBe(expected.get(`${m.month}|ethernet`) ?? 0);
    }
    expect(data.months.reduce((n, m) => n + m.fttp.actual, 0)).toBeGreaterThan(20);
  });

  it("counts an order in London's month: the last millisecond of June (BST) is June, midnight is July", async () => {
    const [template] = await sandbox.db.select().from(orders).where(eq(orders.orgId, northfibre)).limit(1);
    if (!template) throw new Error('no seeded order');
    const july = ukInstant('2024-07-01');
    const copy = (id: string, createdAt: Date) => ({
      ...template,
      id,
      buyerReference: `BOUNDARY-${id}`,
      createdAt,
      updatedAt: createdAt,
      nextProgressAt: null,
      orderType: 'fttp',
    });
    await sandbox.db
      .insert(orders)
      .values([copy('ord_boundary_june', new Date(july.getTime() - 1)), copy('ord_boundary_july', july)]);
    expect(july.toISOString()).toBe('2024-06-30T23:00:00.000Z');
    const data = await report('2024-06', '2024-08');
    expect(data.months.map((m) => [m.month, m.fttp.actual, m.fttp.forecast])).toEqual([
      ['2024-06', 1, null],
      ['2024-07', 1, null],
      ['2024-08', 0, null],
    ]);
  });

  it("shows only the caller's organisation: Harbour's forecast and orders are not Northfibre's", async () => {
    const from = addMonths(current, -6);
    const to = addMonths(current, 5);
    const nf = await report(from, to);
    const ht = await report(from, to, 'admin@harbour.example');
    // Harbour's own orders (counted here independently) and no Ethernet forecast: none of Northfibre's.
    const placed = await sandbox.db
      .select({ createdAt: orders.createdAt, type: orders.orderType })
      .from(orders)
      .where(eq(orders.orgId, harbour));
    const count = (month: string, type: string) =>
      placed.filter((o) => o.type === type && todayIso(o.createdAt).slice(0, 7) === month).length;
    for (const m of ht.months) {
      expect(m.fttp.actual, m.month).toBe(count(m.month, 'fttp'));
      expect(m.ethernet.actual, m.month).toBe(count(m.month, 'ethernet'));
      expect(m.ethernet.forecast).toBeNull();
    }
    expect(ht.months.map((m) => m.fttp)).not.toEqual(nf.months.map((m) => m.fttp));
    expect(ht.last_upload?.by).not.toBe('Olivia Ordering');

    const before = await storedRows(northfibre);
    const res = await upload(`month,family,forecast\n${current},FTTP,777\n`, 'admin@harbour.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedRows(northfibre)).toEqual(before);
    expect((await report(current, current)).months[0]?.fttp.forecast).not.toBe(777);
    expect((await report(current, current, 'admin@harbour.example')).months[0]?.fttp.forecast).toBe(777);
  });

  it('stores a good file: each row replaces its month and family, the rest stays, and the page answers it', async () => {
    const next = addMonths(current, 1);
    const before = await report(current, addMonths(current, 2));
    const csv = `month,family,forecast\r\n${current},FTTP,40\r\n${next},Ethernet,0\r\n${addMonths(current, 23)},fttp,5\r\n`;
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(forecastUploadResponse.parse(res.json()).data).toEqual({
      rows: 3,
      months: [current, next, addMonths(current, 23)],
    });
    const after = await report(current, addMonths(current, 2));
    expect(after.months[0]?.fttp.forecast).toBe(40);
    expect(after.months[0]?.ethernet.forecast).toBe(before.months[0]?.ethernet.forecast);
    expect(after.months[1]?.ethernet.forecast).toBe(0);
    expect(after.months[1]?.fttp.forecast).toBe(before.months[1]?.fttp.forecast);
    expect(after.months[2]).toEqual(before.months[2]);
    expect(after.last_upload?.by).toBe('Olivia Ordering');
    const [row] = await sandbox.db
      .select()
      .from(forecasts)
      .where(and(eq(forecasts.orgId, northfibre), eq(forecasts.month, current), eq(forecasts.family, 'fttp')));
    expect(row).toMatchObject({ forecast: 40, uploadedByName: 'Olivia Ordering' });
  });

  it('refuses a file with any error, answering every row error with its row and column, and stores nothing', async () => {
    const before = await storedRows(northfibre);
    const past = addMonths(current, -1);
    const tooFar = addMonths(current, 24);
    const csv = [
      'month,family,forecast', // 1
      `${current},FTTP,12`, // 2: good, but not stored as the file has errors
      '13/2026,FTTP,1', // 3: unknown month format
      `${past},FTTP,1`, // 4: before the window
      `${tooFar},Ethernet,1`, // 5: after the window
      `${addMonths(current, 1)},FTTX,1`, // 6: unknown family
      `${addMonths(current, 2)},FTTP,-4`, // 7: negative
      `${addMonths(current, 3)},FTTP,2.5`, // 8: not whole
      `${addMonths(current, 4)},FTTP,lots`, // 9: not a number
      `${current},fttp,3`, // 10: duplicate of row 2
      `${addMonths(current, 5)},FTTP`, // 11: a value short
      '', // skipped
      `${addMonths(current, 6)},Ethernet,`, // 13: no forecast
    ].join('\n');
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = errorEnvelope.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('The forecast was not stored: 10 rows have errors');
    const window = `(${monthLabel(current)} to ${monthLabel(addMonths(current, 23))})`;
    expect(rowErrorsOf(error.fields)).toEqual([
      { row: 3, column: 'month', message: "Unknown month format '13/2026': use YYYY-MM, e.g. 2026-11" },
      { row: 4, column: 'month', message: `${monthLabel(past)} is outside the 24 months you can forecast ${window}` },
      { row: 5, column: 'month', message: `${monthLabel(tooFar)} is outside the 24 months you can forecast ${window}` },
      { row: 6, column: 'family', message: "Unknown family 'FTTX': use FTTP or Ethernet" },
      { row: 7, column: 'forecast', message: "The forecast must not be negative ('-4')" },
      { row: 8, column: 'forecast', message: "The forecast must be a whole number of orders ('2.5')" },
      { row: 9, column: 'forecast', message: "The forecast must be a whole number of orders, e.g. 120 ('lots')" },
      { row: 10, column: null, message: `Duplicate of row 2: ${monthLabel(current)} FTTP appears twice` },
      { row: 11, column: null, message: 'Expected 3 values (month, family, forecast); found 2' },
      { row: 13, column: 'forecast', message: 'Give the forecast: a whole number of orders, 0 or more' },
    ]);
    expect(await storedRows(northfibre)).toEqual(before);
  });

  it.each([
    [
      'a wrong header',
      'month,product,forecast\n2026-11,FTTP,1\n',
      1,
      "The header must be month,family,forecast (found 'month,product,forecast')",
    ],
    ['an empty file', '', null, 'The file is empty: start with the header month,family,forecast'],
    ['a header only', 'month,family,forecast\r\n', null, 'The file has no forecast rows under its header'],
    [
      'an unclosed quote',
      'month,family,forecast\n"2026-11,FTTP,1\n',
      2,
      expect.stringMatching(/^The file is not valid CSV: /),
    ],
  ])('refuses %s as a whole, storing nothing', async (_, csv, row, message) => {
    const before = await storedRows(northfibre);
    const res = await upload(csv);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = errorEnvelope.parse(res.json());
    expect(rowErrorsOf(error.fields)).toEqual([{ row, column: null, message }]);
    expect(await storedRows(northfibre)).toEqual(before);
  });

  it('reads the encodings Excel and Notepad save: UTF-8 with a BOM, UTF-16 LE and BE with a BOM, Windows-1252', async () => {
    const good = (n: number) => `month,family,forecast\r\n${addMonths(current, 7)},FTTP,${n}\r\n`;
    const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const utf16be = (text: string) => Buffer.from(utf16le(text)).swap16();
    const cases: [string, Buffer, number][] = [
      ['utf-8 bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(good(101))]), 101],
      ['utf-16le', utf16le(good(102)), 102],
      ['utf-16be', utf16be(good(103)), 103],
    ];
    for (const [name, bytes, n] of cases) {
      const res = await upload(bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect((await report(addMonths(current, 7), addMonths(current, 7))).months[0]?.fttp.forecast, name).toBe(n);
    }
    // Windows-1252: 'é' is one byte (0xE9), read back as 'é' in the row error.
    const cp1252 = Buffer.from(`month,family,forecast\r\n${addMonths(current, 7)},Ethernét,1\r\n`, 'latin1');
    const res = await upload(cp1252);
    expect(res.statusCode).toBe(400);
    expect(rowErrorsOf(errorEnvelope.parse(res.json()).error.fields)).toEqual([
      { row: 2, column: 'family', message: "Unknown family 'Ethernét': use FTTP or Ethernet" },
    ]);
  });

  it('refuses what is not a CSV file by name or content, too large a file, and a request without a file', async () => {
    const before = await storedRows(northfibre);
    const renamed = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
    expect(renamed.statusCode).toBe(415);
    expect((await upload(`month,family,forecast\n${current},FTTP,1\n`, ordering, 'forecast.txt')).statusCode).toBe(415);
    const big = `month,family,forecast\n${`${current},FTTP,1\n`.repeat(30_000)}`;
    expect((await upload(big)).statusCode).toBe(413);
    const empty = multipart({});
    const none = await sandbox.app.inject({
      method: 'POST',
      url: '/api/orders/forecasts/upload',
      payload: empty.payload,
      headers: { ...empty.headers, ...(await sandbox.authAs(ordering)) },
    });
    expect(none.statusCode).toBe(400);
    expect(errorEnvelope.parse(none.json()).error.fields).toEqual({ file: ['Choose a CSV file to upload'] });
    expect(await storedRows(northfibre)).toEqual(before);
  });

  it('validates the month range: YYYY-MM, the last not before the first, at most 24 months', async () => {
    const fields = async (q: string) => {
      const res = await get(`/forecasts?${q}`);
      expect(res.statusCode, q).toBe(400);
      return errorEnvelope.parse(res.json()).error.fields;
    };
    expect(await fields('from=2026-13&to=2027-01')).toEqual({ from: ['A month as YYYY-MM'] });
    expect(await fields('from=2026-05&to=2026-04')).toEqual({ to: ['The last month must not be before the first'] });
    expect(await fields('from=2026-01&to=2028-01')).toEqual({ to: ['At most 24 months at a time'] });
    expect(await fields('from=2026-01')).toHaveProperty('to');
    expect((await get('/forecasts?from=2026-01&to=2027-12')).statusCode).toBe(200);
  });

  it('hands out a template of the next 12 months per family with the current forecast, which uploads back as is', async () => {
    const res = await get('/forecasts/template');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="forecast-template.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('month,family,forecast');
    expect(lines).toHaveLength(1 + 12 * 2);
    expect(lines[1]).toMatch(new RegExp(`^${current},FTTP,\\d+$`));
    expect(lines[2]).toMatch(new RegExp(`^${current},Ethernet,\\d+$`));
    const harbourTemplate = (await get('/forecasts/template', 'admin@harbour.example')).body.trimEnd().split('\r\n');
    expect(harbourTemplate).toHaveLength(1 + 12);
    // Uploaded back unchanged, it changes no forecast (a month without one is written as 0).
    const last = addMonths(current, 11);
    const before = await report(current, last);
    expect((await upload(res.body)).statusCode).toBe(200);
    const after = await report(current, last);
    expect(after.months.map((m) => [m.fttp.forecast, m.ethernet.forecast])).toEqual(
      before.months.map((m) => [m.fttp.forecast ?? 0, m.ethernet.forecast ?? 0]),
    );
  });

  it('is for staff of an organisation with reporting on: read by any staff role, uploaded by Ordering', async () => {
    const q = `/forecasts?from=${current}&to=${current}`;
    expect((await get(q, 'billing@northfibre.example')).statusCode).toBe(200);
    expect((await get(q, 'support@northfibre.example')).statusCode).toBe(200);
    expect((await upload('month,family,forecast\n', 'billing@northfibre.example')).statusCode).toBe(403);
    // A developer-only user is refused, as the menu hides Data & Reporting from them.
    expect((await get(q, 'developer@northfibre.example')).statusCode).toBe(403);
    expect((await get('/forecasts/template', 'developer@northfibre.example')).statusCode).toBe(403);
    // The sky service view hides the area: absent.
    expect((await get(q, 'agent@skyline.example')).statusCode).toBe(404);
  });

  it('answers 404 everywhere while the reporting flag is off, storing nothing', async () => {
    await writeFlag(sandbox.db, northfibre, 'enableReporting', false);
    try {
      const before = await storedRows(northfibre);
      expect((await get(`/forecasts?from=${current}&to=${current}`)).statusCode).toBe(404);
      expect((await get('/forecasts/template')).statusCode).toBe(404);
      const res = await upload(`month,family,forecast\n${current},FTTP,9\n`);
      expect(res.statusCode).toBe(404);
      expect(await storedRows(northfibre)).toEqual(before);
      // Harbour's own flag is untouched.
      expect((await get(`/forecasts?from=${current}&to=${current}`, 'admin@harbour.example')).statusCode).toBe(200);
    } finally {
      await writeFlag(sandbox.db, northfibre, 'enableReporting', true);
    }
  });
});
