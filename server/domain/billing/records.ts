import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  BankDetails,
  CreditNoteDetail,
  CreditNoteRow,
  InvoiceDetail,
  InvoiceRow,
  OrderOnHold,
  OrderOnHoldDetail,
  PaymentAllocation,
  PaymentDetail,
  PaymentRow,
} from '../../../src/contracts/billing';
import type { Db } from '../../db/client';
import {
  billingAccounts,
  creditNotes,
  invoiceLines,
  invoices,
  ordersOnHold,
  paymentAllocations,
  payments,
} from '../../db/schema';

export interface BillingListQuery<S extends string> {
  page: number;
  limit: number;
  sort: { field: S; order: 'asc' | 'desc' };
  statuses?: string[] | undefined;
  q?: string | undefined;
}

type InvoiceRecord = typeof invoices.$inferSelect;
type CreditNoteRecord = typeof creditNotes.$inferSelect;
type PaymentRecord = typeof payments.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toInvoiceRow = (r: InvoiceRecord): InvoiceRow => ({
  id: r.id,
  invoice_number: r.id,
  period: r.period,
  status: r.status as InvoiceRow['status'],
  invoice_date: r.invoiceDate,
  invoice_due_date: r.invoiceDueDate,
  net_pence: r.netPence,
  vat_pence: r.vatPence,
  total_pence: r.totalPence,
  paid_pence: r.paidPence,
  credited_pence: r.creditedPence,
  balance_pence: Math.max(0, r.totalPence - r.paidPence - r.creditedPence),
  created_at: r.createdAt.toISOString(),
});

const toCreditNoteRow = (r: CreditNoteRecord): CreditNoteRow => ({
  id: r.id,
  credit_note_number: r.id,
  invoice_id: r.invoiceId,
  status: r.status as CreditNoteRow['status'],
  reason: r.reason,
  net_pence: r.netPence,
  vat_pence: r.vatPence,
  total_pence: r.totalPence,
  created_at: r.createdAt.toISOString(),
  applied_at: iso(r.appliedAt),
});

const toPaymentRow = (r: PaymentRecord): PaymentRow => ({
  id: r.id,
  payment_reference: r.reference,
  status: r.status as PaymentRow['status'],
  method: r.method as PaymentRow['method'],
  amount_pence: r.amountPence,
  received_on: r.receivedOn,
  failure_reason: r.failureReason,
  created_at: r.createdAt.toISOString(),
});

const toHold = (r: typeof ordersOnHold.$inferSelect): OrderOnHold => ({
  id: r.id,
  order_id: r.orderId,
  buyer_reference: r.buyerReference,
  product: r.product,
  address: r.address,
  invoice_id: r.invoiceId,
  reason: r.reason,
  outstanding_pence: r.outstandingPence,
  held_at: r.heldAt.toISOString(),
});

interface ListTable {
  table: PgTable;
  orgId: AnyPgColumn;
  id: AnyPgColumn;
  status?: AnyPgColumn;
}

/** One page of a billing list: the organisation's rows, status-filtered, by the sort's index (id breaks ties). */
async function pageOf<Row, S extends string>(
  db: Db,
  t: ListTable,
  orgId: string,
  query: BillingListQuery<S>,
  sortColumns: Record<S, AnyPgColumn>,
  extra: SQL | undefined,
  map: (row: never) => Row,
) {
  const where: (SQL | undefined)[] = [eq(t.orgId, orgId), extra];
  if (query.statuses && t.status) where.push(inArray(t.status, query.statuses));
  const filter = and(...where);
  const dir = query.sort.order === 'desc' ? desc : asc;
  const offset = (query.page - 1) * query.limit;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(t.table)
      .where(filter)
      .orderBy(dir(sortColumns[query.sort.field]), dir(t.id))
      .limit(query.limit)
      .offset(offset),
    db.$count(t.table, filter),
  ]);
  return {
    current_page: query.page,
    per_page: query.limit,
    total: counted,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    data: (rows as never[]).map(map),
  };
}

const idLike = (column: AnyPgColumn, q: string | undefined) => (q ? (eq(column, q.toUpperCase()) as SQL) : undefined);

export const invoiceSorts = ['invoice_due_date', 'created_at', 'total'] as const;
export const listInvoices = (db: Db, orgId: string, q: BillingListQuery<(typeof invoiceSorts)[number]>) =>
  pageOf(
    db,
    { table: invoices, orgId: invoices.orgId, id: invoices.id, status: invoices.status },
    orgId,
    q,
    { invoice_due_date: invoices.invoiceDueDate, created_at: invoices.createdAt, total: invoices.totalPence },
    idLike(invoices.id, q.q),
    toInvoiceRow as (r: never) => InvoiceRow,
  );

export const creditNoteSorts = ['created_at', 'total'] as const;
export const listCreditNotes = (db: Db, orgId: string, q: BillingListQuery<(typeof creditNoteSorts)[number]>) =>
  pageOf(
    db,
    { table: creditNotes, orgId: creditNotes.orgId, id: creditNotes.id, status: creditNotes.status },
    orgId,
    q,
    { created_at: creditNotes.createdAt, total: creditNotes.totalPence },
    idLike(creditNotes.id, q.q),
    toCreditNoteRow as (r: never) => CreditNoteRow,
  );

