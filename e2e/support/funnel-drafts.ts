import type { Page } from '@playwright/test';

/** A funnel's draft store in IndexedDB (src/lib/draft-store.ts): database, object store, key prefix. */
export interface DraftStore {
  database: string;
  storeName: string;
  keyPrefix: string;
}

/**
 * Every stored draft (one per user who has one). A database the page has not made yet is not made here (the upgrade is
 * aborted), so the page's own store still gets created when it first opens it.
 */
export function readDrafts(page: Page, { database, storeName }: DraftStore): Promise<unknown[]> {
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

/** Stores `draft` as the signed-in user's draft (the key the page uses: <keyPrefix>.<user id>). */
export function writeDraft(page: Page, { database, storeName, keyPrefix }: DraftStore, draft: unknown): Promise<void> {
  return page.evaluate(
    ({ database, storeName, keyPrefix, draft }) =>
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
          tx.objectStore(storeName).put(draft, `${keyPrefix}.${account.localAccountId}`);
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
    { database, storeName, keyPrefix, draft },
  );
}
