import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/seed/seed';
import { adminQuery, databaseUrl, londonDay } from './database-templates';
import { type Driver, testDatabaseUrl } from './test-env';

/** The run's templates (tests/server/helpers/database-templates.ts), unless they were seeded on another day. */
function templateOf(driver: Driver, seeded: boolean): string | undefined {
  const templates = inject('databaseTemplates');
  if (!templates || (seeded && templates.day !== londonDay())) return undefined;
  return templates[driver]?.[seeded ? 'seeded' : 'empty'];
}

const dumps = new Map<string, Promise<Blob>>();
const dumpAt = (file: string) => {
  let dump = dumps.get(file);
  if (!dump) {
    dump = readFile(file).then((bytes) => new Blob([bytes]));
    dumps.set(file, dump);
  }
  return dump;
};

/**
 * A fresh, migrated database of its own: in-memory PGlite, or a throwaway PostgreSQL database dropped on close. Empty,
 * or `seeded` with the demo data; either way a copy of the run's template when there is one, unless `seedNow` asks
 * for the demo data dated from this moment (a suite measuring the seed's dates against the clock).
 */
export async function openTestDatabase(
  driver: Driver,
  opts: { seeded?: boolean; seedNow?: boolean } = {},
): Promise<Database> {
  const seeded = opts.seeded ?? false;
  const template = seeded && opts.seedNow ? undefined : templateOf(driver, seeded);
  let database: Database;
  if (driver === 'pglite') {
    database = await openDatabase(template ? { loadDataDir: await dumpAt(template) } : {});
  } else {
    const url = testDatabaseUrl;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    // A database per suite and run, so parallel files and parallel CI jobs never see each other's rows.
    const name = `portal_test_${randomUUID().replaceAll('-', '')}`;
    await adminQuery(url, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    const opened = await openDatabase({ url: databaseUrl(url, name) });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  if (seeded && !template) await seedIfEmpty(database.db);
  return database;
}
