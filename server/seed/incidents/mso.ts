import type { Db } from '../../db/client';
import { msoComments, msoIncidents, msoOutages } from '../../db/schema';
import { fixedId } from '../ids';
import { type OrgKey, orgByKey } from '../organisations';
import { bulkServices, type SupportSite, supportSiteOf, supportSites } from './services';

const causes = [
  'Fibre cut at street cabinet',
  'Power failure at exchange',
  'Core router fault',
  'Planned works overrun',
];

export const msoIdOf = (number: string) => fixedId('mso_', number);

interface MsoSpec {
  org: OrgKey;
  number: string;
  index: number;
  active: boolean;
  /** Where the outage is: every service it lists sits there, so a postcode's map shows only its own area's outages. */
  site: SupportSite;
  services: string[];
  detailsAvailable?: boolean;
}

function msoRows(spec: MsoSpec, now: Date) {
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  const { id: orgId } = orgByKey(spec.org);
  const id = msoIdOf(spec.number);
  // Active outages began recently; finished ones are spread over the past year.
  const raised = spec.active ? hours(-(spec.index + 2)) : hours(-24 * 9 * spec.index);
  const resolved = spec.active ? null : new Date(raised.getTime() + (3 + (spec.index % 20)) * 3_600_000);
  const { city, postcode } = spec.site;
  const street = spec.site.street.replace(/^\d+ /, '');
  const cause = causes[spec.index % causes.length] ?? 'Fibre cut';
  return {
    incident: {
      id,
      orgId,
      number: spec.number,
      configurationItem: `OLT-${city.toUpperCase()}-${(spec.index % 9) + 1}`,
      addressName: `${city} exchange`,
      addressStreet: street,
      addressPostcode: postcode,
      addressCity: city,
      raisedDate: raised,
      resolvedAt: resolved,
      priority: 1 + (spec.index % 3),
      description: `${cause} affecting services around ${city}.`,
      shortDescription: `${cause} - ${city}`,
      status: spec.active ? (spec.index % 2 ? 'New' : 'In Progress') : spec.index % 3 ? 'Closed' : 'Resolved',
      categoryId: 1,
      severity: 'Service Outage',
      promotedAt: raised,
      detailsAvailable: spec.detailsAvailable ?? true,
      createdAt: raised,
      updatedAt: resolved ?? raised,
    },
    outages: spec.services.map((ref, k) => ({
      id: fixedId('out_', `${spec.number}:${ref}`),
      msoIncidentId: id,
      serviceReference: ref,
      beginsAt: new Date(raised.getTime() + k * 60_000),
      endsAt: resolved,
    })),
    comments: [
      { k: 1, text: `We are aware of an outage: ${cause.toLowerCase()}. Engineers have been dispatched.` },
      { k: 2, text: spec.active ? 'Engineers are on site.' : 'Service has been restored. We apologise.' },
    ].map(({ k, text }) => ({
      id: fixedId('msc_', `${spec.number}:${k}`),
      msoIncidentId: id,
      orgId,
      name: 'Network Operations',
      text,
      type: 'SERVICE_NOW',
      createdAt: new Date(raised.getTime() + k * 30 * 60_000),
    })),
  };
}

/**
 * 40 MSO incidents for Northfibre (6 active), 3 for Harbour, and the one whose details the provider cannot give, dated
 * back from `now`.
 */
export async function seedMsoIncidents(db: Db, now: Date): Promise<void> {
  const specs: MsoSpec[] = [];
  const nf = bulkServices.northfibre;
  const sites = supportSites.length;
  for (let i = 1; i <= 40; i++) {
    // The active-mso scenario service (S1000005, support service 4) sits on the first, active, outage, so it is there.
    const site = i === 1 ? 4 : i % sites;
    // Bulk service j sits at site j mod 6: three of the site's services.
    const services = [0, 1, 2].map(
      (k) => `S${nf.first + site + sites * ((i * 7 + k * 131) % Math.floor(nf.count / sites))}`,
    );
    if (i === 1) services.unshift('S1000005');
    specs.push({
      org: 'northfibre',
      number: `MSO${String(i).padStart(7, '0')}`,
      index: i,
      active: i <= 6,
      site: supportSiteOf(site),
      services,
    });
  }
  const hb = bulkServices.harbour;
  for (let i = 1; i <= 3; i++) {
    specs.push({
      org: 'harbour',
      number: `MSO${String(900 + i).padStart(7, '0')}`,
      index: i,
      active: i === 1,
      site: supportSiteOf(i),
      services: [`S${hb.first + i}`, `S${hb.first + i + sites * 2}`],
    });
  }
  specs.push({
    org: 'northfibre',
    number: 'MSO0999999',
    index: 41,
    active: true,
    // S1000006 is support service 5.
    site: supportSiteOf(5),
    services: ['S1000006'],
    detailsAvailable: false,
  });
  const rows = specs.map((spec) => msoRows(spec, now));
  await db.insert(msoIncidents).values(rows.map((r) => r.incident));
  await db.insert(msoOutages).values(rows.flatMap((r) => r.outages));
  await db.insert(msoComments).values(rows.flatMap((r) => r.comments));
}
