import { and, type SQL, sql } from 'drizzle-orm';
import type { ServiceRow as ServiceListRow } from '../../../src/contracts/services';
import type { Db } from '../../db/client';
import { type ServiceRow, services } from '../../db/schema-services';
import { csvLine } from '../incidents/csv';
import { keysetBatches } from '../incidents/keyset';
import { ceaseDueServices } from './cease';
import { type ServiceListQuery, serviceConditions, toServiceListRow } from './list';

/** The columns an export may carry (`fields=`), in file order, with their headers. Dates are yyyy-MM-dd as stored. */
const serviceCsvColumns = {
  service_reference: 'Service Reference',
  customer_reference: 'Customer Reference',
  status: 'Status',
  product_name: 'Product',
  line_profile: 'Line Profile',
  site_string: 'Site',
  uprn: 'UPRN',
  project_reference: 'Project Reference',
  appointment_date: 'Appointment Date',
  contract_start: 'Contract Start',
  contract_end: 'Contract End',
  new_order_type: 'Order Type',
  switch_type: 'Switch Type',
  switch_date: 'Switch Date',
  pre_order: 'Pre-order',
  created_at: 'Created (UK time)',
  updated_at: 'Last Updated (UK time)',
} as const satisfies Partial<Record<keyof ServiceListRow, string>>;
export type ServiceCsvColumn = keyof typeof serviceCsvColumns;
const serviceCsvColumnKeys = Object.keys(serviceCsvColumns) as ServiceCsvColumn[];

/** The columns of `fields=` (comma separated), or every column; an unknown name is refused by the route. */
export function parseCsvFields(fields: string | undefined): ServiceCsvColumn[] | { unknown: string[] } {
  if (!fields?.trim()) return serviceCsvColumnKeys;
  const names = fields
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(serviceCsvColumnKeys as string[]).includes(n));
  return unknown.length > 0 ? { unknown } : (names as ServiceCsvColumn[]);
}

function cell(s: ServiceRow, row: ServiceListRow, column: ServiceCsvColumn) {
  if (column === 'created_at') return s.createdAt;
  if (column === 'updated_at') return s.updatedAt;
  if (column === 'pre_order') return row.pre_order ? 'Yes' : 'No';
  return row[column];
}

/**
 * A services list as CSV, newest first, read in keyset batches (created_at, id) so memory stays flat whatever the count:
 * one batch is held at a time and written before the next is read.
 */
export async function* serviceCsv(
  db: Db,
  orgId: string,
  query: Omit<ServiceListQuery, 'page' | 'limit' | 'sort'>,
  columns: readonly ServiceCsvColumn[],
  batchSize = 1000,
): AsyncGenerator<string> {
  // Ceases due on the sandbox clock first, as the lists do (an export is rare: its own statements are fine).
  await ceaseDueServices(db, orgId);
  yield csvLine(columns.map((c) => serviceCsvColumns[c]));
  const base = serviceConditions(orgId, query);
  const batches = keysetBatches<ServiceRow>((last, limit) => {
    const after: SQL[] = last
      ? [sql`(${services.createdAt}, ${services.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`]
      : [];
    return db
      .select()
      .from(services)
      .where(and(...base, ...after))
      .orderBy(sql`${services.createdAt} desc nulls last`, sql`${services.id} desc nulls last`)
      .limit(limit);
  }, batchSize);
  for await (const rows of batches) {
    yield rows
      .map((s) => {
        const row = toServiceListRow(s);
        return csvLine(columns.map((c) => cell(s, row, c)));
      })
      .join('');
  }
}
