import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serviceCounts, serviceHistory, services } from '../../../server/db/schema-services';
import { advanceSandboxClock, sandboxNow } from '../../../server/domain/incidents/clock';
import { ceaseAtOf, ceaseDateFrom } from '../../../server/domain/services/cease';
import { orgByKey } from '../../../server/seed/organisations';
import type { PersonaEmail } from '../../../server/seed/personas';
import { serviceActionResult } from '../../../src/contracts/service-actions';
import {
  ceasedTotalsResponse,
  serviceDetailResponse,
  serviceListResponse,
  serviceQuickStatsResponse,
} from '../../../src/contracts/services';
import { formatDate } from '../../../src/lib/dates';
import { drivers } from '../helpers/test-env';
import { insertActionService } from './actions/action-fixtures';
import { useActionSandbox } from './setup';

const minute = 60_000;
const northfibre = orgByKey('northfibre').id;
const harbour = orgByKey('harbour').id;
const hugo: PersonaEmail = 'admin@harbour.example';

describe.each(drivers)('a ceased service ends on its date (%s)', (driver) => {
  const { db, api, row } = useActionSandbox(driver);

  const get = async (url: string, as?: PersonaEmail) => {
    const res = await api('GET', url, undefined, as);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };
  const detail = async (id: string, as?: PersonaEmail) =>
    serviceDetailResponse.parse(await get(`/v2/services/${id}`, as)).data;
  const quickStats = async () => serviceQuickStatsResponse.parse(await get('/v2/services/quick-stats')).data;
  const countOf = (stats: Awaited<ReturnType<typeof quickStats>>, status: string) =>
    stats.status_summary.find((x) => x.status === status)?.total ?? 0;
  const ceasedRecords = (id: string) =>
    db()
      .select()
      .from(serviceHistory)
      .where(and(eq(serviceHistory.serviceId, id), eq(serviceHistory.action, 'Service ceased')));
  /** A Cease Pending service whose cease date comes one minute from the sandbox's now. */
  const ceasingSoon = async (org: 'northfibre' | 'harbour' = 'northfibre') => {
    const now = await sandboxNow(db());
    const s = await insertActionService(db(), {
      org,
      status: 'Cease Pending',
      ceaseAt: new Date(now.getTime() + minute),
    });
    return { ...s, ref: (await row(s.id)).serviceReference };
  };
  /** The counters of an organisation against the rows themselves (the triggers' work). */
  const countersMatchRows = async (orgId: string) => {
    const counted = await db()
      .select({ key: serviceCounts.key, total: serviceCounts.total })
      .from(serviceCounts)
      .where(and(eq(serviceCounts.orgId, orgId), eq(serviceCounts.kind, 'status')));
    const real = await db()
      .select({ key: services.status, total: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(services.orgId, orgId))
      .groupBy(services.status);
    const nonZero = (rows: { key: string; total: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.total > 0).map((r) => [r.key, r.total]));
    expect(nonZero(counted)).toEqual(nonZero(real));
  };

  it('the list shows a Cease Pending service Ceased once the sandbox time passes its cease date, not before', async () => {
    const s = await ceasingSoon();
    const listed = async () =>
      serviceListResponse.parse(await get(`/v2/services/list?q=${s.ref}`)).data.map((r) => r.status);
    expect(await listed()).toEqual(['Cease Pending']);
    await advanceSandboxClock(db(), 2 * minute);
    expect(await listed()).toEqual(['Ceased']);
    expect(await ceasedRecords(s.id)).toHaveLength(1);
  });

  it('the quick stats, the ceased totals and the ceased list count it once due', async () => {
    const s = await ceasingSoon();
    const before = await quickStats();
    const totalsBefore = ceasedTotalsResponse.parse(await get('/v2/services/ceased_and_cancelled/totals')).data;
    await advanceSandboxClock(db(), 2 * minute);
    const after = await quickStats();
    expect(countOf(after, 'Ceased')).toBe(countOf(before, 'Ceased') + 1);
    expect(countOf(after, 'Cease Pending')).toBe(countOf(before, 'Cease Pending') - 1);
    expect(after.total_records).toBe(before.total_records);
    const totals = ceasedTotalsResponse.parse(await get('/v2/services/ceased_and_cancelled/totals')).data;
    expect(totals.ceased).toBe(totalsBefore.ceased + 1);
    const ceased = serviceListResponse.parse(await get(`/v2/services/ceased_and_cancelled?q=${s.ref}`)).data;
    expect(ceased.map((r) => [r.service_reference, r.status])).toEqual([[s.ref, 'Ceased']]);
    // The ceased totals apply a due cease themselves too (no list or stats read before them).
    const other = await ceasingSoon();
    await advanceSandboxClock(db(), 2 * minute);
    const totalsLater = ceasedTotalsResponse.parse(await get('/v2/services/ceased_and_cancelled/totals')).data;
    expect(totalsLater.ceased).toBe(totals.ceased + 1);
    expect((await row(other.id)).status).toBe('Ceased');
    await countersMatchRows(northfibre);
  });

  it('the detail shows it Ceased with every action flag off and the provider’s history record, dated its cease date', async () => {
    const s = await ceasingSoon();
    const { ceaseAt } = await row(s.id);
    await advanceSandboxClock(db(), 2 * minute);
    const svc = await detail(s.id);
    expect(svc.status).toBe('Ceased');
    expect(svc.isLive).toBe(false);
    expect({
      allow_cancel_cease: svc.allow_cancel_cease,
      allow_cease_service: svc.allow_cease_service,
      allow_amend_service: svc.allow_amend_service,
      allow_line_profile_change: svc.allow_line_profile_change,
      allow_change_requested_date: svc.allow_change_requested_date,
      allow_switch_date: svc.allow_switch_date,
    }).toEqual({
      allow_cancel_cease: false,
      allow_cease_service: false,
      allow_amend_service: false,
      allow_line_profile_change: false,
      allow_change_requested_date: false,
      allow_switch_date: false,
    });
    expect(svc.updated_at).toBe(ceaseAt?.toISOString());
    expect(svc.history[0]).toMatchObject({
      type: 'status_change',
      user_name: null,
      action: 'Service ceased',
      created_at: ceaseAt?.toISOString(),
    });
    // Read again: the record is written once.
    await detail(s.id);
    expect(await ceasedRecords(s.id)).toHaveLength(1);
  });

  it('an action on a service whose cease date has passed sees it Ceased (refused, nothing written by the portal)', async () => {
    const s = await ceasingSoon();
    await advanceSandboxClock(db(), 2 * minute);
    const res = await api('PUT', `/v2/services-location-update/${s.id}`, {
      business_name: 'Acme',
      floor: '',
      room: '',
      rack: '',
      access_restrictions: '',
      hazards: '',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((await row(s.id)).status).toBe('Ceased');
    expect(await ceasedRecords(s.id)).toHaveLength(1);
  });

  it('the export gives it Ceased once due', async () => {
    const s = await ceasingSoon();
    await advanceSandboxClock(db(), 2 * minute);
    const res = await api('GET', `/v2/services-export-by-filter?q=${s.ref}`, undefined, 'admin@northfibre.example');
    expect(res.statusCode, res.body).toBe(200);
    const [, line] = res.body.trim().split('\r\n');
    expect(line).toContain(s.ref);
    expect(line).toContain('Ceased');
  });

  it('leaves a service that is no longer Cease Pending when its date comes as it is', async () => {
    const s = await ceasingSoon();
    // The cease withdrawn before its date (the sandbox has no call for it yet: see the report): back to Live.
    await db().update(services).set({ status: 'Live' }).where(eq(services.id, s.id));
    await advanceSandboxClock(db(), 2 * minute);
    expect((await detail(s.id)).status).toBe('Live');
    expect(await ceasedRecords(s.id)).toHaveLength(0);
    await countersMatchRows(northfibre);
  });

  it('cease → Cease Pending with its cease date 10 working days ahead; the clock past that date → Ceased; another organisation untouched', async () => {
    const theirs = await ceasingSoon('harbour');
    const s = await insertActionService(db());
    const now = await sandboxNow(db());
    const cease = await api('POST', `/v2/services/cease/${s.id}`, { reason: 'Site closing' });
    expect(cease.statusCode, cease.body).toBe(200);
    expect(serviceActionResult.parse(cease.json()).data).toMatchObject({ status: 'Cease Pending' });
    const ceaseDate = ceaseDateFrom(now);
    const ceaseAt = ceaseAtOf(ceaseDate);
    expect((await row(s.id)).ceaseAt?.toISOString()).toBe(ceaseAt.toISOString());
    const requested = await detail(s.id);
    expect(requested.status).toBe('Cease Pending');
    expect(requested.history[0]).toMatchObject({
      type: 'portal_cease',
      action: 'Cease requested',
      user_name: 'Sam Support',
      extra_info: `Cease date ${formatDate(ceaseDate)}; Site closing`,
    });

    // A minute before the date: still Cease Pending.
    await advanceSandboxClock(db(), ceaseAt.getTime() - (await sandboxNow(db())).getTime() - minute);
    expect((await detail(s.id)).status).toBe('Cease Pending');
    expect(await ceasedRecords(s.id)).toHaveLength(0);

    // Past it: Ceased, written once, counters right, flags off.
    await advanceSandboxClock(db(), 2 * minute);
    const ceased = await detail(s.id);
    expect(ceased).toMatchObject({ status: 'Ceased', allow_amend_service: false, allow_cease_service: false });
    expect(ceased.history.map((h) => h.action).slice(0, 2)).toEqual(['Service ceased', 'Cease requested']);
    expect(ceased.history[0]?.extra_info).toBe(`Cease date ${formatDate(ceaseDate)}`);
    expect(countOf(await quickStats(), 'Ceased')).toBeGreaterThan(0);
    await countersMatchRows(northfibre);

    // Harbour's service was due too, but Northfibre's reads do not touch another organisation's services.
    expect((await row(theirs.id)).status).toBe('Cease Pending');
    expect((await detail(theirs.id, hugo)).status).toBe('Ceased');
    await countersMatchRows(harbour);
    // Nor can Northfibre see Harbour's (404).
    expect((await api('GET', `/v2/services/${theirs.id}`)).statusCode).toBe(404);
  });
});
