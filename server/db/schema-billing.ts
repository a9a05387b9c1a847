// Billing (spec 1 §1–§2; migration 0019): monthly invoices with their lines, credit notes, payments and their
// allocations, the organisation's bank details, orders held for unpaid balances and bandwidth usage. Money is integer
// pence everywhere; VAT follows src/lib/billing-money.ts. Every table carries org_id, so lookups are tenant-scoped.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

const day = (name: string) => date(name, { mode: 'string' });

export const invoices = pgTable(
  'invoices',
  {
    /** The invoice number, e.g. INV-1001-202610 (customer id and billing month). */
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    /** yyyy-MM, the month billed. */
    period: text('period').notNull(),
    /** Open, Paid or Overdue (src/contracts/billing.ts). */
    status: text('status').notNull(),
    invoiceDate: day('invoice_date').notNull(),
    invoiceDueDate: day('invoice_due_date').notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    /** Deposited payments allocated to it. */
    paidPence: integer('paid_pence').notNull().default(0),
    /** Applied credit notes raised against it. */
    creditedPence: integer('credited_pence').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_org_period_unique').on(t.orgId, t.period),
    index('invoices_org_due_idx').on(t.orgId, t.invoiceDueDate, t.id),
    index('invoices_org_status_due_idx').on(t.orgId, t.status, t.invoiceDueDate, t.id),
    index('invoices_org_created_idx').on(t.orgId, t.createdAt, t.id),
    check('invoices_status_known', sql`${t.status} in ('Open', 'Paid', 'Overdue')`),
    check('invoices_total_sum', sql`${t.totalPence} = ${t.netPence} + ${t.vatPence}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id').notNull(),
    orgId: text('org_id').notNull(),
    position: integer('position').notNull(),
    serviceReference: text('service_reference'),
    description: text('description').notNull(),
    /** install, recurring or one-off. */
    chargeType: text('charge_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPence: integer('unit_pence').notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    check('invoice_lines_charge_known', sql`${t.chargeType} in ('install', 'recurring', 'one-off')`),
  ],
);

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    /** Open or Applied. */
    status: text('status').notNull(),
    reason: text('reason').notNull(),
    netPence: integer('net_pence').notNull(),
    vatPence: integer('vat_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    createdAt: at('created_at').notNull(),
    appliedAt: at('applied_at'),
  },
  (t) => [
    index('credit_notes_org_created_idx').on(t.orgId, t.createdAt, t.id),
    index('credit_notes_org_status_created_idx').on(t.orgId, t.status, t.createdAt, t.id),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    check('credit_notes_status_known', sql`${t.status} in ('Open', 'Applied')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    /** Deposited, Pending or Failed. */
    status: text('status').notNull(),
    /** BACS, Direct Debit or Card. */
    method: text('method').notNull(),
    /** The ISP's remittance reference. */
    reference: text('reference').notNull(),
    amountPence: integer('amount_pence').notNull(),
    receivedOn: day('received_on').notNull(),
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('payments_org_created_idx').on(t.orgId, t.createdAt, t.id),
    index('payments_org_status_created_idx').on(t.orgId, t.status, t.createdAt, t.id),
    check('payments_status_known', sql`${t.status} in ('Deposited', 'Pending', 'Failed')`),
    check('payments_amount_positive', sql`${t.amountPence} > 0`),
  ],
);

export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: text('payment_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    orgId: text('org_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
  ],
);

export const billingAccounts = pgTable('billing_accounts', {
  orgId: text('org_id').primaryKey(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  sortCode: text('sort_code').notNull(),
  /** Only the last four digits are kept: the portal never needs the whole number. */
  bankAccountLast4: text('bank_account_last4').notNull(),
  paymentMethod: text('payment_method').notNull(),
  mandateReference: text('mandate_reference'),
  paymentTermsDays: integer('payment_terms_days').notNull(),
  billingEmail: text('billing_email').notNull(),
  vatNumber: text('vat_number').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const ordersOnHold = pgTable(
  'orders_on_hold',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id').notNull(),
    orderId: text('order_id').notNull(),
    buyerReference: text('buyer_reference').notNull(),
    product: text('product').notNull(),
    address: text('address').notNull(),
    invoiceId: text('invoice_id').notNull(),
    reason: text('reason').notNull(),
    outstandingPence: integer('outstanding_pence').notNull(),
    heldAt: at('held_at').notNull(),
  },
  (t) => [index('orders_on_hold_org_held_idx').on(t.orgId, t.heldAt, t.id)],
);

export const bandwidthUsage = pgTable(
  'bandwidth_usage',
  {
    orgId: text('org_id').notNull(),
    serviceReference: text('service_reference').notNull(),
    /** yyyy-MM. */
    month: text('month').notNull(),
    downloadGb: integer('download_gb').notNull(),
    uploadGb: integer('upload_gb').notNull(),
    /** The 95th percentile of five-minute throughput, in Mbit/s. */
    peakMbps: integer('peak_mbps').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.serviceReference, t.month] })],
);
