import path from 'node:path';
import type { ServerEnv } from '../env';
import { type Database, openDatabase } from './client';

/** Where the embedded PGlite store lives inside the data folder. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** The sandbox's own store: PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR. */
export function openSandboxStore(env: Pick<ServerEnv, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return openDatabase({ url: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) });
}
