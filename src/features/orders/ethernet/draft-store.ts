import { type EthernetDraft, parseEthernetDraft } from '@machines/ethernet-order-draft';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * A half-made Ethernet order survives a reload or the back button (IndexedDB through idb-keyval), per user so a shared
 * browser never shows one person's order to another, until it is placed or cancelled. PTW files are not kept.
 */
const draftKey = (userId: string) => `portal.ethernet-order-draft.${userId}`;

let store: UseStore | undefined;
// Opened on first use: the database may be missing (private windows); the funnel then works without surviving a reload.
const drafts = () => {
  store ??= createStore('portal-ethernet-order-drafts', 'ethernet');
  return store;
};

/** The funnel's `restoreDraft`: the stored draft, or undefined; one of another version or shape is deleted. */
export async function restoreEthernetDraft(userId: string): Promise<EthernetDraft | undefined> {
  try {
    const stored = await get<unknown>(draftKey(userId), drafts());
    const draft = parseEthernetDraft(stored);
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

export function saveEthernetDraft(userId: string, draft: EthernetDraft): void {
  enqueue(() => set(draftKey(userId), draft, drafts()));
}

export function clearEthernetDraft(userId: string): void {
  enqueue(() => del(draftKey(userId), drafts()));
}

/** Resolves once every write asked for so far is done (tests, and before a reload). */
export const ethernetDraftWrites = () => queue;
