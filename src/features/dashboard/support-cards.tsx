import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { LoadError } from '@/components/load-error';
import { finishedIncidentStatuses, incidentStatuses } from '@/contracts/incidents';
import { formatDateTime } from '@/lib/dates';
import styles from './dashboard.module.css';
import { DashboardCard } from './dashboard-cards';
import { dashboardKeys } from './queries';

// Addresses of the incidents and MSO areas (mirroring src/app/paths.ts, which features may not import).
const listQuery = { page: '1', limit: '10', sort: 'updated_at', order: 'desc' };
const incidentsHref = (status: string) => `/support/incidents?${new URLSearchParams({ ...listQuery, status })}`;
const msoListHref = `/support/mso_incidents?${new URLSearchParams(listQuery)}`;
const msoHref = (reference: string) => `/support/mso_incidents/${encodeURIComponent(reference)}`;

/** The dashboard's own skeleton (no shared chunk to fetch on `/`), with one status message for screen readers. */
function CardLoading({ label }: { label: string }) {
  return (
    <div role="status">
      <span className={styles.visuallyHidden}>{label}</span>
      <div className={styles.skeleton} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}

const finished: readonly string[] = finishedIncidentStatuses;
/** Open: any status but the finished ones, in the spec's order. */
const openStatuses = incidentStatuses.filter((status) => !finished.includes(status));
/** Spec 2 §2: the statuses the incident list filters by; others are counted but cannot be linked to. */
const listFilterStatuses: readonly string[] = ['New', 'In Progress', 'Submitted', 'On Hold', 'Pending'];

/** The organisation's open incidents per status, each linking to the incident list filtered by it. */
export function OpenIncidentsCard() {
  const { data, error, isPending, isFetching, refetch } = useQuery(dashboardKeys.incidentStats());
  const countOf = (status: string) => data?.status_summary.find((s) => s.status === status)?.total ?? 0;
  const shown = openStatuses.filter((status) => listFilterStatuses.includes(status) || countOf(status) > 0);
  const total = openStatuses.reduce((sum, status) => sum + countOf(status), 0);

  return (
    <DashboardCard title="Open incidents">
      {isPending && !error && <CardLoading label="Loading open incidents" />}
      {error && !data && (
        <LoadError title="We could not load your open incidents" onRetry={() => refetch()} retrying={isFetching} />
      )}
      {data && (
        <>
          <p className={styles.statTitle}>Open incidents in your organisation</p>
          <p className={styles.statValue}>{total}</p>
          <ul aria-label="Open incidents by status" className={`${styles.list} ${styles.plainList}`}>
            {shown.map((status) => (
              <li key={status}>
                {listFilterStatuses.includes(status) ? (
                  <Link href={incidentsHref(status)}>{status}</Link>
                ) : (
                  <span>{status}</span>
                )}
                <span>{countOf(status)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

/** MSO incidents still affecting services, newest first, each linking to its page. */
export function ActiveOutagesCard() {
  const { data, error, isPending, isFetching, refetch } = useQuery(dashboardKeys.activeOutages());
  return (
    <DashboardCard title="Active outages">
      {isPending && !error && <CardLoading label="Loading active outages" />}
      {error && !data && (
        <LoadError title="We could not load the active outages" onRetry={() => refetch()} retrying={isFetching} />
      )}
      {data && (
        <>
          <p className={styles.statTitle}>Multiple service outages affecting your services</p>
          <p className={styles.statValue}>{data.total}</p>
          {data.data.length === 0 ? (
            <p className={`${styles.paragraph} ${styles.secondary}`}>There are no active outages.</p>
          ) : (
            <ul aria-label="Active outages" className={`${styles.list} ${styles.plainList}`}>
              {data.data.map((mso) => (
                <li key={mso.id}>
                  <span>
                    <Link href={msoHref(mso.service_now_incident_number)} className={styles.itemTitle}>
                      {mso.service_now_incident_number}
                    </Link>
                    <span className={styles.secondary}>{mso.short_description}</span>
                  </span>
                  <span className={styles.since}>Since {formatDateTime(mso.raised_date)}</span>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.moreLink}>
            <Link href={msoListHref}>All MSO incidents</Link>
          </p>
        </>
      )}
    </DashboardCard>
  );
}
