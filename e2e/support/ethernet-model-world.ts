import type { Page } from '@playwright/test';
import { readDrafts, writeDraft } from './funnel-drafts';

// What the Ethernet funnel's browser walk (e2e/ethernet-order-model.spec.ts) reads besides the page: the funnel's stored
// draft (IndexedDB, src/features/orders/ethernet/draft-store.ts: database portal-ethernet-order-drafts, store ethernet,
// one key per user). What it answers and types is the Testing Library walk's too
// (tests/features/orders/ethernet/ethernet-funnel-stubs.ts).

const draftStore = {
  database: 'portal-ethernet-order-drafts',
  storeName: 'ethernet',
  keyPrefix: 'portal.ethernet-order-draft',
};

/** Every stored draft (one per user who has one); ./funnel-drafts.ts. */
export const readEthernetDrafts = (page: Page) => readDrafts(page, draftStore);

/** Stores `draft` as the signed-in user's draft. */
export const writeEthernetDraft = (page: Page, draft: unknown) => writeDraft(page, draftStore, draft);
