import { Link } from 'wouter';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { IncidentListRow } from '@/contracts/incidents';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { incidentSortFields } from './address-query';
import { incidentHref, incidentLabel } from './links';

/** Spec 2 §2 columns; a pending incident (no number yet) links by its id and reads 'Pending'. */
export const incidentColumns: Column<IncidentListRow, (typeof incidentSortFields)[number]>[] = [
  {
    header: 'Incident Reference',
    nowrap: true,
    cell: (row) => <Link href={incidentHref(row.service_now_incident_number ?? row.id)}>{incidentLabel(row)}</Link>,
  },
  { header: 'Customer Service Reference', nowrap: true, cell: (row) => row.customer_reference },
  { header: 'Service Reference', nowrap: true, cell: (row) => row.business_service_reference },
  { header: 'Status', sort: 'status', nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Date Raised', sort: 'raised_date', nowrap: true, cell: (row) => formatDate(row.raised_date) },
  { header: 'Last Updated', sort: 'updated_at', nowrap: true, cell: (row) => formatDateTime(row.updated_at) },
  { header: 'Raised By', nowrap: true, cell: (row) => row.raised_by ?? '' },
];
