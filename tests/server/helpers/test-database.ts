import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { type Database, openDatabase } from '../../../server/db/client';
import { type Driver, testDatabaseUrl } from './test-env';

async function admin<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh, empty, migrated database: in-memory PGlite, or a throwaway PostgreSQL database dropped on close. */
export async function openTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({});
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  // A database per suite and run, so parallel files and parallel CI jobs never see each other's rows.
  const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
