import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { msoIncidents, msoOutages, supportServices } from '../../server/db/schema';
import { serviceAppointments, serviceHistory, services } from '../../server/db/schema-services';
import { sandboxNow } from '../../server/domain/incidents/clock';
import { seedIfEmpty } from '../../server/seed/seed';
import { wentLiveStatuses } from '../../server/seed/services/index';
import { appointmentWindows } from '../../src/contracts/appointment-windows';
import { todayIso } from '../../src/lib/dates';
import { outwardCode } from '../../src/lib/postcode';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';

/**
 * Columns that name a time still to come by design: what is due, booked, requested or valid until. Every other date or
 * time of the seed records something that happened, and so is never after the sandbox clock.
 */
const scheduled: Record<string, readonly string[]> = {
  contact_requests: ['next_step_at'],
  incidents: ['next_progress_at'],
  // An invoice is due 30 days after it was issued: last month's falls due after today.
  invoices: ['invoice_due_date'],
  // A pending invitation expires a week after it was sent.
  invitations: ['expires_at'],
  orders: ['next_progress_at', 'appointment_date', 'requested_date'],
  knowledge_articles: ['valid_to'],
  service_appointments: ['date', 'end_date'],
  services: [
    'appointment_date',
    'cease_at',
    'contract_end',
    'isp_switch_gaining_requested_date',
    'isp_switch_losing_requested_date',
    'ponr_time',
    'requested_date',
    'switch_date',
  ],
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const areaOf = (postcode: string) => /^[A-Z]+/.exec(outwardCode(postcode))?.[0];

describe.each(drivers)('the seed agrees with itself and with the sandbox clock (%s)', (driver) => {
  let database: Database;
  let now: Date;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
    now = await sandboxNow(database.db);
  });
  afterAll(() => database.close());

  it('dates nothing that happened after now, in any seeded table', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
      await database.db.execute(sql`
        select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
        order by table_name, column_name`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const late: string[] = [];
    for (const c of columns) {
      if (scheduled[c.table_name]?.includes(c.column_name)) continue;
      const bound = c.data_type === 'date' ? sql`${todayIso(now)}::date` : sql`${now.toISOString()}::timestamptz`;
      const [row] = rowsOf<{ n: number; latest: string | null }>(
        await database.db.execute(
          sql`select count(*)::int as n, max(${sql.identifier(c.column_name)})::text as latest
              from ${sql.identifier(c.table_name)} where ${sql.identifier(c.column_name)} > ${bound}`,
        ),
      );
      if (row && row.n > 0) late.push(`${c.table_name}.${c.column_name}: ${row.n} up to ${row.latest}`);
    }
    expect(late, `after ${now.toISOString()}`).toEqual([]);
  });

  it("keeps every service's history in its life: a 'Service live' record only once it went live, none before it was ordered, and how it ended", async () => {
    const rows = await database.db
      .select({
        ref: services.serviceReference,
        status: services.status,
        created: services.createdAt,
        at: serviceHistory.createdAt,
        action: serviceHistory.action,
      })
      .from(serviceHistory)
      .innerJoin(services, eq(services.id, serviceHistory.serviceId));
    expect(rows.length).toBeGreaterThan(100);
    const wentLive = wentLiveStatuses as readonly (string | null)[];
    const liveButNot = rows.filter((r) => r.action === 'Service live' && !wentLive.includes(r.status));
    expect(liveButNot.map((r) => `${r.ref} (${r.status})`)).toEqual([]);
    expect(rows.filter((r) => r.at < r.created).map((r) => `${r.ref}: ${r.action}`)).toEqual([]);
    const endedWith = (status: string, action: string) => {
      const ended = new Set(rows.filter((r) => r.status === status).map((r) => r.ref));
      const recorded = new Set(rows.filter((r) => r.action === action).map((r) => r.ref));
      return [...ended].filter((ref) => !recorded.has(ref));
    };
    expect(endedWith('Ceased', 'Service ceased')).toEqual([]);
    expect(endedWith('Cancelled', 'Service cancelled')).toEqual([]);
  });

  it("lists an outage only on services in the outage's own postcode area", async () => {
    const rows = await database.db
      .select({
        number: msoIncidents.number,
        city: msoIncidents.addressCity,
        outagePostcode: msoIncidents.addressPostcode,
        ref: msoOutages.serviceReference,
        sitePostcode: supportServices.sitePostcode,
      })
      .from(msoOutages)
      .innerJoin(msoIncidents, eq(msoIncidents.id, msoOutages.msoIncidentId))
      .innerJoin(
        supportServices,
        and(
          eq(supportServices.serviceReference, msoOutages.serviceReference),
          eq(supportServices.orgId, msoIncidents.orgId),
        ),
      );
    expect(rows.length).toBeGreaterThan(100);
    const elsewhere = rows.filter((r) => areaOf(r.sitePostcode) !== areaOf(r.outagePostcode ?? ''));
    expect(elsewhere.map((r) => `${r.number} (${r.city}) lists ${r.ref} at ${r.sitePostcode}`)).toEqual([]);
  });

  it('books every seeded visit and order appointment in an AM or PM window (spec 2 §9)', async () => {
    const windows = Object.values(appointmentWindows).map((w) => `${w.start}-${w.end}`);
    const visits = await database.db
      .select({ start: serviceAppointments.startTime, end: serviceAppointments.endTime })
      .from(serviceAppointments);
    const orderSlots = rowsOf<{ start: string; end: string }>(
      await database.db.execute(
        sql`select distinct appointment_start as start, appointment_end as "end" from orders where appointment_start is not null`,
      ),
    );
    expect(visits.length + orderSlots.length).toBeGreaterThan(2);
    for (const slot of [...visits, ...orderSlots]) expect(windows).toContain(`${slot.start}-${slot.end}`);
  });
});
