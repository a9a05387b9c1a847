import { and, desc, eq, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { type NotificationsPage, notificationLimits } from '../../../src/contracts/notifications';
import type { Db } from '../../db/client';
import { notificationReads, notifications, users } from '../../db/schema';
import { toNotification } from './create';

/** The caller, as the token names them. */
export interface Reader {
  orgId: string;
  userId: string;
  email: string;
}

const dayMs = 86_400_000;

/** Read notifications created before this are gone (spec 1 §4, §9: removed after 30 days, by the sandbox clock). */
const readCutoff = (now: Date) => new Date(now.getTime() - notificationLimits.readKeptDays * dayMs);

const n = notifications;

/** Whether `reader` has read the notification of the outer row. */
const readBy = (reader: Reader): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${n.id} and ${notificationReads.userId} = ${reader.userId})`;

const ownEmail = (reader: Reader) => sql`lower(${n.userEmail}) = ${reader.email.toLowerCase()}`;

/**
 * What the caller sees: their organisation's notifications (All) or only those addressed to them (My Notifications),
 * never a colleague's personal ones, and not those they read that are older than 30 days.
 */
function visibleTo(reader: Reader, personal: boolean, now: Date): SQL {
  const audience = personal ? ownEmail(reader) : or(isNull(n.userEmail), ownEmail(reader));
  return and(
    eq(n.orgId, reader.orgId),
    audience,
    not(and(readBy(reader), lt(n.createdAt, readCutoff(now))) as SQL),
  ) as SQL;
}

/**
 * Deletes the organisation's notifications older than 30 days that no user they are for still has unread: an
 * organisation-wide one once every current user of the organisation has read it, a personal one once its user has
 * (or is gone). Cheap where it runs, on the list's read: the org + created_at index finds only the old rows.
 */
async function removeExpiredNotifications(db: Db, orgId: string, now: Date): Promise<number> {
  const stillUnread = sql`exists (
    select 1 from ${users} u
    where u.org_id = ${n.orgId}
      and (${n.userEmail} is null or lower(u.email) = lower(${n.userEmail}))
      and not exists (select 1 from ${notificationReads} r where r.notification_id = ${n.id} and r.user_id = u.id)
  )`;
  const removed = await db
    .delete(n)
    .where(and(eq(n.orgId, orgId), lt(n.createdAt, readCutoff(now)), not(stillUnread)))
    .returning({ id: n.id });
  return removed.length;
}

/** A page of 15, newest first, with the caller's read state and unread count (spec 1 §3, §9). */
export async function listNotifications(
  db: Db,
  reader: Reader,
  opts: { page: number; personal: boolean },
  now: Date,
): Promise<NotificationsPage> {
  await removeExpiredNotifications(db, reader.orgId, now);
  const where = visibleTo(reader, opts.personal, now);
  const perPage = notificationLimits.pageSize;
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`.mapWith(Number),
      unread: sql<number>`(count(*) filter (where not ${readBy(reader)}))::int`.mapWith(Number),
    })
    .from(n)
    .where(where);
  const rows = await db
    .select({ row: n, read: readBy(reader).mapWith(Boolean) })
    .from(n)
    .where(where)
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(perPage)
    .offset((opts.page - 1) * perPage);
  const total = counts?.total ?? 0;
  const first = (opts.page - 1) * perPage + 1;
  return {
    current_page: opts.page,
    per_page: perPage,
    total,
    from: rows.length > 0 ? first : null,
    to: rows.length > 0 ? first + rows.length - 1 : null,
    data: rows.map(({ row, read }) => toNotification(row, read)),
    unread: counts?.unread ?? 0,
  };
}

/**
 * Marks these notifications read for the caller only. Ids of notifications the caller cannot see (another
 * organisation's, a colleague's personal one, unknown) are ignored and never touched. Returns the ids newly read.
 */
export async function markNotificationsRead(
  db: Db,
  reader: Reader,
  ids: readonly number[],
  now: Date,
): Promise<number[]> {
  const visible = await db
    .select({ id: n.id })
    .from(n)
    .where(and(inArray(n.id, [...ids]), visibleTo(reader, false, now)));
  if (visible.length === 0) return [];
  const marked = await db
    .insert(notificationReads)
    .values(visible.map((v) => ({ userId: reader.userId, notificationId: v.id, readAt: now })))
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return marked.map((m) => m.id).sort((a, b) => a - b);
}

/** Spec 1 §4: 'mark all read' sets every one the caller sees read (for the caller; colleagues keep theirs). */
export async function markAllNotificationsRead(db: Db, reader: Reader, now: Date): Promise<number> {
  const result = await db
    .insert(notificationReads)
    .select(
      db
        .select({
          userId: sql<string>`${reader.userId}`.as('user_id'),
          notificationId: n.id,
          readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at'),
        })
        .from(n)
        .where(and(visibleTo(reader, false, now), not(readBy(reader)))),
    )
    .onConflictDoNothing()
    .returning({ id: notificationReads.notificationId });
  return result.length;
}
