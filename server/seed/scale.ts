import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { incidents } from '../db/schema';
import { forgetArticlePages } from '../domain/knowledge/article-pages';
import { seedStartOf } from './ids';
import { seedIncidentHistory } from './incidents/history';
import { seedNow } from './incidents/seed-clock';
import { seedScaledOrders } from './orders/history-scale';
import { orgByKey } from './organisations';
import { seedScaledServices } from './scale-services';
import { roleIdOf } from './seed';

export interface ScaleOptions {
  /** Extra users added to Northfibre's list (the admin persona's organisation). */
  users: number;
  /** Extra incidents added to Northfibre's incident list, shaped like the demo history. */
  incidents?: number;
  /** Extra orders added to Northfibre's orders lists (server/seed/orders/history-scale.ts). */
  orders?: number;
  /** Extra services added to Northfibre's services lists (server/seed/scale-services.ts). */
  services?: number;
  /** Extra MSO incidents in Northfibre's MSO list (the global search's MSO category). */
  mso?: number;
  /** Extra knowledge articles (the knowledge base is the provider's, one for every organisation). */
  articles?: number;
}

export interface ScaleSummary {
  users: number;
  incidents: number;
  orders?: number;
  services?: number;
  milliseconds: number;
}

/**
 * Scaled incidents are numbered INC4000001…: above the demo history (INC1…/INC2…/INC3…) and, with at most a million
 * rows, below the numbers the sandbox gives raised incidents (INC5000001…).
 */
export const scaledIncidentNumberBase = 4_000_000;
const maxScaledIncidents = 1_000_000;

/** Ids and e-mails of scaled rows carry this marker, so they never collide with the demo data and are easy to spot. */
const scaleMarker = 'scale';

/**
 * Adds N rows to the list tables for load tests, on top of the deterministic demo seed (run that first).
 * One INSERT … SELECT generate_series per table, so the database builds the rows itself: 100k take seconds, not minutes
 * of round trips. Re-running is harmless (rows already there are skipped).
 */
