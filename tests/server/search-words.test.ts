import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { contactRequests, knowledgeArticles, orders } from '../../server/db/schema';
import { listRequests } from '../../server/domain/contact/list';
import { listProgressedIncidents } from '../../server/domain/incidents/list';
import { listMsoAtSandboxTime } from '../../server/domain/incidents/mso';
import { listArticles } from '../../server/domain/knowledge/articles';
import { listOrders } from '../../server/domain/orders/list';
import { listProgressedServices } from '../../server/domain/services/list';
import { listUsers } from '../../server/domain/user-list';
import { orgByKey } from '../../server/seed/organisations';
import { seedIfEmpty } from '../../server/seed/seed';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';

const org = orgByKey('northfibre').id;
const page = { page: 1, limit: 100 } as const;
const desc = 'desc' as const;

// Spec 2 §2: the lists' free-text search. Every word of it must match, each in any of the list's searched fields.
describe.each(drivers)('a search matches every word, each in any searched field (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
  });
  afterAll(() => database.close());
  const db = () => database.db;

  it("incidents: 'High Street Newcastle' finds INC0999001 at Unit 4, 88 High Street, Newcastle", async () => {
    const search = (q: string) =>
      listProgressedIncidents(db(), org, { ...page, q, sort: { field: 'updated_at', order: desc } });
    const found = (await search('High Street Newcastle')).data.map((i) => i.service_now_incident_number);
    expect(found).toContain('INC0999001');
    expect((await search('INC0999001 Newcastle')).data.map((i) => i.service_now_incident_number)).toEqual([
      'INC0999001',
    ]);
    expect((await search('INC0999001 Leeds')).data).toEqual([]);
  });

  it('MSO incidents: a number and its city', async () => {
    const search = (q: string) =>
      listMsoAtSandboxTime(db(), org, { ...page, q, sort: { field: 'raised_date', order: desc } });
    const [mso] = (await search('MSO0000001')).data;
    const city = mso?.address_city ?? '';
    expect((await search(`MSO0000001 ${city}`)).data.map((m) => m.service_now_incident_number)).toEqual(['MSO0000001']);
    expect((await search('MSO0000001 Nowhere')).data).toEqual([]);
  });

  it('services: a reference, its street and its city', async () => {
    const search = (q: string) =>
      listProgressedServices(db(), org, { ...page, kind: 'all', q, sort: { field: 'created_at', order: desc } });
    expect((await search('S5000004 Division Sheffield')).data.map((s) => s.service_reference)).toEqual(['S5000004']);
    expect((await search('S5000004 Leeds')).data).toEqual([]);
  });

  it('orders: a buyer reference and its postcode', async () => {
    const [order] = await db()
      .select({ id: orders.id, ref: orders.buyerReference, postcode: orders.postcode, type: orders.orderType })
      .from(orders)
      .where(eq(orders.orgId, org))
      .limit(1);
    if (!order) throw new Error('no seeded order');
    const search = (q: string) =>
      listOrders(db(), org, {
        ...page,
        type: order.type as 'fttp' | 'ethernet',
        q,
        sort: { field: 'created_at', order: desc },
      });
    expect((await search(`${order.ref} ${order.postcode}`)).data.map((o) => o.id)).toEqual([order.id]);
    expect((await search(`${order.ref} ZZ99`)).data).toEqual([]);
  });

  it('users: a name and the e-mail domain', async () => {
    const search = (q: string) => listUsers(db(), org, { ...page, q, sort: { field: 'name', order: 'asc' } });
    expect((await search('Sam northfibre.example')).data.map((u) => u.email)).toContain('support@northfibre.example');
    expect((await search('Sam harbour.example')).data).toEqual([]);
  });

  it('contact: a reference and a word of its subject', async () => {
    const [request] = await db()
      .select({ reference: contactRequests.reference, subject: contactRequests.subject, kind: contactRequests.kind })
      .from(contactRequests)
      .where(eq(contactRequests.orgId, org))
      .limit(1);
    if (!request) throw new Error('no seeded request');
    const word = request.subject.split(/\s+/).find((w) => w.length > 3) ?? request.subject;
    const search = (q: string) =>
      listRequests(db(), org, request.kind as 'request-information' | 'complaints', { ...page, order: desc, q });
    expect((await search(`${request.reference} ${word}`)).data.map((r) => r.reference)).toEqual([request.reference]);
    expect((await search(`${request.reference} zzqx`)).data).toEqual([]);
  });

  it('knowledge: a reference and a word of its title', async () => {
    const [article] = await db()
      .select({ reference: knowledgeArticles.reference, title: knowledgeArticles.shortDescription })
      .from(knowledgeArticles)
      .orderBy(knowledgeArticles.id)
      .limit(1);
    if (!article) throw new Error('no seeded article');
    const word = article.title.split(/\s+/).find((w) => w.length > 3) ?? article.title;
    const search = (q: string) => listArticles(db(), { ...page, q, sort: { field: 'updated_at', order: desc } });
    expect((await search(`${article.reference} ${word}`)).data.map((a) => a.reference)).toEqual([article.reference]);
    // A word the full text drops ('the') asks nothing more.
    expect((await search(`the ${article.reference}`)).data.map((a) => a.reference)).toEqual([article.reference]);
    expect((await search(`${article.reference} zzqx`)).data).toEqual([]);
  });
});
