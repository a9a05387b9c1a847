import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { services } from '../../../server/db/schema-services';
import type { Driver } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { actionsApi } from './actions/action-fixtures';

/**
 * One driver's sandbox for the service action tests (actions and cease), opened before the file's tests and closed
 * after: `db()` its store, `api` the services host as a persona (./actions/action-fixtures.ts), `row` a service's row.
 */
export function useActionSandbox(driver: Driver) {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox?.close());
  const current = () => {
    if (!sandbox) throw new Error('The action sandbox is not open');
    return sandbox;
  };
  const db = () => current().db;
  const api: ReturnType<typeof actionsApi> = (...args) => actionsApi(current())(...args);
  const row = async (id: string) => {
    const [found] = await db().select().from(services).where(eq(services.id, id));
    if (!found) throw new Error(`no service ${id}`);
    return found;
  };
  return { db, api, row };
}
