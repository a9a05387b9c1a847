import { appointmentWindows } from '../../../src/contracts/appointment-windows';
import type { EthernetProduct } from '../../../src/contracts/ethernet';
import type { Db } from '../../db/client';
import { orderEvents, orders, outboxMessages } from '../../db/schema';
import { catalogueProducts } from '../../domain/orders/ethernet/catalogue';
import { firstOrderProgressAt, orderStateAt, placedOrderEvent, progressDueOrders } from '../../domain/orders/progress';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { type OrgKey, orgByKey } from '../organisations';
import { personas } from '../personas';

type OrderInsert = typeof orders.$inferInsert;

/** History sits at uprns of its own (9…), never at a gazetteer property, so no funnel scenario sees an order. */
const places = [
  ['LS1 4AP', 'Park Row, Leeds'],
  ['M1 2AB', 'Portland Street, Manchester'],
  ['YO1 7HH', 'Stonegate, York'],
  ['NE1 3PQ', 'Collingwood Street, Newcastle upon Tyne'],
  ['S1 2GH', 'Division Street, Sheffield'],
  ['BS1 4DJ', 'Corn Street, Bristol'],
  ['L2 2DP', 'Castle Street, Liverpool'],
  ['NG1 5FS', 'Bridlesmith Gate, Nottingham'],
] as const;
const fttpProducts = [
  ['fttpl2b-1000', 'FTTP Business 1000', 'LP-1000-1000'],
  ['fttpl2b-500', 'FTTP Business 500', 'LP-500-100'],
  ['ftthl2r', 'FTTH Residential 1000', 'LP-1000-115'],
  ['fttpl2r-2000n', 'FTTP Residential 2000', 'LP-2000-200'],
  ['fttpl2rlite', 'FTTP Residential Lite 150', 'LP-150-30'],
] as const;
/** Seeded Ethernet orders carry what a placed one does: a catalogue product at a distance giving each RAG status in turn. */
const historyDistances = [600, 1800, 3500, 800, 7000, 400];
function ethernetHistoryProduct(i: number): EthernetProduct {
  const variant = i % 3 === 2 ? 'ffn' : 'metro';
  const products = catalogueProducts(variant, historyDistances[i % historyDistances.length] ?? 600, () => []);
  return products[(i * 5) % products.length] ?? (products[0] as EthernetProduct);
}

function ethernetHistoryDetails(i: number, customer: string, createdAt: Date): Record<string, unknown> {
  const product = ethernetHistoryProduct(i);
  const [first = 'Jane', last = 'Cooper'] = customer.split(' ');
  const ffn = product.variant === 'ffn';
  const surveyDay = (days: number) => new Date(createdAt.getTime() + days * dayMs).toISOString().slice(0, 10);
  return {
    variant: product.variant,
    business_name: `${last} Trading Ltd`,
    room: `Comms room ${1 + (i % 4)}`,
    floor: i % 2 ? 'Ground' : `${1 + (i % 5)}`,
    rack: i % 3 ? `R${10 + i}` : null,
    wayleave_name: `${first} ${last}`,
    wayleave_email: `facilities@${last.toLowerCase()}-trading.example`,
    wayleave_number: ffn || i % 2 ? `0161496${String(2000 + i).slice(-4)}` : null,
    site_name: `${first} ${last}`,
    site_email: `${first.toLowerCase()}.${last.toLowerCase()}@customer.example`,
    site_number: ffn || i % 2 ? `0161496${String(3000 + i).slice(-4)}` : null,
    product_id: product.productId,
    product_name: product.productName,
    product_code: product.productCode,
    term: product.contractTerm,
    access: product.access,
    rag_status: product.status,
    install_price: product.installPrice,
    recurring_price: product.recurringPrice,
    vlan: ffn ? null : 100 + ((i * 37) % 3900),
    svlan: ffn && i % 2 ? 200 + i : null,
    cvlan: ffn ? 300 + i : null,
    ethernet_presentation: product.ethernetPresentationOptions[0] ?? 'RJ45',
    asbestos_register_onsite: (['Yes', 'No', 'N/A'] as const)[i % 3],
    ...(ffn
      ? {
          route_approver_onsite: i % 2 ? 'Yes' : 'No',
          floor_plans_available: 'Yes',
          ppe_required: i % 2 ? 'No' : 'Yes',
          listed_building: 'No',
          building_landlord_contact: 'Yes',
          induction_required: i % 2 ? 'Yes' : 'No',
          parking_available: 'Yes',
          site_ready_for_installation: 'Yes',
          requested_survey_dates: [surveyDay(10), surveyDay(14)],
        }
      : {}),
    access_restrictions: i % 4 === 0 ? 'Reception sign-in; access 08:00–17:00 weekdays' : null,
    additional_information: null,
  };
}
const customers = ['Jane Cooper', 'Rahul Mehta', 'Siobhan Kelly', 'Tomasz Nowak', 'Grace Okafor', 'Liam Walsh'];

