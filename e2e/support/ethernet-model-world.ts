import type { Page } from '@playwright/test';
import type { OrderDetail } from '../../src/contracts/orders';
import { metroProperty } from '../../tests/machines/ethernet-order.fixtures';
import { readDrafts, writeDraft } from './funnel-drafts';

// What the Ethernet funnel's browser walk (e2e/ethernet-order-model.spec.ts) answers and reads besides the page: the
// placed order the held placement is answered with, and the funnel's stored draft (IndexedDB, src/features/orders/
// ethernet/draft-store.ts: database portal-ethernet-order-drafts, store ethernet, one key per user).

const database = 'portal-ethernet-order-drafts';
const storeName = 'ethernet';

/** The order a held placement is answered with, under the reference the page sent (nothing is written to the sandbox). */
export const ethernetPlacedOrder = (reference: string): OrderDetail => ({
  id: 'ord_eth_model_walk',
  order_type: 'ethernet',
  redirect_url: '/ethernet-order/ord_eth_model_walk',
  updated_at: '2026-01-05T09:00:00Z',
  buyer_order_reference: reference,
  seller_order_reference: null,
  service_reference: null,
  product: 'Ethernet 100 National',
  address: metroProperty.address,
  cpe_install: false,
  bbu_install: false,
  voip_install: false,
  appointment_requested: false,
  status: 'Placed',
  created_at: '2026-01-05T09:00:00Z',
  ordered_by: 'Olivia Ordering',
  appointment_date: null,
  uprn: metroProperty.uprn,
  postcode: metroProperty.postcode,
  product_display_name: 'Ethernet 100 National',
  line_profile: null,
  new_order_type: 'ethernet',
  is_regrade: false,
  gpl_wlto: false,
  rfs_status: null,
  authentication_agent: null,
  agent_id: null,
  project_id: null,
  reseller_id: null,
  name: 'Sam Site',
  email: 'sam@example.com',
  phone: '01134960000',
  vulnerable_customer: false,
  vulnerable_customer_support: null,
  hazards: null,
  restrictions: null,
  telecare_install: false,
  requested_date: null,
  appointment: null,
  appointment_required: 'maybe',
  bduk_subsidised: false,
  rejection_reason: null,
  events: [],
  ethernet: null,
});

const draftStore = { database, storeName, keyPrefix: 'portal.ethernet-order-draft' };

/** Every stored draft (one per user who has one); ./funnel-drafts.ts. */
export const readEthernetDrafts = (page: Page) => readDrafts(page, draftStore);

/** Stores `draft` as the signed-in user's draft. */
export const writeEthernetDraft = (page: Page, draft: unknown) => writeDraft(page, draftStore, draft);
