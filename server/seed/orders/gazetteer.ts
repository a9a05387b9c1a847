import type { RfsCode } from '../../../src/contracts/orders';
import type { properties } from '../../db/schema';
import { productSets } from './products';

type PropertyRow = typeof properties.$inferInsert;

export const rfsDefinitions: Record<RfsCode, string> = {
  NOT_RFS_0: 'Not ready for service: no build planned',
  NOT_RFS_1: 'Not ready for service: build planned',
  NOT_RFS_2: 'Not ready for service: build in progress',
  NOT_RFS_3: 'Not ready for service: cabinet built, awaiting release',
  NOT_RFS_4: 'Not ready for service: build on hold',
  RFS_0: 'Ready for service: survey required',
  RFS_1: 'Ready for service: drop build required',
  RFS_2: 'Ready for service: connection required',
  RFS_3: 'Ready for service: connected, remote activation possible',
  RFS_4: 'Active: a live service at the property',
};

const locDefinitions = {
  LOC_0: 'Serviceable',
  LOC_1: 'Serviceable after survey',
  LOC_2: 'Serviceable with civils',
  LOC_3: 'Non-standard build',
} as const;
type LocCode = keyof typeof locDefinitions;

const dropCategories = ['Underground', 'Overhead', 'Direct buried', 'Internal riser'] as const;
const demandCategories = ['Single dwelling unit', 'Multi dwelling unit', 'Business premises'] as const;
const dateRatings = ['DR0', 'DR1', 'DR2', 'DR3'] as const;

/** The postcode as the lookup keys it: upper case, no spaces. */
export const postcodeKey = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();

interface PropertySpec {
  uprn: string;
  postcode: string;
  address: string;
  rfs: RfsCode;
  loc?: LocCode;
  products?: readonly string[];
  indicator?: 'green' | 'amber' | 'red' | null;
  serviceStatus?: 'ACTIVE' | 'REGRADE' | 'GPL WLTO' | null;
  slowPolls?: number;
  slotMode?: 'normal' | 'none' | 'failing';
  preOrder?: boolean;
  bduk?: boolean;
  cabinetReleaseDate?: string | null;
  rating?: (typeof dateRatings)[number] | null;
  drop?: string | null;
  demand?: string | null;
}

function row(p: PropertySpec, i: number): PropertyRow {
  const loc = p.loc ?? 'LOC_0';
  return {
    uprn: p.uprn,
    postcode: p.postcode,
    postcodeKey: postcodeKey(p.postcode),
    address: p.address,
    rfsCode: p.rfs,
    rfsDefinition: rfsDefinitions[p.rfs],
    locCode: loc,
    locDefinition: locDefinitions[loc],
    cabinetReleaseDate:
      p.cabinetReleaseDate === undefined ? `2025-${String((i % 12) + 1).padStart(2, '0')}-15` : p.cabinetReleaseDate,
    dropCategory: p.drop === undefined ? (dropCategories[i % dropCategories.length] ?? null) : p.drop,
    demandCategory: p.demand === undefined ? (demandCategories[i % demandCategories.length] ?? null) : p.demand,
    preOrder: p.preOrder ?? false,
    bdukSubsidised: p.bduk ?? false,
    allowedDateRating: p.rating === undefined ? (dateRatings[i % dateRatings.length] ?? null) : p.rating,
    indicator: p.indicator === undefined ? 'green' : p.indicator,
    serviceStatus: p.rfs === 'RFS_4' ? (p.serviceStatus ?? 'ACTIVE') : null,
    productCodes: [...(p.products ?? [])],
    slowPolls: p.slowPolls ?? 0,
    slotMode: p.slotMode ?? 'normal',
  };
}

/**
 * The properties each ordering scenario of server/seed/scenarios.json names (the first of its postcode), with
 * neighbours at the same postcode so the property list has something to choose from.
 */
