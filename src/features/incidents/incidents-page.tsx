import { Link } from 'wouter';
import { exportIncidents } from '@/api/incidents';
import { ListPage, warmList } from '@/components/list-page';
import { incidentsAddress } from './address-query';
import styles from './incidents.module.css';
import { incidentColumns } from './incidents-table';
import { incidentRaisePath } from './links';
import { incidentKeys } from './queries';

const incidentsScreen = {
  title: 'Incidents',
  noun: 'incidents',
  address: incidentsAddress,
  keys: incidentKeys,
  columns: incidentColumns,
  searchPlaceholder: 'Reference, postcode, e-mail…',
  exportCsv: { name: 'incidents' as const, download: exportIncidents, fileName: 'incidents.csv' },
};

/** /support/incidents (spec 2 §2): the organisation's incidents, filtered, searched and paged from the address. */
export function IncidentsPage() {
  const raise = (
    <Link href={incidentRaisePath} className={styles.primaryLink}>
      Raise An Incident
    </Link>
  );
  return <ListPage screen={incidentsScreen} actions={raise} />;
}
IncidentsPage.warmPage = warmList(incidentsScreen);
