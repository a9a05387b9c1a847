import type { EnniTagging, EthernetAccess, EthernetServiceArea } from '../../../src/contracts/ethernet';
import type { RfsCode } from '../../../src/contracts/orders';
import type { Db } from '../../db/client';
import {
  ennis,
  ethernetProperties,
  metroProductRequests,
  orderEvents,
  orders,
  pointsOfPresence,
} from '../../db/schema';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { postcodeKey, rfsDefinitions } from '../orders/gazetteer';
import { type OrgKey, orgByKey } from '../organisations';
import { type PersonaEmail, personaByEmail } from '../personas';

/** The points of presence: far enough apart (50 km and more) that each scenario's nearest is the one it is placed by. */
const pops = {
  newcastle: { name: 'Newcastle PoP', latitude: 54.969, longitude: -1.612 },
  leeds: { name: 'Leeds PoP', latitude: 53.795, longitude: -1.548 },
  manchester: { name: 'Manchester PoP', latitude: 53.479, longitude: -2.245 },
  birmingham: { name: 'Birmingham PoP', latitude: 52.478, longitude: -1.9 },
  bristol: { name: 'Bristol PoP', latitude: 51.454, longitude: -2.588 },
} as const;
type PopKey = keyof typeof pops;

/** Metres per degree of latitude: a property `metres` due north of its point of presence. */
const metresPerDegree = 111_195;

interface EthernetPropertySpec {
  uprn: string;
  postcode: string;
  address: string;
  pop: PopKey;
  metres: number;
  area: EthernetServiceArea;
  rfs?: RfsCode;
  productsMode?: 'normal' | 'none';
  metroMode?: 'normal' | 'failing';
  ffnTagging?: EnniTagging;
}

/** The property each Ethernet scenario of server/seed/scenarios.json names (the first at its postcode). */
const ethernetScenarioProperties = {
  metroGreen: { uprn: '100020000001', postcode: 'NE1 7RU' },
  metroAmber: { uprn: '100020000101', postcode: 'LS1 4AP' },
  metroRed: { uprn: '100020000201', postcode: 'LS2 8RD' },
  black: { uprn: '100020000301', postcode: 'LS6 2BK' },
  ffn: { uprn: '100020000401', postcode: 'M1 4FF' },
  ffnDoubleTag: { uprn: '100020000501', postcode: 'M3 4DT' },
  existingOrder: { uprn: '100020000601', postcode: 'B1 2EX' },
  noProducts: { uprn: '100020000701', postcode: 'B2 5NP' },
  metroRequestFails: { uprn: '100020000801', postcode: 'BS1 6MF' },
  notAvailable: { uprn: '', postcode: 'ZE2 9EA' },
} as const;

/** Spare properties like the happy scenarios', one per journey that places an order. */
const ethernetSpares = {
  metro: { postcode: 'NE2 7EG', first: 100020009001 },
  ffn: { postcode: 'M2 4FF', first: 100020009101 },
  ffnDoubleTag: { postcode: 'M4 4DT', first: 100020009201 },
} as const;
const sparesPerScenario = 12;

const s = ethernetScenarioProperties;
const spares = (
  key: keyof typeof ethernetSpares,
  street: string,
  rest: Omit<EthernetPropertySpec, 'uprn' | 'postcode' | 'address' | 'metres'>,
): EthernetPropertySpec[] =>
  Array.from({ length: sparesPerScenario }, (_, i) => ({
    ...rest,
    uprn: String(ethernetSpares[key].first + i),
    postcode: ethernetSpares[key].postcode,
    address: `Suite ${i + 1}, ${street}`,
    metres: 300 + i * 20,
  }));

