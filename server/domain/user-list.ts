import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { countUsers, countUsersByRole } from './user-counts';
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

/**
 * The list's total. Without a search it is a maintained counter (one row, migration 0003): the organisation's users, or
 * the holders of the one role filtered on. A search, or a filter on several roles (whose holders overlap), counts its
 * matches: the trigram index finds them, so the count reads the matching rows only, never the whole organisation.
 */
async function totalOf(db: Db, orgId: string, query: UserListQuery, where: SQL | undefined): Promise<number> {
  if (!query.q && !query.roleNames?.length) return countUsers(db, orgId);
  const [onlyRole, ...otherRoles] = query.roleNames ?? [];
  if (!query.q && onlyRole && otherRoles.length === 0) return (await countUsersByRole(db, orgId))[onlyRole];
  const [row] = await db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

/**
 * One page of an organisation's users. Every condition starts from org_id, and each sort has its (org_id, column)
 * index; `q=` is ILIKE '%term%' on name and e-mail, which users_search_trgm_idx (pg_trgm) serves for terms of 3 or more
 * characters. Shorter terms still search, over the organisation's rows (see README, Performance).
 */
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

  const [rows, total] = await Promise.all([
    db.select().from(users).where(where).orderBy(order, asc(users.id)).limit(query.limit).offset(offset),
    totalOf(db, orgId, query, where),
  ]);
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
