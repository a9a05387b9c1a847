import type { Page } from '@playwright/test';
import { fttpFunnelPlacedOrder } from '../../tests/support/order-fixture';
import { readDrafts, writeDraft } from './funnel-drafts';

// What the FTTP funnel's browser walk (e2e/fttp-order-model.spec.ts) answers and reads besides the page: the placed
// order the held placement is answered with, and the funnel's stored draft (IndexedDB, src/features/orders/fttp/
// draft-store.ts: database portal-order-drafts, store fttp, one key per user).

const database = 'portal-order-drafts';
const storeName = 'fttp';

/** The order a held placement is answered with (nothing is written to the sandbox). */
export const fttpPlacedOrder = fttpFunnelPlacedOrder('ord_model_walk', 'Olivia Ordering');

const draftStore = { database, storeName, keyPrefix: 'portal.fttp-order-draft' };

/** Every stored draft (one per user who has one); ./funnel-drafts.ts. */
export const readFttpDrafts = (page: Page) => readDrafts(page, draftStore);

/** Stores `draft` as the signed-in user's draft. */
export const writeFttpDraft = (page: Page, draft: unknown) => writeDraft(page, draftStore, draft);
