import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../../server/db/schema';
import { writeFlag } from '../../../server/domain/flags';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { progressEverythingDue } from '../../../server/domain/progress-ticker';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import {
  bankDetailsResponse,
  creditNoteDetailResponse,
  creditNotesPage,
  invoiceDetailResponse,
  invoicesPage,
  orderOnHoldResponse,
  ordersOnHoldPage,
  paymentDetailResponse,
  paymentsPage,
  usageMonthsResponse,
  usageServicesResponse,
} from '../../../src/contracts/billing';
import { errorEnvelope } from '../../../src/contracts/errors';
import { addMonths } from '../../../src/contracts/forecasts';
import { todayIso } from '../../../src/lib/dates';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const northfibre = orgByKey('northfibre');
const harbour = orgByKey('harbour');
const billing: PersonaEmail = 'billing@northfibre.example';
const dayMs = 24 * 60 * 60_000;

describe.each(drivers)('billing (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(async () => sandbox?.close());

  const get = async (url: string, as: PersonaEmail = billing) =>
    sandbox.app.inject({ method: 'GET', url: `/api/billing${url}`, headers: await sandbox.authAs(as) });
  const harbourBilling = async (url: string) =>
    sandbox.app.inject({
      method: 'GET',
      url: `/api/billing${url}`,
      headers: await sandbox.authAs('admin@harbour.example', { claims: { permissions: ['read:billing'] } }),
    });
  const ok = async (url: string, as: PersonaEmail = billing) => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  const menuInvoices =
    '/invoices?page=1&limit=10&sort=-invoice_due_date&filters=' +
    encodeURIComponent(JSON.stringify({ field: 'status', operator: 'eq', value: 'Overdue' }));

  it('lists the overdue invoice with its part payment and its applied credit note, and its totals add up', async () => {
    const page = invoicesPage.parse(await ok(menuInvoices));
    expect(page.total).toBe(1);
    const overdue = page.data[0];
    expect(overdue?.status).toBe('Overdue');
    expect(overdue?.balance_pence).toBeGreaterThan(0);
    const detail = invoiceDetailResponse.parse(await ok(`/invoices/${overdue?.id}`)).data;
    const net = detail.lines.reduce((s, l) => s + l.net_pence, 0);
    const vat = detail.lines.reduce((s, l) => s + l.vat_pence, 0);
    expect([detail.net_pence, detail.vat_pence, detail.total_pence]).toEqual([net, vat, net + vat]);
    expect(detail.lines.map((l) => l.charge_type)).toContain('recurring');
    expect(detail.payments).toEqual([expect.objectContaining({ payment_status: 'Deposited', invoice_id: detail.id })]);
    expect(detail.credit_notes).toEqual([expect.objectContaining({ status: 'Applied', invoice_id: detail.id })]);
    expect(detail.total_pence - detail.paid_pence - detail.credited_pence).toBe(detail.balance_pence);

    const payment = paymentDetailResponse.parse(await ok(`/payments/${detail.payments[0]?.payment_id}`)).data;
    expect(payment.allocations.map((a) => a.invoice_id)).toEqual([detail.id]);
    const note = creditNoteDetailResponse.parse(await ok(`/credit-notes/${detail.credit_notes[0]?.id}`)).data;
    expect(note.invoice_status).toBe('Overdue');
    const holds = ordersOnHoldPage.parse(await ok('/orders-on-hold'));
    expect(holds.data.map((h) => h.invoice_id)).toEqual([detail.id, detail.id]);
    const hold = orderOnHoldResponse.parse(await ok(`/orders-on-hold/${holds.data[0]?.id}`)).data;
    expect(hold.outstanding_pence).toBe(detail.balance_pence);
  });

  it('pages the invoices newest due date first and sorts the other way on request', async () => {
    const first = invoicesPage.parse(await ok('/invoices?limit=10&page=1&sort=-invoice_due_date'));
    expect(first.total).toBe(14);
    expect([first.from, first.to, first.data.length]).toEqual([1, 10, 10]);
    const dues = first.data.map((i) => i.invoice_due_date);
    expect(dues).toEqual([...dues].sort().reverse());
    const second = invoicesPage.parse(await ok('/invoices?limit=10&page=2&sort=-invoice_due_date'));
    expect([second.from, second.to]).toEqual([11, 14]);
    const asc = invoicesPage.parse(await ok('/invoices?limit=10&sort=invoice_due_date'));
    expect(asc.data[0]?.invoice_due_date).toBe(second.data.at(-1)?.invoice_due_date);
  });

  it('filters credit notes Open and payments Deposited as the menu links do', async () => {
    const status = (value: string) =>
      `filters=${encodeURIComponent(JSON.stringify({ field: 'status', operator: 'eq', value }))}`;
    const open = creditNotesPage.parse(await ok(`/credit-notes?sort=-created_at&${status('Open')}`));
    expect(open.total).toBe(1);
    const all = creditNotesPage.parse(await ok('/credit-notes'));
    expect(all.total).toBe(14);
    const deposited = paymentsPage.parse(await ok(`/payments?sort=-created_at&${status('Deposited')}`));
    expect(deposited.data.every((p) => p.status === 'Deposited')).toBe(true);
    const failed = paymentsPage.parse(await ok(`/payments?${status('Failed')}`));
    expect(failed.data[0]?.failure_reason).toMatch(/returned/);
  });

  it('shows the bank details masked and one service of bandwidth usage at a time', async () => {
    const bank = bankDetailsResponse.parse(await ok('/bank-details')).data;
    expect(bank.account_number_masked).toBe('****4821');
    expect(bank.remit_to.reference).toBe(`CUST-${northfibre.customerId}`);
    const services = usageServicesResponse.parse(await ok('/bandwidth-usage')).data;
    expect(services.length).toBeGreaterThan(0);
    const ref = services[0]?.service_reference ?? '';
    const months = usageMonthsResponse.parse(await ok(`/bandwidth-usage/${ref}`)).data;
    expect(months.months).toHaveLength(12);
  });

  it('refuses callers without read:billing (403) and answers 404 in the sky view or with the billing flag off', async () => {
    expect((await get('/invoices', 'ordering@northfibre.example')).statusCode).toBe(403);
    expect((await get('/bank-details', 'developer@northfibre.example')).statusCode).toBe(403);
    expect((await get('/invoices')).statusCode).toBe(200);
    const sky = await sandbox.app.inject({
      method: 'GET',
      url: '/api/billing/invoices',
      headers: await sandbox.authAs('agent@skyline.example', { claims: { permissions: ['read:billing'] } }),
    });
    expect(sky.statusCode).toBe(404);
    await writeFlag(sandbox.db, northfibre.id, 'enableBilling', false);
    try {
      expect((await get('/invoices')).statusCode).toBe(404);
      expect((await get('/bank-details')).statusCode).toBe(404);
    } finally {
      await writeFlag(sandbox.db, northfibre.id, 'enableBilling', true);
    }
  });

  it("answers 404 for another organisation's invoice, payment, credit note, hold and service usage", async () => {
    const theirs = invoicesPage.parse((await harbourBilling('/invoices')).json()).data[0];
    expect(theirs).toBeDefined();
    const detail = invoiceDetailResponse.parse((await harbourBilling(`/invoices/${theirs?.id}`)).json()).data;
    expect((await get(`/invoices/${theirs?.id}`)).statusCode).toBe(404);
    expect((await get(`/payments/${detail.payments[0]?.payment_id}`)).statusCode).toBe(404);
    expect((await get(`/credit-notes/${detail.credit_notes[0]?.id}`)).statusCode).toBe(404);
    const theirHold = ordersOnHoldPage.parse((await harbourBilling('/orders-on-hold')).json()).data[0];
    expect((await get(`/orders-on-hold/${theirHold?.id}`)).statusCode).toBe(404);
    const theirService = usageServicesResponse.parse((await harbourBilling('/bandwidth-usage')).json()).data[0];
    const usage = await get(`/bandwidth-usage/${theirService?.service_reference}`);
    expect(usage.statusCode).toBe(404);
    const mine = invoicesPage.parse(await ok('/invoices?limit=100'));
    expect(mine.data.every((i) => i.id.startsWith(`INV-${northfibre.customerId}-`))).toBe(true);
    expect(harbour.customerId).not.toBe(northfibre.customerId);
  });

  it('answers 400 with field errors for a bad sort, filter, page or usage query, never 500', async () => {
    const cases = [
      ['/invoices?sort=-amount', 'sort'],
      [`/invoices?filters=${encodeURIComponent('{"field":"status","operator":"eq","value":"Lost"}')}`, 'filters'],
      [`/invoices?filters=${encodeURIComponent('{"field":"org_id","operator":"eq","value":"x"}')}`, 'filters'],
      [`/orders-on-hold?filters=${encodeURIComponent('{"field":"status","operator":"eq","value":"Open"}')}`, 'filters'],
      ['/payments?limit=500', 'limit'],
      ['/credit-notes?page=0', 'page'],
      ['/invoices?colour=red', 'query'],
      [`/bandwidth-usage/${'x'.repeat(41)}`, 'reference'],
    ] as const;
    for (const [url, field] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(errorEnvelope.parse(res.json()).error.fields ?? {}), url).toContain(field);
    }
  });

  it('keeps every stored invoice total equal to the sum of its lines and their VAT', async () => {
    const result = (await sandbox.db.execute(sql`
      select i.id from invoices i
      left join (select invoice_id, sum(net_pence) as net, sum(vat_pence) as vat from invoice_lines group by invoice_id) l
        on l.invoice_id = i.id
      where i.net_pence <> coalesce(l.net, 0) or i.vat_pence <> coalesce(l.vat, 0)
         or i.total_pence <> coalesce(l.net, 0) + coalesce(l.vat, 0)`)) as unknown as { rows: unknown[] };
    expect(result.rows).toEqual([]);
  });

  it("issues last month's invoice and turns the unpaid past-due one Overdue when the clock passes the month end", async () => {
    const now = await sandboxNow(sandbox.db);
    const current = todayIso(now).slice(0, 7);
    const before = invoicesPage.parse(await ok('/invoices?limit=1&sort=-invoice_due_date')).data[0];
    expect(before?.period).toBe(addMonths(current, -1));
    expect(before?.status).toBe('Open');
    // Past the end of this month and the due date of last month's invoice (issued on the 1st, due 30 days later).
    await advanceSandboxClock(sandbox.db, 45 * dayMs);
    await progressEverythingDue(sandbox.db);
    const [issued] = await sandbox.db.select().from(invoices).where(eq(invoices.period, current));
    expect(issued?.orgId === northfibre.id || issued?.orgId === harbour.id).toBe(true);
    const [then] = await sandbox.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, before?.id ?? ''));
    expect(then?.status).toBe('Overdue');
  });
});
