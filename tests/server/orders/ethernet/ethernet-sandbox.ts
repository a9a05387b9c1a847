import { randomUUID } from 'node:crypto';
import type { PersonaEmail } from '../../../../server/seed/personas';
import scenarios from '../../../../server/seed/scenarios.json' with { type: 'json' };
import { addWorkingDays } from '../../../../src/lib/working-days';
import type { FunnelSandbox } from '../placement-sandbox';

export type EthernetScenarioKey = Extract<keyof typeof scenarios, `ethernet.${string}`>;
export const ethernetScenario = (key: EthernetScenarioKey) =>
  scenarios[key] as { postcode: string; uprn: string; shows: string };

/** A unique buyer reference. */
const reference = () => `E-${randomUUID().replaceAll('-', '').slice(0, 12)}`;

/** A metro customer every rule accepts, for a product of the 60-month term. */
export const metroCustomer = (uprn: string, over: Record<string, unknown> = {}) => ({
  uprn,
  product_id: 'eth-metro-1000-national-60',
  business_name: 'Acme Widgets Ltd',
  address: '40 Pilgrim Street, Newcastle upon Tyne',
  buyer_reference: reference(),
  room: 'Comms room',
  floor: '2',
  rack: 'R12',
  wayleave_name: 'Wendy Wayleave',
  wayleave_email: 'wendy@example.com',
  wayleave_number: '',
  site_name: 'Sam Site',
  site_email: 'sam@example.com',
  site_number: '01912345678',
  enni: 'NF-ENNI-NAT-S',
  term: 60,
  product_name: 'Ethernet 1000 National',
  vlan: 120,
  asbestos_register_onsite: 'No',
  ethernet_presentation: 'RJ45',
  hazards: '',
  access_restrictions: '',
  additional_information: '',
  ...over,
});

/** An over-FFN customer every rule accepts (survey dates 6 and 8 working days after `today`). */
export const ffnCustomer = (uprn: string, today: string, over: Record<string, unknown> = {}) => {
  const { vlan: _vlan, ...metro } = metroCustomer(uprn);
  return {
    ...metro,
    product_id: 'eth-ffn-1000-national-60',
    product_name: 'Ethernet over FFN 1000 National',
    wayleave_number: '01912345679',
    route_approver_onsite: 'Yes',
    floor_plans_available: 'No',
    ppe_required: 'Yes',
    listed_building: 'No',
    building_landlord_contact: 'Yes',
    induction_required: 'No',
    parking_available: 'Yes',
    site_ready_for_installation: 'Yes',
    svlan: '',
    cvlan: 300,
    requested_survey_date_1: addWorkingDays(today, 6),
    requested_survey_date_2: addWorkingDays(today, 8),
    requested_survey_date_3: '',
    ...over,
  };
};

export const errorFields = (res: { statusCode: number; body: string; json(): unknown }) => {
  if (res.statusCode !== 400) throw new Error(`expected 400, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { error: { fields?: Record<string, string[]> } }).error.fields ?? {};
};

export const place = (
  sandbox: FunnelSandbox,
  url: '/ethernet' | '/ethernet-over-ffn',
  body: unknown,
  key: string | null = randomUUID(),
  as: PersonaEmail = 'ordering@northfibre.example',
) => sandbox.post(url, body, as, key === null ? {} : { 'idempotency-key': key });

const spareFirst = { metro: 100020009001, ffn: 100020009101, ffnDoubleTag: 100020009201 } as const;
/** The i-th spare property of a happy scenario (12 each), one per test that places an order. */
export const sparesUprn = (kind: keyof typeof spareFirst, i: number) => String(spareFirst[kind] + i);
