import { and, between, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { HomeSummary, WeekAppointment } from '../../../src/contracts/dashboard';
import { addDays, type IsoDay, todayIso, weekdayOf } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { incidentAppointments, incidents, invitations, orders } from '../../db/schema';
import { invoices, ordersOnHold } from '../../db/schema-billing';
import { serviceAppointments, services } from '../../db/schema-services';
import { progressOrgBilling } from '../billing/invoicing';

/** How many of the week's appointments the dashboard lists; the total says how many more there are. */
const appointmentsShown = 8;

/** This week in UK time: Monday to Sunday around the sandbox's today. */
export function weekOf(now: Date): { from: IsoDay; to: IsoDay } {
  const today = todayIso(now);
  // getUTCDay: Sunday 0 … Saturday 6; Monday starts the week.
  const from = addDays(today, -((weekdayOf(today) + 6) % 7));
  return { from, to: addDays(from, 6) };
}

/** Invitations still waiting for their invitee: not accepted and not expired. */
export async function openInvitationCount(db: Db, orgId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)));
  return row?.n ?? 0;
}

/** Open and Overdue invoices with what is left to pay on them, and the orders held for the overdue balance. */
export async function homeBilling(db: Db, orgId: string, now: Date): Promise<NonNullable<HomeSummary['billing']>> {
  // As every billing read: the months ended are issued and unpaid invoices past due turn Overdue first.
  await progressOrgBilling(db, orgId, now);
  const left = sql`greatest(${invoices.totalPence} - ${invoices.paidPence} - ${invoices.creditedPence}, 0)`;
  const [rows, [held]] = await Promise.all([
    db
      .select({
        status: invoices.status,
        count: sql<number>`count(*)`.mapWith(Number),
        balance: sql<number>`coalesce(sum(${left}), 0)`.mapWith(Number),
      })
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), inArray(invoices.status, ['Open', 'Overdue'])))
      .groupBy(invoices.status),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(ordersOnHold)
      .where(eq(ordersOnHold.orgId, orgId)),
  ]);
  const of = (status: string) => {
    const row = rows.find((r) => r.status === status);
    return { count: row?.count ?? 0, balance_pence: row?.balance ?? 0 };
  };
  return { open: of('Open'), overdue: of('Overdue'), orders_on_hold: held?.n ?? 0 };
}

/** Which areas' appointments the caller may see: each follows the page its link opens. */
export interface AppointmentAreas {
  orders: boolean;
  incidents: boolean;
  services: boolean;
}

/**
 * The engineer appointments of this week (UK time, Monday to Sunday) in the areas the caller may use: orders' installs,
 * incidents' visits and services' visits, cancelled ones left out, by day and start time. Each read goes through an
 * (org_id, date) index (migration 0022).
 */
export async function homeAppointments(
  db: Db,
  orgId: string,
  now: Date,
  areas: AppointmentAreas,
): Promise<NonNullable<HomeSummary['appointments']>> {
  const { from, to } = weekOf(now);
  const reads: Promise<WeekAppointment[]>[] = [];
  if (areas.orders) {
    reads.push(
      db
        .select({
          id: orders.id,
          type: orders.orderType,
          reference: orders.buyerReference,
          date: orders.appointmentDate,
          start: orders.appointmentStart,
          end: orders.appointmentEnd,
        })
        .from(orders)
        .where(
          and(
            eq(orders.orgId, orgId),
            between(orders.appointmentDate, from, to),
            notInArray(orders.status, ['Cancelled', 'Rejected']),
          ),
        )
        .then((rows) =>
          rows.map((r) => ({
            kind: r.type === 'ethernet' ? ('ethernet_order' as const) : ('fttp_order' as const),
            id: r.id,
            reference: r.reference,
            date: r.date ?? from,
            start_time: r.start ?? '',
            end_time: r.end ?? '',
          })),
        ),
    );
  }
  if (areas.incidents) {
    reads.push(
      db
        .select({
          id: incidents.id,
          number: incidents.number,
          date: incidentAppointments.date,
          start: incidentAppointments.startTime,
          end: incidentAppointments.endTime,
        })
        .from(incidentAppointments)
        .innerJoin(incidents, eq(incidents.id, incidentAppointments.incidentId))
        .where(
          and(
            eq(incidentAppointments.orgId, orgId),
            between(incidentAppointments.date, from, to),
            notInArray(incidentAppointments.status, ['Cancelled']),
          ),
        )
        .then((rows) =>
          rows.map((r) => ({
            kind: 'incident' as const,
            id: r.number ?? r.id,
            reference: r.number ?? 'Pending',
            date: r.date,
            start_time: r.start,
            end_time: r.end,
          })),
        ),
    );
  }
  if (areas.services) {
    reads.push(
      db
        .select({
          id: services.id,
          reference: services.serviceReference,
          date: serviceAppointments.date,
          start: serviceAppointments.startTime,
          end: serviceAppointments.endTime,
        })
        .from(serviceAppointments)
        .innerJoin(services, and(eq(services.id, serviceAppointments.serviceId), eq(services.orgId, orgId)))
        .where(
          and(
            eq(serviceAppointments.orgId, orgId),
            between(serviceAppointments.date, from, to),
            notInArray(serviceAppointments.status, ['Cancelled']),
          ),
        )
        .then((rows) =>
          rows.map((r) => ({
            kind: 'service' as const,
            id: r.id,
            reference: r.reference,
            date: r.date,
            start_time: r.start,
            end_time: r.end,
          })),
        ),
    );
  }
  const all = (await Promise.all(reads))
    .flat()
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
  return { from, to, total: all.length, items: all.slice(0, appointmentsShown) };
}