const ethernetPropertySpecs: EthernetPropertySpec[] = [
  {
    ...s.metroGreen,
    address: 'Unit 1, 40 Pilgrim Street, Newcastle upon Tyne',
    pop: 'newcastle',
    metres: 400,
    area: 'metro',
  },
  {
    uprn: '100020000002',
    postcode: 'NE1 7RU',
    address: 'Unit 2, 40 Pilgrim Street, Newcastle upon Tyne',
    pop: 'newcastle',
    metres: 450,
    area: 'metro_ffn',
    ffnTagging: 'Single and Double Tag',
  },
  { ...s.metroAmber, address: '3 Wellington Place, Leeds', pop: 'leeds', metres: 1800, area: 'metro' },
  { ...s.metroRed, address: '18 Kirkstall Road, Leeds', pop: 'leeds', metres: 4000, area: 'metro' },
  { ...s.black, address: 'Otley Road Business Park, Leeds', pop: 'leeds', metres: 8000, area: 'metro' },
  {
    ...s.ffn,
    address: '5 Piccadilly Place, Manchester',
    pop: 'manchester',
    metres: 700,
    area: 'ffn',
    ffnTagging: 'Single Tag',
  },
  {
    ...s.ffnDoubleTag,
    address: '12 Deansgate Quay, Manchester',
    pop: 'manchester',
    metres: 900,
    area: 'ffn',
    ffnTagging: 'Double Tag',
  },
  { ...s.existingOrder, address: '7 Colmore Row, Birmingham', pop: 'birmingham', metres: 500, area: 'metro' },
  {
    ...s.noProducts,
    address: '22 Digbeth High Street, Birmingham',
    pop: 'birmingham',
    metres: 600,
    area: 'metro_ffn',
    productsMode: 'none',
  },
  {
    ...s.metroRequestFails,
    address: '9 Temple Quay, Bristol',
    pop: 'bristol',
    metres: 500,
    area: 'metro',
    metroMode: 'failing',
  },
  ...spares('metro', 'Quayside House, Newcastle upon Tyne', { pop: 'newcastle', area: 'metro' }),
  ...spares('ffn', 'Portland Street, Manchester', { pop: 'manchester', area: 'ffn', ffnTagging: 'Single Tag' }),
  ...spares('ffnDoubleTag', 'Oxford Road, Manchester', { pop: 'manchester', area: 'ffn', ffnTagging: 'Double Tag' }),
];

function propertyRow(p: EthernetPropertySpec): typeof ethernetProperties.$inferInsert {
  const pop = pops[p.pop];
  const rfs = p.rfs ?? 'RFS_2';
  return {
    uprn: p.uprn,
    postcode: p.postcode,
    postcodeKey: postcodeKey(p.postcode),
    address: p.address,
    rfsCode: rfs,
    rfsDefinition: rfsDefinitions[rfs],
    serviceArea: p.area,
    latitude: pop.latitude + p.metres / metresPerDegree,
    longitude: pop.longitude,
    productsMode: p.productsMode ?? 'normal',
    metroMode: p.metroMode ?? 'normal',
    ffnTagging: p.ffnTagging ?? null,
  };
}

const taggingCode: Record<EnniTagging, string> = {
  'Single Tag': 'S',
  'Double Tag': 'D',
  'Single and Double Tag': 'SD',
};

/** ENNIs per organisation: Northfibre has each tagging on both handoffs, Harbour two; Skyline orders no Ethernet. */
function enniRows(org: OrgKey, prefix: string, which: [EthernetAccess, EnniTagging][]) {
  return which.map(([access, tagging], i) => ({
    orgId: orgByKey(org).id,
    identifier: `${prefix}-ENNI-${access === 'National' ? 'NAT' : 'LOC'}-${taggingCode[tagging]}`,
    name: `${access} ENNI (${tagging})`,
    tagging,
    access,
    interconnectService: `${prefix}-IC-${access === 'National' ? 'NAT' : 'LOC'}-${String(i + 1).padStart(2, '0')}`,
    opportunityName: `${prefix} Ethernet ${access} ${i + 1}`,
    sortOrder: i,
  }));
}

export const ethernetScenarioOrderIds = {
  existing: fixedId('ord_', 'ethernet:existing-order'),
  otherTenant: fixedId('ord_', 'ethernet:other-tenant'),
} as const;

