import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { OrdersPage as OrdersAnswer } from '@/api/orders';
import { ListPage, warmList } from '@/components/list-page';
import type { QuickStats } from '@/contracts/incidents';
import { type OrderFilterStatus, type OrderType, orderFilterStatuses } from '@/contracts/orders';
import { ordersAddress } from './address-query';
import { ordersListHref, productsPath } from './links';
import styles from './orders.module.css';
import { orderColumns } from './orders-table';
import { orderKeys } from './queries';

// antd's Modal, Checkbox and the date fields load when someone opens the export, not with the list.
const OrderExportDialog = lazy(() =>
  import('./order-export-dialog').then((module) => ({ default: module.OrderExportDialog })),
);

/** Spec 3 §3 list meta: the count of each status filter option (spelled as spec 3 §4 lists them). */
const metaKeyOf: Record<OrderFilterStatus, keyof OrdersAnswer['meta']> = {
  acknowledged: 'acknowledged',
  committed: 'committed',
  pending: 'pending',
  completed: 'completed',
  Placed: 'placed',
  cancelled: 'cancelled',
  delayed: 'delayed',
  rejected: 'rejected',
};

/** The status filter's counts, read from the list's own meta (no second call). */
const countsOfMeta = ({ meta }: OrdersAnswer): QuickStats => ({
  total_records: meta.records,
  status_summary: orderFilterStatuses.map((status) => ({ status, total: meta[metaKeyOf[status]] })),
});

const ordersScreen = {
  title: 'Orders',
  noun: 'orders',
  address: ordersAddress,
  keys: { list: orderKeys.list },
  countsOf: countsOfMeta,
  columns: orderColumns,
  searchPlaceholder: 'Reference, postcode, address…',
};

const typeLabels: Record<OrderType, string> = { fttp: 'FTTP', ethernet: 'Ethernet' };

/**
 * /ordering/orders (spec 3 §2): the organisation's orders of the type the address names (the menu link carries it),
 * filtered, searched, sorted and paged from the address; Export sends the chosen columns by email.
 */
export function OrdersPage({
  types = ['fttp', 'ethernet'],
  canExport = true,
}: {
  /** The types the organisation may order (its product families). */
  types?: readonly OrderType[];
  /** Whether the user may export (export:data, the Export role); the sandbox refuses others. */
  canExport?: boolean;
}) {
  const query = ordersAddress.parse(useSearch());
  const [exporting, setExporting] = useState(false);
  const [exportOpened, setExportOpened] = useState(false);
  const actions = (
    <>
      {canExport && (
        <Button
          onClick={() => {
            setExportOpened(true);
            setExporting(true);
          }}
        >
          Export
        </Button>
      )}
      <Link href={productsPath} className={styles.primaryLink}>
        Place An Order
      </Link>
    </>
  );
  return (
    <>
      {types.length > 1 && (
        <nav aria-label="Order type">
          <ul className={styles.typeSwitch}>
            {types.map((type) => (
              <li key={type}>
                <Link href={ordersListHref(type)} aria-current={type === query.type ? 'page' : undefined}>
                  {typeLabels[type]} orders
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ListPage screen={ordersScreen} actions={actions} />
      {exportOpened && (
        <Suspense fallback={null}>
          <OrderExportDialog
            open={exporting}
            onClose={() => setExporting(false)}
            filters={{
              type: query.type,
              status: query.status === 'All' ? undefined : query.status,
              search: query.q || undefined,
            }}
          />
        </Suspense>
      )}
    </>
  );
}
/** The list call OrdersPage makes first, for the route to start early (src/components/page-warmer.ts). */
export const warmOrders = warmList(ordersScreen);
