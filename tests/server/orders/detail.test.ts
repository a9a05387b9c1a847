import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherTenantOrderId } from '../../../server/seed/orders/index';
import { homeResponse } from '../../../src/contracts/dashboard';
import { orderDetailResponse, orderListResponse } from '../../../src/contracts/orders';
import { drivers } from '../helpers/test-env';
import { createOrderSandbox, type OrderSandbox } from './order-sandbox';

describe.each(drivers)('order detail and the dashboard orders (%s)', (driver) => {
  let sandbox: OrderSandbox;
  beforeAll(async () => {
    sandbox = await createOrderSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const rows = async (type: 'fttp' | 'ethernet') =>
    orderListResponse.parse((await sandbox.get(`/orders?type=${type}&limit=100`)).json()).data;

  it('opens an FTTP order with what was ordered and its timeline from Placed on', async () => {
    const completed = (await rows('fttp')).find(
      (o) => o.status === 'Completed' && o.buyer_order_reference.startsWith('NF-ORD'),
    );
    const res = await sandbox.get(`/order/${completed?.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = orderDetailResponse.parse(res.json());
    expect(data).toMatchObject({ id: completed?.id, status: 'Completed', order_type: 'fttp', rejection_reason: null });
    expect(data.service_reference).toMatch(/^S\d{8}$/);
    expect(data.name).not.toBe('');
    expect(data.events.map((e) => e.status)).toEqual(
      expect.arrayContaining(['Placed', 'Acknowledged', 'Committed', 'Completed']),
    );
    expect(data.events[0]?.status).toBe('Placed');
    const times = data.events.map((e) => e.at);
    expect(times).toEqual([...times].sort());
    expect(data.events.at(-1)?.status).toBe('Completed');
  });

  it('gives a rejected order its reason', async () => {
    const rejected = (await rows('fttp')).find((o) => o.status === 'Rejected');
    const { data } = orderDetailResponse.parse((await sandbox.get(`/order/${rejected?.id}`)).json());
    expect(data.rejection_reason).toEqual(expect.any(String));
    expect(data.events.at(-1)).toMatchObject({ status: 'Rejected', note: data.rejection_reason });
  });

  it('opens an Ethernet order at /ethernet-order/{id} only: each type 404s at the other route', async () => {
    const [ethernet] = await rows('ethernet');
    const [fttp] = await rows('fttp');
    expect((await sandbox.get(`/ethernet-order/${ethernet?.id}`)).statusCode).toBe(200);
    expect((await sandbox.get(`/order/${ethernet?.id}`)).statusCode).toBe(404);
    expect((await sandbox.get(`/ethernet-order/${fttp?.id}`)).statusCode).toBe(404);
  });

  it('gives every seeded Ethernet order the fields a placed one has: product, term, prices, site and contacts', async () => {
    for (const row of await rows('ethernet')) {
      const res = await sandbox.get(`/ethernet-order/${row.id}`);
      const fields = res.json().data.ethernet;
      expect(fields, row.id).toMatchObject({ business_name: expect.stringMatching(/\S/) });
      expect(fields.term).toBeGreaterThan(0);
      expect(fields.install_price + fields.recurring_price).toBeGreaterThan(0);
      expect(fields.site_email).toContain('@');
      expect(fields.product_id).toMatch(/^eth-(metro|ffn)-/);
      if (fields.variant === 'metro') expect(fields.vlan).toBeGreaterThanOrEqual(100);
      else expect(fields.cvlan).toBeGreaterThanOrEqual(1);
    }
  });

  it("answers 404 for another organisation's order, and for one that does not exist", async () => {
    expect((await sandbox.get(`/order/${otherTenantOrderId}`, 'admin@harbour.example')).statusCode).toBe(200);
    const res = await sandbox.get(`/order/${otherTenantOrderId}`, 'ordering@northfibre.example');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('HT-OTHER');
    expect((await sandbox.get('/order/ord_doesnotexist')).statusCode).toBe(404);
    expect((await sandbox.get(`/order/${otherTenantOrderId}`, 'support@northfibre.example')).statusCode).toBe(403);
  });

  it('adds orders in progress and the five latest to /home for those who may order, not for others', async () => {
    const home = async (as: Parameters<OrderSandbox['get']>[1]) =>
      homeResponse.parse((await sandbox.get('/home', as)).json()).data;
    const ordering = await home('ordering@northfibre.example');
    const stats = (await sandbox.get('/stats/all-orders')).json().data;
    expect(ordering.orders?.counts).toEqual({
      acknowledged: stats.acknowledged,
      committed: stats.committed,
      cancelled: stats.cancelled,
      completed: stats.completed,
      pending: stats.pending,
      placed: stats.placed,
      delayed: stats.delayed,
      rejected: stats.rejected,
      records: stats.records,
    });
    const latest = ordering.orders?.latest ?? [];
    expect(latest).toHaveLength(5);
    expect(latest.map((o) => o.created_at)).toEqual(
      latest
        .map((o) => o.created_at)
        .sort()
        .reverse(),
    );
    // Both types: Northfibre's newest Ethernet order is among its five newest.
    expect(latest.some((o) => o.order_type === 'ethernet')).toBe(true);
    // The same rows the lists give, newest of both types together.
    const newest = [...(await rows('fttp')).slice(0, 5), ...(await rows('ethernet')).slice(0, 5)]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : -1))
      .slice(0, 5);
    expect(latest).toEqual(newest);
    expect((await home('support@northfibre.example')).orders).toBeUndefined();
    // Skyline (the sky view, no Ordering role) sees none either.
    expect((await home('agent@skyline.example')).orders).toBeUndefined();
    const harbour = await home('admin@harbour.example');
    expect(harbour.orders?.latest.every((o) => o.buyer_order_reference.startsWith('HT-'))).toBe(true);
  });
});
