import type { OrderRow, OrderType } from '@/contracts/orders';
import { sectionPaths } from '@/lib/section-paths';

/** Addresses of the orders area (spec 3 §2); features may not import src/app/paths.ts, so they come from section paths. */
const ordersPath = sectionPaths.orders.path;
export const ordersListHref = (type: OrderType) => sectionPaths.orders.getHref(type);
export const productsPath = '/ordering/products';
export const fttpFunnelPath = '/ordering/products/fttp';
export const ethernetFunnelPath = '/ordering/products/ethernet';

/** An order's page: Ethernet orders at /ethernet-order/{id}, FTTP ones under the list (spec 3 §2). */
export const orderHref = (order: Pick<OrderRow, 'id' | 'order_type'>) =>
  order.order_type === 'ethernet'
    ? `/ethernet-order/${encodeURIComponent(order.id)}`
    : `${ordersPath}/${encodeURIComponent(order.id)}`;

/** How an order is named to users: the ISP's own reference. */
export const orderLabel = (order: Pick<OrderRow, 'buyer_order_reference'>) => order.buyer_order_reference;
