import path from 'node:path';
import { openDatabase } from '../db/client';
import { personaByEmail } from '../seed/personas';
import { type ScaleSummary, seedScale } from '../seed/scale';
import { seedIfEmpty } from '../seed/seed';
import { ensureTls } from '../tls';
import { mintAccessToken } from './token';

export interface PreparedData {
  token: string;
  caPath: string;
  scale: ScaleSummary;
}

/**
 * Seeds the bench's own store and mints the admin's token before the sandbox starts: PGlite is one process's store,
 * so this process must be done with it (closed) before the child opens the same folder. The CA is made here too, so
 * the readiness probe can trust the child's certificate.
 */
export async function prepareData(opts: {
  dataDir: string;
  /** The throwaway PostgreSQL cluster's database; without it, PGlite in dataDir. */
  databaseUrl?: string | undefined;
  publicUrl: string;
  scale: number;
  tokenTtlSeconds: number;
}): Promise<PreparedData> {
  const database = await openDatabase(
    opts.databaseUrl ? { url: opts.databaseUrl } : { dataDir: path.join(opts.dataDir, 'pglite') },
  );
  try {
    await seedIfEmpty(database.db);
    const scale = await seedScale(database.db, {
      users: opts.scale,
      incidents: opts.scale,
      orders: opts.scale,
      services: opts.scale,
      mso: opts.scale,
      articles: opts.scale,
    });
    const token = await mintAccessToken(database.db, {
      publicUrl: opts.publicUrl,
      userId: personaByEmail('admin@northfibre.example').id,
      ttlSeconds: opts.tokenTtlSeconds,
    });
    const { caPath } = await ensureTls(opts.dataDir);
    return { token, caPath, scale };
  } finally {
    await database.close();
  }
}
