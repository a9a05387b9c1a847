import { z } from 'zod';

/** Service lookups of the incident funnel (spec 2 §3 Service reference status, §7). */
const serviceRef = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._()#&-]*$/, 'Not a service reference');

export const serviceRefParams = z.object({ ref: serviceRef });
export const serviceFilterQuery = z.object({ serviceReference: serviceRef }).strict();
export const serviceSuggestionsResponse = z.object({
  data: z.array(z.object({ id: z.string(), service_reference: z.string(), status: z.string() })),
});

export const activeMsoIncident = z.object({
  id: z.string(),
  service_now_incident_number: z.string(),
  short_description: z.string().nullable(),
  status: z.string(),
});
export type ActiveMsoIncident = z.infer<typeof activeMsoIncident>;

const msoOutageOfService = z.object({
  id: z.string(),
  mso_incident_id: z.string(),
  service_reference: z.string(),
  begin: z.string(),
  end: z.string().nullable(),
  /** Minutes from begin to end (or to now while the outage lasts). */
  duration: z.number().int().min(0),
});

export const serviceReferenceStatus = z.object({
  service_reference: z.string(),
  /** Live, Provisioning, Ceased… */
  status: z.string(),
  /** Live is the only stage an incident may be raised for. */
  stage: z.string(),
  customer_id: z.number().int(),
  businessServiceCategory: z.object({
    id: z.number().int(),
    name: z.string(),
    legacy: z.boolean(),
    isAppointable: z.boolean(),
  }),
  site: z.object({ street: z.string(), city: z.string(), postcode: z.string() }),
  mso_outages: z.array(msoOutageOfService),
  active_mso_incident: activeMsoIncident.nullable(),
});
export type ServiceReferenceStatus = z.infer<typeof serviceReferenceStatus>;
export const serviceReferenceStatusResponse = z.object({ data: serviceReferenceStatus });

/** Diagnostics: POST diagnostic-check starts a line test, diagnostic-check-received polls it. */
export const diagnosticCheckBody = z.object({ service_reference: serviceRef }).strict();
export const diagnosticCheckReceivedBody = z.object({ check_id: z.uuid('Not a check id') }).strict();
export const diagnosticCheckStarted = z.object({
  data: z.object({ check_id: z.string(), status: z.literal('pending') }),
});
