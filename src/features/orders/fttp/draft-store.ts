import { type FttpDraft, parseFttpDraft } from '@machines/fttp-order-draft';
import { draftStore } from '@/lib/draft-store';

/** A half-made FTTP order survives a reload or the back button (src/lib/draft-store.ts). */
const store = draftStore<FttpDraft>({
  database: 'portal-order-drafts',
  storeName: 'fttp',
  keyPrefix: 'portal.fttp-order-draft',
  parse: parseFttpDraft,
});

export const restoreFttpDraft = store.restore;
export const saveFttpDraft = store.save;
export const clearFttpDraft = store.clear;
export const draftWrites = store.writes;
