import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/dates';
import type { SectionProps } from './detail-page';
import { DetailSection, type Fact, Facts, yesNo } from './detail-section';
import { StatusBadge } from './status-badge';

/** A detail page's section of facts and nothing else: its id, its title and the record's facts. */
export function factsSection<Record>(id: string, title: string, factsOf: (record: Record) => Fact[]) {
  return function FactsSection({ record }: SectionProps<Record>) {
    return (
      <DetailSection id={id} title={title}>
        <Facts facts={factsOf(record)} />
      </DetailSection>
    );
  };
}

/** The fields an incident and an MSO incident both carry (spec 2 §3), as their detail pages show them. */
type CaseFields = {
  status: string;
  short_description: string | null;
  description: string | null;
  incident_severity: string | null;
  priority: number | null;
  major_incident: boolean | null;
  fault_start_time: string | null;
  resolved_at: string | null;
  updated_at: string | null;
  customer_reference: string | null;
  buyer_fault_ref: string | null;
  a_end_location: string | null;
  contact_type: string | null;
  email: string | null;
};
type CaseField = keyof CaseFields;

const text = (value: string | number | null) => value;
/** One label and one format for each shared field, whichever area's page shows it. */
const caseFacts: { [K in CaseField]: [label: string, show: (value: CaseFields[K]) => ReactNode] } = {
  status: ['Status', (status) => <StatusBadge status={status} />],
  short_description: ['Short description', text],
  description: ['Description', text],
  incident_severity: ['Severity', text],
  priority: ['Priority', text],
  major_incident: ['Major incident', yesNo],
  fault_start_time: ['Fault start time', formatDateTime],
  resolved_at: ['Resolved', formatDateTime],
  updated_at: ['Last updated', formatDateTime],
  customer_reference: ['Customer service reference', text],
  buyer_fault_ref: ['Fault reference', text],
  a_end_location: ['A-end location', text],
  contact_type: ['Contact type', text],
  email: ['Email', text],
};

/** The record's shared facts, in the order named (an incident's and an MSO incident's pages list them differently). */
export function sharedCaseFacts<K extends CaseField>(record: Pick<CaseFields, K>, fields: K[]): Fact[] {
  return fields.map((field) => {
    const [label, show] = caseFacts[field] as [string, (value: CaseFields[K]) => ReactNode];
    return [label, show(record[field])];
  });
}
