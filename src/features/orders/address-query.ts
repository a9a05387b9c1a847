import { type OrderFilterStatus, type OrderType, orderFilterStatuses, orderTypes } from '@/contracts/orders';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';
import type { ListParams } from '@/lib/list-query';

/** The sandbox sorts by these (server/domain/orders/list.ts), each with an index. */
const orderSortFields = ['created_at', 'updated_at', 'status', 'buyer_order_reference'] as const;
export type OrderSortField = (typeof orderSortFields)[number];

/** The list's query as its address holds it, plus the order type the menu link carries (spec 3 §2). */
export type OrdersAddressQuery = ListAddressQuery<OrderFilterStatus, OrderSortField> & { type: OrderType };

/** Spec 3 §2: page=1, sort=created_at, order=desc, limit=10. */
const base = listAddress({
  statuses: orderFilterStatuses,
  sortFields: orderSortFields,
  pageSizes: [10, 20, 50, 100],
  defaults: { limit: 10, sort: 'created_at', order: 'desc' },
});

const typeOf = (query: object): OrderType => {
  const type = (query as { type?: unknown }).type;
  return orderTypes.includes(type as OrderType) ? (type as OrderType) : 'fttp';
};

/**
 * The orders list's address: the shared list address with `type` kept beside it (fttp when missing or unknown, the
 * spec's default order type). The list screen spreads the query it parsed into every update, so the type rides along.
 */
export const ordersAddress = {
  ...base,
  defaultQuery: { ...base.defaultQuery, type: 'fttp' } as OrdersAddressQuery,
  parse: (search: string): OrdersAddressQuery => ({
    ...base.parse(search),
    type: typeOf({ type: new URLSearchParams(search).get('type') }),
  }),
  toSearch: (query: ListAddressQuery<OrderFilterStatus, OrderSortField>): string =>
    `${base.toSearch(query)}&type=${typeOf(query)}`,
  filterParams: (query: ListAddressQuery<OrderFilterStatus, OrderSortField>): ListParams => ({
    ...base.filterParams(query),
    type: typeOf(query),
  }),
  listParams: (query: ListAddressQuery<OrderFilterStatus, OrderSortField>): ListParams => ({
    ...base.listParams(query),
    type: typeOf(query),
  }),
};
