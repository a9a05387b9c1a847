import { Link } from 'wouter';
import { visuallyHiddenClass } from '@/components/loading-lines';
import { StatusBadge } from '@/components/status-badge';
import type { MsoIncident } from '@/contracts/mso';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { MsoAddressQuery, MsoSortField } from './address-query';
import { msoIncidentHref } from './links';
import styles from './mso-incidents.module.css';

type OnSort = (field: MsoSortField, order: 'asc' | 'desc') => void;

/** A column header that sorts by its field; a second press reverses the order. */
function SortableHeader({
  field,
  label,
  query,
  onSort,
}: {
  field: MsoSortField;
  label: string;
  query: MsoAddressQuery;
  onSort: OnSort;
}) {
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

const location = (row: MsoIncident) => [row.address_city, row.address_postcode].filter(Boolean).join(', ');

/** Spec 2 §3 MSO fields a list needs, as a plain HTML table (antd Table alone would exceed the route's script budget). */
export function MsoTable({ rows, query, onSort }: { rows: MsoIncident[]; query: MsoAddressQuery; onSort: OnSort }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={visuallyHiddenClass}>MSO Incidents</caption>
        <thead>
          <tr>
            <th scope="col">MSO Reference</th>
            <th scope="col">Short Description</th>
            <SortableHeader field="status" label="Status" query={query} onSort={onSort} />
            <th scope="col">Location</th>
            <SortableHeader field="raised_date" label="Date Raised" query={query} onSort={onSort} />
            <th scope="col">Resolved</th>
            <SortableHeader field="updated_at" label="Last Updated" query={query} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={7} className={styles.empty}>
                No MSO incidents found
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.nowrap}>
                <Link href={msoIncidentHref(row.service_now_incident_number)}>{row.service_now_incident_number}</Link>
              </td>
              <td>{row.short_description}</td>
              <td className={styles.nowrap}>
                <StatusBadge status={row.status} />
              </td>
              <td>{location(row)}</td>
              <td className={styles.nowrap}>{formatDate(row.raised_date)}</td>
              <td className={styles.nowrap}>{formatDate(row.resolved_at)}</td>
              <td className={styles.nowrap}>{formatDateTime(row.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
