import { Facts, yesNo } from './detail-section';

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

export const hasTriageFlags = (record: TriageFlags) => triageFlags.some(([field]) => record[field] != null);

/** The triage flags as Yes/No facts; flags the provider did not record are left out. */
export function TriageFlagFacts({ record }: { record: TriageFlags }) {
  return <Facts facts={triageFlags.map(([field, label]) => [label, yesNo(record[field])])} />;
}

export interface Resolution {
  closeCode: string | null;
  subCategory: string | null;
  faultCategory: string | null;
  closeNotes: string | null;
}

export const isResolved = (r: Resolution) => Boolean(r.closeCode || r.subCategory || r.faultCategory || r.closeNotes);

/** The provider's resolution fields, whatever the record calls them. */
export function ResolutionFacts({ resolution: r }: { resolution: Resolution }) {
  return (
    <Facts
      facts={[
        ['Close code', r.closeCode],
        ['Sub category', r.subCategory],
        ['Fault category', r.faultCategory],
        ['Close notes', r.closeNotes],
      ]}
    />
  );
}
