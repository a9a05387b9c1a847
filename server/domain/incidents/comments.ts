import { eq } from 'drizzle-orm';
import type { IncidentComment } from '../../../src/contracts/incidents';
import type { Db } from '../../db/client';
import { incidentComments, incidents } from '../../db/schema';
import { toComment } from './detail';
import { newCommentId } from './progress';
import type { IncidentRow } from './rows';

/** A user's comment from the portal; it also marks the incident as updated. */
export async function addPortalComment(
  db: Db,
  incident: IncidentRow,
  author: { name: string },
  text: string,
  now: Date,
): Promise<IncidentComment> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(incidentComments)
      .values({
        id: newCommentId(),
        incidentId: incident.id,
        orgId: incident.orgId,
        name: author.name,
        text,
        source: 'PORTAL',
        createdAt: now,
      })
      .returning();
    await tx.update(incidents).set({ updatedAt: now }).where(eq(incidents.id, incident.id));
    if (!row) throw new Error('Comment was not stored');
    return toComment(row);
  });
}
