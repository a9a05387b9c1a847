import type { CreditNoteRow, InvoiceRow, OrderOnHold, PaymentRow } from '../../../src/contracts/billing';
import { formatPence } from '../../../src/lib/billing-money';
import { formatDate } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { csvLine } from '../incidents/csv';
import {
  type BillingListQuery,
  type creditNoteSorts,
  type holdSorts,
  type invoiceSorts,
  listCreditNotes,
  listInvoices,
  listOrdersOnHold,
  listPayments,
  type paymentSorts,
} from './records';

type Cell = string | number | null;
interface Column<Row> {
  header: string;
  cell: (row: Row) => Cell;
}

/** Money as the screens show it (£1,234.56, pence always written); dates as dd/MM/yyyy in London. */
const money = (pence: number) => formatPence(pence);
const day = (value: string | null) => (value ? formatDate(value) : '');

/** The columns of each list's CSV: what the list shows, plus the amounts finance staff reconcile against. */
const invoiceCsvColumns: Column<InvoiceRow>[] = [
  { header: 'Invoice', cell: (r) => r.invoice_number },
  { header: 'Billing month', cell: (r) => formatDate(`${r.period}-01`).slice(3) },
  { header: 'Invoice date', cell: (r) => day(r.invoice_date) },
  { header: 'Due date', cell: (r) => day(r.invoice_due_date) },
  { header: 'Status', cell: (r) => r.status },
  { header: 'Net', cell: (r) => money(r.net_pence) },
  { header: 'VAT', cell: (r) => money(r.vat_pence) },
  { header: 'Total (inc. VAT)', cell: (r) => money(r.total_pence) },
  { header: 'Paid', cell: (r) => money(r.paid_pence) },
  { header: 'Credited', cell: (r) => money(r.credited_pence) },
  { header: 'Balance', cell: (r) => money(r.balance_pence) },
];

const creditNoteCsvColumns: Column<CreditNoteRow>[] = [
  { header: 'Credit note', cell: (r) => r.credit_note_number },
  { header: 'Invoice', cell: (r) => r.invoice_id },
  { header: 'Reason', cell: (r) => r.reason },
  { header: 'Raised', cell: (r) => day(r.created_at) },
  { header: 'Status', cell: (r) => r.status },
  { header: 'Applied', cell: (r) => day(r.applied_at) },
  { header: 'Net', cell: (r) => money(r.net_pence) },
  { header: 'VAT', cell: (r) => money(r.vat_pence) },
  { header: 'Total (inc. VAT)', cell: (r) => money(r.total_pence) },
];

const paymentCsvColumns: Column<PaymentRow>[] = [
  { header: 'Payment', cell: (r) => r.id },
  { header: 'Received', cell: (r) => day(r.received_on) },
  { header: 'Method', cell: (r) => r.method },
  { header: 'Your reference', cell: (r) => r.payment_reference },
  { header: 'Status', cell: (r) => r.status },
  { header: 'Amount', cell: (r) => money(r.amount_pence) },
  { header: 'Failure reason', cell: (r) => r.failure_reason },
];

const orderOnHoldCsvColumns: Column<OrderOnHold>[] = [
  { header: 'Order', cell: (r) => r.buyer_reference },
  { header: 'Product', cell: (r) => r.product },
  { header: 'Address', cell: (r) => r.address },
  { header: 'Held since', cell: (r) => day(r.held_at) },
  { header: 'Unpaid invoice', cell: (r) => r.invoice_id },
  { header: 'Reason', cell: (r) => r.reason },
  { header: 'Outstanding', cell: (r) => money(r.outstanding_pence) },
];

type Lister<S extends string, Row> = (db: Db, orgId: string, query: BillingListQuery<S>) => Promise<{ data: Row[] }>;

/**
 * A billing list as CSV with the list's own filter and sort (the same query the list pages run), read a batch at a
 * time: each batch is handed on before the next is read. Billing lists hold a row a month per organisation, so the
 * list's own paged query serves; the query's page and limit are ignored.
 */
async function* listCsv<S extends string, Row>(
  db: Db,
  orgId: string,
  query: BillingListQuery<S>,
  list: Lister<S, Row>,
  columns: Column<Row>[],
  batchSize: number,
): AsyncGenerator<string> {
  yield csvLine(columns.map((c) => c.header));
  for (let page = 1; ; page++) {
    const { data } = await list(db, orgId, { ...query, page, limit: batchSize });
    if (data.length > 0) yield data.map((r) => csvLine(columns.map((c) => c.cell(r)))).join('');
    if (data.length < batchSize) return;
  }
}

export const invoiceCsv = (
  db: Db,
  orgId: string,
  query: BillingListQuery<(typeof invoiceSorts)[number]>,
  batchSize = 500,
) => listCsv(db, orgId, query, listInvoices, invoiceCsvColumns, batchSize);

export const creditNoteCsv = (
  db: Db,
  orgId: string,
  query: BillingListQuery<(typeof creditNoteSorts)[number]>,
  batchSize = 500,
) => listCsv(db, orgId, query, listCreditNotes, creditNoteCsvColumns, batchSize);

export const paymentCsv = (
  db: Db,
  orgId: string,
  query: BillingListQuery<(typeof paymentSorts)[number]>,
  batchSize = 500,
) => listCsv(db, orgId, query, listPayments, paymentCsvColumns, batchSize);

export const orderOnHoldCsv = (
  db: Db,
  orgId: string,
  query: BillingListQuery<(typeof holdSorts)[number]>,
  batchSize = 500,
) => listCsv(db, orgId, query, listOrdersOnHold, orderOnHoldCsvColumns, batchSize);
