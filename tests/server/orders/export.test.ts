import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCsv } from '../../../server/domain/orders/export';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { exportAcceptedResponse, outboxListResponse, outboxMessageResponse } from '../../../src/contracts/orders';
import { addDays, todayIso } from '../../../src/lib/dates';
import { orderMessages } from '../../../src/lib/order-rules';
import { drivers } from '../helpers/test-env';
import { createOrderSandbox, type OrderSandbox } from './order-sandbox';

describe.each(drivers)('orders export into the sandbox outbox (%s)', (driver) => {
  let sandbox: OrderSandbox;
  beforeAll(async () => {
    sandbox = await createOrderSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const today = todayIso();
  const exportQuery = (extra: Record<string, string> = {}) =>
    new URLSearchParams({
      order_type: 'fttp',
      date_from: addDays(today, -120),
      date_to: today,
      columns: 'buyer_order_reference,status,created_at,appointment_date,cpe_install',
      ...extra,
    });

  /** Starts an export and waits for its mail. */
  async function exportAndWait(as: PersonaEmail, extra: Record<string, string> = {}) {
    const res = await sandbox.get(`/orders/export-with-email?${exportQuery(extra)}`, as);
    expect(res.statusCode, res.body).toBe(202);
    const { data } = exportAcceptedResponse.parse(res.json());
    for (let i = 0; i < 100; i++) {
      const mail = await sandbox.get(`/outbox/${data.outbox_id}`, as);
      if (mail.statusCode === 200) return { accepted: data, message: outboxMessageResponse.parse(mail.json()).data };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('The export never arrived in the outbox');
  }

  it('refuses a range over 365 days with a field error, before starting anything', async () => {
    const res = await sandbox.get(
      `/orders/export-with-email?${exportQuery({ date_from: '2025-01-01', date_to: '2026-01-02' })}`,
      'admin@northfibre.example',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { date_to: [orderMessages.exportRange] },
    });
    const exactlyAYear = await sandbox.get(
      `/orders/export-with-email?${exportQuery({ date_from: '2025-01-01', date_to: '2026-01-01' })}`,
      'admin@northfibre.example',
    );
    expect(exactlyAYear.statusCode).toBe(202);
  });

  it('needs the Export role on top of Ordering', async () => {
    const res = await sandbox.get(`/orders/export-with-email?${exportQuery()}`, 'ordering@northfibre.example');
    expect(res.statusCode).toBe(403);
  });

  it("answers 202 at once and mails the caller a CSV of the chosen columns with UK dates, only their organisation's orders", async () => {
    const { accepted, message } = await exportAndWait('admin@northfibre.example');
    expect(accepted.outbox_url).toMatch(/^\/sandbox\/outbox\?/);
    expect(message.subject).toBe('Your orders export is ready');
    const rowsInBody = Number(/export of (\d+) FTTP orders/.exec(message.body)?.[1]);
    expect(rowsInBody).toBeGreaterThan(20);
    expect(message.body).toContain(`placed from `);
    expect(message.file?.name).toMatch(/\.csv$/);
    const file = await sandbox.get(`/outbox/${message.id}/file`, 'admin@northfibre.example');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Buyer Order Reference,Status,Created (UK time),Appointment Date,CPE Install');
    expect(lines).toHaveLength(rowsInBody + 1);
    expect(
      lines
        .slice(1)
        .every((l) => /^NF-[A-Z]+-\d{4},[A-Za-z ]+,\d\d\/\d\d\/\d{4} \d\d:\d\d,(\d\d\/\d\d\/\d{4})?,(Yes|No)$/.test(l)),
    ).toBe(true);
    expect(file.body).not.toContain('HT-');
    expect(file.body).not.toContain('NFE-');
  });

  it('exports one status with the list filter values (delayed is In Delay)', async () => {
    const { message } = await exportAndWait('admin@northfibre.example', { status: 'delayed', columns: 'status' });
    const file = await sandbox.get(`/outbox/${message.id}/file`, 'admin@northfibre.example');
    const rows = file.body.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set(['In Delay']));
  });

  it("keeps each user's mail to themselves: another user or organisation gets 404", async () => {
    const { message } = await exportAndWait('admin@northfibre.example');
    for (const other of ['ordering@northfibre.example', 'admin@harbour.example'] as const) {
      expect((await sandbox.get(`/outbox/${message.id}`, other)).statusCode).toBe(404);
      expect((await sandbox.get(`/outbox/${message.id}/file`, other)).statusCode).toBe(404);
      const list = outboxListResponse.parse((await sandbox.get('/outbox', other)).json());
      expect(list.data.map((m) => m.id)).not.toContain(message.id);
    }
    const mine = outboxListResponse.parse((await sandbox.get('/outbox', 'admin@northfibre.example')).json());
    expect(mine.data.map((m) => m.id)).toContain(message.id);
  });

  it('shows the mail on the sandbox outbox page by its signed link, and the file downloads from there', async () => {
    const { message } = await exportAndWait('admin@northfibre.example');
    const list = outboxListResponse.parse((await sandbox.get('/outbox', 'admin@northfibre.example')).json());
    const page = await sandbox.app.inject({ method: 'GET', url: list.meta.page_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your orders export is ready');
    const href = new RegExp(`href="([^"]*/sandbox/outbox/${message.id}/file[^"]*)"`).exec(page.body)?.[1];
    expect(href).toBeDefined();
    const download = await sandbox.app.inject({ method: 'GET', url: (href ?? '').replaceAll('&amp;', '&') });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('Buyer Order Reference')).toBe(true);
    const signedQuery = list.meta.page_url.split('?')[1];
    for (const odd of ['%00', 'x'.repeat(65), '..%2F..%2Fetc']) {
      const res = await sandbox.app.inject({ method: 'GET', url: `/sandbox/outbox/${odd}/file?${signedQuery}` });
      expect(res.statusCode, odd).toBe(404);
    }
    const tampered = list.meta.page_url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await sandbox.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    // Another user's signature does not open this user's file.
    const theirs = outboxListResponse.parse((await sandbox.get('/outbox', 'ordering@northfibre.example')).json());
    const theirFile = `/sandbox/outbox/${message.id}/file?${theirs.meta.page_url.split('?')[1]}`;
    expect((await sandbox.app.inject({ method: 'GET', url: theirFile })).statusCode).toBe(404);
  });

  it('reads the orders in batches: memory holds one batch whatever the row count', async () => {
    const plan = {
      type: 'fttp' as const,
      columns: ['buyer_order_reference'] as const,
      dateFrom: addDays(today, -120),
      dateTo: today,
    };
    const chunks: string[] = [];
    for await (const chunk of orderCsv(sandbox.db, orgByKey('northfibre').id, plan, 5)) chunks.push(chunk);
    const rows = chunks.slice(1).map((c) => c.trimEnd().split('\r\n').length);
    expect(rows.every((n) => n <= 5)).toBe(true);
    expect(rows.reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
    expect(chunks.length).toBe(1 + Math.ceil(rows.reduce((a, b) => a + b, 0) / 5));
  });
});
