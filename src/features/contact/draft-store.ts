import { type ContactDraft, emptyContactDraft } from '@machines/contact-request.machine';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { z } from 'zod';
import type { ContactKind } from '@/contracts/contact';

/**
 * A half-written request or complaint survives a reload: kept in IndexedDB per user and kind (as the ordering funnels'
 * drafts, src/features/orders/funnel-draft-store.ts), files included, until it is sent or cleared. A stored value of
 * another shape is deleted, never handed to the machine.
 */
const draftSchema = z.object({
  category: z.string().max(60),
  priority: z.string().max(20),
  related_reference: z.string().max(200),
  subject: z.string().max(1000),
  description: z.string().max(20_000),
  files: z.array(z.instanceof(File)).max(20),
});

let store: UseStore | undefined;
const drafts = () => {
  store ??= createStore('portal-contact-drafts', 'drafts');
  return store;
};
const key = (userId: string, kind: ContactKind) => `portal.contact-draft.${kind}.${userId}`;
let queue: Promise<unknown> = Promise.resolve();
const enqueue = (write: () => Promise<unknown>) => {
  queue = queue.then(write).catch(() => undefined);
};

export async function restoreContactDraft(userId: string, kind: ContactKind): Promise<ContactDraft | undefined> {
  try {
    const stored = await get<unknown>(key(userId, kind), drafts());
    if (stored === undefined) return undefined;
    const parsed = draftSchema.safeParse(stored);
    if (!parsed.success) {
      await del(key(userId, kind), drafts());
      return undefined;
    }
    return { ...emptyContactDraft(), ...parsed.data };
  } catch {
    return undefined;
  }
}

export const saveContactDraft = (userId: string, kind: ContactKind, draft: ContactDraft) =>
  enqueue(() => set(key(userId, kind), draft, drafts()));
export const clearContactDraft = (userId: string, kind: ContactKind) => enqueue(() => del(key(userId, kind), drafts()));
/** Resolves once every write asked for so far is done (tests, and before a reload). */
export const contactDraftWrites = () => queue;
