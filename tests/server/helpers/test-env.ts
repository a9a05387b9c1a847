import { z } from 'zod';

/** Server suites run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL points at a server. */
const testEnv = z
  .object({
    TEST_DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/ })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .parse({ TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });

export const testDatabaseUrl = testEnv.TEST_DATABASE_URL;
export type Driver = 'pglite' | 'postgres';
export const drivers: Driver[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];
