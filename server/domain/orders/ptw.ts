import { and, eq, sql } from 'drizzle-orm';
import { ptwMessages } from '../../../src/lib/ptw-rules';
import type { Db } from '../../db/client';
import { orders, ptwDocuments } from '../../db/schema';
import type { PtwRecords } from '../ptw/store';

/**
 * PTW documents of orders (spec 3 §5, §7) in the one PTW store (server/domain/ptw/store.ts): an order is named by its
 * buyer reference (any letter case, as its unique index compares), rows in ptw_documents, files under <DATA_DIR>/ptw.
 */
export const orderPtw: PtwRecords = {
  owner: 'order',
  table: ptwDocuments,
  recordColumn: ptwDocuments.orderId,
  find: async (db: Db, orgId, buyerReference) => {
    const [row] = await db
      .select({ id: orders.id, label: orders.buyerReference })
      .from(orders)
      .where(and(eq(orders.orgId, orgId), sql`lower(${orders.buyerReference}) = lower(${buyerReference})`))
      .limit(1);
    return row;
  },
  notFound: { field: 'directory', message: ptwMessages.orderNotFound },
  insert: async (tx, { recordId, ...row }) => {
    const [stored] = await tx
      .insert(ptwDocuments)
      .values({ ...row, orderId: recordId })
      .returning();
    return stored;
  },
};
