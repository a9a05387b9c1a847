import type { z } from 'zod';
import {
  type BankDetails,
  bankDetailsResponse,
  type CreditNoteDetail,
  creditNoteDetailResponse,
  creditNotesPage,
  type InvoiceDetail,
  invoiceDetailResponse,
  invoicesPage,
  type OrderOnHoldDetail,
  orderOnHoldResponse,
  ordersOnHoldPage,
  type PaymentDetail,
  paymentDetailResponse,
  paymentsPage,
  type UsageMonths,
  usageMonthsResponse,
  usageServicesResponse,
} from '@/contracts/billing';
import type { ListParams } from '@/lib/list-query';
import { type DownloadedFile, request, requestFile } from './http';

export type InvoicesPage = z.infer<typeof invoicesPage>;
export type CreditNotesPage = z.infer<typeof creditNotesPage>;
export type PaymentsPage = z.infer<typeof paymentsPage>;
export type OrdersOnHoldPage = z.infer<typeof ordersOnHoldPage>;
export type UsageService = z.infer<typeof usageServicesResponse>['data'][number];

const item = (kind: string, id: string) => `/${kind}/${encodeURIComponent(id)}`;

/** GET /invoices: one page of the organisation's invoices. */
export const listInvoices = (query: ListParams, signal?: AbortSignal): Promise<InvoicesPage> =>
  request('billing', '/invoices', { schema: invoicesPage, query, signal });

/** GET /invoices/{id}: an invoice with its lines, payments and credit notes. */
export async function getInvoice(id: string, signal?: AbortSignal): Promise<InvoiceDetail> {
  return (await request('billing', item('invoices', id), { schema: invoiceDetailResponse, signal })).data;
}

/** GET /credit-notes. */
export const listCreditNotes = (query: ListParams, signal?: AbortSignal): Promise<CreditNotesPage> =>
  request('billing', '/credit-notes', { schema: creditNotesPage, query, signal });

/** GET /credit-notes/{id}. */
export async function getCreditNote(id: string, signal?: AbortSignal): Promise<CreditNoteDetail> {
  return (await request('billing', item('credit-notes', id), { schema: creditNoteDetailResponse, signal })).data;
}

/** GET /payments. */
export const listPayments = (query: ListParams, signal?: AbortSignal): Promise<PaymentsPage> =>
  request('billing', '/payments', { schema: paymentsPage, query, signal });

/** GET /payments/{id}: a payment and its allocations. */
export async function getPayment(id: string, signal?: AbortSignal): Promise<PaymentDetail> {
  return (await request('billing', item('payments', id), { schema: paymentDetailResponse, signal })).data;
}

/** GET /orders-on-hold. */
export const listOrdersOnHold = (query: ListParams, signal?: AbortSignal): Promise<OrdersOnHoldPage> =>
  request('billing', '/orders-on-hold', { schema: ordersOnHoldPage, query, signal });

/** GET /orders-on-hold/{id}. */
export async function getOrderOnHold(id: string, signal?: AbortSignal): Promise<OrderOnHoldDetail> {
  return (await request('billing', item('orders-on-hold', id), { schema: orderOnHoldResponse, signal })).data;
}

/** GET /bank-details. */
export async function getBankDetails(signal?: AbortSignal): Promise<BankDetails> {
  return (await request('billing', '/bank-details', { schema: bankDetailsResponse, signal })).data;
}

/** GET /bandwidth-usage: the services that have usage. */
export async function listUsageServices(signal?: AbortSignal): Promise<UsageService[]> {
  return (await request('billing', '/bandwidth-usage', { schema: usageServicesResponse, signal })).data;
}

/** GET /bandwidth-usage/{reference}: one service's months. */
export async function getUsageMonths(reference: string, signal?: AbortSignal): Promise<UsageMonths> {
  return (await request('billing', item('bandwidth-usage', reference), { schema: usageMonthsResponse, signal })).data;
}

/** GET /invoices/{id}/pdf: the invoice as a PDF, fetched with the bearer token. */
export const downloadInvoicePdf = (id: string): Promise<DownloadedFile> =>
  requestFile('billing', `${item('invoices', id)}/pdf`);

/** GET /credit-notes/{id}/pdf: the credit note as a PDF. */
export const downloadCreditNotePdf = (id: string): Promise<DownloadedFile> =>
  requestFile('billing', `${item('credit-notes', id)}/pdf`);

/** GET /export/{list}: a billing list's CSV with its q, status filter and sort (read:billing). */
const exportList =
  (list: 'invoices' | 'credit-notes' | 'payments' | 'orders-on-hold') =>
  (filters: ListParams): Promise<DownloadedFile> =>
    requestFile('billing', `/export/${list}`, { query: filters });

export const exportInvoices = exportList('invoices');
export const exportCreditNotes = exportList('credit-notes');
export const exportPayments = exportList('payments');
export const exportOrdersOnHold = exportList('orders-on-hold');
