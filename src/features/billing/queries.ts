import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  getBankDetails,
  getCreditNote,
  getInvoice,
  getOrderOnHold,
  getPayment,
  getUsageMonths,
  listCreditNotes,
  listInvoices,
  listOrdersOnHold,
  listPayments,
  listUsageServices,
} from '@/api/billing';
import type { ListParams } from '@/lib/list-query';
import {
  type CreditNotesQuery,
  creditNotesAddress,
  type InvoicesQuery,
  invoicesAddress,
  type OrdersOnHoldQuery,
  ordersOnHoldAddress,
  type PaymentsQuery,
  paymentsAddress,
} from './addresses';

type Fetch<Out> = (id: string, signal?: AbortSignal) => Promise<Out>;
type FetchList<Out> = (query: ListParams, signal?: AbortSignal) => Promise<Out>;

/** The billing area's root key, under which every billing key sits. */
const root = ['billing'] as const;

/** One billing record kind's keys: billing → kind → list(query) | detail(id). */
function recordKeys<Query, Page, Detail>(
  kind: string,
  toParams: (q: Query) => ListParams,
  list: FetchList<Page>,
  detail: Fetch<Detail>,
) {
  const all = [...root, kind] as const;
  return {
    all,
    list: (query: Query) =>
      queryOptions({
        queryKey: [...all, 'list', query] as const,
        queryFn: ({ signal }) => list(toParams(query), signal),
        placeholderData: keepPreviousData,
      }),
    detail: (id: string) =>
      queryOptions({ queryKey: [...all, 'detail', id] as const, queryFn: ({ signal }) => detail(id, signal) }),
  };
}

/** The billing area's query keys (one factory; views never type a key). */
export const billingKeys = {
  all: root,
  invoices: recordKeys('invoices', (q: InvoicesQuery) => invoicesAddress.listParams(q), listInvoices, getInvoice),
  creditNotes: recordKeys(
    'credit-notes',
    (q: CreditNotesQuery) => creditNotesAddress.listParams(q),
    listCreditNotes,
    getCreditNote,
  ),
  payments: recordKeys('payments', (q: PaymentsQuery) => paymentsAddress.listParams(q), listPayments, getPayment),
  ordersOnHold: recordKeys(
    'orders-on-hold',
    (q: OrdersOnHoldQuery) => ordersOnHoldAddress.listParams(q),
    listOrdersOnHold,
    getOrderOnHold,
  ),
  bankDetails: () =>
    queryOptions({ queryKey: [...root, 'bank-details'] as const, queryFn: ({ signal }) => getBankDetails(signal) }),
  usageServices: () =>
    queryOptions({ queryKey: [...root, 'usage'] as const, queryFn: ({ signal }) => listUsageServices(signal) }),
  usageMonths: (reference: string) =>
    queryOptions({
      queryKey: [...root, 'usage', reference] as const,
      queryFn: ({ signal }) => getUsageMonths(reference, signal),
    }),
};
