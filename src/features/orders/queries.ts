import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { flagKeys, getProductFamilies } from '@/api/flags';
import { HttpError } from '@/api/http';
import { getEthernetOrder, getOrder, getOrderStats, listOrders } from '@/api/orders';
import { orderPtw } from '@/api/ptw';
import type { OrderFilterStatus } from '@/contracts/orders';
import type { ListAddressQuery } from '@/lib/list-address';
import { type OrderSortField, ordersAddress } from './address-query';

/**
 * The ordering area's one query-key factory (TkDodo's): all → lists → list(query), stats, details → detail(kind, id).
 * The funnels add their lookups here, under `all` when an order placed must refresh them. Timing is the app's default
 * (spec 3 §9: stale after 50 s, no retry, no refetch on focus; src/app/query-client.ts).
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: ListAddressQuery<OrderFilterStatus, OrderSortField>) =>
    queryOptions({
      queryKey: [...orderKeys.lists(), query] as const,
      queryFn: ({ signal }) => listOrders(ordersAddress.listParams(query), signal),
      // Keeps the rows on screen while the next page or filter loads.
      placeholderData: keepPreviousData,
    }),
  stats: () =>
    queryOptions({ queryKey: [...orderKeys.all, 'stats'] as const, queryFn: ({ signal }) => getOrderStats(signal) }),
  details: () => [...orderKeys.all, 'detail'] as const,
  /** An FTTP order (/order/{id}). */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderKeys.details(), 'fttp', id] as const,
      queryFn: ({ signal }) => getOrder(id, signal),
    }),
  /** An Ethernet order (/ethernet-order/{id}). */
  ethernetDetail: (id: string) =>
    queryOptions({
      queryKey: [...orderKeys.details(), 'ethernet', id] as const,
      queryFn: ({ signal }) => getEthernetOrder(id, signal),
    }),
  /**
   * An order of either type (/ordering/orders/{id}, /ordering/order/{id}, /order/{id}; spec 3 §2): the sandbox answers
   * each type at its own route, so an id the FTTP route does not know (404) is asked of the Ethernet route. Any other
   * failure, and a 404 from both, is the page's failure as usual.
   */
  anyDetail: (id: string) =>
    queryOptions({
      queryKey: [...orderKeys.details(), 'any', id] as const,
      queryFn: async ({ signal }) => {
        try {
          return await getOrder(id, signal);
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return getEthernetOrder(id, signal);
          throw error;
        }
      },
    }),
  /** An order's PTW documents, by its buyer reference (GET /permission-to-work/list-files/{buyer reference}). */
  ptwDocuments: (buyerReference: string) =>
    queryOptions({
      queryKey: [...orderKeys.all, 'ptw', buyerReference] as const,
      queryFn: ({ signal }) => orderPtw.list(buyerReference, signal),
    }),
  /**
   * The organisation's product families (spec 3 §7): the shell's own query (same key, src/app/flags.ts), kept in local
   * storage for an hour by getProductFamilies; a failed call answers no families.
   */
  families: (orgId: string) =>
    queryOptions({
      queryKey: flagKeys.families(orgId),
      queryFn: ({ signal }) => getProductFamilies(orgId, { signal }),
    }),
};