/** The statuses the history aims at, in turn, so every filter value has rows (the order's own life decides). */
const wanted = [
  'Completed',
  'Committed',
  'Completed',
  'Pending',
  'Acknowledged',
  'In Delay',
  'Cancelled',
  'Completed',
  'Rejected',
  'Committed',
];

interface HistoryPlan {
  org: OrgKey;
  type: 'fttp' | 'ethernet';
  count: number;
  prefix: string;
}

/** About sixty orders: Northfibre's FTTP and Ethernet, Harbour's FTTP (its only family). */
export const historyPlans: readonly HistoryPlan[] = [
  { org: 'northfibre', type: 'fttp', count: 36, prefix: 'NF' },
  { org: 'northfibre', type: 'ethernet', count: 12, prefix: 'NFE' },
  { org: 'harbour', type: 'fttp', count: 12, prefix: 'HT' },
];

const minute = 60_000;
const dayMs = 24 * 60 * minute;

/** Ages from newest to oldest over 90 days, the newest minutes old so something is still Placed. */
const ageOf = (i: number, count: number) =>
  i === 0
    ? 25 * minute
    : i === 1
      ? 5 * 60 * minute
      : Math.round(((i - 1) / (count - 1)) * 89 * dayMs) + (i % 7) * 97 * minute;