export const paymentSorts = ['created_at', 'amount'] as const;
export const listPayments = (db: Db, orgId: string, q: BillingListQuery<(typeof paymentSorts)[number]>) =>
  pageOf(
    db,
    { table: payments, orgId: payments.orgId, id: payments.id, status: payments.status },
    orgId,
    q,
    { created_at: payments.createdAt, amount: payments.amountPence },
    idLike(payments.id, q.q),
    toPaymentRow as (r: never) => PaymentRow,
  );

export const holdSorts = ['held_at', 'outstanding'] as const;
export const listOrdersOnHold = (db: Db, orgId: string, q: BillingListQuery<(typeof holdSorts)[number]>) =>
  pageOf(
    db,
    { table: ordersOnHold, orgId: ordersOnHold.orgId, id: ordersOnHold.id },
    orgId,
    q,
    { held_at: ordersOnHold.heldAt, outstanding: ordersOnHold.outstandingPence },
    idLike(ordersOnHold.id, q.q),
    toHold as (r: never) => OrderOnHold,
  );

async function allocationsWhere(db: Db, filter: SQL): Promise<PaymentAllocation[]> {
  const rows = await db
    .select({
      payment_id: paymentAllocations.paymentId,
      invoice_id: paymentAllocations.invoiceId,
      amount_pence: paymentAllocations.amountPence,
      payment_status: payments.status,
      received_on: payments.receivedOn,
    })
    .from(paymentAllocations)
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(filter)
    .orderBy(asc(payments.receivedOn), asc(payments.id));
  return rows.map((r) => ({ ...r, payment_status: r.payment_status as PaymentAllocation['payment_status'] }));
}

async function findInvoice(db: Db, orgId: string, id: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), eq(invoices.id, id)));
  return row;
}

export async function invoiceDetail(db: Db, orgId: string, id: string): Promise<InvoiceDetail | undefined> {
  const row = await findInvoice(db, orgId, id);
  if (!row) return undefined;
  const [lines, allocations, notes] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position)),
    allocationsWhere(db, and(eq(paymentAllocations.invoiceId, id), eq(paymentAllocations.orgId, orgId)) as SQL),
    db
      .select()
      .from(creditNotes)
      .where(and(eq(creditNotes.orgId, orgId), eq(creditNotes.invoiceId, id)))
      .orderBy(asc(creditNotes.createdAt)),
  ]);
  return {
    ...toInvoiceRow(row),
    lines: lines.map((l) => ({
      position: l.position,
      service_reference: l.serviceReference,
      description: l.description,
      charge_type: l.chargeType as InvoiceDetail['lines'][number]['charge_type'],
      quantity: l.quantity,
      unit_pence: l.unitPence,
      net_pence: l.netPence,
      vat_pence: l.vatPence,
    })),
    payments: allocations,
    credit_notes: notes.map(toCreditNoteRow),
  };
}

export async function creditNoteDetail(db: Db, orgId: string, id: string): Promise<CreditNoteDetail | undefined> {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.orgId, orgId), eq(creditNotes.id, id)));
  if (!row) return undefined;
  const invoice = await findInvoice(db, orgId, row.invoiceId);
  return {
    ...toCreditNoteRow(row),
    invoice_status: (invoice?.status ?? 'Open') as CreditNoteDetail['invoice_status'],
    invoice_total_pence: invoice?.totalPence ?? 0,
  };
}

export async function paymentDetail(db: Db, orgId: string, id: string): Promise<PaymentDetail | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orgId, orgId), eq(payments.id, id)));
  if (!row) return undefined;
  const allocations = await allocationsWhere(
    db,
    and(eq(paymentAllocations.paymentId, id), eq(paymentAllocations.orgId, orgId)) as SQL,
  );
  const allocated = allocations.reduce((sum, a) => sum + a.amount_pence, 0);
  return { ...toPaymentRow(row), allocations, unallocated_pence: Math.max(0, row.amountPence - allocated) };
}

export async function orderOnHoldDetail(db: Db, orgId: string, id: string): Promise<OrderOnHoldDetail | undefined> {
  const [row] = await db
    .select()
    .from(ordersOnHold)
    .where(and(eq(ordersOnHold.orgId, orgId), eq(ordersOnHold.id, id)));
  if (!row) return undefined;
  const invoice = await findInvoice(db, orgId, row.invoiceId);
  return {
    ...toHold(row),
    invoice_status: (invoice?.status ?? 'Overdue') as OrderOnHoldDetail['invoice_status'],
    invoice_due_date: invoice?.invoiceDueDate ?? '',
  };
}

/** The provider's own account that ISPs pay into by BACS (the sandbox's: sort code and number from the test range). */
const remitTo = { account_name: 'Fibre Network Provider Ltd', sort_code: '40-11-62', account_number: '71234560' };

export async function bankDetails(db: Db, orgId: string, customerId: number): Promise<BankDetails | undefined> {
  const [row] = await db.select().from(billingAccounts).where(eq(billingAccounts.orgId, orgId));
  if (!row) return undefined;
  return {
    account_name: row.accountName,
    bank_name: row.bankName,
    sort_code: row.sortCode,
    account_number_masked: `****${row.bankAccountLast4}`,
    payment_method: row.paymentMethod as BankDetails['payment_method'],
    mandate_reference: row.mandateReference,
    payment_terms_days: row.paymentTermsDays,
    billing_email: row.billingEmail,
    vat_number: row.vatNumber,
    remit_to: { ...remitTo, reference: `CUST-${customerId}` },
    updated_at: row.updatedAt.toISOString(),
  };
}
