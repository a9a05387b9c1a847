import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, lte, type Placeholder, sql } from 'drizzle-orm';
import { notificationLinks } from '../../../src/contracts/notifications';
import type { Db } from '../../db/client';
import { incidentComments, incidents } from '../../db/schema';
import { storeNotification } from '../notifications/create';
import { publishNotifications, type StoredNotification } from '../notifications/publisher';
import { clockOffsetColumn, sandboxNow, sandboxTimeOf } from './clock';

const hour = 3_600_000;

/**
 * How an incident raised through the sandbox moves on by itself, measured from its creation on the sandbox clock.
 * Seeded history has no next step (next_progress_at null), so its statuses stay as seeded.
 */
const progressSteps = [
  { after: 1 * hour, status: 'In Progress', text: 'An engineer has been assigned and is investigating the fault.' },
  { after: 24 * hour, status: 'Resolved', text: 'The fault has been repaired and the service restored.' },
  { after: 72 * hour, status: 'Closed', text: 'Incident closed after the resolution period.' },
] as const;

const providerCommentName = 'Service Desk';

export const firstProgressAt = (createdAt: Date) => new Date(createdAt.getTime() + progressSteps[0].after);

/**
 * Applies every step that is due on the sandbox clock, lazily: read routes call this before answering, so no timer or
 * background job is needed and the result does not depend on when the server happened to be running.
 */
export async function progressDueIncidents(db: Db, orgId: string, now: Date): Promise<number> {
  let moved = 0;
  for (;;) {
    const due = await db
      .select({
        id: incidents.id,
        createdAt: incidents.createdAt,
        orgId: incidents.orgId,
        number: incidents.number,
        status: incidents.status,
        nextProgressAt: incidents.nextProgressAt,
      })
      .from(incidents)
      .where(and(eq(incidents.orgId, orgId), isNotNull(incidents.nextProgressAt), lte(incidents.nextProgressAt, now)))
      .limit(200);
    if (due.length === 0) return moved;
    const stored = await db.transaction(async (tx) => {
      const told: (StoredNotification | undefined)[] = [];
      for (const row of due) {
        const created = row.createdAt.getTime();
        const reached = progressSteps.filter((s) => created + s.after <= now.getTime());
        const last = reached.at(-1);
        if (!last) continue;
        const next = progressSteps[reached.length];
        const resolved = reached.find((s) => s.status === 'Resolved');
        const [applied] = await tx
          .update(incidents)
          .set({
            status: last.status,
            updatedAt: new Date(created + last.after),
            nextProgressAt: next ? new Date(created + next.after) : null,
            ...(resolved ? { resolvedAt: new Date(created + resolved.after) } : {}),
          })
          // Conditional on the step it read, so a racing request applies (and notifies) it once.
          .where(and(eq(incidents.id, row.id), eq(incidents.nextProgressAt, row.nextProgressAt as Date)))
          .returning({ id: incidents.id });
        if (applied && last.status !== row.status) {
          // The provider's comment on the incident and its new status, told in one notification.
          told.push(
            await storeNotification(tx, {
              orgId: row.orgId,
              message: `Incident ${row.number ?? row.id} is now ${last.status}. Service Desk: ${last.text}`,
              link: notificationLinks.incident(row.id),
              from: providerCommentName,
              eventKey: `incident:${row.id}:${last.status}:${created + last.after}`,
              at: new Date(created + last.after),
            }),
          );
        }
        // Only the steps not yet commented on: the comment id is derived from the step, so a repeat is a no-op.
        await tx
          .insert(incidentComments)
          .values(
            reached.map((s) => ({
              id: `cmt_${row.id}_${s.status.replace(' ', '_')}`,
              incidentId: row.id,
              orgId: row.orgId,
              name: providerCommentName,
              text: s.text,
              source: 'SERVICE_NOW',
              createdAt: new Date(created + s.after),
            })),
          )
          .onConflictDoNothing();
        moved++;
      }
      return told;
    });
    await publishNotifications(db, stored);
  }
}

/**
 * Columns a read adds so that it learns, in its own round trip, the sandbox time and whether any of the organisation's
 * incidents has a step due by then (incidents_progress_idx answers it from one index entry). `realNow` is the
 * `Date.now()` the caller takes before the statement; the sandbox time is `realNow` plus `clockOffsetMs`.
 * The state lives in the database, so this is right whichever process moved the clock or raised an incident.
 * A prepared statement passes placeholders (see {@link sandboxTimeOf}).
 */
export function progressFactColumns(db: Db, orgId: string | Placeholder, realNow: Date | Placeholder) {
  const sandboxTime = sandboxTimeOf(db, realNow);
  const due = db
    .select({ one: sql`1` })
    .from(incidents)
    .where(
      and(eq(incidents.orgId, orgId), isNotNull(incidents.nextProgressAt), lte(incidents.nextProgressAt, sandboxTime)),
    )
    .limit(1);
  return {
    clockOffsetMs: clockOffsetColumn(db),
    progressDue: sql<boolean>`exists ${due}`.mapWith(Boolean),
  };
}

/**
 * For a read that carried {@link progressFactColumns}: when it says nothing was due, its rows are already as of the
 * sandbox time and it answers (`true`); otherwise, or when it returned no row to carry the facts, the due steps are
 * applied now and the caller reads again (`false`), exactly as if it had progressed first.
 */
export async function fusedReadIsCurrent(
  db: Db,
  orgId: string,
  realNow: Date,
  facts: { clockOffsetMs: number; progressDue: boolean } | undefined,
): Promise<boolean> {
  if (facts && !facts.progressDue) return true;
  const now = facts ? new Date(realNow.getTime() + facts.clockOffsetMs) : await sandboxNow(db);
  await progressDueIncidents(db, orgId, now);
  return false;
}

export const newCommentId = () => `cmt_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
