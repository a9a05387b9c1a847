import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { services } from '../../../server/db/schema-services';
import { sandboxNow } from '../../../server/domain/incidents/clock';
import { orderSchedule, serviceReferenceOf } from '../../../server/domain/orders/progress';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { serviceScenarios as s, seedServicesIfMissing } from '../../../server/seed/services/index';
import {
  ceasedTotalsResponse,
  losingGainingStatsResponse,
  serviceDetailResponse,
  serviceListResponse,
  serviceQuickStatsResponse,
} from '../../../src/contracts/services';
import { encodeListQuery, type ListParams } from '../../../src/lib/list-query';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const base = '/api/services';

describe.each(drivers)('services record (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox?.close());

  const get = async (url: string, as: PersonaEmail = 'support@northfibre.example') =>
    sandbox.app.inject({ method: 'GET', url: `${base}${url}`, headers: await sandbox.authAs(as) });
  const list = async (path: string, params: ListParams = {}, as?: PersonaEmail) => {
    const res = await get(`${path}?${encodeListQuery(params)}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return serviceListResponse.parse(res.json());
  };
  const detail = async (key: string, as?: PersonaEmail) => {
    const res = await get(`/v2/services/${key}`, as);
    expect(res.statusCode, res.body).toBe(200);
    return serviceDetailResponse.parse(res.json()).data;
  };
  const quickStats = async (as?: PersonaEmail) =>
    serviceQuickStatsResponse.parse((await get('/v2/services/quick-stats', as)).json()).data;

  it('lists the services newest first, 10 a page, with the total the quick stats give', async () => {
    const page = await list('/v2/services/status');
    expect(page).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10 });
    const created = page.data.map((r) => r.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const stats = await quickStats();
    expect(page.total).toBe(stats.total_records);
    expect(stats.status_summary.reduce((n, x) => n + x.total, 0)).toBe(stats.total_records);
    for (const status of ['Live', 'Pending', 'Provisioning', 'In Progress', 'Ceased', 'Cancelled', 'Replaced']) {
      expect(stats.status_summary.find((x) => x.status === status)?.total, status).toBeGreaterThan(0);
    }
    const second = await list('/v2/services/list', { page: 2 });
    expect(second.from).toBe(11);
    expect(second.data.map((r) => r.id)).not.toContain(page.data[0]?.id);
  });

  it('filters by status, searches by reference, postcode or UPRN, and sorts with a minus for descending', async () => {
    const live = await list('/v2/services/status', { status: 'Ceased', limit: 100 });
    expect(live.data.length).toBeGreaterThan(0);
    expect(live.data.every((r) => r.status === 'Ceased')).toBe(true);
    expect(live.total).toBe((await quickStats()).status_summary.find((x) => x.status === 'Ceased')?.total);
    // A status named twice selects, and counts, as once.
    const twice = await list('/v2/services/status', { status: ['Ceased', 'Ceased'], limit: 100 });
    expect(twice.total).toBe(live.total);
    expect(twice.data.map((r) => r.id)).toEqual(live.data.map((r) => r.id));
    const found = await list('/v2/services/list', { q: s.withCases });
    expect(found.data.map((r) => r.service_reference)).toEqual([s.withCases]);
    expect(found.total).toBe(1);
    const byPostcode = await list('/v2/services/list', { q: 'SO14 3RG', limit: 50 });
    expect(byPostcode.data.map((r) => r.service_reference)).toContain(s.liveFttp);
    const asc = await list('/v2/services/list', { sort: 'service_reference', order: 'asc', limit: 20 });
    const refs = asc.data.map((r) => r.service_reference);
    expect(refs).toEqual([...refs].sort());
    const desc = await list('/v2/services/list', { sort: 'service_reference', order: 'desc', limit: 20 });
    expect(desc.data[0]?.service_reference).not.toBe(asc.data[0]?.service_reference);
  });

  it("keeps other tenants' services out of lists, searches and the detail (404)", async () => {
    const search = await list('/v2/services/list', { q: s.otherTenant });
    expect(search.total).toBe(0);
    const other = await get(`/v2/services/${s.otherTenant}`);
    expect(other.statusCode).toBe(404);
    const theirs = await detail(s.otherTenant, 'admin@harbour.example');
    expect(theirs.service_reference).toBe(s.otherTenant);
    const harbour = await list('/v2/services/list', { limit: 100 }, 'admin@harbour.example');
    expect(harbour.data.every((r) => r.customer_reference.startsWith('HT-'))).toBe(true);
  });

  it('keeps the services list in the sky service view, but not losing & gaining or ceased (404 there)', async () => {
    const sky: PersonaEmail = 'agent@skyline.example';
    expect((await get('/v2/services/status', sky)).statusCode).toBe(200);
    expect((await get('/v2/services/wlto_and_switch', sky)).statusCode).toBe(404);
    expect((await get('/v2/services/ceased_and_cancelled/totals', sky)).statusCode).toBe(404);
  });

  it('answers bad list input with a 400 naming the field, never a 500', async () => {
    for (const [query, field] of [
      ['sort=colour', 'sort'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['status=Sleeping', 'status'],
      ['filters=%7Bnope', 'filters'],
      [`filters=${encodeURIComponent(JSON.stringify({ field: 'uprn', operator: 'eq', value: '1' }))}`, 'filters'],
      ['switch_type=losing', 'switch_type'],
    ] as const) {
      const res = await get(`/v2/services/status?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toHaveProperty(field);
    }
    expect((await get('/v2/services/status?colour=red')).statusCode).toBe(400);
  });

  it('lists losing & gaining with their stats, and the switch type narrows it', async () => {
    const stats = losingGainingStatsResponse.parse((await get('/v2/services/status/lng_stats')).json()).data;
    expect(stats.losing.total_records).toBeGreaterThan(0);
    expect(stats.gaining.total_records).toBeGreaterThan(0);
    const all = await list('/v2/services/wlto_and_switch', { limit: 100 });
    expect(all.total).toBe(stats.total_records);
    expect(all.data.every((r) => r.switch_type === 'losing' || r.switch_type === 'gaining')).toBe(true);
    const losing = await list('/v2/services/wlto_and_switch', { switch_type: 'losing', limit: 100 });
    expect(losing.total).toBe(stats.losing.total_records);
    expect(losing.data.map((r) => r.service_reference)).toContain(s.losing);
    expect(losing.data.every((r) => r.switch_type === 'losing')).toBe(true);
  });

  it('lists ceased, replaced and cancelled services with their totals', async () => {
    const totals = ceasedTotalsResponse.parse((await get('/v2/services/ceased_and_cancelled/totals')).json()).data;
    expect(totals.ceased).toBeGreaterThan(0);
    expect(totals.total_records).toBe(totals.ceased + totals.replaced + totals.cancelled);
    const page = await list('/v2/services/ceased_and_cancelled', { limit: 100 });
    expect(page.total).toBe(totals.total_records);
    expect(page.data.every((r) => ['Ceased', 'Replaced', 'Cancelled'].includes(r.status))).toBe(true);
    const updated = page.data.map((r) => r.created_at);
    expect(updated.length).toBeGreaterThan(2);
    const cancelled = await list('/v2/services/ceased_and_cancelled', { status: 'Cancelled', limit: 100 });
    expect(cancelled.total).toBe(totals.cancelled);
    expect((await get('/v2/services/ceased_and_cancelled?status=Live')).statusCode).toBe(400);
  });

  it('keeps the counters in step when a service changes status (no count over the organisation)', async () => {
    const before = await quickStats();
    const count = (st: typeof before, status: string) => st.status_summary.find((x) => x.status === status)?.total;
    await sandbox.db.update(services).set({ status: 'Cease Pending' }).where(eq(services.serviceReference, 'S7000001'));
    const after = await quickStats();
    expect(count(after, 'Cease Pending')).toBe((count(before, 'Cease Pending') ?? 0) + 1);
    expect(count(after, 'Live')).toBe((count(before, 'Live') ?? 0) - 1);
    expect(after.total_records).toBe(before.total_records);
    await sandbox.db.update(services).set({ status: 'Live' }).where(eq(services.serviceReference, 'S7000001'));
  });

  it('gives a service with every part of spec 2 §3: history with API and provider users, network, appointment, site', async () => {
    const svc = await detail(s.liveFttp);
    expect(svc).toMatchObject({ status: 'Live', isLive: true, isFtth: true, service_reference: s.liveFttp });
    expect(svc.regrade_link).toMatch(/^\/ordering\/products\/regrade\?token=/);
    expect(svc.history.some((h) => h.type.startsWith('api_'))).toBe(true);
    expect(svc.history.some((h) => h.user_name === null)).toBe(true);
    expect(svc.history.some((h) => h.user_name === 'Sam Support')).toBe(true);
    expect(svc.appointment).toMatchObject({
      engineer_first_name: 'Dan',
      engineer_last_name: 'Fletcher',
      status: 'Completed',
    });
    expect(svc.network).toMatchObject({ enni: { id: 'ENNI-LDN-04' }, enni_string: 'ENNI-LDN-04 (London Docklands 4)' });
    expect(svc.site).toMatchObject({ business_name: 'Solent Print Works', postcode: 'SO14 3RG', rack: 'R2' });
    expect(svc.wayleave_contact_name).toBe('Harriet Doyle');
    expect(svc.contact_messages).toHaveLength(2);
    expect(svc).toMatchObject({
      allow_cease_service: true,
      allow_line_profile_change: true,
      allow_cancel_cease: false,
    });
    // By reference too: the incident and outage pages link by the service reference.
    expect((await detail(svc.id)).service_reference).toBe(s.liveFttp);

    const cases = await detail(s.withCases);
    expect(cases.cases).toHaveLength(2);
    expect(cases.cases[0]?.comments.map((c) => c.source)).toEqual(['provider', 'portal', 'api']);
    const delays = await detail(s.withDelays);
    expect(delays.delays.map((d) => d.active)).toEqual([true, false]);
    const ethernet = await detail(s.ethernet);
    expect(ethernet).toMatchObject({ isFtth: false, allow_line_profile_change: false, regrade_link: null });
    expect(ethernet.network.customer_vlan).toBe(410);
    expect((await detail(s.cancellable)).allow_cancel_cease).toBe(true);
    expect((await detail(s.requestedDate)).allow_change_requested_date).toBe(true);
    expect((await detail(s.switchDate)).allow_switch_date).toBe(true);
    const ceased = await detail(s.ceased);
    expect(Object.values({ ...ceased, x: 0 }).length).toBeGreaterThan(0);
    expect(ceased).toMatchObject({
      allow_cancel_cease: false,
      allow_cease_service: false,
      allow_amend_service: false,
      allow_line_profile_change: false,
      allow_change_requested_date: false,
      allow_switch_date: false,
    });
    expect((await get('/v2/services/srv_nothing')).statusCode).toBe(404);
    expect((await get('/v2/services/%3Cscript%3E')).statusCode).toBe(400);
  });

  it('gives the open incident and active outage of an incident funnel service', async () => {
    const withIncident = await detail('S1000004');
    expect(withIncident.open_incidents[0]?.number).toBe('INC0999001');
    const withOutage = await detail('S1000005');
    expect(withOutage.active_mso_incident?.service_now_incident_number).toBe('MSO0000001');
  });

  it('streams the three exports as CSV, and needs the Export role', async () => {
    const admin: PersonaEmail = 'admin@northfibre.example';
    const byFilter = await get(`/v2/services-export-by-filter?filter=Ceased`, admin);
    expect(byFilter.statusCode, byFilter.body).toBe(200);
    expect(byFilter.headers['content-type']).toContain('text/csv');
    const lines = byFilter.body.trim().split('\r\n');
    expect(lines[0]).toContain('Service Reference');
    expect(lines.length - 1).toBe((await quickStats()).status_summary.find((x) => x.status === 'Ceased')?.total);
    const losing = await get(
      '/v2/isp-switch-export?type=isp_switch_services&switch_type=losing&fields=service_reference,switch_type',
      admin,
    );
    expect(losing.statusCode, losing.body).toBe(200);
    const rows = losing.body.trim().split('\r\n');
    expect(rows[0]).toBe('Service Reference,Switch Type');
    expect(rows.slice(1).every((r) => r.endsWith(',losing'))).toBe(true);
    expect(rows.some((r) => r.startsWith(s.losing))).toBe(true);
    const ended = await get('/v2/export?type=services&status=All', admin);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toContain(s.cancelled);
    expect(ended.body).not.toContain(s.otherTenant);
    expect((await get('/v2/export?type=services&status=Live', admin)).statusCode).toBe(400);
    expect((await get('/v2/isp-switch-export?type=isp_switch_services&fields=colour', admin)).statusCode).toBe(400);
    expect((await get('/v2/services-export-by-filter')).statusCode).toBe(403);
  });

  it('seeds once: seeding an existing store again adds nothing', async () => {
    const before = await quickStats();
    await seedServicesIfMissing(sandbox.db);
    expect(await quickStats()).toEqual(before);
  });

  it('turns an order that completes on the sandbox clock into a Live service', async () => {
    // An order id whose schedule ends Completed, created long enough ago for every step to be due.
    let id = '';
    for (let i = 0; !id; i++) {
      const candidate = `ord_svc_test_${i}`;
      if (orderSchedule(candidate, 'fttp').steps.at(-1)?.status === 'Completed') id = candidate;
    }
    const now = await sandboxNow(sandbox.db);
    const created = new Date(now.getTime() - 90 * 24 * 3_600_000);
    await sandbox.db.insert(orders).values({
      id,
      orgId: orgByKey('northfibre').id,
      orderType: 'fttp',
      buyerReference: 'NF-SVC-COMPLETE-1',
      uprn: '900000000123',
      postcode: 'LS1 4AP',
      address: '2 Park Row, Leeds',
      product: 'fttpl2b-500',
      productDisplayName: 'FTTP Business 500',
      lineProfile: 'LP-500-100',
      newOrderType: 'fttp',
      status: 'Placed',
      details: { name: 'Ruth Ellis', email: 'ruth@example.com', phone: '07700900111' },
      orderedBy: 'Olivia Ordering',
      nextProgressAt: created,
      createdAt: created,
      updatedAt: created,
    });
    const reference = serviceReferenceOf(id);
    const found = await list('/v2/services/list', { q: reference });
    expect(found.data.map((r) => r.service_reference)).toEqual([reference]);
    const svc = await detail(reference);
    expect(svc).toMatchObject({
      status: 'Live',
      customer_reference: 'NF-SVC-COMPLETE-1',
      site_contact_name: 'Ruth Ellis',
    });
    expect(svc.order).toMatchObject({ id, status: 'Completed' });
    expect(svc.history.map((h) => h.action)).toContain('Service live');
  });
});
