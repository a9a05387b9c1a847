import type { Incident, IncidentListRow, IncidentStatus } from '../../../src/contracts/incidents';
import { incidentStatuses } from '../../../src/contracts/incidents';
import { incidents } from '../../db/schema';

export type IncidentRow = typeof incidents.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const asStatus = (s: string): IncidentStatus =>
  (incidentStatuses as readonly string[]).includes(s) ? (s as IncidentStatus) : 'New';
const flagOf = (row: IncidentRow, key: string) => row.triage?.[key] ?? null;

/** The row as the provider's API spells an incident (spec 2 §3). */
export function toIncident(row: IncidentRow, customerId: number, categoryName: string | null): Incident {
  return {
    id: row.id,
    service_now_incident_number: row.number,
    business_service_reference: row.serviceReference,
    buyer_fault_ref: row.buyerFaultRef,
    fault_start_time: iso(row.faultStartTime),
    customer_reference: row.customerReference,
    raised_date: row.raisedDate.toISOString(),
    resolved_at: iso(row.resolvedAt),
    raised_by: row.raisedBy,
    address_name: row.addressName,
    address_street: row.addressStreet,
    address_city: row.addressCity,
    address_county: row.addressCounty,
    address_postcode: row.addressPostcode,
    business_service_category: categoryName,
    business_service_category_id: row.categoryId,
    priority: row.priority,
    incident_fault_category_id: row.faultCategoryId,
    description: row.description,
    short_description: row.shortDescription,
    customer_id: customerId,
    status: asStatus(row.status),
    email: row.email,
    major_incident: row.majorIncident,
    internal: row.internal,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    a_end_location: row.aEndLocation,
    CPE_power: flagOf(row, 'CPE_power'),
    work_undertaken: flagOf(row, 'work_undertaken'),
    fibre_connected: flagOf(row, 'fibre_connected'),
    patch_lead_bent: flagOf(row, 'patch_lead_bent'),
    physical_damage: flagOf(row, 'physical_damage'),
    equipment_rebooted: flagOf(row, 'equipment_rebooted'),
    contact_type: row.contactType,
    close_code: row.closeCode,
    sub_category: row.subCategory,
    fault_category: row.faultCategory,
    close_notes: row.closeNotes,
    incident_severity: row.severity,
    isAppointable: row.isAppointable,
    incident_requires_reappointing: row.requiresReappointing,
  };
}

/** Where the SPA shows an incident, and where the API downloads its files. */
export const incidentLink = (row: Pick<IncidentRow, 'id' | 'number'>) => `/support/incidents/${row.number ?? row.id}`;
export const attachmentUrl = (incidentId: string, attachmentId: string) =>
  `/api/incidents/v2/incidents/${incidentId}/attachments/${attachmentId}`;

/** The columns a list row is made of: the page reads only these (the detail reads the whole row). */
export const incidentListColumns = {
  id: incidents.id,
  number: incidents.number,
  serviceReference: incidents.serviceReference,
  buyerFaultRef: incidents.buyerFaultRef,
  customerReference: incidents.customerReference,
  raisedDate: incidents.raisedDate,
  resolvedAt: incidents.resolvedAt,
  raisedBy: incidents.raisedBy,
  addressPostcode: incidents.addressPostcode,
  // The global search's incident fields (spec 1 §3 'Search results'): e-mail and street beside the postcode.
  email: incidents.email,
  addressStreet: incidents.addressStreet,
  shortDescription: incidents.shortDescription,
  priority: incidents.priority,
  status: incidents.status,
  createdAt: incidents.createdAt,
  updatedAt: incidents.updatedAt,
} as const;
export type IncidentListColumns = Pick<IncidentRow, keyof typeof incidentListColumns>;

/** A list row as the provider's API spells it (spec 2 §3 Incident, the fields a list shows). */
export function toIncidentListRow(
  row: IncidentListColumns,
  customerId: number,
  categoryName: string | null,
): IncidentListRow {
  return {
    id: row.id,
    service_now_incident_number: row.number,
    business_service_reference: row.serviceReference,
    buyer_fault_ref: row.buyerFaultRef,
    customer_reference: row.customerReference,
    raised_date: row.raisedDate.toISOString(),
    resolved_at: iso(row.resolvedAt),
    raised_by: row.raisedBy,
    address_postcode: row.addressPostcode,
    address_street: row.addressStreet,
    email: row.email,
    business_service_category: categoryName,
    short_description: row.shortDescription,
    priority: row.priority,
    customer_id: customerId,
    status: asStatus(row.status),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
