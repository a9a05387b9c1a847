import type { IncidentDraft } from '@machines/incident-raise.machine';
import { z } from 'zod';

/**
 * A half-written incident survives a reload or a slip of the back button: the draft (JSON) in localStorage, its
 * attachments (File objects) in IndexedDB, both per user so a shared browser never shows one person's draft to another.
 */
const draftKey = (userId: string) => `portal.incident-draft.${userId}`;
const form = z.object({ valid: z.boolean(), values: z.record(z.string(), z.unknown()) });
// Loose on the nested check (it is what the sandbox answered); strict enough that a foreign value cannot start the funnel.
const storedDraft = z.object({
  step: z.enum(['serviceDetails', 'incidentDetails', 'summary']),
  serviceReference: z.string().nullable(),
  check: z.record(z.string(), z.unknown()).nullable(),
  serviceForm: form,
  detailsForm: form,
  reservation: z.record(z.string(), z.unknown()).nullable(),
  fallback: z.boolean(),
  availability: z.object({ date: z.string(), slot: z.enum(['AM', 'PM']) }).nullable(),
  confirmed: z.boolean(),
});

export function loadDraft(userId: string): IncidentDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(userId));
    if (!raw) return undefined;
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as unknown as IncidentDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(userId: string, draft: IncidentDraft): void {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the funnel still works, only without surviving a reload.
  }
}

const dbName = 'portal-incident-drafts';
const store = 'attachments';

function openFilesDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const opening = indexedDB.open(dbName, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(store);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openFilesDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

/** Keeps the draft's attachments; rejects when the browser cannot store them (the view then says so). */
export async function saveDraftFiles(userId: string, files: readonly File[]): Promise<void> {
  await withStore('readwrite', (s) => s.put([...files], draftKey(userId)));
}

/** The stored attachments; rejects when they cannot be read back. */
export async function loadDraftFiles(userId: string): Promise<File[]> {
  const files = await withStore<unknown>('readonly', (s) => s.get(draftKey(userId)));
  return Array.isArray(files) ? files.filter((f): f is File => f instanceof Blob && 'name' in f) : [];
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // nothing stored
  }
  withStore('readwrite', (s) => s.delete(draftKey(userId))).catch(() => undefined);
}
