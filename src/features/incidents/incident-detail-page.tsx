import { useParams } from 'wouter';
import { DetailPage } from '@/components/detail-page';
import { CommentsSection } from './incident-comments';
import { ContactSection, FaultSection, ResolutionSection, ServiceSection, TriageSection } from './incident-fields';
import { AppointmentsSection, AttachmentsSection, DiagnosticsSection, ReservationsSection } from './incident-records';
import { incidentLabel, incidentsListHref } from './links';
import { incidentKeys } from './queries';

/** /support/incidents/{reference or id} (spec 2 §2, §3): every field group, the records, and adding a comment. */
export function IncidentDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <DetailPage
      id="incident"
      noun="incident"
      query={incidentKeys.detail(id)}
      trail={[{ label: 'Support' }, { label: 'Incidents', href: incidentsListHref }]}
      title={(incident) => ({ heading: `Incident ${incidentLabel(incident)}`, crumb: incidentLabel(incident) })}
      placeholder="Incident"
    >
      {(incident) => (
        <>
          <FaultSection incident={incident} />
          <ServiceSection incident={incident} />
          <ContactSection incident={incident} />
          <TriageSection incident={incident} />
          <ResolutionSection incident={incident} />
          <AttachmentsSection incident={incident} />
          <CommentsSection incident={incident} detailKey={id} />
          <AppointmentsSection incident={incident} />
          <ReservationsSection incident={incident} />
          <DiagnosticsSection incident={incident} />
        </>
      )}
    </DetailPage>
  );
}