export const scenarioProperties = {
  happy: { uprn: '100010000001', postcode: 'NE1 4XF' },
  rfs4Regrade: { uprn: '100010000101', postcode: 'LS1 6PR' },
  rfs4GplWlto: { uprn: '100010000201', postcode: 'LS2 7GW' },
  rfs3Remote: { uprn: '100010000301', postcode: 'M1 3RA' },
  requestedDate: { uprn: '100010000401', postcode: 'M4 5RD' },
  existingOrder: { uprn: '100010000501', postcode: 'B1 1EO' },
  noProducts: { uprn: '100010000601', postcode: 'B2 4NP' },
  productsSlow: { uprn: '100010000701', postcode: 'BS1 5SL' },
  notAvailable: { uprn: '', postcode: 'ZE3 9NA' },
  noSlots: { uprn: '100010000801', postcode: 'CF10 1NS' },
  reservationFails: { uprn: '100010000901', postcode: 'CF11 6RF' },
  residential: { uprn: '100010001001', postcode: 'G1 2RS' },
  amber: { uprn: '100010001101', postcode: 'EH1 1AM' },
  red: { uprn: '100010001201', postcode: 'EH2 2RD' },
  otherTenant: { uprn: '100010001301', postcode: 'L1 8OT' },
  regradeService: { uprn: '100010001401', postcode: 'SO14 3RG' },
} as const;

const s = scenarioProperties;
const scenarioSpecs: PropertySpec[] = [
  {
    ...s.happy,
    address: 'Flat 1, 12 Grey Street, Newcastle upon Tyne',
    rfs: 'RFS_2',
    products: productSets.business,
    bduk: true,
    preOrder: false,
  },
  {
    uprn: '100010000002',
    postcode: 'NE1 4XF',
    address: 'Flat 2, 12 Grey Street, Newcastle upon Tyne',
    rfs: 'RFS_2',
    products: productSets.mixed,
  },
  {
    uprn: '100010000003',
    postcode: 'NE1 4XF',
    address: 'Flat 3, 12 Grey Street, Newcastle upon Tyne',
    rfs: 'RFS_1',
    products: productSets.business,
    loc: 'LOC_1',
  },
  {
    ...s.rfs4Regrade,
    address: '3 Park Row, Leeds',
    rfs: 'RFS_4',
    serviceStatus: 'REGRADE',
    products: productSets.regrade,
  },
  {
    ...s.rfs4GplWlto,
    address: '7 Great George Street, Leeds',
    rfs: 'RFS_4',
    serviceStatus: 'GPL WLTO',
    products: productSets.mixed,
  },
  { ...s.rfs3Remote, address: '21 Portland Street, Manchester', rfs: 'RFS_3', products: productSets.maybe },
  {
    ...s.requestedDate,
    address: '5 Ancoats Street, Manchester',
    rfs: 'RFS_4',
    serviceStatus: 'ACTIVE',
    products: productSets.none,
  },
  { ...s.existingOrder, address: '1 Brindley Place, Birmingham', rfs: 'RFS_2', products: productSets.business },
  { ...s.noProducts, address: '40 Digbeth High Street, Birmingham', rfs: 'RFS_0', products: [], loc: 'LOC_3' },
  { ...s.productsSlow, address: '9 Queen Square, Bristol', rfs: 'RFS_2', products: productSets.business, slowPolls: 3 },
  { ...s.noSlots, address: '2 Bute Terrace, Cardiff', rfs: 'RFS_2', products: productSets.business, slotMode: 'none' },
  {
    ...s.reservationFails,
    address: '14 Clare Road, Cardiff',
    rfs: 'RFS_2',
    products: productSets.business,
    slotMode: 'failing',
  },
  {
    ...s.residential,
    address: '30 Buchanan Street, Glasgow',
    rfs: 'RFS_2',
    products: productSets.residential,
    demand: 'Single dwelling unit',
  },
  {
    ...s.amber,
    address: '11 Cockburn Street, Edinburgh',
    rfs: 'RFS_1',
    products: productSets.business,
    indicator: 'amber',
    loc: 'LOC_2',
  },
  {
    ...s.red,
    address: '4 Rose Street, Edinburgh',
    rfs: 'RFS_0',
    products: productSets.business,
    indicator: 'red',
    loc: 'LOC_3',
  },
  { ...s.otherTenant, address: '6 Bold Street, Liverpool', rfs: 'RFS_2', products: productSets.business },
  {
    ...s.regradeService,
    address: '18 Oxford Street, Southampton',
    rfs: 'RFS_4',
    serviceStatus: 'REGRADE',
    products: productSets.regrade,
  },
];

