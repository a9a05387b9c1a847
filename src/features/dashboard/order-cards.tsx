import { Link } from 'wouter';
import type { HomeSummary } from '@/contracts/dashboard';
import type { OrderCounts, OrderRow } from '@/contracts/orders';
import { formatDate } from '@/lib/dates';
import { sectionPaths } from '@/lib/section-paths';
import { statusColour } from '@/lib/status-colours';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-cards';

type HomeOrders = NonNullable<HomeSummary['orders']>;

/** Orders still moving (spec 3 §4), in the order they move through, with their status names and meta counters. */
const inProgress: [status: string, counter: keyof OrderCounts][] = [
  ['Placed', 'placed'],
  ['Acknowledged', 'acknowledged'],
  ['Committed', 'committed'],
  ['Pending', 'pending'],
  ['In Delay', 'delayed'],
];

// Addresses of the orders area (mirroring src/features/orders/links.ts: features do not import each other).
const orderHref = (order: Pick<OrderRow, 'id' | 'order_type'>) =>
  order.order_type === 'ethernet'
    ? `/ethernet-order/${encodeURIComponent(order.id)}`
    : `${sectionPaths.orders.path}/${encodeURIComponent(order.id)}`;
const ordersHref = (home: HomeSummary) =>
  sectionPaths.orders.getHref(
    home.product_families.family_ftth || !home.product_families.family_ethernet ? 'fttp' : 'ethernet',
  );

/** A status as a badge without antd's Tag (the dashboard loads no more antd than it must). */
function Badge({ status }: { status: string }) {
  return (
    <span className={styles.badge} style={{ background: statusColour(status) }}>
      {status}
    </span>
  );
}

/** The organisation's orders in progress, both types together, by status. */
export function OrdersInProgressCard({ home, orders }: { home: HomeSummary; orders: HomeOrders }) {
  const total = inProgress.reduce((sum, [, counter]) => sum + orders.counts[counter], 0);
  return (
    <DashboardCard title="Orders in progress">
      <p className={styles.statTitle}>Orders in progress in your organisation</p>
      <p className={styles.statValue}>{total}</p>
      <ul aria-label="Orders in progress by status" className={`${styles.list} ${styles.plainList}`}>
        {inProgress.map(([status, counter]) => (
          <li key={status}>
            <Badge status={status} />
            <span>{orders.counts[counter]}</span>
          </li>
        ))}
      </ul>
      <p className={styles.moreLink}>
        <Link href={ordersHref(home)}>All orders</Link>
      </p>
    </DashboardCard>
  );
}

/** The five latest orders, newest first, each linking to its page. */
export function LatestOrdersCard({ orders }: { orders: HomeOrders }) {
  return (
    <DashboardCard title="Latest orders">
      {orders.latest.length === 0 ? (
        <p className={`${styles.paragraph} ${styles.secondary}`}>Your organisation has not placed any orders yet.</p>
      ) : (
        <ul aria-label="Latest orders" className={`${styles.list} ${styles.plainList}`}>
          {orders.latest.map((order) => (
            <li key={order.id}>
              <span>
                <Link href={orderHref(order)} className={styles.itemTitle}>
                  {order.buyer_order_reference}
                </Link>
                <span className={styles.secondary}>
                  {order.product} · {order.address}
                </span>
              </span>
              <span className={styles.orderMeta}>
                <Badge status={order.status} />
                <span className={styles.since}>{formatDate(order.created_at)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
