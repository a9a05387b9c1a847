import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { incidents } from '../../db/schema';
import { csvLine } from './csv';
import { keysetAfter, keysetBatches } from './keyset';
import { type IncidentListQuery, incidentConditions, incidentOrder, sortColumns } from './list';

const incidentCsvHeader = [
  'Incident Reference',
  'Customer Service Reference',
  'Service Reference',
  'Status',
  'Date Raised (UK time)',
  'Last Updated (UK time)',
  'Raised By',
  'Short Description',
  'Fault Reference',
  'Postcode',
];

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
  const column = sortColumns[query.sort.field];
  const batches = keysetBatches<typeof incidents.$inferSelect>(
    (last, limit) =>
      db
        .select()
        .from(incidents)
        .where(
          and(
            ...base,
            ...(last
              ? [
                  keysetAfter(column, incidents.id, query.sort.order, {
                    value: last[fieldKey[query.sort.field]],
                    id: last.id,
                  }),
                ]
              : []),
          ),
        )
        .orderBy(...incidentOrder(query.sort))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) {
    yield rows
      .map((r) =>
        csvLine([
          r.number ?? 'Pending',
          r.customerReference,
          r.serviceReference,
          r.status,
          r.raisedDate,
          r.updatedAt,
          r.raisedBy,
          r.shortDescription,
          r.buyerFaultRef,
          r.addressPostcode,
        ]),
      )
      .join('');
  }
}
