import { eq, Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxClock } from '../../db/schema';

const clockId = 'sandbox';

/**
 * The sandbox clock: real time plus an offset kept in the database, so tests and `server/cli/clock.ts` can move
 * incident progress, line-test delays and reservation expiry forward without waiting, and a restart keeps the offset.
 */
export async function sandboxNow(db: Db): Promise<Date> {
  const [row] = await db
    .select({ offsetMs: sandboxClock.offsetMs })
    .from(sandboxClock)
    .where(eq(sandboxClock.id, clockId));
  return new Date(Date.now() + (row?.offsetMs ?? 0));
}

/**
 * The clock's offset as a column of another statement: a read that also needs the sandbox time (a list whose incidents
 * may be due to progress, an MSO list's durations) gets it in the same round trip instead of a query of its own.
 * The sandbox time is then the caller's `Date.now()` taken before the statement plus this offset.
 */
export function clockOffsetColumn(db: Db) {
  const offset = db.select({ offsetMs: sandboxClock.offsetMs }).from(sandboxClock).where(eq(sandboxClock.id, clockId));
  return sql<number>`coalesce(${offset}, 0)::float8`.mapWith(Number);
}

/**
 * The sandbox time as an expression of another statement: `realNow`, the caller's `Date.now()` taken before it, plus
 * the clock's offset. A prepared statement passes a placeholder, given as an ISO string when it runs.
 */
export function sandboxTimeOf(db: Db, realNow: Date | number | Placeholder): SQL {
  const now = realNow instanceof Placeholder ? realNow : new Date(realNow).toISOString();
  return sql`${now}::timestamptz + ${clockOffsetColumn(db)} * interval '1 millisecond'`;
}

/** A forward move of the clock as an operator writes it: a whole number of seconds, minutes, hours or days. */
export const clockDurationPattern = /^(\d{1,6})([smhd])$/;
const clockUnits = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30s`, `15m`, `4h`, `2d` in milliseconds; undefined for anything else. */
export function parseClockDuration(text: string | undefined): number | undefined {
  const match = clockDurationPattern.exec(text ?? '');
  return match ? Number(match[1]) * clockUnits[match[2] as keyof typeof clockUnits] : undefined;
}

/** Moves the sandbox clock forward by `ms` (never backward: progress already applied cannot be undone). */
export async function advanceSandboxClock(db: Db, ms: number): Promise<Date> {
  if (!Number.isFinite(ms) || ms < 0) throw new Error('The sandbox clock only moves forward');
  await db
    .insert(sandboxClock)
    .values({ id: clockId, offsetMs: Math.round(ms) })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMs: sql`${sandboxClock.offsetMs} + ${Math.round(ms)}` },
    });
  return sandboxNow(db);
}

export async function sandboxOffsetMs(db: Db): Promise<number> {
  const [row] = await db
    .select({ offsetMs: sandboxClock.offsetMs })
    .from(sandboxClock)
    .where(eq(sandboxClock.id, clockId));
  return row?.offsetMs ?? 0;
}

/** Back to real time; incidents keep the progress they already made. */
export async function resetSandboxClock(db: Db): Promise<void> {
  await db.delete(sandboxClock).where(eq(sandboxClock.id, clockId));
}
