import { creditNoteStatuses, invoiceStatuses, paymentStatuses } from '@/contracts/billing';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';

const pageSizes = [10, 20, 50, 100];

/** Spec 1 §2: the menu opens Invoices filtered Open by invoice_due_date desc. */
export const invoicesAddress = listAddress({
  statuses: invoiceStatuses,
  sortFields: ['invoice_due_date', 'created_at', 'total'] as const,
  pageSizes,
  defaults: { limit: 10, sort: 'invoice_due_date', order: 'desc' },
});
export type InvoicesQuery = ListAddressQuery<
  (typeof invoiceStatuses)[number],
  'invoice_due_date' | 'created_at' | 'total'
>;

/** Spec 1 §2: Credit Notes filtered Open by created_at desc. */
export const creditNotesAddress = listAddress({
  statuses: creditNoteStatuses,
  sortFields: ['created_at', 'total'] as const,
  pageSizes,
  defaults: { limit: 10, sort: 'created_at', order: 'desc' },
});
export type CreditNotesQuery = ListAddressQuery<(typeof creditNoteStatuses)[number], 'created_at' | 'total'>;

/** Spec 1 §2: Payments filtered Deposited by created_at desc. */
export const paymentsAddress = listAddress({
  statuses: paymentStatuses,
  sortFields: ['created_at', 'amount'] as const,
  pageSizes,
  defaults: { limit: 10, sort: 'created_at', order: 'desc' },
});
export type PaymentsQuery = ListAddressQuery<(typeof paymentStatuses)[number], 'created_at' | 'amount'>;

/** Orders on hold have no statuses: every row is held. */
export const ordersOnHoldAddress = listAddress({
  statuses: [] as const,
  sortFields: ['held_at', 'outstanding'] as const,
  pageSizes,
  defaults: { limit: 10, sort: 'held_at', order: 'desc' },
});
export type OrdersOnHoldQuery = ListAddressQuery<never, 'held_at' | 'outstanding'>;
