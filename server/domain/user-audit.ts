import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { UserHistoryEntry } from '../../src/contracts/user-management';
import type { Db } from '../db/client';
import { userAudit } from '../db/schema';

/** A random id with a prefix: 16 characters of base62, like the seeded ids. */
export function randomId(prefix: string, length = 16): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely (248 = 4 × 62).
  for (const b of bytes) {
    if (b < 248) out += alphabet[b % 62];
    if (out.length === length) break;
  }
  return out.length === length ? `${prefix}${out}` : randomId(prefix, length);
}

/** Who made a change: the signed-in caller, or nobody for the invitee's own acceptance and a mailed reset. */
export interface Actor {
  userId: string | null;
  name: string | null;
}

interface Change {
  orgId: string;
  subjectId: string;
  actor: Actor;
  action: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

type Tx = Pick<Db, 'insert'>;

/** Records one change (who, when, what, before, after) in the same transaction as the change itself. */
export async function recordChange(tx: Tx, change: Change): Promise<void> {
  await tx.insert(userAudit).values({
    id: randomId('aud_'),
    orgId: change.orgId,
    subjectId: change.subjectId,
    actorId: change.actor.userId,
    actorName: change.actor.name,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    at: change.at,
  });
}

/** A user's (or an invitation's) recorded changes in the organisation, newest first; empty when there are none. */
export async function historyOf(db: Db, orgId: string, subjectId: string, limit = 200): Promise<UserHistoryEntry[]> {
  const rows = await db
    .select()
    .from(userAudit)
    .where(and(eq(userAudit.orgId, orgId), eq(userAudit.subjectId, subjectId)))
    .orderBy(desc(userAudit.at), desc(userAudit.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor: { user_id: r.actorId, name: r.actorName },
    at: r.at.toISOString(),
    before: r.before,
    after: r.after,
  }));
}
