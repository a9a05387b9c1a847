import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { PersonaEmail } from '../../../server/seed/personas';
import type { Driver } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

export interface OrderSandbox extends TestSandbox {
  dataDir: string;
  get(url: string, as?: PersonaEmail): Promise<LightMyRequestResponse>;
}

/** The sandbox with a data folder of its own (exports land there); `get` calls the orders service. */
export async function createOrderSandbox(driver: Driver): Promise<OrderSandbox> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'orders-'));
  const sandbox = await createTestSandbox(driver, { app: { dataDir } });
  return {
    ...sandbox,
    dataDir,
    get: async (url, as = 'ordering@northfibre.example') =>
      sandbox.app.inject({ method: 'GET', url: `/api/orders${url}`, headers: await sandbox.authAs(as) }),
    async close() {
      await sandbox.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
