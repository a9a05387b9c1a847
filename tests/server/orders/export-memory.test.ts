import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { runOrderExport } from '../../../server/domain/orders/export';
import { seedScaledOrders } from '../../../server/seed/orders/history-scale';
import { orgByKey } from '../../../server/seed/organisations';
import { personaByEmail } from '../../../server/seed/personas';
import { seedIfEmpty } from '../../../server/seed/seed';
import { addDays, todayIso } from '../../../src/lib/dates';
import { openTestDatabase } from '../helpers/test-database';

// A full collection before each sample, so a sample is what the export holds, not garbage the collector has not reached
// yet (how much of that there is depends on how busy the machine is).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** Highest live heap and RSS above where they started, sampled every 25 ms while `work` runs. */
async function peakGrowth(work: () => Promise<unknown>) {
  collectGarbage();
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    collectGarbage();
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed - start.heapUsed);
    rss = Math.max(rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, 25);
  try {
    await work();
  } finally {
    clearInterval(timer);
    sample();
  }
  return { heapMb: heap / 2 ** 20, rssMb: rss / 2 ** 20 };
}

// 100,000 orders in PGlite: about a minute, so only the one store.
describe('orders export memory at 100,000 rows (pglite)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    db = database.db;
    await seedIfEmpty(db);
    await seedScaledOrders(db, 100_000);
    dataDir = await mkdtemp(path.join(tmpdir(), 'orders-memory-'));
  }, 240_000);
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const exportDays = async (days: number, outboxId: string) => {
    const today = todayIso();
    let rows = 0;
    const growth = await peakGrowth(async () => {
      ({ rows } = await runOrderExport({
        db,
        dataDir,
        orgId: orgByKey('northfibre').id,
        userId: personaByEmail('admin@northfibre.example').id,
        outboxId,
        plan: {
          type: 'fttp',
          columns: ['buyer_order_reference', 'seller_order_reference', 'address', 'status', 'created_at', 'updated_at'],
          dateFrom: addDays(today, -days),
          dateTo: today,
        },
        fileName: `${outboxId}.csv`,
        now: new Date(),
      }));
    });
    const { size } = await stat(path.join(dataDir, 'outbox', orgByKey('northfibre').id, `${outboxId}.csv`));
    return { rows, size, ...growth };
  };

  it('writes ten times the rows with about the same memory', async () => {
    await exportDays(5, 'obx_warm');
    const small = await exportDays(40, 'obx_small');
    const large = await exportDays(365, 'obx_large');
    console.info(
      `export memory: ${small.rows} rows (${(small.size / 2 ** 20).toFixed(1)} MB) peak heap +${small.heapMb.toFixed(1)} MB, rss +${small.rssMb.toFixed(1)} MB; ` +
        `${large.rows} rows (${(large.size / 2 ** 20).toFixed(1)} MB) peak heap +${large.heapMb.toFixed(1)} MB, rss +${large.rssMb.toFixed(1)} MB`,
    );
    expect(small.rows).toBeGreaterThan(9_000);
    expect(large.rows).toBeGreaterThan(8 * small.rows);
    // Holding the rows (or the file) would grow with them: 90,000 rows are over 8 MB of CSV and far more as objects.
    expect(large.heapMb).toBeLessThan(Math.max(2 * small.heapMb, small.heapMb + 8));
  }, 240_000);
});
