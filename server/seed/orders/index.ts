import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fttpProducts, fttpServices, orderEvents, orders, projects, properties } from '../../db/schema';
import { fixedId } from '../ids';
import { seedNow } from '../incidents/seed-clock';
import { type OrgKey, orgByKey, seedOrganisations } from '../organisations';
import { personaByEmail } from '../personas';
import { regradeSpareUprns, scenarioProperties, seedProperties } from './gazetteer';
import { seedFttpProducts } from './products';

const projectNames = ['Retail broadband', 'Business fibre', 'Housing association rollout', 'Public sector'] as const;
const projectIdOf = (org: OrgKey, i: number) => fixedId('prj_', `${org}:${i}`);

/** Live FTTP services the regrade wizard starts from (scenario regrade.service, and one of Harbour's). */
const regradeServiceId = fixedId('fsv_', 'scenario:regrade');
const harbourServiceId = fixedId('fsv_', 'harbour:1');

/** The scenario orders: one in progress for Northfibre (order.existing-order) and one of Harbour's (order.other-tenant). */
const existingOrderId = fixedId('ord_', 'scenario:existing-order');
export const otherTenantOrderId = fixedId('ord_', 'scenario:other-tenant');

function scenarioOrder(
  id: string,
  org: OrgKey,
  email: Parameters<typeof personaByEmail>[0],
  at: { uprn: string; postcode: string },
  address: string,
  buyerReference: string,
  status: string,
  createdAt: Date,
): typeof orders.$inferInsert {
  const user = personaByEmail(email);
  return {
    id,
    orgId: orgByKey(org).id,
    orderType: 'fttp',
    buyerReference,
    sellerReference: `SO-${buyerReference}`,
    serviceReference: null,
    uprn: at.uprn,
    postcode: at.postcode,
    address,
    product: 'fttpl2b-1000',
    productDisplayName: 'FTTP Business 1000',
    lineProfile: 'LP-1000-1000',
    newOrderType: 'fttp',
    status,
    details: {
      authentication_agent: 'DHCP Option 82',
      agent_id: 'agent-01',
      name: 'Jordan Customer',
      email: 'jordan.customer@example.com',
      phone: '07700900123',
    },
    appointmentRequired: 'yes',
    appointmentRequested: true,
    appointmentDate: null,
    cpeInstall: true,
    orderedBy: user.name,
    orderedByUserId: user.id,
    createdAt,
    // The last event of its timeline below: Acknowledged an hour after placing, Committed an hour later.
    updatedAt: new Date(createdAt.getTime() + (status === 'Acknowledged' ? 1 : 2) * 3_600_000),
  };
}

/**
 * The orders service's reference data: gazetteer, product catalogue, projects per organisation, live FTTP services and
 * the scenario orders, dated back from the sandbox clock (or `now`). The order history is seeded by ./history*.ts.
 */
export async function seedOrderService(db: Db, now?: Date): Promise<void> {
  const at = now ?? (await seedNow(db));
  const ago = (hours: number) => new Date(at.getTime() - hours * 3_600_000);
  await db.insert(fttpProducts).values([...seedFttpProducts]);
  await db.insert(properties).values(seedProperties());
  await db.insert(projects).values(
    seedOrganisations.flatMap((o) =>
      projectNames.map((name, i) => ({
        id: projectIdOf(o.key, i),
        orgId: o.id,
        name: `${o.name.split(' ')[0]} ${name}`,
      })),
    ),
  );
  await db.insert(fttpServices).values([
    {
      id: regradeServiceId,
      orgId: orgByKey('northfibre').id,
      serviceReference: 'SF1000001',
      uprn: scenarioProperties.regradeService.uprn,
      product: 'fttpl2b-500',
      authenticationAgent: 'PPPoE Intermediate Agent',
      remoteAgentId: 'nf-remote-0001',
      createdAt: ago(24 * 200),
    },
    // SF1000002–SF1000007: the same, at their own properties, for journeys that each place a regrade.
    ...regradeSpareUprns.map((uprn, i) => ({
      id: fixedId('fsv_', `spare:${i}`),
      orgId: orgByKey('northfibre').id,
      serviceReference: `SF100000${i + 2}`,
      uprn,
      product: 'fttpl2b-500',
      authenticationAgent: 'PPPoE Intermediate Agent',
      remoteAgentId: `nf-remote-000${i + 2}`,
      createdAt: ago(24 * (150 - i)),
    })),
    {
      id: harbourServiceId,
      orgId: orgByKey('harbour').id,
      serviceReference: 'SF2000001',
      uprn: scenarioProperties.rfs4Regrade.uprn,
      product: 'fttpl2b-300',
      authenticationAgent: 'DHCP Option 82',
      remoteAgentId: 'ht-remote-0001',
      createdAt: ago(24 * 100),
    },
  ]);
  const scenarioOrders = [
    scenarioOrder(
      existingOrderId,
      'northfibre',
      'ordering@northfibre.example',
      scenarioProperties.existingOrder,
      '1 Brindley Place, Birmingham',
      'NF-EXISTING-0001',
      'Acknowledged',
      ago(50),
    ),
    scenarioOrder(
      otherTenantOrderId,
      'harbour',
      'admin@harbour.example',
      scenarioProperties.otherTenant,
      '6 Bold Street, Liverpool',
      'HT-OTHER-0001',
      'Committed',
      ago(30),
    ),
  ];
  await db.insert(orders).values(scenarioOrders);
  await db.insert(orderEvents).values(
    scenarioOrders.flatMap((o) =>
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
  );
}

/**
 * For a store seeded before migration 0005: when the product catalogue is empty, seeds the order history and the orders
 * service's data in one transaction (a store that has them is left alone). Answers whether it seeded.
 */
export async function seedOrderingIfMissing(db: Db, seedHistory: (tx: Db) => Promise<unknown>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(fttpProducts);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await seedHistory(tx as unknown as Db);
    await seedOrderService(tx as unknown as Db);
  });
  return true;
}
