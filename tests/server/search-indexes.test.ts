import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import { incidents, knowledgeArticles, knowledgeCategories, msoIncidents, users } from '../../server/db/schema';
import { incidentConditions, incidentOrder } from '../../server/domain/incidents/list';
import { msoSearch } from '../../server/domain/incidents/mso';
import { articleConditions } from '../../server/domain/knowledge/articles';
import { searchMatchesStatement } from '../../server/domain/search-total';
import { type RoleWay, roleWay, userListWhere, userPageStatement } from '../../server/domain/user-list';
import { orgByKey } from '../../server/seed/organisations';
import { seedScale } from '../../server/seed/scale';
import { seedIfEmpty } from '../../server/seed/seed';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';

const northfibre = orgByKey('northfibre').id;
// Enough rows that reading every one costs the planner more than the index does, few enough to seed in seconds.
const scale = 10_000;

interface Statement {
  toSQL(): { sql: string; params: unknown[] };
}

/** A statement's text with its parameters written in, for EXPLAIN (which takes no bound parameters on every driver). */
function inlined(statement: Statement): string {
  const { sql: text, params } = statement.toSQL();
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** The planner's plan for a statement, in one transaction so `set local` settings apply to it on a pooled connection. */
async function planOf(db: Db, statement: Statement, settings: SQL[] = []): Promise<string> {
  return db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(setting);
    const result = (await tx.execute(sql.raw(`explain ${inlined(statement)}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

// Every `q=` search is ILIKE '%term%', which a btree cannot serve; the trigram GIN indexes of migration 0003 can, and
// the user sorts have (org_id, column) indexes. These tests ask the planner, at a few thousand rows, what it picks for
// the statements the lists really run.
describe.each(drivers)('search and sort indexes (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
    await seedIfEmpty(database.db);
    await seedScale(database.db, { users: scale, incidents: scale, articles: scale });
    // The demo has a handful of MSO incidents, where a scan is the right plan: add as many as the other lists have.
    await database.db.execute(sql`
      insert into mso_incidents (id, org_id, number, short_description, address_postcode, address_city, raised_date,
        status, created_at, updated_at)
      select 'mso_scale_' || g, ${northfibre}, 'MSO' || (5000000 + g), 'Fibre break near cabinet ' || g,
        'LS' || (g % 30) || ' ' || (g % 9) || 'AB', 'Leeds', now(), 'Resolved', now(), now()
      from generate_series(1, ${scale}::int) as g`);
    await database.db.execute(sql`vacuum analyze mso_incidents`);
  }, 240_000);
  afterAll(() => database.close());

  const usersQuery = (
    q?: string,
    field: 'created_at' | 'name' | 'email' = 'created_at',
    order: 'asc' | 'desc' = 'desc',
  ) => {
    const query = { page: 1, limit: 10, q, sort: { field, order } };
    return {
      page: userPageStatement(database.db, northfibre, query),
      count: searchMatchesStatement(database.db, users, userListWhere(database.db, northfibre, query)),
    };
  };

  it('users search counts its matches through the trigram index', async () => {
    const plan = await planOf(database.db, usersQuery('jones 12').count);
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('users search finds its page through the trigram index', async () => {
    // A term matching one user: the page comes from the index, not from walking the organisation in created_at order.
    const plan = await planOf(database.db, usersQuery('scale.user.1234@').page);
    expect(plan).toContain('users_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it.each(['name', 'email'] as const)('users sorted by %s read their (org_id, column) index', async (field) => {
    for (const order of ['asc', 'desc'] as const) {
      const plan = await planOf(database.db, usersQuery(undefined, field, order).page);
      expect(plan).toContain(`users_org_${field}_idx`);
      expect(plan).not.toMatch(/Seq Scan on users/);
    }
  });

  it('users filtered on a role few hold read its holders, on a role many hold walk the organisation in order', async () => {
    // The counters decide: 3 Admins of 10,000 users are read first; a third of them are met every few rows of a walk.
    expect(roleWay(3, scale, 10)).toBe('holders');
    expect(roleWay(scale / 3, scale, 10)).toBe('probe');
    const pageOf = (role: 'Admin' | 'Support', way?: RoleWay) =>
      userPageStatement(
        database.db,
        northfibre,
        { page: 1, limit: 10, sort: { field: 'created_at', order: 'desc' }, roleNames: [role] },
        {},
        way,
      );
    const few = await planOf(database.db, pageOf('Admin', 'holders'));
    expect(few).toContain('user_roles_role_idx');
    expect(few).not.toMatch(/Seq Scan on user_roles/);
    const many = await planOf(database.db, pageOf('Support', 'probe'));
    expect(many).toContain('Index Scan Backward using users_org_created_idx');
    expect(many).not.toMatch(/Seq Scan on user_roles/);
    // Either way lists what the planner's own join lists.
    for (const [role, way] of [
      ['Admin', 'holders'],
      ['Support', 'probe'],
    ] as const) {
      const ids = async (w?: RoleWay) => (await pageOf(role, w)).map((row) => row.id);
      expect(await ids(way)).toEqual(await ids());
    }
  });

  it('incidents search reads the trigram index for the page and for its count', async () => {
    const where = and(...incidentConditions(northfibre, { q: 'INC4000123' }));
    const page = database.db
      .select()
      .from(incidents)
      .where(where)
      .orderBy(...incidentOrder({ field: 'updated_at', order: 'desc' }))
      .limit(10);
    const count = searchMatchesStatement(database.db, incidents, where);
    for (const statement of [page, count]) {
      const plan = await planOf(database.db, statement);
      expect(plan).toContain('incidents_search_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on incidents/);
    }
  });

  it('incidents search of several words (each in any field) still reads the trigram index', async () => {
    const where = and(...incidentConditions(northfibre, { q: 'INC4000123 High Street' }));
    const page = database.db
      .select()
      .from(incidents)
      .where(where)
      .orderBy(...incidentOrder({ field: 'updated_at', order: 'desc' }))
      .limit(10);
    for (const statement of [page, searchMatchesStatement(database.db, incidents, where)]) {
      const plan = await planOf(database.db, statement);
      expect(plan).toContain('incidents_search_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on incidents/);
    }
  });

  it('MSO search reads its trigram index for every searched column', async () => {
    const where = and(eq(msoIncidents.orgId, northfibre), msoSearch('MSO5000123'));
    const plan = await planOf(database.db, database.db.select().from(msoIncidents).where(where).limit(10));
    expect(plan.match(/Bitmap Index Scan on mso_incidents_search_trgm_idx/g)).toHaveLength(4);
    expect(plan).not.toMatch(/Seq Scan on mso_incidents/);
  });

  it('MSO search counts its matches through the trigram index (the global search asks for its total)', async () => {
    // (Every row this test adds says 'cabinet', where reading the table is the right plan: a number is looked up.)
    const where = and(eq(msoIncidents.orgId, northfibre), msoSearch('MSO5000123'));
    const plan = await planOf(database.db, searchMatchesStatement(database.db, msoIncidents, where));
    expect(plan).toContain('mso_incidents_search_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on mso_incidents/);
  });

  it("the global search's knowledge call (999, newest update first) reads the title and text indexes", async () => {
    const page = database.db
      .select({ reference: knowledgeArticles.reference })
      .from(knowledgeArticles)
      .innerJoin(knowledgeCategories, eq(knowledgeCategories.id, knowledgeArticles.categoryId))
      .where(articleConditions({ q: 'KB5001234' }))
      .orderBy(desc(knowledgeArticles.updatedAt), desc(knowledgeArticles.id))
      .limit(999);
    const plan = await planOf(database.db, page);
    expect(plan).toContain('knowledge_articles_title_trgm_idx');
    expect(plan).toContain('knowledge_articles_text_fts_idx');
    expect(plan).not.toMatch(/Seq Scan on knowledge_articles/);
  });
});
