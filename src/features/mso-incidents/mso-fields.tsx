import type { MsoIncidentDetail } from '@/api/mso';
import { DetailSection, Facts, yesNo } from '@/components/detail-section';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/lib/dates';
import { formatDuration } from '@/lib/format';

type Props = { mso: MsoIncidentDetail };

/** Spec 2 §3 MSO incident: what is out, how it stands and for how long. */
export function OutageSection({ mso }: Props) {
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
export function LocationSection({ mso }: Props) {
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

const triageFlags = [
  ['CPE_power', 'CPE powered'],
  ['work_undertaken', 'Work undertaken'],
  ['fibre_connected', 'Fibre connected'],
  ['patch_lead_bent', 'Patch lead bent'],
  ['physical_damage', 'Physical damage'],
  ['equipment_rebooted', 'Equipment rebooted'],
] as const;

/** The six triage flags, shown only when the provider recorded any. */
export function TriageSection({ mso }: Props) {
  if (triageFlags.every(([field]) => mso[field] == null)) return null;
  return (
    <DetailSection id="mso-triage" title="Triage">
      <Facts facts={triageFlags.map(([field, label]) => [label, yesNo(mso[field])])} />
    </DetailSection>
  );
}

/** Resolution fields, shown only once the provider has filled any. */
export function ResolutionSection({ mso }: Props) {
  const { resolution_close_code, resolution_sub_category, resolution_fault_category, resolution_close_notes } = mso;
  if (!resolution_close_code && !resolution_sub_category && !resolution_fault_category && !resolution_close_notes) {
    return null;
  }
  return (
    <DetailSection id="mso-resolution" title="Resolution">
      <Facts
        facts={[
          ['Close code', resolution_close_code],
          ['Sub category', resolution_sub_category],
          ['Fault category', resolution_fault_category],
          ['Close notes', resolution_close_notes],
        ]}
      />
    </DetailSection>
  );
}
