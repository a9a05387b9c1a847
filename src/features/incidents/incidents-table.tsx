import { Link } from 'wouter';
import type { Incident } from '@/contracts/incidents';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { IncidentsAddressQuery, SortField } from './address-query';
import styles from './incidents.module.css';
import { incidentHref } from './links';
import { StatusBadge } from './status-badge';

interface SortableHeaderProps {
  field: SortField;
  label: string;
  query: IncidentsAddressQuery;
  onSort: (field: SortField, order: 'asc' | 'desc') => void;
}

/** A column header that sorts by its field; a second press reverses the order. */
function SortableHeader({ field, label, query, onSort }: SortableHeaderProps) {
  const active = query.sort === field;
  const next = active && query.order === 'desc' ? 'asc' : 'desc';
  return (
    <th scope="col" aria-sort={active ? (query.order === 'desc' ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(field, next)}>
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {active ? (query.order === 'desc' ? '▼' : '▲') : '↕'}
        </span>
      </button>
    </th>
  );
}

interface IncidentsTableProps {
  rows: Incident[];
  query: IncidentsAddressQuery;
  onSort: (field: SortField, order: 'asc' | 'desc') => void;
}

/** Spec 2 §2 columns, as a plain HTML table (antd Table alone would exceed the route's script budget). */
export function IncidentsTable({ rows, query, onSort }: IncidentsTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Incidents</caption>
        <thead>
          <tr>
            <th scope="col">Incident Reference</th>
            <th scope="col">Customer Service Reference</th>
            <th scope="col">Service Reference</th>
            <SortableHeader field="status" label="Status" query={query} onSort={onSort} />
            <SortableHeader field="raised_date" label="Date Raised" query={query} onSort={onSort} />
            <SortableHeader field="updated_at" label="Last Updated" query={query} onSort={onSort} />
            <th scope="col">Raised By</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.empty}>
                No incidents found
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const href = incidentHref(row.service_now_incident_number ?? row.id);
            return (
              <tr key={row.id}>
                <td>
                  <Link href={href}>{row.service_now_incident_number ?? 'Pending'}</Link>
                </td>
                <td>{row.customer_reference}</td>
                <td>{row.business_service_reference}</td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>{formatDate(row.raised_date)}</td>
                <td>{formatDateTime(row.updated_at)}</td>
                <td>{row.raised_by ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
