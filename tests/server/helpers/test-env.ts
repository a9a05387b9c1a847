import { z } from 'zod';

/**
 * Which store a server suite runs on: the vitest project says (vite.config.ts): `server` runs every suite on PGlite,
 * `server-pg` the store-sensitive ones on the PostgreSQL that TEST_DATABASE_URL points at (.ci/with-postgres.sh). Run
 * outside a project, a suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
const testEnv = z
  .object({
    TEST_DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SERVER_TEST_STORES: z.enum(['pglite', 'postgres']).optional(),
  })
  .parse({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL, SERVER_TEST_STORES: process.env.SERVER_TEST_STORES });

export const testDatabaseUrl = testEnv.TEST_DATABASE_URL;
if (testEnv.SERVER_TEST_STORES === 'postgres' && !testDatabaseUrl)
  throw new Error(
    'The server-pg project runs on PostgreSQL: set TEST_DATABASE_URL, or run it as npm run test:server:pg does',
  );
export type Driver = 'pglite' | 'postgres';
const stores: Record<string, Driver[]> = { pglite: ['pglite'], postgres: ['postgres'] };
export const drivers: Driver[] =
  stores[testEnv.SERVER_TEST_STORES ?? ''] ?? (testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite']);
