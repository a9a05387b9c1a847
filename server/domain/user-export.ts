import { and } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { csvLine } from './incidents/csv';
import { keysetAfter, keysetBatches, keysetOrder } from './incidents/keyset';
import { type UserListQuery, userListWhere } from './user-list';
import { rolesByUser } from './users';

const header = ['Name', 'Email', 'Roles', 'Created (UK time)', 'Created By', 'Logins', 'Last Login (UK time)'];

/**
 * GET /export/users: the organisation's users (with the list's search and role filter) as CSV, newest first, read in
 * keyset batches over (org_id, created_at) so memory stays flat whatever the count.
 */
export async function* userCsv(
  db: Db,
  orgId: string,
  query: Pick<UserListQuery, 'q' | 'roleNames'>,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield csvLine(header);
  const where = userListWhere(db, orgId, { page: 1, limit: 1, sort: { field: 'created_at', order: 'desc' }, ...query });
  const batches = keysetBatches<typeof users.$inferSelect>(
    (last, limit) =>
      db
        .select()
        .from(users)
        .where(
          and(
            where,
            ...(last ? [keysetAfter(users.createdAt, users.id, 'desc', { value: last.createdAt, id: last.id })] : []),
          ),
        )
        .orderBy(...keysetOrder(users.createdAt, users.id, 'desc'))
        .limit(limit),
    batchSize,
  );
  for await (const rows of batches) {
    const roleMap = await rolesByUser(
      db,
      rows.map((r) => r.id),
    );
    yield rows
      .map((r) =>
        csvLine([
          r.name,
          r.email,
          (roleMap.get(r.id) ?? []).map((x) => x.name).join('; '),
          r.createdAt,
          r.createdBy,
          r.loginsCount,
          r.lastLogin,
        ]),
      )
      .join('');
  }
}
