import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPlans } from '../../../server/seed/orders/history';
import type { PersonaEmail } from '../../../server/seed/personas';
import { type OrderListMeta, orderListResponse, orderStatsResponse } from '../../../src/contracts/orders';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createOrderSandbox, type OrderSandbox } from './order-sandbox';

const statusSum = (m: Omit<OrderListMeta, 'records' | 'pages' | 'count' | 'current_page' | 'per_page'>) =>
  m.acknowledged + m.committed + m.cancelled + m.completed + m.pending + m.placed + m.delayed + m.rejected;
const seeded = (org: string, type: string) => historyPlans.find((p) => p.org === org && p.type === type)?.count ?? 0;

describe.each(drivers)('orders list and stats (%s)', (driver) => {
  let sandbox: OrderSandbox;
  beforeAll(async () => {
    sandbox = await createOrderSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const list = async (params: ListParams, as: PersonaEmail = 'ordering@northfibre.example') => {
    const res = await sandbox.get(`/orders?${encodeListQuery(params)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return orderListResponse.parse(res.json());
  };

  it('lists FTTP orders newest first by default, with counts per status in the meta', async () => {
    const page = await list({});
    expect(page.data).toHaveLength(10);
    const created = page.data.map((o) => o.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.data.every((o) => o.order_type === 'fttp' && o.redirect_url === `/ordering/orders/${o.id}`)).toBe(true);
    expect(page.meta.records).toBeGreaterThanOrEqual(seeded('northfibre', 'fttp'));
    expect(page.meta).toMatchObject({ count: 10, current_page: 1, per_page: 10 });
    expect(page.meta.pages).toBe(Math.ceil(page.meta.records / 10));
    expect(statusSum(page.meta)).toBe(page.meta.records);
    // The history has every status of the filter.
    for (const key of [
      'acknowledged',
      'committed',
      'cancelled',
      'completed',
      'pending',
      'placed',
      'delayed',
      'rejected',
    ] as const) {
      expect(page.meta[key], key).toBeGreaterThan(0);
    }
    expect(page.data[0]?.status).toBe('Placed');
  });

  it('lists Ethernet orders with their own detail address, and Harbour only its own', async () => {
    const ethernet = await list({ type: 'ethernet', limit: 100 });
    // The history's Ethernet orders and the ethernet.existing-order scenario's (server/seed/ethernet).
    expect(ethernet.meta.records).toBe(seeded('northfibre', 'ethernet') + 1);
    expect(ethernet.data.every((o) => o.redirect_url === `/ethernet-order/${o.id}`)).toBe(true);
    const harbour = await list({ limit: 100 }, 'admin@harbour.example');
    expect(harbour.data.every((o) => o.buyer_order_reference.startsWith('HT-'))).toBe(true);
    expect(harbour.data.map((o) => o.buyer_order_reference)).toContain('HT-OTHER-0001');
    const northfibre = await list({ limit: 100, q: 'HT-' });
    expect(northfibre.meta.records).toBe(0);
  });

  it('pages without overlap and says how many pages there are', async () => {
    const first = await list({ limit: 5, page: 1 });
    const second = await list({ limit: 5, page: 2 });
    expect(second.meta.current_page).toBe(2);
    const ids = new Set([...first.data, ...second.data].map((o) => o.id));
    expect(ids.size).toBe(10);
    const last = await list({ limit: 5, page: first.meta.pages });
    expect(last.data.length).toBe(first.meta.records - 5 * (first.meta.pages - 1));
    const beyond = await list({ limit: 5, page: first.meta.pages + 1 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.count).toBe(0);
  });

  it('sorts by created_at, updated_at, status and buyer reference in either order', async () => {
    const updated = (await list({ sort: 'updated_at', order: 'asc', limit: 50 })).data.map((o) => o.updated_at);
    expect(updated).toEqual([...updated].sort());
    const statuses = (await list({ sort: 'status', order: 'desc', limit: 50 })).data.map((o) => o.status);
    expect(statuses).toEqual([...statuses].sort().reverse());
    const refs = (await list({ sort: 'buyer_order_reference', order: 'asc', limit: 50 })).data.map((o) =>
      o.buyer_order_reference.toLowerCase(),
    );
    expect(refs).toEqual([...refs].sort());
    const oldest = (await list({ sort: 'created_at', order: 'asc', limit: 3 })).data.map((o) => o.created_at);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('filters by the spec filter values: delayed is In Delay, rejected Rejected, Placed as written', async () => {
    const stats = await list({});
    const delayed = await list({ status: 'delayed', limit: 100 });
    expect(delayed.data.length).toBe(stats.meta.delayed);
    expect(delayed.data.every((o) => o.status === 'In Delay')).toBe(true);
    expect(delayed.meta.records).toBe(stats.meta.delayed);
    // The counts per status stay the type's, whatever the filter.
    expect(delayed.meta.completed).toBe(stats.meta.completed);
    const rejected = await list({ status: 'rejected' });
    expect(rejected.data.every((o) => o.status === 'Rejected')).toBe(true);
    expect((await list({ status: 'Placed' })).data.every((o) => o.status === 'Placed')).toBe(true);
    const both = await list({ status: ['completed', 'cancelled'], limit: 100 });
    expect(both.meta.records).toBe(stats.meta.completed + stats.meta.cancelled);
    expect(new Set(both.data.map((o) => o.status))).toEqual(new Set(['Completed', 'Cancelled']));
    // A status named twice selects, and counts, as once.
    const twice = await list({ status: ['delayed', 'delayed'], limit: 100 });
    expect(twice.meta.records).toBe(stats.meta.delayed);
    expect(twice.data.map((o) => o.id)).toEqual(delayed.data.map((o) => o.id));
  });

  it('searches buyer, seller and service references, address and postcode', async () => {
    const all = (await list({ limit: 100 })).data;
    const withService = all.find((o) => o.service_reference);
    const withSeller = all.find((o) => o.seller_order_reference);
    expect((await list({ q: 'NF-ORD-0007' })).data.map((o) => o.buyer_order_reference)).toEqual(['NF-ORD-0007']);
    expect((await list({ q: withSeller?.seller_order_reference ?? '' })).data.map((o) => o.id)).toEqual([
      withSeller?.id,
    ]);
    expect((await list({ q: withService?.service_reference ?? '' })).data.map((o) => o.id)).toEqual([withService?.id]);
    const byAddress = await list({ q: 'stonegate', limit: 100 });
    expect(byAddress.meta.records).toBeGreaterThan(0);
    expect(byAddress.data.every((o) => o.address.includes('Stonegate'))).toBe(true);
    const byPostcode = await list({ q: 'YO1\\ 7HH', limit: 100 });
    expect(byPostcode.meta.records).toBe(byAddress.meta.records);
    expect((await list({ q: '%' })).meta.records).toBe(0);
    // A full page counts the matches; a page that is not full is the count.
    const paged = await list({ q: 'NF-ORD', limit: 5, page: 2 });
    expect(paged.meta.records).toBe(seeded('northfibre', 'fttp'));
    expect(paged.meta.pages).toBe(Math.ceil(seeded('northfibre', 'fttp') / 5));
    const beyond = await list({ q: 'NF-ORD', limit: 5, page: 99 });
    expect(beyond.meta.records).toBe(seeded('northfibre', 'fttp'));
  });

  it('refuses a limit above 100, an unknown sort and an unknown status with field errors', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['sort=-password', 'sort'],
      [encodeListQuery({ status: 'lost' }).toString(), 'filters'],
      ['type=copper', 'type'],
    ] as const) {
      const res = await sandbox.get(`/orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields[field], query).toBeDefined();
    }
  });

  it('answers 403 without read:ordering', async () => {
    expect((await sandbox.get('/orders', 'support@northfibre.example')).statusCode).toBe(403);
    expect((await sandbox.get('/stats/all-orders', 'billing@northfibre.example')).statusCode).toBe(403);
  });

  it('counts both types together and each in /stats/all-orders, matching the lists', async () => {
    const res = await sandbox.get('/stats/all-orders');
    const { data } = orderStatsResponse.parse(res.json());
    const fttp = (await list({})).meta;
    const ethernet = (await list({ type: 'ethernet' })).meta;
    expect(data.fttp.records).toBe(fttp.records);
    expect(data.ethernet.records).toBe(ethernet.records);
    expect(data.records).toBe(fttp.records + ethernet.records);
    expect(data.completed).toBe(fttp.completed + ethernet.completed);
    expect(data.fttp.delayed).toBe(fttp.delayed);
  });
});
