import type { SectionProps } from '@/components/detail-page';
import { DetailSection, Facts, None, yesNo } from '@/components/detail-section';
import { ResolutionSection as Resolution, TriageFlagFacts } from '@/components/record-facts';
import { StatusBadge } from '@/components/status-badge';
import type { IncidentDetail } from '@/contracts/incidents';
import { formatDate, formatDateTime } from '@/lib/dates';
import styles from './incidents.module.css';

type Props = SectionProps<IncidentDetail>;

/** Spec 2 §3 Incident: what is wrong and how it stands. */
export function FaultSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-fault" title="Fault">
      <Facts
        facts={[
          ['Status', <StatusBadge key="status" status={incident.status} />],
          ['Short description', incident.short_description],
          ['Description', incident.description],
          ['Fault start time', formatDateTime(incident.fault_start_time)],
          ['Customer service reference', incident.customer_reference],
          ['Fault reference', incident.buyer_fault_ref],
          ['Severity', incident.incident_severity],
          ['Priority', incident.priority],
          ['Major incident', yesNo(incident.major_incident)],
          ['Date raised', formatDate(incident.raised_date)],
          ['Last updated', formatDateTime(incident.updated_at)],
          ['Resolved', formatDateTime(incident.resolved_at)],
          ['Requires reappointing', incident.incident_requires_reappointing ? 'Yes' : null],
        ]}
      />
    </DetailSection>
  );
}

/** The service, its category and the site address. */
export function ServiceSection({ record: incident }: Props) {
  const mso = incident.service.active_mso_incident;
  const address = [
    incident.address_name,
    incident.address_street,
    incident.address_city,
    incident.address_county,
    incident.address_postcode,
  ].filter(Boolean);
  return (
    <DetailSection id="incident-service" title="Service and site">
      <Facts
        facts={[
          ['Service reference', incident.business_service_reference],
          ['Service category', incident.business_service_category],
          ['Appointable', yesNo(incident.isAppointable)],
          ['Site address', address.join(', ')],
          ['Site city', incident.service.site.city],
          ['A-end location', incident.a_end_location],
          [
            'Active MSO incident',
            mso
              ? `${mso.service_now_incident_number}${mso.short_description ? ` – ${mso.short_description}` : ''} (${mso.status})`
              : null,
          ],
        ]}
      />
    </DetailSection>
  );
}

export function ContactSection({ record: incident }: Props) {
  return (
    <DetailSection id="incident-contact" title="Contact">
      <Facts
        facts={[
          ['Raised by', incident.raised_by],
          ['Email', incident.email],
          ['Contact type', incident.contact_type],
        ]}
      />
    </DetailSection>
  );
}

/** Triage answers as questions and answers, then the six triage flags. */
export function TriageSection({ record: incident }: Props) {
  const answerOf = new Map(incident.answers.map((a) => [a.id, a.answer]));
  const answered = incident.questions.filter((q) => answerOf.has(q.id));
  return (
    <DetailSection id="incident-triage" title="Triage answers">
      {answered.length === 0 ? (
        <None>No triage questions were answered.</None>
      ) : (
        <dl className={styles.answers}>
          {answered.map((q) => (
            <div key={q.id}>
              <dt>{q.question}</dt>
              <dd>{answerOf.get(q.id)}</dd>
            </div>
          ))}
        </dl>
      )}
      <TriageFlagFacts record={incident} />
    </DetailSection>
  );
}

/** Resolution fields, shown only once the provider has filled any. */
export function ResolutionSection({ record: incident }: Props) {
  return <Resolution id="incident-resolution" record={incident} prefix="" />;
}
