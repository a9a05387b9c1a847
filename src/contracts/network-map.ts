import { z } from 'zod';

/**
 * The network map of a postcode (spec 2 §2 Networks / service status), from the services host:
 * GET /v2/network-map/{postcode}. The postcode is checked against the support rules' UK pattern on both sides.
 */

/** An active MSO incident of the caller's organisation with an affected service in the postcode district. */
const networkMapIncident = z.object({
  id: z.string(),
  service_now_incident_number: z.string(),
  short_description: z.string(),
  status: z.string(),
});
export type NetworkMapIncident = z.infer<typeof networkMapIncident>;

const common = {
  /** The postcode as searched, upper case with one space before the inward code: 'LS1 4AP'. */
  postcode: z.string(),
  /** The outward code: 'LS1'. */
  district: z.string(),
};

const networkMap = z.discriminatedUnion('available', [
  z.object({
    ...common,
    available: z.literal(true),
    /** Town of the postcode area: 'Leeds'. */
    area: z.string(),
    exchange: z.string(),
    /** The street cabinet the postcode is served from: 'CAB-LS1-03'. */
    cabinet: z.string(),
    /** affected while an active outage touches a service of the caller's organisation in the district. */
    status: z.enum(['ok', 'affected']),
    affected_services: z.number().int().min(0),
    /** Only the incidents whose details the provider gives. */
    active_mso_incidents: z.array(networkMapIncident),
    /** The page for the embedded frame: the provider's address, or in the sandbox a signed path on the same origin. */
    map_url: z.string(),
  }),
  z.object({ ...common, available: z.literal(false) }),
]);
export type NetworkMap = z.infer<typeof networkMap>;
export const networkMapResponse = z.object({ data: networkMap });
