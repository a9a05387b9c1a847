import { exportMsoIncidents } from '@/api/mso';
import { ListPage } from '@/components/list-page';
import { msoAddress } from './address-query';
import { msoColumns } from './mso-table';
import { msoKeys } from './queries';

/** /support/mso_incidents (spec 2 §2): the organisation's MSO incidents, filtered, searched and paged from the address. */
export function MsoIncidentsPage() {
  return (
    <ListPage
      id="mso-incidents"
      title="MSO Incidents"
      noun="MSO incidents"
      pagesLabel="MSO incident pages"
      address={msoAddress}
      list={msoKeys.list}
      stats={msoKeys.stats}
      columns={msoColumns}
      rowKey={(row) => row.id}
      searchPlaceholder="Reference, description, city, postcode…"
      exportCsv={{ download: exportMsoIncidents, fileName: 'mso-incidents.csv' }}
    />
  );
}
