import { and, eq, exists, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incidents, orders, organisations } from '../db/schema';
import { sandboxNow } from './incidents/clock';
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
