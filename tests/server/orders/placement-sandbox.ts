import type { LightMyRequestResponse } from 'fastify';
import type { PersonaEmail } from '../../../server/seed/personas';
import scenarios from '../../../server/seed/scenarios.json' with { type: 'json' };
import type { Driver } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

export interface FunnelSandbox extends TestSandbox {
  get(url: string, as?: PersonaEmail): Promise<LightMyRequestResponse>;
  post(
    url: string,
    body: unknown,
    as?: PersonaEmail,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** The seeded sandbox; `get` and `post` call the orders service as a persona (Olivia Ordering unless given). */
export async function createFunnelSandbox(driver: Driver): Promise<FunnelSandbox> {
  const sandbox = await createTestSandbox(driver);
  const api = (url: string) => `/api/orders${url}`;
  return {
    ...sandbox,
    get: async (url, as = 'ordering@northfibre.example') =>
      sandbox.app.inject({ method: 'GET', url: api(url), headers: await sandbox.authAs(as) }),
    post: async (url, body, as = 'ordering@northfibre.example', headers = {}) =>
      sandbox.app.inject({
        method: 'POST',
        url: api(url),
        payload: body as object,
        headers: { ...(await sandbox.authAs(as)), ...headers },
      }),
  };
}

type ScenarioKey = Extract<keyof typeof scenarios, `order.${string}` | `regrade.${string}`>;
export const scenario = (key: ScenarioKey) => scenarios[key] as { postcode: string; uprn: string; shows: string };

/** A customer step every rule of spec 3 §5 accepts. */
export const validCustomer = (over: Record<string, unknown> = {}) => ({
  buyer_reference: `T-${Math.random().toString(36).slice(2, 12)}`,
  authentication_agent: 'DHCP Option 82',
  agent_id: 'agent.01@isp',
  project_id: '',
  reseller_id: '',
  name: 'Jordan Customer',
  email: 'jordan@example.com',
  phone: '07700900123',
  vulnerable_customer: false,
  vulnerable_customer_support: '',
  hazards: '',
  restrictions: '',
  cpe_install: false,
  bbu_install: false,
  voip_install: false,
  telecare_install: false,
  isp_migration: false,
  new_order_type: 'fttp',
  requested_date: '',
  ...over,
});
