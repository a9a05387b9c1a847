import type { MsoIncidentDetail } from '@/api/mso';
import { factsSection, sharedCaseFacts } from '@/components/case-facts';
import type { SectionProps } from '@/components/detail-page';
import { ResolutionSection as Resolution, TriageFlagsSection } from '@/components/record-facts';
import { formatDateTime } from '@/lib/dates';
import { formatDuration } from '@/lib/format';

type Props = SectionProps<MsoIncidentDetail>;

/** Spec 2 §3 MSO incident: what is out, how it stands and for how long. */
export const OutageSection = factsSection('mso-outage', 'Outage', (mso: MsoIncidentDetail) => [
  ...sharedCaseFacts(mso, ['status', 'short_description', 'description', 'incident_severity', 'priority']),
  ...sharedCaseFacts(mso, ['major_incident']),
  ['Service category', mso.business_service_category_name],
  ['Configuration item', mso.configuration_item],
  ...sharedCaseFacts(mso, ['fault_start_time']),
  ['Date raised', formatDateTime(mso.raised_date)],
  ['Promoted', formatDateTime(mso.promoted_at)],
  ...sharedCaseFacts(mso, ['resolved_at']),
  ['Duration', formatDuration(mso.duration, { ongoing: !mso.resolved_at })],
  ...sharedCaseFacts(mso, ['updated_at']),
]);

/** Where the outage is, and the references and contact the provider gave. */
export const LocationSection = factsSection('mso-location', 'Location', (mso: MsoIncidentDetail) => [
  ['Site', mso.address_name],
  ['Street', mso.address_street],
  ['City', mso.address_city],
  ['Postcode', mso.address_postcode],
  ...sharedCaseFacts(mso, ['a_end_location']),
  ['MSA', mso.msa],
  ...sharedCaseFacts(mso, ['customer_reference', 'buyer_fault_ref', 'contact_type', 'email']),
]);

/** The six triage flags, shown only when the provider recorded any. */
export function TriageSection({ record: mso }: Props) {
  return <TriageFlagsSection id="mso-triage" record={mso} />;
}

/** Resolution fields, shown only once the provider has filled any. */
export function ResolutionSection({ record: mso }: Props) {
  return <Resolution id="mso-resolution" record={mso} prefix="resolution_" />;
}
