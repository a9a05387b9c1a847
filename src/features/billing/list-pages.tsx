import { exportCreditNotes, exportInvoices, exportOrdersOnHold, exportPayments } from '@/api/billing';
import { ListPage, warmList } from '@/components/list-page';
import { creditNotesAddress, invoicesAddress, ordersOnHoldAddress, paymentsAddress } from './addresses';
import { creditNoteColumns, invoiceColumns, orderOnHoldColumns, paymentColumns } from './columns';
import { billingKeys } from './queries';

const invoicesScreen = {
  title: 'Invoices',
  noun: 'invoices',
  exportCsv: { name: 'billing' as const, download: exportInvoices, fileName: 'invoices.csv' },
  address: invoicesAddress,
  keys: billingKeys.invoices,
  columns: invoiceColumns,
  searchPlaceholder: 'Invoice number, e.g. INV-1001-202610',
};
const creditNotesScreen = {
  title: 'Credit Notes',
  noun: 'credit notes',
  exportCsv: { name: 'billing' as const, download: exportCreditNotes, fileName: 'credit-notes.csv' },
  address: creditNotesAddress,
  keys: billingKeys.creditNotes,
  columns: creditNoteColumns,
  searchPlaceholder: 'Credit note number',
};
const paymentsScreen = {
  title: 'Payments',
  noun: 'payments',
  exportCsv: { name: 'billing' as const, download: exportPayments, fileName: 'payments.csv' },
  address: paymentsAddress,
  keys: billingKeys.payments,
  columns: paymentColumns,
  searchPlaceholder: 'Payment number',
};
const ordersOnHoldScreen = {
  title: 'Orders On Hold',
  noun: 'orders on hold',
  exportCsv: { name: 'billing' as const, download: exportOrdersOnHold, fileName: 'orders-on-hold.csv' },
  address: ordersOnHoldAddress,
  keys: billingKeys.ordersOnHold,
  columns: orderOnHoldColumns,
  searchPlaceholder: 'Hold number',
};

/** /billing/invoices (spec 1 §2): the menu opens it filtered Open, newest due date first. */
export function InvoicesPage() {
  return <ListPage screen={invoicesScreen} />;
}
InvoicesPage.warmPage = warmList(invoicesScreen);

/** /billing/credit-notes: the menu opens it filtered Open, newest first. */
export function CreditNotesPage() {
  return <ListPage screen={creditNotesScreen} />;
}
CreditNotesPage.warmPage = warmList(creditNotesScreen);

/** /billing/payments: the menu opens it filtered Deposited, newest first. */
export function PaymentsPage() {
  return <ListPage screen={paymentsScreen} />;
}
PaymentsPage.warmPage = warmList(paymentsScreen);

/** /billing/orders-on-hold: orders held until an overdue balance is paid. */
export function OrdersOnHoldPage() {
  return <ListPage screen={ordersOnHoldScreen} />;
}
OrdersOnHoldPage.warmPage = warmList(ordersOnHoldScreen);
