import { parseRegradeDraft, type RegradeDraft } from '@machines/regrade-order-draft';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * A regrade in progress survives a reload and the back button: its draft in IndexedDB (idb-keyval), per user so a
 * shared browser never shows one person's regrade to another. A stored value that no longer fits is deleted.
 */
const draftKey = (userId: string) => `portal.regrade-draft.${userId}`;

let store: UseStore | undefined;
// Opened on first use: the database may be missing (private windows), and the wizard then works without a draft.
const drafts = () => {
  store ??= createStore('portal-regrade-drafts', 'drafts');
  return store;
};

/** The wizard's `restoreDraft`: the stored draft of this link, or undefined. */
export async function restoreRegradeDraft(userId: string, token: string): Promise<RegradeDraft | undefined> {
  const stored = await get<unknown>(draftKey(userId), drafts());
  const draft = parseRegradeDraft(stored, token);
  if (stored !== undefined && !draft) await del(draftKey(userId), drafts());
  return draft;
}

export function saveRegradeDraft(userId: string, draft: RegradeDraft): void {
  Promise.resolve()
    .then(() => set(draftKey(userId), draft, drafts()))
    .catch(() => undefined);
}

export function clearRegradeDraft(userId: string): void {
  Promise.resolve()
    .then(() => del(draftKey(userId), drafts()))
    .catch(() => undefined);
}
