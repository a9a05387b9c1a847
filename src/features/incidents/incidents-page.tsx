import { Link } from 'wouter';
import { exportIncidents } from '@/api/incidents';
import { ListPage } from '@/components/list-page';
import { incidentsAddress } from './address-query';
import styles from './incidents.module.css';
import { incidentColumns } from './incidents-table';
import { raiseIncidentPath } from './links';
import { incidentKeys } from './queries';

/** /support/incidents (spec 2 §2): the organisation's incidents, filtered, searched and paged from the address. */
export function IncidentsPage() {
  return (
    <ListPage
      id="incidents"
      title="Incidents"
      noun="incidents"
      pagesLabel="Incident pages"
      address={incidentsAddress}
      list={incidentKeys.list}
      stats={incidentKeys.stats}
      columns={incidentColumns}
      rowKey={(row) => row.id}
      searchPlaceholder="Reference, postcode, e-mail…"
      exportCsv={{ download: exportIncidents, fileName: 'incidents.csv' }}
      actions={
        <Link href={raiseIncidentPath} className={styles.primaryLink}>
          Raise An Incident
        </Link>
      }
    />
  );
}
