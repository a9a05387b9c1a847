import { type FttpDraft, parseFttpDraft } from '@machines/fttp-order-draft';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * A half-made FTTP order survives a reload or the back button (IndexedDB through idb-keyval), per user so a shared
 * browser never shows one person's order to another, until it is placed or cancelled.
 */
const draftKey = (userId: string) => `portal.fttp-order-draft.${userId}`;

let store: UseStore | undefined;
// Opened on first use: the database may be missing (private windows); the funnel then works without surviving a reload.
const drafts = () => {
  store ??= createStore('portal-order-drafts', 'fttp');
  return store;
};

/** The funnel's `restoreDraft`: the stored draft, or undefined; one of another version or shape is deleted. */
export async function restoreFttpDraft(userId: string): Promise<FttpDraft | undefined> {
  try {
    const stored = await get<unknown>(draftKey(userId), drafts());
    const draft = parseFttpDraft(stored);
    if (stored !== undefined && !draft) await del(draftKey(userId), drafts());
    return draft;
  } catch {
    return undefined;
  }
}

// Writes go one after another, so a slow write never lands after a later one (or after the clear).
let queue: Promise<unknown> = Promise.resolve();
const enqueue = (write: () => Promise<unknown>) => {
  queue = queue.then(write).catch(() => undefined);
};

export function saveFttpDraft(userId: string, draft: FttpDraft): void {
  enqueue(() => set(draftKey(userId), draft, drafts()));
}

export function clearFttpDraft(userId: string): void {
  enqueue(() => del(draftKey(userId), drafts()));
}

/** Resolves once every write asked for so far is done (tests, and before a reload). */
export const draftWrites = () => queue;
