import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { creditNoteStatuses, invoiceStatuses, paymentStatuses } from '../../../src/contracts/billing';
import { exportGates } from '../../../src/lib/access-rules';
import { todayIso } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import { creditNoteCsv, invoiceCsv, orderOnHoldCsv, paymentCsv } from '../../domain/billing/export';
import { progressOrgBilling } from '../../domain/billing/invoicing';
import { creditNoteSorts, holdSorts, invoiceSorts, paymentSorts } from '../../domain/billing/records';
import { sandboxNow } from '../../domain/incidents/clock';
import { listQueryShape } from '../list-params';
import { declareRoute, fileBody } from '../route';
import { parseBillingListQuery } from './list-query';

/**
 * GET /export/{invoices,credit-notes,payments,orders-on-hold} under /api/billing: each list as CSV with the list's
 * q, status filter and sort (spec 1 §7's conventions, as the Export buttons send them), streamed batch by batch like
 * the users and incidents exports. Money as £ with pence, dates dd/MM/yyyy; the organisation's rows only.
 */
export function billingExportRoutes(app: FastifyInstance, db: Db): void {
  const csvRoute = (
    url: string,
    file: string,
    summary: string,
    rows: (orgId: string, query: Record<string, string | undefined>) => AsyncGenerator<string>,
  ) =>
    declareRoute(app, {
      method: 'GET',
      url,
      response: fileBody('text/csv'),
      ...exportGates.billing,
      summary,
      schema: { query: listQueryShape },
      handler: async ({ query, user, reply }) => {
        // Parsed before the first byte, so a bad filter or sort answers 400 with its field rather than a broken file.
        const csv = rows(user.org_id, query);
        const now = await sandboxNow(db);
        await progressOrgBilling(db, user.org_id, now);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file}-${todayIso(now)}.csv"`);
        return Readable.from(csv);
      },
    });

  csvRoute(
    '/export/invoices',
    'invoices',
    "CSV of the organisation's invoices (the list's q, status filter and sort)",
    (orgId, query) =>
      invoiceCsv(
        db,
        orgId,
        parseBillingListQuery(query, {
          sorts: invoiceSorts,
          fallback: { field: 'invoice_due_date', order: 'desc' },
          statuses: invoiceStatuses,
        }),
      ),
  );
  csvRoute(
    '/export/credit-notes',
    'credit-notes',
    "CSV of the organisation's credit notes (the list's q, status filter and sort)",
    (orgId, query) =>
      creditNoteCsv(
        db,
        orgId,
        parseBillingListQuery(query, {
          sorts: creditNoteSorts,
          fallback: { field: 'created_at', order: 'desc' },
          statuses: creditNoteStatuses,
        }),
      ),
  );
  csvRoute(
    '/export/payments',
    'payments',
    "CSV of the organisation's payments (the list's q, status filter and sort)",
    (orgId, query) =>
      paymentCsv(
        db,
        orgId,
        parseBillingListQuery(query, {
          sorts: paymentSorts,
          fallback: { field: 'created_at', order: 'desc' },
          statuses: paymentStatuses,
        }),
      ),
  );
  csvRoute(
    '/export/orders-on-hold',
    'orders-on-hold',
    "CSV of the organisation's orders on hold (the list's q and sort)",
    (orgId, query) =>
      orderOnHoldCsv(
        db,
        orgId,
        parseBillingListQuery(query, { sorts: holdSorts, fallback: { field: 'held_at', order: 'desc' } }),
      ),
  );
}
