import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../helpers/test-database';
import { testDatabaseUrl } from '../helpers/test-env';

describe.runIf(testDatabaseUrl)('PostgreSQL connection loss', () => {
  it('survives the server dropping an idle connection and reconnects on the next query', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const backendPid = async () => {
        const answer = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
        return Number(answer.rows[0]?.pid);
      };
      const pid = await backendPid();

      const admin = new Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Let the terminated connection's error reach the pool; unhandled, it would end the process (and fail this run).
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect(await backendPid()).not.toBe(pid);
    } finally {
      await database.close();
    }
  });
});
