import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { progressDueIncidents } from '../../domain/incidents/progress';
import type { BodyTimeout } from '../../domain/uploads/limits';
import type { UploadStore } from '../../domain/uploads/store';

/** What the incident service's route groups share. */
export interface IncidentServiceContext {
  db: Db;
  /** Attachments on disk. */
  store: UploadStore;
  uploadTimeout: BodyTimeout;
}

/** The sandbox time for this request, after moving the organisation's incidents on to it (lazy progression). */
export async function progressedNow(db: Db, orgId: string): Promise<Date> {
  const now = await sandboxNow(db);
  await progressDueIncidents(db, orgId, now);
  return now;
}