function orderRow(plan: HistoryPlan, i: number, now: Date): OrderInsert {
  const org = orgByKey(plan.org);
  const age = ageOf(i, plan.count);
  const createdAt = new Date(now.getTime() - age);
  // Of a few candidate ids, the first whose life has reached the wanted status by now (else the first).
  const target = i === 0 ? 'Placed' : i === 1 ? 'Acknowledged' : wanted[i % wanted.length];
  let id = fixedId('ord_', `history:${plan.org}:${plan.type}:${i}`);
  for (let attempt = 0; attempt < 80; attempt++) {
    const candidate = fixedId('ord_', `history:${plan.org}:${plan.type}:${i}:${attempt}`);
    if (orderStateAt({ id: candidate, orderType: plan.type, createdAt }, now).status === target) {
      id = candidate;
      break;
    }
  }
  const [postcode, street] = places[i % places.length] ?? places[0];
  const orderer =
    personas.filter((p) => p.org === plan.org && p.roles.includes('Ordering'))[i % 2] ??
    personas.find((p) => p.org === plan.org);
  const customer = customers[i % customers.length] ?? 'Jane Cooper';
  const fttp = fttpProducts[i % fttpProducts.length] ?? fttpProducts[0];
  const ethernet = ethernetHistoryProduct(i);
  const appointment = plan.type === 'fttp' && i % 3 !== 0;
  const appointmentDay = new Date(createdAt.getTime() + (7 + (i % 5)) * dayMs).toISOString().slice(0, 10);
  return {
    id,
    orgId: org.id,
    orderType: plan.type,
    buyerReference: `${plan.prefix}-ORD-${String(i + 1).padStart(4, '0')}`,
    uprn: `9${String(org.customerId).padStart(4, '0')}${plan.type === 'fttp' ? 1 : 2}${String(i + 1).padStart(6, '0')}`,
    postcode,
    address: `${1 + ((i * 7) % 120)} ${street}`,
    product: plan.type === 'fttp' ? fttp[0] : ethernet.productCode,
    productDisplayName: plan.type === 'fttp' ? fttp[1] : ethernet.productName,
    lineProfile: plan.type === 'fttp' ? fttp[2] : null,
    newOrderType: plan.type,
    rfsStatus: plan.type === 'fttp' ? (i % 4 === 0 ? 'RFS_3' : 'RFS_2') : null,
    status: 'Placed',
    details: {
      name: customer,
      email: `${customer.toLowerCase().replace(' ', '.')}@customer.example`,
      phone: `0113496${String(1000 + i).slice(-4)}`,
      authentication_agent: plan.type === 'fttp' ? 'PPPoE Intermediate Agent' : null,
      agent_id: plan.type === 'fttp' ? `agent-${plan.prefix.toLowerCase()}-${i + 1}` : null,
      ...(plan.type === 'ethernet' ? ethernetHistoryDetails(i, customer, createdAt) : {}),
    },
    appointmentRequired: appointment ? 'yes' : 'maybe',
    requestedDate: appointment ? null : appointmentDay,
    appointmentDate: appointment ? appointmentDay : null,
    appointmentStart: appointment ? appointmentWindows[i % 2 ? 'AM' : 'PM'].start : null,
    appointmentEnd: appointment ? appointmentWindows[i % 2 ? 'AM' : 'PM'].end : null,
    appointmentRequested: appointment,
    cpeInstall: plan.type === 'fttp' && i % 2 === 0,
    bbuInstall: plan.type === 'fttp' && i % 5 === 0,
    voipInstall: plan.type === 'fttp' && i % 3 === 0,
    bdukSubsidised: i % 6 === 0,
    orderedBy: orderer?.name ?? 'Portal user',
    orderedByUserId: orderer?.id ?? null,
    nextProgressAt: firstOrderProgressAt(id, createdAt, plan.type),
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The demo organisations' order history, relative to the sandbox clock: each order is written as placed, then moved on
 * by the same progress the sandbox applies on read, so statuses, events, references and counters are exactly what the
 * orders' own lives give, and the younger ones keep moving as the clock runs.
 */
export async function seedOrderHistory(db: Db, now?: Date): Promise<void> {
  const at = now ?? (await seedNow(db));
  const rows = historyPlans.flatMap((plan) => Array.from({ length: plan.count }, (_, i) => orderRow(plan, i, at)));
  await db.insert(orders).values(rows);
  await db
    .insert(orderEvents)
    .values(rows.map((r) => placedOrderEvent({ id: r.id, orgId: r.orgId, createdAt: r.createdAt as Date })));
  // The seeded history's past moves are not news: the demo's notifications are seeded by seed/notifications.ts.
  for (const orgId of new Set(rows.map((r) => r.orgId))) await progressDueOrders(db, orgId, at, { notify: false });
  // Each organisation's admin (who holds Export) finds a first mail in the sandbox outbox saying what arrives there.
  await db
    .insert(outboxMessages)
    .values(
      personas
        .filter((p) => p.roles.includes('Export'))
        .map((p) => ({
          id: fixedId('obx_', `welcome:${p.email}`),
          orgId: orgByKey(p.org).id,
          userId: p.id,
          subject: 'Welcome to your sandbox outbox',
          body: 'The provider would e-mail you here: order exports you start from the orders list arrive with their CSV file.',
          createdAt: new Date(at.getTime() - 90 * dayMs),
        })),
    )
    .onConflictDoNothing();
}
