import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportAcceptedResponse } from '../../../src/contracts/orders';
import { exportGates } from '../../../src/lib/access-rules';
import { orderExportQuery } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { exportFileName, exportPlanOf, runOrderExport } from '../../domain/orders/export';
import { progressedOrdersNow } from '../../domain/orders/progress';
import { signOutboxLink } from '../outbox-page';
import { declareRoute } from '../route';

const exportStartedMessage = 'Your export has started. We will e-mail you when it is ready.';

/**
 * GET /orders/export-with-email (spec 3 §7): answered 202 at once; the CSV is streamed to the data folder and mailed
 * to the caller's sandbox outbox when done. Running exports finish before the app closes.
 */
export function exportRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }): void {
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  declareRoute(app, {
    method: 'GET',
    url: '/orders/export-with-email',
    response: exportAcceptedResponse,
    // The Export role on top of Ordering, as the incident export requires it on top of Support.
    ...exportGates.orders,
    status: 202,
    summary: "CSV of the organisation's orders in a date range (at most 365 days), mailed to the caller's outbox",
    schema: { query: orderExportQuery },
    handler: async ({ query, user }) => {
      const now = await progressedOrdersNow(db, user.org_id);
      const plan = exportPlanOf(query);
      const outboxId = `obx_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      const job = runOrderExport({
        db,
        dataDir,
        orgId: user.org_id,
        userId: user.user_id,
        outboxId,
        plan,
        fileName: exportFileName(plan, query.filename),
        now,
      }).catch((error: unknown) => app.log.error({ err: error, outboxId }, 'Order export failed'));
      running.add(job);
      void job.finally(() => running.delete(job));
      return {
        data: {
          message: exportStartedMessage,
          outbox_id: outboxId,
          outbox_url: signOutboxLink(user.org_id, user.user_id),
        },
      };
    },
  });
}
