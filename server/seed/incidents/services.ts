import type { supportServices } from '../../db/schema';
import { fixedId } from '../ids';
import { type OrgKey, orgByKey } from '../organisations';

type ServiceRow = typeof supportServices.$inferInsert;

/** The sites of the support services: service i sits at site i mod 6 (outages are placed by them: ./mso.ts). */
export const supportSites = [
  { street: '1 Quay Street', city: 'Leeds', postcode: 'LS1 4AP' },
  { street: '12 Mill Lane', city: 'Manchester', postcode: 'M1 2AB' },
  { street: '4 Station Road', city: 'York', postcode: 'YO1 7HH' },
  { street: '88 High Street', city: 'Newcastle', postcode: 'NE1 3PQ' },
  { street: '7 Castle Wynd', city: 'Sheffield', postcode: 'S1 2GH' },
  { street: '23 Park Row', city: 'Bristol', postcode: 'BS1 4DJ' },
] as const;
export type SupportSite = (typeof supportSites)[number];
export const supportSiteOf = (i: number): SupportSite => supportSites[i % supportSites.length] ?? supportSites[0];

function service(org: OrgKey, ref: string, i: number, over: Partial<ServiceRow> = {}): ServiceRow {
  return {
    id: fixedId('svc_', ref),
    orgId: orgByKey(org).id,
    serviceReference: ref,
    status: 'Live',
    stage: 'Live',
    categoryId: 1,
    siteStreet: supportSiteOf(i).street,
    siteCity: supportSiteOf(i).city,
    sitePostcode: supportSiteOf(i).postcode,
    diagnosticOutcome: 'up',
    diagnosticDelaySeconds: 3,
    slotMode: 'normal',
    ...over,
  };
}

/**
 * One service per funnel scenario (server/seed/scenarios.json), then plain Live services the history refers to, all
 * created at `createdAt`.
 */
export function seedSupportServices(createdAt: Date): ServiceRow[] {
  const scenario: ServiceRow[] = [
    service('northfibre', 'S1000001', 0),
    service('northfibre', 'S1000002', 1, { status: 'In Progress', stage: 'In Progress' }),
    service('northfibre', 'S1000003', 2, { status: 'Provisioning', diagnosticOutcome: 'provisioning' }),
    service('northfibre', 'S1000004', 3),
    service('northfibre', 'S1000005', 4),
    service('northfibre', 'S1000006', 5),
    service('northfibre', 'S1000007', 0, { diagnosticOutcome: 'dying_gasp' }),
    service('northfibre', 'S1000008', 1, { diagnosticOutcome: 'down', diagnosticDelaySeconds: 8 }),
    service('northfibre', 'S1000009', 2, { diagnosticOutcome: 'unknown' }),
    service('northfibre', 'S1000010', 3, { diagnosticOutcome: 'error' }),
    service('northfibre', 'S1000011', 4, { slotMode: 'none' }),
    service('northfibre', 'S1000012', 5, { slotMode: 'failing' }),
    service('northfibre', 'S1000013', 0, { categoryId: 3 }),
    service('harbour', 'S2000001', 1),
    // Plain Live FTTP services with no history, for raising incidents in demos and end-to-end runs without one run's
    // new incident blocking another's (an open incident blocks raising on the same service).
    ...Array.from({ length: 10 }, (_, i) => service('northfibre', `S10000${14 + i}`, i)),
  ];
  const bulk = (org: OrgKey, first: number, count: number) =>
    Array.from({ length: count }, (_, i) =>
      service(org, `S${first + i}`, i, {
        categoryId: [1, 2, 3, 5][i % 4] ?? 1,
        diagnosticOutcome: ['up', 'up', 'up', 'down', 'dying_gasp'][i % 5] ?? 'up',
      }),
    );
  return [
    ...scenario,
    ...bulk('northfibre', 1100001, 400),
    ...bulk('harbour', 2100001, 40),
    ...bulk('skyline', 3100001, 20),
  ].map((row) => ({ ...row, createdAt }));
}

/** Bulk service ranges the generated incidents and outages point at. */
export const bulkServices = {
  northfibre: { first: 1100001, count: 400 },
  harbour: { first: 2100001, count: 40 },
  skyline: { first: 3100001, count: 20 },
} as const;
