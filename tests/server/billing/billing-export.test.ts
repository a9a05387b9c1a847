import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceCsv } from '../../../server/domain/billing/export';
import { writeFlag } from '../../../server/domain/flags';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { invoiceDetailResponse, invoicesPage, ordersOnHoldPage, paymentsPage } from '../../../src/contracts/billing';
import { errorEnvelope } from '../../../src/contracts/errors';
import { formatPence } from '../../../src/lib/billing-money';
import { formatDate } from '../../../src/lib/dates';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const northfibre = orgByKey('northfibre');
const billing: PersonaEmail = 'billing@northfibre.example';
const statusIs = (value: string) =>
  `filters=${encodeURIComponent(JSON.stringify({ field: 'status', operator: 'eq', value }))}`;

/** The CSV's lines split into cells (RFC 4180 quotes, as csvLine writes them). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/("([^"]|"")*"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[1] ?? ''))
    .map((cells) => cells.map((c) => (c.startsWith('"') ? c.slice(1, -1).replaceAll('""', '"') : c)));
}

describe.each(drivers)('billing CSV exports (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(async () => sandbox?.close());

  const get = async (url: string, as: PersonaEmail = billing) =>
    sandbox.app.inject({ method: 'GET', url: `/api/billing${url}`, headers: await sandbox.authAs(as) });
  const csv = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return { rows: parseCsv(res.body), disposition: String(res.headers['content-disposition']) };
  };

  it('exports the Overdue invoices as the list filters them: money as £ with pence, dates dd/MM/yyyy', async () => {
    const listed = invoicesPage.parse((await get(`/invoices?${statusIs('Overdue')}`)).json()).data;
    expect(listed).toHaveLength(1);
    const overdue = invoiceDetailResponse.parse((await get(`/invoices/${listed[0]?.id}`)).json()).data;
    const { rows, disposition } = await csv(`/export/invoices?sort=-invoice_due_date&${statusIs('Overdue')}`);
    expect(disposition).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(rows[0]).toEqual([
      'Invoice',
      'Billing month',
      'Invoice date',
      'Due date',
      'Status',
      'Net',
      'VAT',
      'Total (inc. VAT)',
      'Paid',
      'Credited',
      'Balance',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        overdue.invoice_number,
        formatDate(`${overdue.period}-01`).slice(3),
        formatDate(overdue.invoice_date),
        formatDate(overdue.invoice_due_date),
        'Overdue',
        formatPence(overdue.net_pence),
        formatPence(overdue.vat_pence),
        formatPence(overdue.total_pence),
        formatPence(overdue.paid_pence),
        formatPence(overdue.credited_pence),
        formatPence(overdue.balance_pence),
      ],
    ]);
    expect(rows[1]?.[7]).toMatch(/^£[\d,]+\.\d{2}$/);
    expect(rows[1]?.[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('keeps the list order and search, and writes every invoice without a filter, batch by batch', async () => {
    const all = invoicesPage.parse((await get('/invoices?limit=100&sort=invoice_due_date')).json());
    const { rows } = await csv('/export/invoices?sort=invoice_due_date');
    expect(rows.slice(1).map((r) => r[0])).toEqual(all.data.map((i) => i.invoice_number));
    expect(rows.length - 1).toBe(all.total);
    let batched = '';
    const query = { page: 1, limit: 10, sort: { field: 'invoice_due_date', order: 'asc' } } as const;
    for await (const chunk of invoiceCsv(sandbox.db, northfibre.id, query, 4)) batched += chunk;
    expect(parseCsv(batched)).toEqual(rows);
    const one = all.data[2]?.invoice_number ?? '';
    expect((await csv(`/export/invoices?q=${one}`)).rows.slice(1).map((r) => r[0])).toEqual([one]);
  });

  it('exports credit notes, payments and orders on hold with the same filters as their lists', async () => {
    const deposited = paymentsPage.parse((await get(`/payments?limit=100&${statusIs('Deposited')}`)).json());
    const payments = await csv(`/export/payments?${statusIs('Deposited')}`);
    expect(payments.rows[0]).toEqual([
      'Payment',
      'Received',
      'Method',
      'Your reference',
      'Status',
      'Amount',
      'Failure reason',
    ]);
    expect(payments.rows.slice(1).map((r) => r[0])).toEqual(deposited.data.map((p) => p.id));
    expect(payments.rows.slice(1).every((r) => r[4] === 'Deposited')).toBe(true);

    const notes = await csv(`/export/credit-notes?${statusIs('Applied')}`);
    expect(notes.rows.length).toBeGreaterThan(1);
    expect(notes.rows.slice(1).every((r) => r[4] === 'Applied' && /^£/.test(r[8] ?? ''))).toBe(true);

    const holds = ordersOnHoldPage.parse((await get('/orders-on-hold')).json()).data;
    const held = await csv('/export/orders-on-hold');
    expect(held.rows.slice(1).map((r) => r[0])).toEqual(holds.map((h) => h.buyer_reference));
    expect(held.rows.slice(1).map((r) => r[6])).toEqual(holds.map((h) => formatPence(h.outstanding_pence)));
  });

  it("holds only the caller's organisation's rows", async () => {
    const harbour = await sandbox.app.inject({
      method: 'GET',
      url: '/api/billing/export/invoices',
      headers: await sandbox.authAs('admin@harbour.example', { claims: { permissions: ['read:billing'] } }),
    });
    expect(harbour.statusCode).toBe(200);
    const theirs = parseCsv(harbour.body).slice(1);
    const mine = (await csv('/export/invoices')).rows.slice(1);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.every((r) => r[0]?.startsWith(`INV-${northfibre.customerId}-`))).toBe(true);
    expect(theirs.some((r) => r[0]?.startsWith(`INV-${northfibre.customerId}-`))).toBe(false);
  });

  it('refuses callers without read:billing (403), and answers 404 with the billing flag off or in the sky view', async () => {
    for (const url of ['/export/invoices', '/export/credit-notes', '/export/payments', '/export/orders-on-hold']) {
      expect((await get(url, 'ordering@northfibre.example')).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const sky = await sandbox.app.inject({
      method: 'GET',
      url: '/api/billing/export/payments',
      headers: await sandbox.authAs('agent@skyline.example', { claims: { permissions: ['read:billing'] } }),
    });
    expect(sky.statusCode).toBe(404);
    await writeFlag(sandbox.db, northfibre.id, 'enableBilling', false);
    try {
      expect((await get('/export/invoices')).statusCode).toBe(404);
    } finally {
      await writeFlag(sandbox.db, northfibre.id, 'enableBilling', true);
    }
  });

  it('answers 400 with field errors for a bad sort or filter, never 500', async () => {
    const cases = [
      ['/export/invoices?sort=-amount', 'sort'],
      [`/export/invoices?${statusIs('Lost')}`, 'filters'],
      [`/export/orders-on-hold?${statusIs('Open')}`, 'filters'],
      ['/export/payments?colour=red', 'query'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json()).error.fields ?? {}), url).toContain(field);
    }
  });
});
