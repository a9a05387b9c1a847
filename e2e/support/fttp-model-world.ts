import type { Page } from '@playwright/test';
import type { OrderDetail } from '../../src/contracts/orders';
import { activeProperty, remoteProduct } from '../../tests/machines/fttp-order.fixtures';
import { readDrafts, writeDraft } from './funnel-drafts';

// What the FTTP funnel's browser walk (e2e/fttp-order-model.spec.ts) answers and reads besides the page: the placed
// order the held placement is answered with, and the funnel's stored draft (IndexedDB, src/features/orders/fttp/
// draft-store.ts: database portal-order-drafts, store fttp, one key per user).

const database = 'portal-order-drafts';
const storeName = 'fttp';

/** The order a held placement is answered with (nothing is written to the sandbox). */
export const fttpPlacedOrder: OrderDetail = {
  id: 'ord_model_walk',
  order_type: 'fttp',
  redirect_url: '/ordering/orders/ord_model_walk',
  updated_at: '2026-01-05T09:00:00Z',
  buyer_order_reference: 'ORD-MODEL-1',
  seller_order_reference: null,
  service_reference: null,
  product: remoteProduct.productName,
  address: activeProperty.address,
  cpe_install: false,
  bbu_install: false,
  voip_install: false,
  appointment_requested: false,
  status: 'Placed',
  created_at: '2026-01-05T09:00:00Z',
  ordered_by: 'Olivia Ordering',
  appointment_date: null,
  uprn: activeProperty.uprn,
  postcode: activeProperty.postcode,
  product_display_name: remoteProduct.displayName,
  line_profile: 'LP-1000-1000',
  new_order_type: 'fttp',
  is_regrade: false,
  gpl_wlto: false,
  rfs_status: 'RFS_4',
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent@isp',
  project_id: null,
  reseller_id: null,
  name: 'Alex Morgan',
  email: 'alex@example.com',
  phone: '01234567890',
  vulnerable_customer: false,
  vulnerable_customer_support: null,
  hazards: null,
  restrictions: null,
  telecare_install: false,
  requested_date: null,
  appointment: null,
  appointment_required: 'maybe',
  bduk_subsidised: true,
  rejection_reason: null,
  events: [],
};

const draftStore = { database, storeName, keyPrefix: 'portal.fttp-order-draft' };

/** Every stored draft (one per user who has one); ./funnel-drafts.ts. */
export const readFttpDrafts = (page: Page) => readDrafts(page, draftStore);

/** Stores `draft` as the signed-in user's draft. */
export const writeFttpDraft = (page: Page, draft: unknown) => writeDraft(page, draftStore, draft);