/**
 * Twelve more properties like order.happy's (RFS_2, appointment-required business products, slots), so journeys that
 * place orders (end-to-end runs, demos) each have a property with no order in progress yet.
 */
const happySparePostcode = 'NE2 4HA';
const happySpares: PropertySpec[] = Array.from({ length: 12 }, (_, i) => ({
  uprn: `1000100090${String(i + 1).padStart(2, '0')}`,
  postcode: happySparePostcode,
  address: `Flat ${i + 1}, 40 Osborne Road, Newcastle upon Tyne`,
  rfs: 'RFS_2' as const,
  products: productSets.business,
}));

/** Six more live services like regrade.service's, one per property here (server/seed/orders/index.ts). */
const regradeSparePostcode = 'SO15 2RG';
export const regradeSpareUprns = Array.from({ length: 6 }, (_, i) => `1000100091${String(i + 1).padStart(2, '0')}`);
const regradeSpares: PropertySpec[] = regradeSpareUprns.map((uprn, i) => ({
  uprn,
  postcode: regradeSparePostcode,
  address: `${i * 2 + 2} Carlton Crescent, Southampton`,
  rfs: 'RFS_4' as const,
  serviceStatus: 'REGRADE' as const,
  products: productSets.regrade,
}));

/** Streets of the general gazetteer: every RFS and LOC code, rating, category, pre-order, BDUK and indicator occurs. */
const towns = [
  ['YO1 7HH', 'Stonegate, York'],
  ['NG1 5FS', 'Long Row, Nottingham'],
  ['S1 2HE', 'Fargate, Sheffield'],
  ['CB2 3QF', 'Trinity Street, Cambridge'],
  ['OX1 3BD', 'Broad Street, Oxford'],
  ['EX4 3LS', 'Gandy Street, Exeter'],
  ['NR2 1NE', 'Elm Hill, Norwich'],
  ['AB10 1XG', 'Union Street, Aberdeen'],
  ['BT1 5GS', 'Donegall Place, Belfast'],
  ['PL1 2AA', 'Royal Parade, Plymouth'],
] as const;
const allRfs = Object.keys(rfsDefinitions) as RfsCode[];
const allLoc = Object.keys(locDefinitions) as LocCode[];

function generalSpecs(): PropertySpec[] {
  const out: PropertySpec[] = [];
  towns.forEach(([postcode, street], t) => {
    for (let n = 0; n < 6; n++) {
      const i = t * 6 + n;
      const rfs = allRfs[i % allRfs.length] ?? 'RFS_2';
      const notRfs = rfs.startsWith('NOT_');
      const preOrder = rfs === 'NOT_RFS_3' || (notRfs && i % 7 === 0);
      out.push({
        uprn: `1000200${String(i + 1).padStart(5, '0')}`,
        postcode,
        address: `${n * 2 + 1} ${street}`,
        rfs,
        loc: allLoc[i % allLoc.length],
        // Not-ready properties have nothing to order unless they are open for pre-orders.
        products:
          notRfs && !preOrder
            ? []
            : [productSets.business, productSets.mixed, productSets.maybe, productSets.residential][i % 4],
        indicator: (['green', 'green', 'amber', null, 'red'] as const)[i % 5] ?? null,
        serviceStatus: rfs === 'RFS_4' ? ((['ACTIVE', 'REGRADE', 'GPL WLTO'] as const)[t % 3] ?? 'ACTIVE') : null,
        preOrder,
        bduk: i % 3 === 0,
        cabinetReleaseDate: rfs === 'NOT_RFS_0' ? null : undefined,
        rating: notRfs ? null : undefined,
      });
    }
  });
  return out;
}

/** Every property of the sandbox's gazetteer, deterministic. */
export function seedProperties(): PropertyRow[] {
  return [...scenarioSpecs, ...happySpares, ...regradeSpares, ...generalSpecs()].map(row);
}
