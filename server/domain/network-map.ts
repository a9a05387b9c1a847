import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { NetworkMapIncident } from '../../src/contracts/network-map';
import { normalisePostcode, outwardCode } from '../../src/lib/postcode';
import type { Db } from '../db/client';
import { msoIncidents, msoOutages, supportServices } from '../db/schema';
import { activeMsoStatuses } from './incidents/services';

/**
 * The sandbox's network (spec 2 §2 Networks / service status). The rule for where a map exists: the provider serves the
 * postcode areas of its demo services' towns, every district in them; any other area has no network and so no map.
 */
export const servedAreas: Readonly<Record<string, string>> = {
  LS: 'Leeds',
  M: 'Manchester',
  YO: 'York',
  NE: 'Newcastle',
  S: 'Sheffield',
  BS: 'Bristol',
};

const areaOf = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? '';

/** FNV-1a: a small stable hash, so the same district always draws the same network. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Cabinet {
  label: string;
  /** Position on the schematic, with the exchange at the centre (0, 0); units are SVG pixels. */
  x: number;
  y: number;
}

export interface DistrictNetwork {
  postcode: string;
  district: string;
  area: string;
  exchange: string;
  cabinets: Cabinet[];
  /** Index into cabinets of the one serving the postcode. */
  servingCabinet: number;
}

const cabinetIndex = (district: string, postcode: string, count: number) =>
  hash(`${district}|${normalisePostcode(postcode)}`) % count;

/** The district's exchange and 4–7 street cabinets around it, or undefined where the provider has no network. */
export function districtNetwork(postcode: string): DistrictNetwork | undefined {
  const normal = normalisePostcode(postcode);
  const district = outwardCode(normal);
  const area = servedAreas[areaOf(district)];
  if (!area) return undefined;
  const h = hash(district);
  const count = 4 + (h % 4);
  const turn = ((h >>> 8) % 360) * (Math.PI / 180);
  const cabinets = Array.from({ length: count }, (_, i): Cabinet => {
    const angle = turn + (i * 2 * Math.PI) / count;
    const radius = 95 + (hash(`${district}:${i}`) % 50);
    return {
      label: `CAB-${district}-${String(i + 1).padStart(2, '0')}`,
      x: Math.round(Math.cos(angle) * radius * 1.5),
      y: Math.round(Math.sin(angle) * radius),
    };
  });
  return {
    postcode: normal,
    district,
    area,
    exchange: `${area} ${district} exchange`,
    cabinets,
    servingCabinet: cabinetIndex(district, normal, count),
  };
}

export interface DistrictStatus {
  status: 'ok' | 'affected';
  /** Indexes into the network's cabinets that serve an affected service. */
  affectedCabinets: number[];
  affectedServices: number;
  incidents: NetworkMapIncident[];
}

/**
 * Active MSO outages of the organisation (an open incident, an outage not yet ended) whose service sits in the
 * district. Only the organisation's own incidents and services count: another ISP's outages are its own business.
 */
export async function districtStatus(db: Db, orgId: string, network: DistrictNetwork): Promise<DistrictStatus> {
  const rows = await db
    .select({
      id: msoIncidents.id,
      number: msoIncidents.number,
      shortDescription: msoIncidents.shortDescription,
      status: msoIncidents.status,
      detailsAvailable: msoIncidents.detailsAvailable,
      serviceReference: msoOutages.serviceReference,
      sitePostcode: supportServices.sitePostcode,
    })
    .from(msoOutages)
    .innerJoin(msoIncidents, eq(msoIncidents.id, msoOutages.msoIncidentId))
    .innerJoin(
      supportServices,
      and(eq(supportServices.serviceReference, msoOutages.serviceReference), eq(supportServices.orgId, orgId)),
    )
    .where(
      and(eq(msoIncidents.orgId, orgId), inArray(msoIncidents.status, activeMsoStatuses), isNull(msoOutages.endsAt)),
    )
    .orderBy(msoIncidents.number, msoOutages.serviceReference);
  const inDistrict = rows.filter((r) => outwardCode(r.sitePostcode) === network.district);
  const count = network.cabinets.length;
  const incidents = new Map<string, NetworkMapIncident>();
  for (const r of inDistrict) {
    if (r.detailsAvailable && !incidents.has(r.id)) {
      incidents.set(r.id, {
        id: r.id,
        service_now_incident_number: r.number,
        short_description: r.shortDescription,
        status: r.status,
      });
    }
  }
  return {
    status: inDistrict.length > 0 ? 'affected' : 'ok',
    affectedCabinets: [...new Set(inDistrict.map((r) => cabinetIndex(network.district, r.sitePostcode, count)))].sort(
      (a, b) => a - b,
    ),
    affectedServices: new Set(inDistrict.map((r) => r.serviceReference)).size,
    incidents: [...incidents.values()],
  };
}
