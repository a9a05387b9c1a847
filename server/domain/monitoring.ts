import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { ErrorReportBody } from '../../src/contracts/monitoring';
import { reportedRoute, scrubPersonalData } from '../../src/lib/scrub-personal-data';
import type { Db } from '../db/client';
import { errorReports } from '../db/schema';

export type StoredErrorReport = typeof errorReports.$inferSelect;

/**
 * Stores one report, scrubbed again here: the portal scrubs before sending, but the sink cannot trust a caller that
 * anyone may be (the route is public, so errors before sign-in are reported too).
 */
export async function storeErrorReport(db: Db, report: ErrorReportBody, now = new Date()): Promise<{ id: string }> {
  const id = randomUUID();
  await db.insert(errorReports).values({
    id,
    release: scrubPersonalData(report.release),
    route: reportedRoute(report.route),
    userId: report.userId ? scrubPersonalData(report.userId) : null,
    name: scrubPersonalData(report.name),
    message: scrubPersonalData(report.message),
    stack: report.stack === undefined ? null : scrubPersonalData(report.stack),
    receivedAt: now,
  });
  return { id };
}

/** Newest first, for the sandbox's monitoring page. */
export async function listErrorReports(db: Db, limit = 200): Promise<StoredErrorReport[]> {
  return db.select().from(errorReports).orderBy(desc(errorReports.receivedAt), desc(errorReports.id)).limit(limit);
}
