import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEthernetIfMissing } from '../../../../server/seed/ethernet/index';
import { drivers } from '../../helpers/test-env';
import { createFunnelSandbox, type FunnelSandbox } from '../placement-sandbox';

const tables = [
  'ethernet_properties',
  'points_of_presence',
  'ennis',
  'metro_product_requests',
  'orders',
  'order_events',
];

describe.each(drivers)('Ethernet seed (%s)', (driver) => {
  let sandbox: FunnelSandbox;
  beforeAll(async () => {
    sandbox = await createFunnelSandbox(driver);
  });
  afterAll(() => sandbox.close());

  async function counts() {
    const out: Record<string, number> = {};
    for (const table of tables) {
      const result = (await sandbox.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      };
      out[table] = result.rows[0]?.n ?? -1;
    }
    return out;
  }

  it('is written with the store and adds nothing when run again (older stores run it on every start)', async () => {
    const before = await counts();
    expect(before.ethernet_properties).toBeGreaterThanOrEqual(46);
    expect(before.points_of_presence).toBe(5);
    expect(before.ennis).toBe(8);
    await seedEthernetIfMissing(sandbox.db);
    expect(await counts()).toEqual(before);
  });
});
