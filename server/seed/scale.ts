import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { afterEpoch } from './ids';
import { orgByKey } from './organisations';
import { roleIdOf } from './seed';

export interface ScaleOptions {
  /** Extra users added to Northfibre's list (the admin persona's organisation). */
  users: number;
}

export interface ScaleSummary {
  users: number;
  milliseconds: number;
}

/** Ids and e-mails of scaled rows carry this marker, so they never collide with the demo data and are easy to spot. */
export const scaleMarker = 'scale';

/**
 * Adds N rows to the list tables for load tests, on top of the deterministic demo seed (run that first).
 * One INSERT … SELECT generate_series per table, so the database builds the rows itself: 100k take seconds, not minutes
 * of round trips. Re-running is harmless (rows already there are skipped).
 */
export async function seedScale(db: Db, opts: ScaleOptions): Promise<ScaleSummary> {
  const started = performance.now();
  const org = orgByKey('northfibre');
  const n = Math.max(0, Math.trunc(opts.users));
  if (n === 0) return { users: 0, milliseconds: 0 };
  // Spread creation over the year after the seed epoch so sorting by created_at has real work to do.
  const start = afterEpoch(60 * 24 * 60).toISOString();
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
        ${start}::timestamptz + (g * interval '5 minutes'),
        null,
        g % 7,
        case when g % 4 = 0 then null else ${start}::timestamptz + (g * interval '5 minutes') + interval '1 day' end
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
  // Fresh statistics, so the planner picks the indexes at this size straight away rather than after autovacuum.
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze user_roles`);
  return { users: n, milliseconds: Math.round(performance.now() - started) };
}
