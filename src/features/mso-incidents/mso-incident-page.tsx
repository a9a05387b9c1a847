import { useParams } from 'wouter';
import { DetailPage, wideClass } from '@/components/detail-page';
import { msoIncidentsListHref } from './links';
import { MsoCommentsSection } from './mso-comments';
import { LocationSection, OutageSection, ResolutionSection, TriageSection } from './mso-fields';
import { OutagesSection } from './mso-outages';
import { msoKeys } from './queries';

/** /support/mso_incidents/{reference or id} (spec 2 §2, §3): the MSO fields, affected outages and comments. */
export function MsoIncidentPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <DetailPage
      id="mso-incident"
      noun="MSO incident"
      query={msoKeys.detail(id)}
      trail={[{ label: 'Support' }, { label: 'MSO Incidents', href: msoIncidentsListHref }]}
      title={(mso) => ({
        heading: `MSO Incident ${mso.service_now_incident_number}`,
        crumb: mso.service_now_incident_number,
      })}
      placeholder="MSO Incident"
    >
      {(mso) => (
        <>
          <OutageSection mso={mso} />
          <LocationSection mso={mso} />
          <div className={wideClass}>
            <OutagesSection mso={mso} />
          </div>
          <div className={wideClass}>
            <MsoCommentsSection mso={mso} detailKey={id} />
          </div>
          <TriageSection mso={mso} />
          <ResolutionSection mso={mso} />
        </>
      )}
    </DetailPage>
  );
}
