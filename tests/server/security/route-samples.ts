import type { DeclaredRoute } from '../../../server/http/route';
import * as contact from './areas/contact';
import * as developer from './areas/developer';
import * as knowledge from './areas/knowledge';
import * as serviceActions from './areas/service-actions';
import * as serviceAppointments from './areas/service-appointments';
import * as services from './areas/services';
import * as users from './areas/users';
import { validSample } from './schema-arbitrary';

/** One fixed seed for every sample and every fuzz run, so a failure replays exactly. */
export const sweepSeed = 20260105;

/** A request that passes the route's schemas: what the auth and tenant checks send, so only the token differs. */
export interface RouteSample {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export const routeKey = (route: Pick<DeclaredRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Samples for routes whose schemas cannot yield one (a refinement JSON Schema cannot express), keyed by
 * `METHOD /api/url`. Keep it tiny: a derivable schema is the better fix.
 */
// The ordering bodies pipe and refine (email, phone, references), which JSON Schema cannot express: one valid body each.
const orderCustomerSample = {
  buyer_reference: 'SWEEP-0001',
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent-01',
  name: 'Sweep Customer',
  email: 'sweep@example.com',
  phone: '07700900123',
  uprn: '100010000001',
  rfs_status: 'RFS_2',
  product: 'fttpl2b-1000',
};
const regradeCustomerSample = {
  token: 'sweep-token',
  product: 'fttpl2b-1000',
  buyer_reference: 'SWEEP-0002',
  name: 'Sweep Customer',
  email: 'sweep@example.com',
  phone: '07700900123',
};
const regradeSource = {
  uprn: '100010001401',
  product: 'fttpl2b-500',
  authenticationAgent: 'PPPoE Intermediate Agent',
  remoteAgentId: 'nf-remote-0001',
};

// The Ethernet customer and placement bodies are checked by the shared rules in the handler (every field at once), so
// their route schema is an open envelope: one valid body per variant.
const ethernetMetroSample = {
  uprn: '100020000001',
  product_id: 'eth-metro-1000-national-60',
  business_name: 'Sweep Customer Ltd',
  address: '40 Pilgrim Street, Newcastle upon Tyne',
  buyer_reference: 'SWEEP-ETH-0001',
  room: 'Comms room',
  floor: '2',
  wayleave_name: 'Sweep Wayleave',
  wayleave_email: 'wayleave@example.com',
  site_name: 'Sweep Site',
  site_email: 'site@example.com',
  enni: 'NF-ENNI-NAT-S',
  term: 60,
  product_name: 'Ethernet 1000 National',
  vlan: 120,
  asbestos_register_onsite: 'No',
  ethernet_presentation: 'RJ45',
};
const { vlan: _vlan, ...ethernetCommonSample } = ethernetMetroSample;
const ethernetFfnSample = {
  ...ethernetCommonSample,
  uprn: '100020000401',
  product_id: 'eth-ffn-1000-national-60',
  buyer_reference: 'SWEEP-ETH-0002',
  product_name: 'Ethernet over FFN 1000 National',
  wayleave_number: '01912345678',
  site_number: '01912345679',
  route_approver_onsite: 'Yes',
  floor_plans_available: 'No',
  ppe_required: 'No',
  listed_building: 'No',
  building_landlord_contact: 'Yes',
  induction_required: 'No',
  parking_available: 'Yes',
  site_ready_for_installation: 'Yes',
  cvlan: 300,
};

const sampleOverrides: Record<string, Partial<RouteSample>> = {
  'POST /api/orders/ethernet/customer': { body: ethernetMetroSample },
  'POST /api/orders/ethernet': { body: ethernetMetroSample },
  'POST /api/orders/ethernet-over-ffn/customer': { body: ethernetFfnSample },
  'POST /api/orders/ethernet-over-ffn': { body: ethernetFfnSample },
  'POST /api/orders/request-products/': { body: { uprn: '100020000001' } },
  // The export's query refines its date range (365 days), which JSON Schema cannot express.
  'GET /api/orders/orders/export-with-email': {
    query: { date_from: '2026-01-01', date_to: '2026-01-31', columns: 'buyer_order_reference,status' },
  },
  // The forecast's month range is refined (YYYY-MM, at most 24 months), which JSON Schema cannot express.
  'GET /api/orders/forecasts': { query: { from: '2026-01', to: '2026-06' } },
  'POST /api/orders/order/customer': { body: orderCustomerSample },
  'POST /api/orders/order': { body: { ...orderCustomerSample, line_profile: 'LP-1000-500' } },
  'POST /api/orders/regrade-customer': { body: regradeCustomerSample },
  'POST /api/orders/regrade-order': {
    body: { ...regradeCustomerSample, line_profile: 'LP-1000-1000', sourceDetails: regradeSource },
  },
  // The support area's services, service actions, knowledge and contact keep theirs beside their routes' sweep entries.
  ...services.samples,
  ...serviceActions.samples,
  ...serviceAppointments.samples,
  ...knowledge.samples,
  ...contact.samples,
  ...developer.samples,
  ...users.samples,
};

/** `:name` segments of a Fastify URL pattern, in order. */
export const pathParamNames = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '');

export const fillPath = (url: string, params: Record<string, string>, encode = encodeURIComponent) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => encode(params[name] ?? ''));

function derivePart(route: DeclaredRoute, part: 'params' | 'query' | 'body'): unknown {
  const schema = route.schema[part];
  if (!schema) return undefined;
  // The emptiest accepted value keeps list routes on their defaults.
  if (part !== 'params' && schema.safeParse({}).success) return {};
  const sample = validSample(schema, sweepSeed);
  if (!sample.ok) throw new Error(`cannot derive a valid ${part} sample`);
  return sample.value;
}

/** A valid request for the route, derived from its zod schemas; throws naming the route when it cannot be. */
export function sampleFor(route: DeclaredRoute): RouteSample {
  const key = routeKey(route);
  const override = sampleOverrides[key] ?? {};
  try {
    const params = (override.params ?? derivePart(route, 'params') ?? {}) as Record<string, string>;
    for (const name of pathParamNames(route.url)) {
      // An unvalidated path parameter is a finding in itself, not something to paper over with a guess.
      if (!route.schema.params && !override.params) throw new Error(`path parameter :${name} has no params schema`);
      if (typeof params[name] !== 'string' || params[name] === '') throw new Error(`no string sample for :${name}`);
    }
    const query = (override.query ?? derivePart(route, 'query') ?? {}) as Record<string, string>;
    const body = 'body' in override ? override.body : derivePart(route, 'body');
    return { params, query, body };
  } catch (error) {
    throw new Error(`${key}: ${(error as Error).message}; add an entry to sampleOverrides in route-samples.ts`);
  }
}
