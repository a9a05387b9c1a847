import { Link } from 'wouter';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { OrderRow } from '@/contracts/orders';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { OrderSortField } from './address-query';
import { orderHref, orderLabel } from './links';

const installs = (row: OrderRow) =>
  [row.cpe_install && 'CPE', row.bbu_install && 'BBU', row.voip_install && 'VOIP'].filter(Boolean).join(', ') || 'None';

const appointment = (row: OrderRow) =>
  row.appointment_date ? formatDate(row.appointment_date) : row.appointment_requested ? 'Requested' : 'Not needed';

/** Spec 3 §3 order list row; dates dd/MM/yyyy (spec 3 §9), the last update with its time. */
export const orderColumns: Column<OrderRow, OrderSortField>[] = [
  {
    header: 'Buyer Order Reference',
    sort: 'buyer_order_reference',
    nowrap: true,
    cell: (row) => <Link href={orderHref(row)}>{orderLabel(row)}</Link>,
  },
  { header: 'Seller Order Reference', nowrap: true, cell: (row) => row.seller_order_reference ?? '' },
  { header: 'Service Reference', nowrap: true, cell: (row) => row.service_reference ?? '' },
  { header: 'Product', cell: (row) => row.product },
  { header: 'Address', cell: (row) => row.address },
  { header: 'Status', sort: 'status', nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Installs', nowrap: true, cell: installs },
  { header: 'Appointment', nowrap: true, cell: appointment },
  { header: 'Ordered By', nowrap: true, cell: (row) => row.ordered_by },
  { header: 'Created', sort: 'created_at', nowrap: true, cell: (row) => formatDate(row.created_at) },
  { header: 'Last Updated', sort: 'updated_at', nowrap: true, cell: (row) => formatDateTime(row.updated_at) },
];