export async function seedScale(db: Db, opts: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const org = orgByKey('northfibre');
  const n = Math.max(0, Math.trunc(opts.users));
  const incidentCount = Math.min(maxScaledIncidents, Math.max(0, Math.trunc(opts.incidents ?? 0)));
  if (incidentCount > 0) await seedScaledIncidents(db, incidentCount);
  const orderCount = Math.min(maxScaledIncidents, Math.max(0, Math.trunc(opts.orders ?? 0)));
  if (orderCount > 0) await seedScaledOrders(db, orderCount);
  const serviceCount = Math.min(maxScaledIncidents, Math.max(0, Math.trunc(opts.services ?? 0)));
  if (serviceCount > 0) await seedScaledServices(db, serviceCount);
  const msoCount = Math.min(maxScaledIncidents, Math.max(0, Math.trunc(opts.mso ?? 0)));
  if (msoCount > 0) await seedScaledMso(db, msoCount);
  const articleCount = Math.min(maxScaledIncidents, Math.max(0, Math.trunc(opts.articles ?? 0)));
  if (articleCount > 0) await seedScaledArticles(db, articleCount);
  if (n === 0)
    return {
      users: 0,
      incidents: incidentCount,
      orders: orderCount,
      services: serviceCount,
      milliseconds: Math.round(performance.now() - started),
    };
  // Spread creation over the year before the sandbox clock so sorting by created_at has real work to do, and none is
  // created (or signs in, a day later) after the clock.
  const now = await seedNow(db);
  const start = seedStartOf(now).toISOString();
  const step = `${Math.floor((now.getTime() - seedStartOf(now).getTime() - 86_400_000) / (n + 1))} milliseconds`;
  // The seeded demo password hash is reused: nobody signs in as a scaled user and hashing 100k times would take minutes.
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into users (id, org_id, email, name, password_hash, terms_accepted, created_at, created_by, logins_count, last_login)
      select
        ${`usr_${scaleMarker}_`}::text || g,
        ${org.id}::text,
        ${`${scaleMarker}.user.`}::text || g || ${`@${org.domain}`}::text,
        (array['Amelia','Bilal','Chloe','Declan','Erin','Farah','George','Hannah','Isaac','Jasmine','Kieran','Leah'])[1 + g % 12]
          || ' ' || (array['Ashworth','Bennett','Carter','Doyle','Evans','Fletcher','Grant','Hughes','Iqbal','Jones','Khan','Lloyd'])[1 + (g / 12) % 12]
          || ' ' || g,
        (select password_hash from users where org_id = ${org.id} order by created_at limit 1),
        true,
        ${start}::timestamptz + (g * ${step}::interval),
        null,
        g % 7,
        case when g % 4 = 0 then null else ${start}::timestamptz + (g * ${step}::interval) + interval '1 day' end
      from generate_series(1, ${n}::int) as g
      on conflict do nothing`);
    // Every scaled user holds one everyday role, so each listed page also exercises the roles lookup.
    await tx.execute(sql`
      insert into user_roles (user_id, role_id)
      select ${`usr_${scaleMarker}_`}::text || g,
        (array[${roleIdOf('Support')}, ${roleIdOf('Ordering')}, ${roleIdOf('Billing')}]::text[])[1 + g % 3]
      from generate_series(1, ${n}::int) as g
      on conflict do nothing`);
  });
  // Fresh statistics, so the planner picks the indexes at this size straight away rather than after autovacuum; and the
  // vacuum merges the trigram index's pending list (GIN queues bulk inserts there, and every search would read it all).
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`analyze user_roles`);
  return {
    users: n,
    incidents: incidentCount,
    orders: orderCount,
    services: serviceCount,
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * N incidents beside Northfibre's demo history, generated by the history's own INSERT … SELECT generate_series under a
 * key of their own (ids and fault references never collide with the demo rows), without comments: the bench lists them.
 */
async function seedScaledIncidents(db: Db, count: number): Promise<void> {
  const org = orgByKey('northfibre');
  const first = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(eq(incidents.number, `INC${scaledIncidentNumberBase + 1}`))
    .limit(1);
  // Re-running is harmless, as for users: the scaled rows are there already.
  if (first.length > 0) return;
  // One statement, so the rows arrive all at once or not at all.
  await seedIncidentHistory(db, 'northfibre', {
    count,
    numberBase: scaledIncidentNumberBase,
    domain: org.domain,
    key: `northfibre-${scaleMarker}`,
    comments: false,
  });
  await db.execute(sql`vacuum analyze incidents`);
}

/**
 * N MSO incidents in Northfibre (MSO5000001…), all with details, spread over the year before the sandbox clock: the
 * global search's MSO call at scale. Re-running is harmless.
 */
async function seedScaledMso(db: Db, count: number): Promise<void> {
  const now = (await seedNow(db)).toISOString();
  await db.execute(sql`
    insert into mso_incidents (id, org_id, number, short_description, address_postcode, address_city, raised_date,
      status, created_at, updated_at)
    select 'mso_scale_' || g, ${orgByKey('northfibre').id}::text, 'MSO' || (5000000 + g),
      (array['Fibre break near cabinet ', 'Power failure at exchange ', 'Planned works on duct route '])[1 + g % 3] || g,
      (array['LS1 4AP', 'M1 2AB', 'YO1 7HH', 'NE1 3PQ', 'S1 2GH', 'BS1 4DJ'])[1 + g % 6],
      (array['Leeds', 'Manchester', 'York', 'Newcastle upon Tyne', 'Sheffield', 'Bristol'])[1 + g % 6],
      ${now}::timestamptz - (g * interval '5 minutes'),
      (array['Resolved', 'In Progress', 'New'])[1 + g % 3],
      ${now}::timestamptz - (g * interval '5 minutes'),
      ${now}::timestamptz - (g * interval '4 minutes')
    from generate_series(1, ${count}::int) as g
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze mso_incidents`);
}

/**
 * N knowledge articles (KB5000001…) in the seeded categories, titled and worded like the demo ones: the global search's
 * knowledge call (limit 999) at scale. Re-running is harmless.
 */
async function seedScaledArticles(db: Db, count: number): Promise<void> {
  const now = (await seedNow(db)).toISOString();
  await db.execute(sql`
    insert into knowledge_articles (id, sys_id, reference, category_id, kb_knowledge_base, short_description, text,
      search_text, article_type, workflow_state, kb_version, active, created_at, updated_at)
    select 5000000 + g, '5ca1e' || lpad(g::text, 27, '0'), 'KB' || (5000000 + g),
      (select id from knowledge_categories order by id limit 1 offset (g % 8)),
      'Customer Knowledge',
      (array['Router setup guide ', 'Ordering checklist ', 'Fault triage notes ', 'Billing query answers '])[1 + g % 4] || g,
      '<p>Scaled article ' || g || '</p>',
      (array['router setup power cycle', 'order checklist appointment', 'fault triage engineer visit', 'billing invoice credit'])[1 + g % 4] || ' ' || g,
      'text', 'published', '1.0', true,
      ${now}::timestamptz - (g * interval '7 minutes'),
      ${now}::timestamptz - (g * interval '6 minutes')
    from generate_series(1, ${count}::int) as g
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze knowledge_articles`);
  forgetArticlePages(db);
}
