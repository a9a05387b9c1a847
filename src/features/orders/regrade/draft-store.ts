import { parseRegradeDraft, type RegradeDraft } from '@machines/regrade-order-draft';
import { draftStore } from '@/lib/draft-store';

/** A regrade in progress survives a reload and the back button (src/lib/draft-store.ts); a draft is of one link. */
export const regradeDrafts = draftStore<RegradeDraft, [token: string]>({
  database: 'portal-regrade-drafts',
  storeName: 'drafts',
  keyPrefix: 'portal.regrade-draft',
  parse: parseRegradeDraft,
});
