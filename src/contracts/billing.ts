import { z } from 'zod';
import { paginated } from './pagination';

/**
 * Billing (spec 1 §1–§2). Spec 1 §3 does not show the fields of invoices, credit notes, payments, bank details, orders on
 * hold or bandwidth usage: these are the sandbox's design (docs/areas/billing.md). Amounts are integer pence.
 */
export const invoiceStatuses = ['Open', 'Paid', 'Overdue'] as const;
export const creditNoteStatuses = ['Open', 'Applied'] as const;
export const paymentStatuses = ['Deposited', 'Pending', 'Failed'] as const;
export const chargeTypes = ['install', 'recurring', 'one-off'] as const;
const paymentMethods = ['BACS', 'Direct Debit', 'Card'] as const;

export type InvoiceStatus = (typeof invoiceStatuses)[number];

const pence = z.number().int();
/** yyyy-MM-dd. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** yyyy-MM. */
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A billing record's id in a path: an invoice, credit note, payment or hold number. */
export const billingIdParams = z.strictObject({ id: z.string().min(1).max(40) });

const invoiceRow = z.object({
  id: z.string(),
  invoice_number: z.string(),
  period: isoMonth,
  status: z.enum(invoiceStatuses),
  invoice_date: isoDay,
  invoice_due_date: isoDay,
  net_pence: pence,
  vat_pence: pence,
  total_pence: pence,
  paid_pence: pence,
  credited_pence: pence,
  /** What is still owed: total less payments and applied credit notes. */
  balance_pence: pence,
  created_at: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoicesPage = paginated(invoiceRow);

const invoiceLine = z.object({
  position: z.number().int(),
  service_reference: z.string().nullable(),
  description: z.string(),
  charge_type: z.enum(chargeTypes),
  quantity: z.number().int(),
  unit_pence: pence,
  net_pence: pence,
  vat_pence: pence,
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

const creditNoteRow = z.object({
  id: z.string(),
  credit_note_number: z.string(),
  invoice_id: z.string(),
  status: z.enum(creditNoteStatuses),
  reason: z.string(),
  net_pence: pence,
  vat_pence: pence,
  total_pence: pence,
  created_at: z.string(),
  applied_at: z.string().nullable(),
});
export type CreditNoteRow = z.infer<typeof creditNoteRow>;
export const creditNotesPage = paginated(creditNoteRow);

const paymentRow = z.object({
  id: z.string(),
  payment_reference: z.string(),
  status: z.enum(paymentStatuses),
  method: z.enum(paymentMethods),
  amount_pence: pence,
  received_on: isoDay,
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;
export const paymentsPage = paginated(paymentRow);

const allocation = z.object({
  payment_id: z.string(),
  invoice_id: z.string(),
  amount_pence: pence,
  payment_status: z.enum(paymentStatuses),
  received_on: isoDay,
});
export type PaymentAllocation = z.infer<typeof allocation>;

export const invoiceDetailResponse = z.object({
  data: invoiceRow.extend({
    lines: z.array(invoiceLine),
    payments: z.array(allocation),
    credit_notes: z.array(creditNoteRow),
  }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailResponse>['data'];

export const creditNoteDetailResponse = z.object({
  data: creditNoteRow.extend({ invoice_status: z.enum(invoiceStatuses), invoice_total_pence: pence }),
});
export type CreditNoteDetail = z.infer<typeof creditNoteDetailResponse>['data'];

export const paymentDetailResponse = z.object({
  data: paymentRow.extend({ allocations: z.array(allocation), unallocated_pence: pence }),
});
export type PaymentDetail = z.infer<typeof paymentDetailResponse>['data'];

const orderOnHold = z.object({
  id: z.string(),
  order_id: z.string(),
  buyer_reference: z.string(),
  product: z.string(),
  address: z.string(),
  invoice_id: z.string(),
  reason: z.string(),
  outstanding_pence: pence,
  held_at: z.string(),
});
export type OrderOnHold = z.infer<typeof orderOnHold>;
export const ordersOnHoldPage = paginated(orderOnHold);
export const orderOnHoldResponse = z.object({
  data: orderOnHold.extend({ invoice_status: z.enum(invoiceStatuses), invoice_due_date: isoDay }),
});
export type OrderOnHoldDetail = z.infer<typeof orderOnHoldResponse>['data'];

export const bankDetailsResponse = z.object({
  data: z.object({
    account_name: z.string(),
    bank_name: z.string(),
    sort_code: z.string(),
    /** Only the last four digits, e.g. ****4821. */
    account_number_masked: z.string(),
    payment_method: z.enum(paymentMethods),
    mandate_reference: z.string().nullable(),
    payment_terms_days: z.number().int(),
    billing_email: z.string(),
    vat_number: z.string(),
    /** Where the ISP pays by BACS: the provider's account and the reference to quote. */
    remit_to: z.object({
      account_name: z.string(),
      sort_code: z.string(),
      account_number: z.string(),
      reference: z.string(),
    }),
    updated_at: z.string(),
  }),
});
export type BankDetails = z.infer<typeof bankDetailsResponse>['data'];

/** GET /bandwidth-usage: the services that have usage (the page's picker), without their months. */
export const usageServicesResponse = z.object({
  data: z.array(z.object({ service_reference: z.string(), product: z.string() })),
});

/** A service's reference in the bandwidth usage path. */
export const usageParams = z.strictObject({ reference: z.string().min(1).max(40) });

/** GET /bandwidth-usage/{reference}: one service's months, oldest first. */
export const usageMonthsResponse = z.object({
  data: z.object({
    service_reference: z.string(),
    months: z.array(
      z.object({
        month: isoMonth,
        download_gb: z.number().int(),
        upload_gb: z.number().int(),
        peak_mbps: z.number().int(),
      }),
    ),
  }),
});
export type UsageMonths = z.infer<typeof usageMonthsResponse>['data'];
