import type { RouteSample } from '../route-samples';
import type { RecordSource } from '../tenant-resolvers';

const base = '/api/services/v2';
/** Every service action addressed by the service's id in its path acts on a `services` row. */
const service: RecordSource = { table: 'services' };

/** The service-actions routes' entries for the sweep: samples its schemas cannot derive, and where its records live (see the shared files). */
export const samples: Record<string, Partial<RouteSample>> = {
  // The contact body refines (site contact rules) and the network body coerces: one valid body each.
  [`PUT ${base}/services-contact-update/:id`]: {
    body: {
      site_contact_name: 'Sweep Site',
      site_contact_email: 'site@example.com',
      site_contact_telephone: '07700900123',
      vulnerable_customer: false,
      vulnerability_support: '',
      wayleave_contact_name: '',
      wayleave_contact_email: '',
      wayleave_contact_telephone: '',
    },
  },
  [`PUT ${base}/services-network-update/:id`]: {
    body: {
      customer_vlan: 101,
      service_vlan: 2001,
      authentication_agent: 'PPPoE Intermediate Agent',
      remote_agent_id: 'sweep-remote-01',
    },
  },
};
export const sources: Record<string, RecordSource> = {
  [`${base}/services/cancel/:id:id`]: service,
  [`${base}/services/cease/:id:id`]: service,
  [`${base}/line-profiles/:id:id`]: service,
  [`${base}/services-network-update/:id:id`]: service,
  [`${base}/services-contact-update/:id:id`]: service,
  [`${base}/services-contact/:id:id`]: service,
  [`${base}/services-location-update/:id:id`]: service,
  [`${base}/service/:id/remote-activation:id`]: service,
  [`${base}/service/:id/install-options:id`]: service,
};
