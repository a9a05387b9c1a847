import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents } from '../../db/schema';
import { csvLine } from './csv';
import { type IncidentListQuery, incidentConditions, incidentOrder, sortColumns } from './list';

export const incidentCsvHeader = [
  'Incident Reference',
  'Customer Service Reference',
  'Service Reference',
  'Status',
  'Date Raised',
  'Last Updated',
  'Raised By',
  'Short Description',
  'Fault Reference',
  'Postcode',
];

type Row = typeof incidents.$inferSelect;

/** Rows after the last one sent, in the export's order: keyset paging, so batch n costs the same as batch 1. */
function after(sort: IncidentListQuery['sort'], last: Row): SQL {
  const column = sortColumns[sort.field];
  const value =
    sort.field === 'status'
      ? sql`${last.status}`
      : sql`${(last[fieldKey[sort.field]] as Date).toISOString()}::timestamptz`;
  return sort.order === 'desc'
    ? sql`(${column}, ${incidents.id}) < (${value}, ${last.id})`
    : sql`(${column}, ${incidents.id}) > (${value}, ${last.id})`;
}
const fieldKey = {
  updated_at: 'updatedAt',
  created_at: 'createdAt',
  raised_date: 'raisedDate',
  status: 'status',
} as const;

/**
 * The filtered incident list as CSV, produced batch by batch so memory stays flat whatever the row count: only one
 * batch is held at a time and each is written before the next is read.
 */
export async function* incidentCsv(
  db: Db,
  orgId: string,
  query: Pick<IncidentListQuery, 'q' | 'statuses' | 'sort'>,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield csvLine(incidentCsvHeader);
  const base = incidentConditions(orgId, query);
  let last: Row | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(incidents)
      .where(and(...base, ...(last ? [after(query.sort, last)] : [])))
      .orderBy(...incidentOrder(query.sort))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([
          r.number ?? 'Pending',
          r.customerReference,
          r.serviceReference,
          r.status,
          r.raisedDate.toISOString(),
          r.updatedAt.toISOString(),
          r.raisedBy,
          r.shortDescription,
          r.buyerFaultRef,
          r.addressPostcode,
        ]),
      )
      .join('');
    last = rows.at(-1);
    if (rows.length < batchSize) return;
  }
}
