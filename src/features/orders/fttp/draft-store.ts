import { type FttpDraft, parseFttpDraft } from '@machines/fttp-order-draft';
import { draftStore } from '@/lib/draft-store';

/** A half-made FTTP order survives a reload or the back button (src/lib/draft-store.ts). */
export const fttpDrafts = draftStore<FttpDraft>({
  database: 'portal-order-drafts',
  storeName: 'fttp',
  keyPrefix: 'portal.fttp-order-draft',
  parse: parseFttpDraft,
});
