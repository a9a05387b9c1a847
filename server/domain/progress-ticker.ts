import { and, asc, eq, exists, gt, isNotNull, lte, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incidents, notifications, orders, organisations } from '../db/schema';
import { progressAllBilling } from './billing/invoicing';
import { advanceSandboxClock, sandboxNow } from './incidents/clock';
import { progressDueIncidents } from './incidents/progress';
import { progressDueOrders } from './orders/progress';

/**
 * Moves every organisation's due orders and incidents on to the sandbox time, as a read of theirs would (progress is
 * lazy): what a timer calls, so a status change on the clock is stored, notified and published without anyone reading.
 * One index probe per organisation when nothing is due. Safe beside reads and other processes: each step applies once.
 */
export async function progressEverythingDue(db: Db): Promise<void> {
  const now = await sandboxNow(db);
  const due = (table: typeof orders | typeof incidents) =>
    exists(
      db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.orgId, organisations.id), isNotNull(table.nextProgressAt), lte(table.nextProgressAt, now))),
    );
  const withOrders = await db.select({ id: organisations.id }).from(organisations).where(due(orders));
  for (const org of withOrders) await progressDueOrders(db, org.id, now);
  const withIncidents = await db.select({ id: organisations.id }).from(organisations).where(due(incidents));
  for (const org of withIncidents) await progressDueIncidents(db, org.id, now);
  // Billing: the ended months' invoices are issued and unpaid ones past due turn Overdue.
  await progressAllBilling(db, now);
}

/** Runs {@link progressEverythingDue} every `everyMs` (never two at once); the returned stop waits for a running one. */
export function startProgressTicker(db: Db, everyMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = progressEverythingDue(db)
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Moves the sandbox clock forward by `ms` and everything that became due with it, answering the new sandbox time and
 * what was notified meanwhile (the first 100; the ticker may have published some of it first), so an operator or a
 * journey knows what to expect on the bell.
 */
export async function moveSandboxClock(db: Db, ms: number) {
  const [last] = await db.select({ id: max(notifications.id) }).from(notifications);
  await advanceSandboxClock(db, ms);
  await progressEverythingDue(db);
  const notified = await db
    .select({
      customer_id: notifications.customerId,
      user_email: notifications.userEmail,
      message: notifications.message,
    })
    .from(notifications)
    .where(gt(notifications.id, last?.id ?? 0))
    .orderBy(asc(notifications.id))
    .limit(100);
  return { now: await sandboxNow(db), notified };
}
