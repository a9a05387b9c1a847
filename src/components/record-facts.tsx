import { DetailSection, type Fact, Facts, yesNo } from './detail-section';

/** Spec 2 §3: the six triage flags an incident and an MSO incident both carry, with the labels the portal shows. */
const triageFlags = [
  ['CPE_power', 'CPE powered'],
  ['work_undertaken', 'Work undertaken'],
  ['fibre_connected', 'Fibre connected'],
  ['patch_lead_bent', 'Patch lead bent'],
  ['physical_damage', 'Physical damage'],
  ['equipment_rebooted', 'Equipment rebooted'],
] as const;

export type TriageFlags = Record<(typeof triageFlags)[number][0], boolean | null>;

const hasTriageFlags = (record: TriageFlags) => triageFlags.some(([field]) => record[field] != null);

/** The triage flags as Yes/No facts; flags the provider did not record are left out. */
export function TriageFlagFacts({ record }: { record: TriageFlags }) {
  return <Facts facts={triageFlags.map(([field, label]) => [label, yesNo(record[field])])} />;
}

/** The triage flags as their own section, shown only when the provider recorded any. */
export function TriageFlagsSection({ id, record }: { id: string; record: TriageFlags }) {
  if (!hasTriageFlags(record)) return null;
  return (
    <DetailSection id={id} title="Triage">
      <TriageFlagFacts record={record} />
    </DetailSection>
  );
}

const resolutionFields = ['close_code', 'sub_category', 'fault_category', 'close_notes'] as const;
type ResolutionField = (typeof resolutionFields)[number];
const resolutionLabels: Record<ResolutionField, string> = {
  close_code: 'Close code',
  sub_category: 'Sub category',
  fault_category: 'Fault category',
  close_notes: 'Close notes',
};

/**
 * The provider's resolution fields as a section, shown only once it has filled any. An incident names them `close_code`…,
 * an MSO incident `resolution_close_code`…: `prefix` says which.
 */
export function ResolutionSection<Prefix extends '' | 'resolution_'>({
  id,
  record,
  prefix,
}: {
  id: string;
  record: Record<`${Prefix}${ResolutionField}`, string | null>;
  prefix: Prefix;
}) {
  const facts = resolutionFields.map((field): Fact => [resolutionLabels[field], record[`${prefix}${field}`]]);
  if (facts.every(([, value]) => !value)) return null;
  return (
    <DetailSection id={id} title="Resolution">
      <Facts facts={facts} />
    </DetailSection>
  );
}
