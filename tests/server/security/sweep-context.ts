import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Driver } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { appTables, fingerprinter } from './db-fingerprint';
import { sweepSeed } from './route-samples';

interface SweepTally {
  routes: number;
  authenticated: number;
  permission: number;
  cases: number;
  failures: number;
  /** Generated cases per family (permission, flag, terms, …), printed so a family that shrinks to 0 shows. */
  families: Record<string, number>;
}

/** What every section of the sweep shares for one driver: the sandbox, a counted inject and the tally. */
export interface SweepContext {
  driver: Driver;
  tally: SweepTally;
  sandbox(): TestSandbox;
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
  fingerprint(): Promise<string>;
}

/** Registers the hooks of one driver's sweep: a seeded sandbox before, the summary line after. */
export function useSweepContext(driver: Driver, part = 'routes'): SweepContext {
  const tally: SweepTally = { routes: 0, authenticated: 0, permission: 0, cases: 0, failures: 0, families: {} };
  let sandbox: TestSandbox | undefined;
  let fingerprint: (() => Promise<string>) | undefined;
  // Opening and seeding a store takes seconds alone and far longer on a busy machine: the sweep waits for it.
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver, { app: { flowViewer: true } });
    fingerprint = fingerprinter(sandbox.db, await appTables(sandbox.db));
  }, 300_000);
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      tally.failures += 1;
    });
  });
  afterAll(async () => {
    console.log(
      `Security sweep (${part}): ${driver}: ${tally.routes} routes swept (${tally.authenticated} authenticated, ` +
        `${tally.permission} permission), ${tally.cases} requests, ${tally.failures} failures, seed ${sweepSeed}`,
    );
    const families = Object.entries(tally.families).map(([name, n]) => `${name} × route ${n}`);
    console.log(
      `Security sweep (${part}): ${driver}: generated families: ${families.join(', ')}; ${tally.failures} failures`,
    );
    await sandbox?.close();
  });
  const current = () => {
    if (!sandbox) throw new Error('The sweep sandbox is not ready');
    return sandbox;
  };
  return {
    driver,
    tally,
    sandbox: current,
    async send(options) {
      tally.cases += 1;
      return current().app.inject(options);
    },
    fingerprint: () => {
      if (!fingerprint) throw new Error('The sweep sandbox is not ready');
      return fingerprint();
    },
  };
}
