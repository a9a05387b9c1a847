import { DetailPage } from '@/components/detail-page';
import { CommentsSection } from './incident-comments';
import { ContactSection, FaultSection, ResolutionSection, ServiceSection, TriageSection } from './incident-fields';
import { AppointmentsSection, AttachmentsSection, DiagnosticsSection, ReservationsSection } from './incident-records';
import { incidentLabel, incidentsListHref } from './links';
import { incidentKeys } from './queries';

const incidentScreen = {
  kind: 'Incident',
  noun: 'incident',
  query: incidentKeys.detail,
  trail: [{ label: 'Support' }, { label: 'Incidents', href: incidentsListHref }],
  name: incidentLabel,
  sections: [
    FaultSection,
    ServiceSection,
    ContactSection,
    TriageSection,
    ResolutionSection,
    AttachmentsSection,
    CommentsSection,
    AppointmentsSection,
    ReservationsSection,
    DiagnosticsSection,
  ],
};

/** /support/incidents/{reference or id} (spec 2 §2, §3): every field group, the records, and adding a comment. */
export function IncidentDetailPage() {
  return <DetailPage screen={incidentScreen} />;
}
