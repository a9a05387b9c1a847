import { type EthernetDraft, parseEthernetDraft } from '@machines/ethernet-order-draft';
import { draftStore } from '@/lib/draft-store';

/**
 * A half-made Ethernet order survives a reload or the back button (src/lib/draft-store.ts), its chosen PTW files
 * included (IndexedDB stores File objects as they are).
 */
export const ethernetDrafts = draftStore<EthernetDraft>({
  database: 'portal-ethernet-order-drafts',
  storeName: 'ethernet',
  keyPrefix: 'portal.ethernet-order-draft',
  parse: parseEthernetDraft,
});