function scenarioOrder(
  id: string,
  org: OrgKey,
  email: PersonaEmail,
  at: { uprn: string; postcode: string },
  address: string,
  buyerReference: string,
  status: 'Acknowledged' | 'Committed',
  createdAt: Date,
): typeof orders.$inferInsert {
  const user = personaByEmail(email);
  return {
    id,
    orgId: orgByKey(org).id,
    orderType: 'ethernet',
    buyerReference,
    sellerReference: `SO-${buyerReference}`,
    uprn: at.uprn,
    postcode: at.postcode,
    address,
    product: 'CFMETH1000-CFMNATENNI',
    productDisplayName: 'Ethernet 1000 National',
    newOrderType: 'ethernet',
    rfsStatus: 'RFS_2',
    status,
    details: {
      variant: 'metro',
      address,
      business_name: `${orgByKey(org).name.split(' ')[0]} Customer Ltd`,
      room: 'Comms room',
      floor: 'Ground',
      wayleave_name: 'Wendy Wayleave',
      wayleave_email: 'wendy.wayleave@example.com',
      site_name: 'Sam Site',
      site_email: 'sam.site@example.com',
      product_id: 'eth-metro-1000-national-60',
      product_name: 'Ethernet 1000 National',
      product_code: 'CFMETH1000-CFMNATENNI',
      term: 60,
      access: 'National',
      rag_status: 'green',
      install_price: 0,
      recurring_price: 405,
      vlan: 120,
      ethernet_presentation: 'RJ45',
      asbestos_register_onsite: 'No',
    },
    appointmentRequired: 'no',
    orderedBy: user.name,
    orderedByUserId: user.id,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + (status === 'Acknowledged' ? 1 : 2) * 3_600_000),
  };
}

/**
 * Ethernet ordering's demo data (points of presence, the Ethernet gazetteer, ENNIs, the scenario orders and a metro
 * request per organisation), written on a new store and on the first start of an older one; every row is keyed, so a
 * second run adds nothing.
 */
export async function seedEthernetIfMissing(db: Db): Promise<void> {
  const now = await seedNow(db);
  const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await db
    .insert(pointsOfPresence)
    .values(Object.entries(pops).map(([key, p]) => ({ id: fixedId('pop_', key), ...p })))
    .onConflictDoNothing();
  await db.insert(ethernetProperties).values(ethernetPropertySpecs.map(propertyRow)).onConflictDoNothing();
  await db
    .insert(ennis)
    .values([
      ...enniRows('northfibre', 'NF', [
        ['National', 'Single Tag'],
        ['National', 'Double Tag'],
        ['National', 'Single and Double Tag'],
        ['Local', 'Single Tag'],
        ['Local', 'Double Tag'],
        ['Local', 'Single and Double Tag'],
      ]),
      ...enniRows('harbour', 'HT', [
        ['National', 'Single Tag'],
        ['Local', 'Double Tag'],
      ]),
    ])
    .onConflictDoNothing();
  const scenarioOrders = [
    scenarioOrder(
      ethernetScenarioOrderIds.existing,
      'northfibre',
      'ordering@northfibre.example',
      s.existingOrder,
      '7 Colmore Row, Birmingham',
      'NF-ETH-EXISTING-0001',
      'Acknowledged',
      ago(48),
    ),
    scenarioOrder(
      ethernetScenarioOrderIds.otherTenant,
      'harbour',
      'admin@harbour.example',
      s.existingOrder,
      '7 Colmore Row, Birmingham',
      'HT-ETH-OTHER-0001',
      'Committed',
      ago(30),
    ),
  ];
  const inserted = await db.insert(orders).values(scenarioOrders).onConflictDoNothing().returning({ id: orders.id });
  const fresh = scenarioOrders.filter((o) => inserted.some((i) => i.id === o.id));
  if (fresh.length > 0) {
    await db
      .insert(orderEvents)
      .values(
        fresh.flatMap((o) =>
          (o.status === 'Acknowledged' ? ['Placed', 'Acknowledged'] : ['Placed', 'Acknowledged', 'Committed']).map(
            (status, i) => ({
              id: fixedId('oev_', `${o.id}:${i}`),
              orderId: o.id,
              orgId: o.orgId,
              status,
              at: new Date(o.createdAt.getTime() + i * 3_600_000),
              note: null,
            }),
          ),
        ),
      )
      .onConflictDoNothing();
  }
  await db
    .insert(metroProductRequests)
    .values(
      (['northfibre', 'harbour'] as const).map((org) => ({
        requestId: fixedId('mpr_', `seed:${org}`),
        orgId: orgByKey(org).id,
        uprn: s.metroGreen.uprn,
        polls: 2,
        createdAt: ago(2),
      })),
    )
    .onConflictDoNothing();
}
