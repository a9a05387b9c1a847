import { Link } from 'wouter';
import type { MsoIncidentDetail, MsoOutage } from '@/api/mso';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection, None } from '@/components/detail-section';
import { ListTable } from '@/components/list-table';
import { formatDateTime } from '@/lib/dates';
import { formatDuration } from '@/lib/format';

/** Spec 2 §2: each affected outage with its service reference, begin, end and duration as days, hours and minutes. */
export function OutagesSection({ record: mso }: SectionProps<MsoIncidentDetail>) {
  return (
    <DetailSection id="mso-outages" title="Affected outages" wide>
      {mso.outages.length === 0 ? (
        <None>No services are recorded as affected.</None>
      ) : (
        <ListTable<MsoOutage>
          caption="Affected outages"
          rows={mso.outages}
          rowKey={(outage) => outage.id}
          columns={[
            {
              header: 'Service Reference',
              nowrap: true,
              // The service's own page, found by its reference (the services detail accepts a reference as well as an id).
              cell: (o) => (
                <Link href={`/support/services/${encodeURIComponent(o.service_reference)}`}>{o.service_reference}</Link>
              ),
            },
            { header: 'Begin', nowrap: true, cell: (o) => formatDateTime(o.begin) },
            { header: 'End', nowrap: true, cell: (o) => (o.end ? formatDateTime(o.end) : 'Ongoing') },
            { header: 'Duration', cell: (o) => formatDuration(o.duration, { ongoing: !o.end }) },
          ]}
        />
      )}
    </DetailSection>
  );
}
