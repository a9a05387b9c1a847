import { Link } from 'wouter';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { ServiceRow } from '@/contracts/services';
import { formatDate, formatDateTime } from '@/lib/dates';
import { type ServiceListSort, serviceHref } from './address-query';

type ServiceColumn = Column<ServiceRow, ServiceListSort>;

const reference: ServiceColumn = {
  header: 'Service Reference',
  sort: 'service_reference',
  nowrap: true,
  cell: (row) => <Link href={serviceHref(row.id)}>{row.service_reference}</Link>,
};
const customer: ServiceColumn = { header: 'Customer Reference', nowrap: true, cell: (row) => row.customer_reference };
const product: ServiceColumn = { header: 'Product', cell: (row) => row.product_name };
const status: ServiceColumn = {
  header: 'Status',
  sort: 'status',
  nowrap: true,
  cell: (row) => <StatusBadge status={row.status} />,
};
const site: ServiceColumn = { header: 'Site', cell: (row) => row.site_string };
const created: ServiceColumn = {
  header: 'Created',
  sort: 'created_at',
  nowrap: true,
  cell: (row) => formatDate(row.created_at),
};
const updated: ServiceColumn = {
  header: 'Last Updated',
  sort: 'updated_at',
  nowrap: true,
  cell: (row) => formatDateTime(row.updated_at),
};

/** Switching: losing or gaining (spec 2 §3 switch_type). */
export const switchLabel = (type: string | null) =>
  type === 'losing' ? 'Losing' : type === 'gaining' ? 'Gaining' : '';

/** /support/services: the list rows of spec 2 §3. */
export const serviceColumns: ServiceColumn[] = [
  reference,
  customer,
  product,
  status,
  site,
  {
    header: 'Appointment Date',
    sort: 'appointment_date',
    nowrap: true,
    cell: (row) => (row.appointment_date ? formatDate(row.appointment_date) : ''),
  },
  created,
  updated,
];

/** /support/services/wlto_and_switch: who is switching which way, and when. */
export const losingGainingColumns: ServiceColumn[] = [
  reference,
  customer,
  product,
  status,
  { header: 'Switch Type', nowrap: true, cell: (row) => switchLabel(row.switch_type) },
  { header: 'Switch Date', nowrap: true, cell: (row) => (row.switch_date ? formatDate(row.switch_date) : '') },
  { header: 'Order Type', nowrap: true, cell: (row) => row.new_order_type.toUpperCase() },
  site,
  created,
];

/** /support/services/ceased_and_cancelled: ended services, with their contract. */
export const ceasedColumns: ServiceColumn[] = [
  reference,
  customer,
  product,
  status,
  site,
  { header: 'Contract Start', nowrap: true, cell: (row) => (row.contract_start ? formatDate(row.contract_start) : '') },
  { header: 'Contract End', nowrap: true, cell: (row) => (row.contract_end ? formatDate(row.contract_end) : '') },
  updated,
];
