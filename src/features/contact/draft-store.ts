import { type ContactDraft, emptyContactDraft } from '@machines/contact-request.machine';
import { z } from 'zod';
import type { ContactKind } from '@/contracts/contact';
import { draftStore } from '@/lib/draft-store';

/**
 * A half-written request or complaint survives a reload: kept per user and kind (src/lib/draft-store.ts, as the
 * ordering funnels' drafts), files included, until it is sent or cleared.
 */
const draftSchema = z.object({
  category: z.string().max(60),
  priority: z.string().max(20),
  related_reference: z.string().max(200),
  subject: z.string().max(1000),
  description: z.string().max(20_000),
  files: z.array(z.instanceof(File)).max(20),
});

const storeOf = (kind: ContactKind) =>
  draftStore<ContactDraft>({
    database: 'portal-contact-drafts',
    storeName: 'drafts',
    keyPrefix: `portal.contact-draft.${kind}`,
    parse: (stored) => {
      const parsed = draftSchema.safeParse(stored);
      return parsed.success ? { ...emptyContactDraft(), ...parsed.data } : undefined;
    },
  });
const stores = { 'request-information': storeOf('request-information'), complaints: storeOf('complaints') } as const;

export const restoreContactDraft = (userId: string, kind: ContactKind) => stores[kind].restore(userId);
export const saveContactDraft = (userId: string, kind: ContactKind, draft: ContactDraft) =>
  stores[kind].save(userId, draft);
export const clearContactDraft = (userId: string, kind: ContactKind) => stores[kind].clear(userId);
/** Resolves once every write asked for so far is done (tests, and before a reload). */
export const contactDraftWrites = () => Promise.all(Object.values(stores).map((s) => s.writes()));
