import { type IncidentDraft, parseDraft, type RestoredDraft } from '@machines/incident-raise-draft';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * A half-written incident survives a reload or a slip of the back button: the draft (JSON) in localStorage, its
 * attachments (File objects) in IndexedDB, both per user so a shared browser never shows one person's draft to another.
 */
const draftKey = (userId: string) => `portal.incident-draft.${userId}`;

let filesStore: UseStore | undefined;
// Opened on first use: the database may be missing (private windows, tests), and only the files need it.
const files = () => {
  filesStore ??= createStore('portal-incident-drafts', 'attachments');
  return filesStore;
};

function readDraft(userId: string): IncidentDraft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(userId));
    const draft = raw ? parseDraft(JSON.parse(raw)) : undefined;
    // A stored value that no longer fits the draft's schema is dropped, never half-used.
    if (raw && !draft) localStorage.removeItem(draftKey(userId));
    return draft;
  } catch {
    return undefined;
  }
}

/** The funnel's `restoreDraft`: the stored draft and, past step one, its attachments (or that they were lost). */
export async function restoreDraft(userId: string): Promise<RestoredDraft> {
  const draft = readDraft(userId);
  if (!draft || draft.step === 'serviceDetails') return { draft, files: [], filesRestore: 'none' };
  try {
    const stored = await get<unknown>(draftKey(userId), files());
    const kept = Array.isArray(stored) ? stored.filter((f): f is File => f instanceof Blob && 'name' in f) : [];
    return { draft, files: kept, filesRestore: kept.length ? 'restored' : 'none' };
  } catch {
    return { draft, files: [], filesRestore: 'lost' };
  }
}

export function saveDraft(userId: string, draft: IncidentDraft): void {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the funnel still works, only without surviving a reload.
  }
}

/** Keeps the draft's attachments; a browser that cannot is told on restore ('lost'). */
export function saveDraftFiles(userId: string, list: readonly File[]): void {
  Promise.resolve()
    .then(() => set(draftKey(userId), [...list], files()))
    .catch(() => undefined);
}

export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // nothing stored
  }
  Promise.resolve()
    .then(() => del(draftKey(userId), files()))
    .catch(() => undefined);
}
