import { DetailPage } from '@/components/detail-page';
import { msoIncidentsListHref } from './links';
import { MsoCommentsSection } from './mso-comments';
import { LocationSection, OutageSection, ResolutionSection, TriageSection } from './mso-fields';
import { OutagesSection } from './mso-outages';
import { msoKeys } from './queries';

const msoScreen = {
  kind: 'MSO Incident',
  noun: 'MSO incident',
  query: msoKeys.detail,
  trail: [{ label: 'Support' }, { label: 'MSO Incidents', href: msoIncidentsListHref }],
  name: (mso: { service_now_incident_number: string }) => mso.service_now_incident_number,
  sections: [OutageSection, LocationSection, OutagesSection, MsoCommentsSection, TriageSection, ResolutionSection],
};

/** /support/mso_incidents/{reference or id} (spec 2 §2, §3): the MSO fields, affected outages and comments. */
export function MsoIncidentPage() {
  return <DetailPage screen={msoScreen} />;
}
