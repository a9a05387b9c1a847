import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { orgByKey } from '../../../server/seed/organisations';
import { organisationChannel, organisationEvent } from '../../../src/lib/notification-channels';
import { databaseUrl } from '../helpers/database-templates';
import { openTestDatabase } from '../helpers/test-database';
import { testDatabaseUrl } from '../helpers/test-env';
import {
  connectClient,
  nextEvent,
  publisher,
  type RunningSandbox,
  reaches,
  startSandbox,
  subscribed,
  tokenFor,
} from './harness';

const north = orgByKey('northfibre').customerId;

// Two sandboxes, each with its own connection pool, on one PostgreSQL: the bus (LISTEN/NOTIFY) makes them one server.
describe.runIf(testDatabaseUrl)('two sandbox processes on one PostgreSQL', () => {
  let first: Database;
  let second: Database;
  let a: RunningSandbox;
  let b: RunningSandbox;
  let name: string;
  beforeAll(async () => {
    first = await openTestDatabase('postgres', { seeded: true });
    const current = (await first.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
    name = current.rows[0]?.name ?? '';
    second = await openDatabase({ url: databaseUrl(testDatabaseUrl as string, name) });
    a = await startSandbox(first.db);
    b = await startSandbox(second.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
  });

  it('delivers an event published through one to a client of the other', async () => {
    const client = connectClient(b.port, await tokenFor(second.db, 'support@northfibre.example'));
    try {
      const channel = await subscribed(client, organisationChannel(north));
      const received = nextEvent(channel, organisationEvent(north));
      await publisher(a.port).trigger(organisationChannel(north), organisationEvent(north), { via: 'a' });
      expect(await received).toEqual({ via: 'a' });
    } finally {
      client.disconnect();
    }
  });

  it('tells its clients to reconnect (and catch up) when its bus connection was lost and is back', async () => {
    const client = connectClient(b.port, await tokenFor(second.db, 'support@northfibre.example'));
    try {
      await subscribed(client, organisationChannel(north));
      const admin = new Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      // End the sandboxes' LISTEN connections (not their pooled ones), as a database restart or failover would.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'LISTEN portal_realtime%'`,
        [name],
      );
      await admin.end();
      await reaches(client, 'connecting');
      await reaches(client, 'connected');
    } finally {
      client.disconnect();
    }
  });
});
