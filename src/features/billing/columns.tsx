import { Link } from 'wouter';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { CreditNoteRow, InvoiceRow, OrderOnHold, PaymentRow } from '@/contracts/billing';
import { formatPence } from '@/lib/billing-money';
import { formatDate } from '@/lib/dates';
import { creditNoteHref, invoiceHref, orderOnHoldHref, paymentHref } from './links';
import { PdfButton } from './pdf-button';

const money = (pence: number) => <span className="billing-amount">{formatPence(pence)}</span>;

/** What finance staff reconcile by: number, month, dates, status, total and what is still owed. */
export const invoiceColumns: Column<InvoiceRow, 'invoice_due_date' | 'created_at' | 'total'>[] = [
  { header: 'Invoice', nowrap: true, cell: (r) => <Link href={invoiceHref(r.id)}>{r.invoice_number}</Link> },
  { header: 'Billing month', nowrap: true, cell: (r) => formatDate(`${r.period}-01`).slice(3) },
  { header: 'Invoice date', sort: 'created_at', nowrap: true, cell: (r) => formatDate(r.invoice_date) },
  { header: 'Due date', sort: 'invoice_due_date', nowrap: true, cell: (r) => formatDate(r.invoice_due_date) },
  { header: 'Status', nowrap: true, cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Total (inc. VAT)', sort: 'total', nowrap: true, cell: (r) => money(r.total_pence) },
  { header: 'Balance', nowrap: true, cell: (r) => money(r.balance_pence) },
  {
    header: 'Document',
    nowrap: true,
    cell: (r) => (
      <PdfButton kind="invoice" id={r.id} size="small" label="PDF" ariaLabel={`Download ${r.invoice_number} PDF`} />
    ),
  },
];

export const creditNoteColumns: Column<CreditNoteRow, 'created_at' | 'total'>[] = [
  {
    header: 'Credit note',
    nowrap: true,
    cell: (r) => <Link href={creditNoteHref(r.id)}>{r.credit_note_number}</Link>,
  },
  { header: 'Invoice', nowrap: true, cell: (r) => <Link href={invoiceHref(r.invoice_id)}>{r.invoice_id}</Link> },
  { header: 'Reason', cell: (r) => r.reason },
  { header: 'Raised', sort: 'created_at', nowrap: true, cell: (r) => formatDate(r.created_at) },
  { header: 'Status', nowrap: true, cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Total (inc. VAT)', sort: 'total', nowrap: true, cell: (r) => money(r.total_pence) },
];

export const paymentColumns: Column<PaymentRow, 'created_at' | 'amount'>[] = [
  { header: 'Payment', nowrap: true, cell: (r) => <Link href={paymentHref(r.id)}>{r.id}</Link> },
  { header: 'Received', sort: 'created_at', nowrap: true, cell: (r) => formatDate(r.received_on) },
  { header: 'Method', nowrap: true, cell: (r) => r.method },
  { header: 'Your reference', cell: (r) => r.payment_reference },
  { header: 'Status', nowrap: true, cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Amount', sort: 'amount', nowrap: true, cell: (r) => money(r.amount_pence) },
];

export const orderOnHoldColumns: Column<OrderOnHold, 'held_at' | 'outstanding'>[] = [
  { header: 'Order', nowrap: true, cell: (r) => <Link href={orderOnHoldHref(r.id)}>{r.buyer_reference}</Link> },
  { header: 'Product', cell: (r) => r.product },
  { header: 'Address', cell: (r) => r.address },
  { header: 'Held since', sort: 'held_at', nowrap: true, cell: (r) => formatDate(r.held_at) },
  { header: 'Unpaid invoice', nowrap: true, cell: (r) => <Link href={invoiceHref(r.invoice_id)}>{r.invoice_id}</Link> },
  { header: 'Outstanding', sort: 'outstanding', nowrap: true, cell: (r) => money(r.outstanding_pence) },
];
