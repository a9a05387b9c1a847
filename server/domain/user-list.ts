import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { rolesByUser, toUser } from './users';

export const userSortFields = ['created_at', 'name', 'email'] as const;
export type UserSortField = (typeof userSortFields)[number];

export interface UserListQuery {
  page: number;
  limit: number;
  q?: string;
  sort: { field: UserSortField; order: 'asc' | 'desc' };
  roleNames?: RoleName[];
}

export interface Page<T> {
  current_page: number;
  from: number | null;
  to: number | null;
  per_page: number;
  total: number;
  data: T[];
}

const sortColumns = { created_at: users.createdAt, name: users.name, email: users.email } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of an organisation's users; every condition starts from org_id so the (org_id, created_at) index serves it. */
export async function listUsers(db: Db, orgId: string, query: UserListQuery): Promise<Page<User>> {
  const conditions: SQL[] = [eq(users.orgId, orgId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const search = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (search) conditions.push(search);
  }
  if (query.roleNames && query.roleNames.length > 0) {
    const withRole = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(inArray(roles.name, query.roleNames));
    conditions.push(inArray(users.id, withRole));
  }
  const where = and(...conditions);
  const column = sortColumns[query.sort.field];
  const order = query.sort.order === 'desc' ? desc(column) : asc(column);
  const offset = (query.page - 1) * query.limit;

  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(query.limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  const rolesOf = await rolesByUser(
    db,
    rows.map((r) => r.id),
  );
  return {
    current_page: query.page,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map((r) => toUser(r, rolesOf.get(r.id) ?? [])),
  };
}
