import { type FttpDraft, parseFttpDraft } from '@machines/fttp-order-draft';
import { funnelDraftStore } from '../funnel-draft-store';

/** A half-made FTTP order survives a reload or the back button (../funnel-draft-store.ts). */
const store = funnelDraftStore<FttpDraft>({
  database: 'portal-order-drafts',
  storeName: 'fttp',
  keyPrefix: 'portal.fttp-order-draft',
  parse: parseFttpDraft,
});

export const restoreFttpDraft = store.restore;
export const saveFttpDraft = store.save;
export const clearFttpDraft = store.clear;
export const draftWrites = store.writes;
