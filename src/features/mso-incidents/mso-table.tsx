import { Link } from 'wouter';
import type { Column } from '@/components/list-table';
import { StatusBadge } from '@/components/status-badge';
import type { MsoIncident } from '@/contracts/mso';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { MsoSortField } from './address-query';
import { msoIncidentHref } from './links';

const location = (row: MsoIncident) => [row.address_city, row.address_postcode].filter(Boolean).join(', ');

/** Spec 2 §3 MSO fields a list needs. */
export const msoColumns: Column<MsoIncident, MsoSortField>[] = [
  {
    header: 'MSO Reference',
    nowrap: true,
    cell: (row) => (
      <Link href={msoIncidentHref(row.service_now_incident_number)}>{row.service_now_incident_number}</Link>
    ),
  },
  { header: 'Short Description', cell: (row) => row.short_description },
  { header: 'Status', sort: 'status', nowrap: true, cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Location', cell: location },
  { header: 'Date Raised', sort: 'raised_date', nowrap: true, cell: (row) => formatDate(row.raised_date) },
  { header: 'Resolved', nowrap: true, cell: (row) => formatDate(row.resolved_at) },
  { header: 'Last Updated', sort: 'updated_at', nowrap: true, cell: (row) => formatDateTime(row.updated_at) },
];
