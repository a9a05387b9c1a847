import type { MsoIncidentDetail } from '@/api/mso';
import type { SectionProps } from '@/components/detail-page';
import { DetailSection, Facts, yesNo } from '@/components/detail-section';
import { ResolutionSection as Resolution, TriageFlagsSection } from '@/components/record-facts';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatDuration } from '@/lib/format';

type Props = SectionProps<MsoIncidentDetail>;

/** Spec 2 §3 MSO incident: what is out, how it stands and for how long. */
export function OutageSection({ record: mso }: Props) {
  return (
    <DetailSection id="mso-outage" title="Outage">
      <Facts
        facts={[
          ['Status', <StatusBadge key="status" status={mso.status} />],
          ['Short description', mso.short_description],
          ['Description', mso.description],
          ['Severity', mso.incident_severity],
          ['Priority', mso.priority],
          ['Major incident', yesNo(mso.major_incident)],
          ['Service category', mso.business_service_category_name],
          ['Configuration item', mso.configuration_item],
          ['Fault start time', formatDateTime(mso.fault_start_time)],
          ['Date raised', formatDateTime(mso.raised_date)],
          ['Promoted', formatDateTime(mso.promoted_at)],
          ['Resolved', formatDateTime(mso.resolved_at)],
          ['Duration', formatDuration(mso.duration, { ongoing: !mso.resolved_at })],
          ['Last updated', formatDateTime(mso.updated_at)],
        ]}
      />
    </DetailSection>
  );
}

/** Where the outage is, and the references and contact the provider gave. */
export function LocationSection({ record: mso }: Props) {
  return (
    <DetailSection id="mso-location" title="Location">
      <Facts
        facts={[
          ['Site', mso.address_name],
          ['Street', mso.address_street],
          ['City', mso.address_city],
          ['Postcode', mso.address_postcode],
          ['A-end location', mso.a_end_location],
          ['MSA', mso.msa],
          ['Customer service reference', mso.customer_reference],
          ['Fault reference', mso.buyer_fault_ref],
          ['Contact type', mso.contact_type],
          ['Email', mso.email],
        ]}
      />
    </DetailSection>
  );
}

/** The six triage flags, shown only when the provider recorded any. */
export function TriageSection({ record: mso }: Props) {
  return <TriageFlagsSection id="mso-triage" record={mso} />;
}

/** Resolution fields, shown only once the provider has filled any. */
export function ResolutionSection({ record: mso }: Props) {
  return <Resolution id="mso-resolution" record={mso} prefix="resolution_" />;
}
