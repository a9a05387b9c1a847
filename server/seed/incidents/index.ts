import type { Db } from '../../db/client';
import {
  businessServiceCategories,
  incidentComments,
  incidentFaultCategories,
  incidents,
  supportServices,
} from '../../db/schema';
import { fixedId, seedStartOf } from '../ids';
import { orgByKey } from '../organisations';
import { seedBusinessServiceCategories, seedFaultCategories } from './categories';
import { seedIncidentHistory } from './history';
import { seedMsoIncidents } from './mso';
import { seedNow } from './seed-clock';
import { seedSupportServices } from './services';

export const openScenarioIncidentId = fixedId('inc_', 'scenario:open-incident');

/** The open incident of scenario incident.open-incident, with a comment from every source. */
async function seedScenarioIncidents(db: Db, now: Date): Promise<void> {
  const fromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const org = orgByKey('northfibre');
  const raised = fromNow(-3 * 60);
  await db.insert(incidents).values({
    id: openScenarioIncidentId,
    orgId: org.id,
    number: 'INC0999001',
    serviceReference: 'S1000004',
    buyerFaultRef: 'NF-OPEN-1',
    faultStartTime: fromNow(-5 * 60),
    customerReference: 'CUST-OPEN-1',
    raisedDate: raised,
    raisedBy: 'Sam Support',
    addressName: 'Unit 4',
    addressStreet: '88 High Street',
    addressCity: 'Newcastle',
    addressPostcode: 'NE1 3PQ',
    categoryId: 1,
    priority: 2,
    faultCategoryId: 1,
    description: 'Customer has no service since this morning.',
    shortDescription: 'No service at customer premises',
    status: 'In Progress',
    email: 'support@northfibre.example',
    severity: 'Service Outage',
    isAppointable: true,
    aEndLocation: 'Comms room',
    createdAt: raised,
    updatedAt: fromNow(-60),
  });
  const comments = [
    { name: 'Service Desk', text: 'An engineer has been assigned.', source: 'SERVICE_NOW' },
    { name: 'Integration', text: 'Ticket mirrored to ISP system.', source: 'API' },
    { name: 'Sam Support', text: 'Customer available all day.', source: 'PORTAL' },
  ];
  await db.insert(incidentComments).values(
    comments.map((c, i) => ({
      id: fixedId('cmt_', `scenario:open:${i}`),
      incidentId: openScenarioIncidentId,
      orgId: org.id,
      ...c,
      createdAt: fromNow(-150 + i * 30),
    })),
  );
}

/**
 * The incident service's demo data: categories, services, incident history, MSO incidents and scenarios, dated back from
 * the sandbox clock (or `now`).
 */
export async function seedIncidentService(db: Db, now?: Date): Promise<void> {
  const at = now ?? (await seedNow(db));
  await db.insert(businessServiceCategories).values([...seedBusinessServiceCategories]);
  await db.insert(incidentFaultCategories).values([...seedFaultCategories]);
  await db.insert(supportServices).values(seedSupportServices(seedStartOf(at)));
  await seedIncidentHistory(db, 'northfibre', {
    count: 5200,
    numberBase: 1_000_000,
    domain: 'northfibre.example',
    now: at,
  });
  await seedIncidentHistory(db, 'harbour', { count: 300, numberBase: 2_000_000, domain: 'harbour.example', now: at });
  await seedIncidentHistory(db, 'skyline', { count: 150, numberBase: 3_000_000, domain: 'skyline.example', now: at });
  await seedScenarioIncidents(db, at);
  await seedMsoIncidents(db, at);
}
