import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { activeMso, liveService } from '../support/support-fixtures';

// The raise funnel's answers and form values, shared by its machine tests and its view walks.

export const checks: Record<'ok' | 'blocked' | 'mso', ServiceCheck> = {
  ok: { service: liveService, block: null, openIncidentLink: null, outage: null, diagnostics: null },
  blocked: {
    service: { ...liveService, stage: 'In Progress' },
    block: 'notLive',
    openIncidentLink: null,
    outage: null,
    diagnostics: null,
  },
  mso: {
    service: { ...liveService, active_mso_incident: activeMso },
    block: null,
    openIncidentLink: null,
    outage: {
      status: 'unavailable',
      message: 'An MSO incident may be affecting this service, but details are unavailable.',
    },
    diagnostics: null,
  },
};

/** A second service, elsewhere and of another type: checking it after the first replaces the site, so an engineer
 * is never sent to the first service's premises. */
export const york: ServiceCheck = {
  ...checks.ok,
  service: {
    ...liveService,
    service_reference: 'S1000009',
    businessServiceCategory: { id: 2, name: 'FTTP Business', legacy: false, isAppointable: true },
    site: { street: '4 Station Road', city: 'York', postcode: 'YO1 7HH' },
  },
};

/** Step one filled in validly by a person (the site address and service type come from the checked service). */
export const serviceValues = {
  customer_reference: 'CUST-REF-1',
  fault_start_date: '2026-01-04',
  fault_start_hour: '08',
  fault_start_minute: '30',
  business_service_category_id: '1',
  incident_fault_category_id: '1',
  incident_severity: 'Service Outage',
  customer_onsite_contact_name: 'Alex Morgan',
  customer_onsite_contact_number: '01234 567890',
  address_name: 'Unit 4',
  address_street: '1 High St',
  address_city: 'Leeds',
  address_postcode: 'LS1 1AA',
  short_description: 'No light on the ONT since this morning',
};

/** Step two's triage, every question answered. */
export const detailsValues = {
  triage_1: 'No',
  triage_2: 'No',
  triage_3: 'No',
  triage_4: 'No',
  triage_5: 'No',
  triage_6: 'No',
  triage_9: 'Comms room, ground floor',
};
