import type { Page } from '@playwright/test';
import type { OrderDetail } from '../../src/contracts/orders';
import { activeProperty, remoteProduct } from '../../tests/machines/fttp-order.fixtures';

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

/**
 * Every stored draft (one per user who has one). A database the page has not made yet is not made here (the upgrade is
 * aborted), so the page's own store still gets created when it first opens it.
 */
export function readFttpDrafts(page: Page): Promise<unknown[]> {
  return page.evaluate(
    ({ database, storeName }) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => {
            db.close();
            reject(all.error);
          };
        };
      }),
    { database, storeName },
  );
}

/** Stores `draft` as the signed-in user's draft (the key the page uses: portal.fttp-order-draft.<user id>). */
export function writeFttpDraft(page: Page, draft: unknown): Promise<void> {
  return page.evaluate(
    ({ database, storeName, draft }) =>
      new Promise<void>((resolve, reject) => {
        const account = JSON.parse(localStorage.getItem('msal.portal-spa.active-account-filters') ?? '{}') as {
          localAccountId?: string;
        };
        if (!account.localAccountId) {
          reject(new Error('no signed-in account in this page'));
          return;
        }
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.result.createObjectStore(storeName);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(storeName, 'readwrite');
          tx.objectStore(storeName).put(draft, `portal.fttp-order-draft.${account.localAccountId}`);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => {
            db.close();
            reject(tx.error);
          };
        };
      }),
    { database, storeName, draft },
  );
}
