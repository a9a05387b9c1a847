import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/seed/seed';

/**
 * Vitest globalSetup of the server projects: migrating and seeding a database took 7–9 s of PGlite's time, and about
 * a hundred suites each opened at least one. The run now migrates and seeds once per store and each suite opens a copy
 * (tests/server/helpers/test-database.ts): PGlite loads a dump of the template's data folder (about 1.3 s), PostgreSQL
 * copies a template database (`CREATE DATABASE … TEMPLATE`).
 */
export interface DatabaseTemplates {
  /** The London day the templates were seeded on: a suite starting on another day seeds its own (dates are relative). */
  day: string;
  /** PGlite dumps: migrated only, and migrated and seeded. */
  pglite?: { empty: string; seeded: string };
  /** PostgreSQL template databases' names, on TEST_DATABASE_URL. */
  postgres?: { empty: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const londonDay = (at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

async function pgliteDump(seeded: boolean): Promise<Blob> {
  const database = await openDatabase({});
  try {
    if (seeded) await seedIfEmpty(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(base: string, name: string, seeded: boolean): Promise<void> {
  await adminQuery(base, `CREATE DATABASE ${name}`);
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: databaseUrl(base, name) });
    if (seeded) await seedIfEmpty(database.db);
  } finally {
    // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
    await database?.close();
  }
}

export default async function setup(project: TestProject) {
  const store = project.config.env?.SERVER_TEST_STORES;
  const url = process.env.TEST_DATABASE_URL || undefined;
  const templates: DatabaseTemplates = { day: londonDay() };
  const cleanups: Array<() => Promise<void> | void> = [];
  if (store !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'portal-test-templates-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const [empty, seeded] = [join(dir, 'empty.tar'), join(dir, 'seeded.tar')];
    writeFileSync(empty, Buffer.from(await (await pgliteDump(false)).arrayBuffer()));
    writeFileSync(seeded, Buffer.from(await (await pgliteDump(true)).arrayBuffer()));
    templates.pglite = { empty, seeded };
  }
  if (url && store !== 'pglite') {
    const prefix = `portal_template_${process.pid}`;
    const names = { empty: `${prefix}_empty`, seeded: `${prefix}_seeded` };
    for (const name of Object.values(names)) cleanups.push(() => adminQuery(url, `DROP DATABASE IF EXISTS ${name}`));
    await postgresTemplate(url, names.empty, false);
    await postgresTemplate(url, names.seeded, true);
    templates.postgres = names;
  }
  project.provide('databaseTemplates', templates);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}
