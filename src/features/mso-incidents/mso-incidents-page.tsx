import { exportMsoIncidents } from '@/api/mso';
import { ListPage, warmList } from '@/components/list-page';
import { msoAddress } from './address-query';
import { msoColumns } from './mso-table';
import { msoKeys } from './queries';

const msoScreen = {
  title: 'MSO Incidents',
  noun: 'MSO incidents',
  address: msoAddress,
  keys: msoKeys,
  columns: msoColumns,
  searchPlaceholder: 'Reference, description, city, postcode…',
  exportCsv: { name: 'msoIncidents' as const, download: exportMsoIncidents, fileName: 'mso-incidents.csv' },
};

/** /support/mso_incidents (spec 2 §2): the organisation's MSO incidents, filtered, searched and paged from the address. */
export function MsoIncidentsPage() {
  return <ListPage screen={msoScreen} />;
}
MsoIncidentsPage.warmPage = warmList(msoScreen);
