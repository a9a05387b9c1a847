import type { ServiceReferenceStatus } from '@/contracts/support-services';

// Fixtures the support area's machine and form tests share.

/** A Live, appointable FTTP service in Leeds with no active outage: the raise funnel's usual service. */
export const liveService: ServiceReferenceStatus = {
  service_reference: 'S1000001',
  status: 'Live',
  stage: 'Live',
  customer_id: 1,
  businessServiceCategory: { id: 1, name: 'FTTP', legacy: false, isAppointable: true },
  site: { street: '1 High St', city: 'Leeds', postcode: 'LS1 1AA' },
  mso_outages: [],
  active_mso_incident: null,
};

/** An active multi-service outage as a service's status carries it. */
export const activeMso = {
  id: 'mso-1',
  service_now_incident_number: 'MSO0000001',
  short_description: null,
  status: 'In Progress',
};

/** A failed call as src/api/http.ts throws it: an error carrying the HTTP status. */
export const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
