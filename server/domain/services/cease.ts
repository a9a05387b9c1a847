import { and, eq, isNotNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { formatDate, type IsoDay, todayIso, ukDayOf, ukInstant } from '../../../src/lib/dates';
import { addWorkingDays } from '../../../src/lib/working-days';
import type { Db } from '../../db/client';
import { type ServiceRow, serviceHistory, services } from '../../db/schema-services';
import { sandboxNow, sandboxTimeOf } from '../incidents/clock';

/**
 * A cease ends the service on its cease date, at least 10 working days after the request (the knowledge base's
 * 'Ceasing a service'). The portal's cease call carries no date, so the sandbox gives the earliest one.
 */
const ceaseNoticeWorkingDays = 10;

/** The cease date of a cease requested on the sandbox clock's `now` (London days, bank holidays skipped). */
export const ceaseDateFrom = (now: Date): IsoDay => addWorkingDays(todayIso(now), ceaseNoticeWorkingDays);

/** When a Cease Pending service becomes Ceased: 00:00 London on its cease date (services.cease_at). */
export const ceaseAtOf = (ceaseDate: IsoDay): Date => ukInstant(ceaseDate);

/** The history record the provider writes when the date comes: no user, so it shows as the network provider. */
const ceasedHistory = { type: 'status_change', action: 'Service ceased' } as const;

/** The words of a cease date in a history record ('Cease date 10/12/2026'). */
export const ceaseDateText = (ceaseAt: Date) => `Cease date ${formatDate(ukDayOf(ceaseAt) ?? ceaseAt)}`;

const cessationPending = sql`${services.status} = 'Cease Pending'`;

// The predicate is a literal so the planner matches it to the partial services_cease_due_idx (migration 0014).
const dueBy = (orgId: string | Placeholder, sandboxTime: SQL | Date): SQL =>
  and(
    eq(services.orgId, orgId),
    cessationPending,
    isNotNull(services.ceaseAt),
    lte(services.ceaseAt, sandboxTime),
  ) as SQL;

/**
 * A column another read adds to learn, in its own round trip, whether any of the organisation's Cease Pending services
 * has reached its cease date on the sandbox clock (one probe of services_cease_due_idx). `realNow` is the caller's
 * `Date.now()` taken before the statement, as for orders' and incidents' facts; a prepared statement passes
 * placeholders (`realNow` then given as an ISO string when it runs).
 */
export function ceaseDueColumn(db: Db, orgId: string | Placeholder, realNow: number | Placeholder) {
  const due = db
    .select({ one: sql`1` })
    .from(services)
    .where(dueBy(orgId, sandboxTimeOf(db, realNow)))
    .limit(1);
  return sql<boolean>`exists ${due}`.mapWith(Boolean);
}

/**
 * Ceases what is due, in one statement (atomic without a transaction): each Cease Pending service whose cease date has
 * come by `now` (only `serviceId` when given) becomes Ceased as of its cease date, with the provider's history record
 * ('Service ceased', no user, 'Cease date dd/MM/yyyy'). The update is conditional on the status, so a service whose
 * cease was withdrawn or that another request already ceased is left alone; the record's id follows the service, so
 * writing it twice is a no-op. The counters follow through the services table's triggers.
 */
export async function ceaseDueIn(db: Db, orgId: string, now: Date, serviceId?: string): Promise<number> {
  const which = serviceId ? and(dueBy(orgId, now), eq(services.id, serviceId)) : dueBy(orgId, now);
  // cease_at is 00:00 London (23:00 or 00:00 UTC): twelve hours later it is the cease date in UTC as well, so the
  // record's date needs no time zone data (PGlite's included).
  const result = await db.execute(sql`
    with ceased as (
      update ${services} set "status" = 'Ceased', "updated_at" = "cease_at" where ${which}
      returning "id", "org_id", "cease_at"
    ), written as (
      insert into ${serviceHistory} ("id", "service_id", "org_id", "created_at", "type", "user_id", "user_name", "action", "extra_info")
      select "id" || '_ceased', "id", "org_id", "cease_at", ${ceasedHistory.type}, null, null, ${ceasedHistory.action},
        'Cease date ' || to_char(("cease_at" + interval '12 hours') at time zone 'UTC', 'DD/MM/YYYY')
      from ceased
      on conflict do nothing
    )
    select count(*)::int as "ceased" from ceased`);
  const [first] = (result as unknown as { rows: { ceased: number }[] }).rows;
  return Number(first?.ceased ?? 0);
}

/**
 * Applies every cease due on the sandbox clock, lazily, as orders and incidents move on: the service reads call this
 * when their fused due check (ceaseDueColumn) says so, so a request with nothing due costs no statement of its own.
 */
export async function ceaseDueServices(db: Db, orgId: string, now?: Date): Promise<number> {
  return ceaseDueIn(db, orgId, now ?? (await sandboxNow(db)));
}

/** Whether this service's cease date has come on the sandbox clock while it is still Cease Pending. */
const ceaseIsDue = (s: Pick<ServiceRow, 'status' | 'ceaseAt'>, now: Date): boolean =>
  s.status === 'Cease Pending' && s.ceaseAt !== null && s.ceaseAt.getTime() <= now.getTime();

/**
 * A service row as of the sandbox clock's `now`: when its cease is due, the organisation's due ceases are applied (so
 * the lists agree with the record) and the row read again; otherwise the row as given, at no cost.
 */
export async function currentServiceRow(db: Db, row: ServiceRow, now: Date): Promise<ServiceRow> {
  if (!ceaseIsDue(row, now)) return row;
  await ceaseDueServices(db, row.orgId, now);
  const [again] = await db.select().from(services).where(eq(services.id, row.id));
  return again ?? row;
}
