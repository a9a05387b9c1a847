import { Link } from 'wouter';
import { factsSection, sharedCaseFacts } from '@/components/case-facts';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection, None, yesNo } from '@/components/detail-section';
import { ResolutionSection as Resolution, TriageFlagFacts } from '@/components/record-facts';
import type { IncidentDetail } from '@/contracts/incidents';
import { formatDate } from '@/lib/dates';
import styles from './incidents.module.css';

type Props = SectionProps<IncidentDetail>;

/** Spec 2 §3 Incident: what is wrong and how it stands. */
export const FaultSection = factsSection('incident-fault', 'Fault', (incident: IncidentDetail) => [
  ...sharedCaseFacts(incident, [
    'status',
    'short_description',
    'description',
    'fault_start_time',
    'customer_reference',
    'buyer_fault_ref',
    'incident_severity',
    'priority',
    'major_incident',
  ]),
  ['Date raised', formatDate(incident.raised_date)],
  ...sharedCaseFacts(incident, ['updated_at', 'resolved_at']),
  ['Requires reappointing', incident.incident_requires_reappointing ? 'Yes' : null],
]);

/** The service, its category and the site address. */
export const ServiceSection = factsSection('incident-service', 'Service and site', (incident: IncidentDetail) => {
  const mso = incident.service.active_mso_incident;
  const address = [
    incident.address_name,
    incident.address_street,
    incident.address_city,
    incident.address_county,
    incident.address_postcode,
  ].filter(Boolean);
  return [
    [
      'Service reference',
      // The service's own page, found by its reference (the services detail accepts a reference as well as an id).
      <Link key="service" href={`/support/services/${encodeURIComponent(incident.business_service_reference)}`}>
        {incident.business_service_reference}
      </Link>,
    ],
    ['Service category', incident.business_service_category],
    ['Appointable', yesNo(incident.isAppointable)],
    ['Site address', address.join(', ')],
    ['Site city', incident.service.site.city],
    ...sharedCaseFacts(incident, ['a_end_location']),
    [
      'Active MSO incident',
      mso
        ? `${mso.service_now_incident_number}${mso.short_description ? ` – ${mso.short_description}` : ''} (${mso.status})`
        : null,
    ],
  ];
});

export const ContactSection = factsSection('incident-contact', 'Contact', (incident: IncidentDetail) => [
  ['Raised by', incident.raised_by],
  ...sharedCaseFacts(incident, ['email', 'contact_type']),
]);

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
