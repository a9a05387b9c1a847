import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, gte, lt } from 'drizzle-orm';
import type { OrderExportColumn } from '../../../src/contracts/orders';
import { addDays, formatDate, ukInstant } from '../../../src/lib/dates';
import type { OrderExportQuery } from '../../../src/lib/order-rules';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { csvLine } from '../incidents/csv';
import { keysetAfter, keysetBatches } from '../incidents/keyset';
import { type OrderListQuery, type OrderRecord, orderConditions, orderOrder, statusOfFilter } from './list';
import { writeOutboxMessage } from './outbox';

type Cell = string | boolean | Date | null;

/** Each column the user may choose: its header and its cell (dates in UK time, as the incident export writes them). */
const orderExportColumnSpec: Record<OrderExportColumn, { header: string; cell: (r: OrderRecord) => Cell }> = {
  buyer_order_reference: { header: 'Buyer Order Reference', cell: (r) => r.buyerReference },
  seller_order_reference: { header: 'Seller Order Reference', cell: (r) => r.sellerReference },
  service_reference: { header: 'Service Reference', cell: (r) => r.serviceReference },
  product: { header: 'Product', cell: (r) => r.productDisplayName || r.product },
  address: { header: 'Address', cell: (r) => `${r.address}, ${r.postcode}` },
  status: { header: 'Status', cell: (r) => r.status },
  created_at: { header: 'Created (UK time)', cell: (r) => r.createdAt },
  updated_at: { header: 'Last Updated (UK time)', cell: (r) => r.updatedAt },
  ordered_by: { header: 'Ordered By', cell: (r) => r.orderedBy },
  appointment_date: {
    header: 'Appointment Date',
    cell: (r) => (r.appointmentDate ? formatDate(r.appointmentDate) : ''),
  },
  cpe_install: { header: 'CPE Install', cell: (r) => (r.cpeInstall ? 'Yes' : 'No') },
  bbu_install: { header: 'BBU Install', cell: (r) => (r.bbuInstall ? 'Yes' : 'No') },
  voip_install: { header: 'VOIP Install', cell: (r) => (r.voipInstall ? 'Yes' : 'No') },
};

export interface OrderExportPlan {
  type: OrderListQuery['type'];
  q?: string;
  statuses?: OrderListQuery['statuses'];
  columns: readonly OrderExportColumn[];
  /** London days, both included. */
  dateFrom: string;
  dateTo: string;
}

export function exportPlanOf(query: OrderExportQuery): OrderExportPlan {
  return {
    type: query.order_type,
    ...(query.search ? { q: query.search } : {}),
    ...(query.status ? { statuses: [statusOfFilter[query.status]] } : {}),
    columns: query.columns,
    dateFrom: query.date_from,
    dateTo: query.date_to,
  };
}

const newestFirst = { field: 'created_at', order: 'desc' } as const;

/**
 * The orders placed in the plan's London days as CSV, newest first, read by key in batches: one batch is held at a time
 * and each is handed on before the next is read, so memory stays flat whatever the row count.
 */
export async function* orderCsv(
  db: Db,
  orgId: string,
  plan: OrderExportPlan,
  batchSize = 1000,
): AsyncGenerator<string> {
  const specs = plan.columns.map((c) => orderExportColumnSpec[c]);
  yield csvLine(specs.map((s) => s.header));
  const base = [
    ...orderConditions(orgId, plan),
    gte(orders.createdAt, ukInstant(plan.dateFrom)),
    lt(orders.createdAt, ukInstant(addDays(plan.dateTo, 1))),
  ];
  const batches = keysetBatches<OrderRecord>(
    (last, limit) =>
      db
        .select()
        .from(orders)
        .where(
          and(
            ...base,
            ...(last ? [keysetAfter(orders.createdAt, orders.id, 'desc', { value: last.createdAt, id: last.id })] : []),
          ),
        )
        .orderBy(...orderOrder(newestFirst))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) yield rows.map((r) => csvLine(specs.map((s) => s.cell(r)))).join('');
}

const exportSubject = 'Your orders export is ready';
const exportFailedSubject = 'Your orders export failed';
const outboxFolder = (dataDir: string, orgId: string) => path.join(dataDir, 'outbox', orgId);

/** A file name the user chose (already restricted to safe characters) or one from the type and range. */
export function exportFileName(plan: OrderExportPlan, chosen: string | undefined): string {
  const base = chosen?.trim().replace(/\.csv$/i, '') || `${plan.type}-orders-${plan.dateFrom}-to-${plan.dateTo}`;
  return `${base}.csv`;
}

export interface ExportJob {
  db: Db;
  dataDir: string;
  orgId: string;
  userId: string;
  outboxId: string;
  plan: OrderExportPlan;
  fileName: string;
  now: Date;
  batchSize?: number;
}

/**
 * Streams the CSV to `<dataDir>/outbox/<org>/<id>.csv` (through a temporary name, so a half-written file is never
 * offered), then mails the user: the outbox row names the rows and the range. A failure mails that instead.
 */
export async function runOrderExport(job: ExportJob): Promise<{ rows: number }> {
  const folder = outboxFolder(job.dataDir, job.orgId);
  const filePath = path.join(folder, `${job.outboxId}.csv`);
  const partial = `${filePath}.${randomUUID()}.part`;
  const typeName = job.plan.type === 'fttp' ? 'FTTP' : 'Ethernet';
  const range = `${formatDate(job.plan.dateFrom)} to ${formatDate(job.plan.dateTo)}`;
  let rows = -1; // the header line is not a row
  try {
    await mkdir(folder, { recursive: true });
    const countLines = new Transform({
      transform(chunk: Buffer | string, _enc, done) {
        const text = chunk.toString();
        for (let i = text.indexOf('\r\n'); i !== -1; i = text.indexOf('\r\n', i + 2)) rows++;
        done(null, chunk);
      },
    });
    await pipeline(
      Readable.from(orderCsv(job.db, job.orgId, job.plan, job.batchSize)),
      countLines,
      createWriteStream(partial),
    );
    await rename(partial, filePath);
    const { size } = await stat(filePath);
    await writeOutboxMessage(job.db, {
      id: job.outboxId,
      orgId: job.orgId,
      userId: job.userId,
      subject: exportSubject,
      body: `Your export of ${rows.toLocaleString('en-GB')} ${typeName} order${rows === 1 ? '' : 's'} placed from ${range}${
        job.plan.statuses ? ` with status ${job.plan.statuses.join(', ')}` : ''
      }${job.plan.q ? ` matching '${job.plan.q}'` : ''} is attached as ${job.fileName}.`,
      file: { name: job.fileName, path: filePath, contentType: 'text/csv; charset=utf-8', size },
      createdAt: job.now,
    });
    return { rows };
  } catch (error) {
    await rm(partial, { force: true });
    await writeOutboxMessage(job.db, {
      id: job.outboxId,
      orgId: job.orgId,
      userId: job.userId,
      subject: exportFailedSubject,
      body: `Your export of ${typeName} orders placed from ${range} could not be completed. Please try again.`,
      file: null,
      createdAt: job.now,
    });
    throw error;
  }
}
