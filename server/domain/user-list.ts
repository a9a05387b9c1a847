import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Role, RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { preparedPerShape } from '../db/prepared';
import { organisationRoleCounts, organisationUserCounts, roles, userRoles, users } from '../db/schema';
import {
  containsPattern,
  everyWordIn,
  listValues,
  type Param,
  placeholderList,
  searchWords,
  wordValues,
} from './list-statement';
import { countSearchMatches, searchTotalCache, totalFromPage } from './search-total';
import { countUsers, countUsersByRole } from './user-counts';
import { toUser } from './users';

export const userSortFields = ['created_at', 'name', 'email'] as const;
type UserSortField = (typeof userSortFields)[number];

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

/** `q=`: every word a substring of the name or the e-mail, case-insensitive, wildcards taken literally. */
const searchedColumns = [users.name, users.email];

/**
 * How a role filter finds the role's holders. The planner sees role names, not how many hold them, and a statement
 * prepared once per shape is planned for any role: it fetched a third of 100,000 users to keep 10 (350 ms) or read
 * every user_roles row to find three Admins. So a page picks its way from the maintained counters (roleWay), and each
 * way is a statement of its own whose plan does not depend on the estimate:
 * - 'holders': the few holders' ids first (user_roles_role_idx), then their rows, sorted;
 * - 'probe': the organisation's users (or the search's matches) in the page's order, each checked against its own
 *   roles (a subquery PostgreSQL cannot flatten into a join), until the page is full;
 * - 'join': the planner's choice, for counts and the export, which read every match anyway.
 */
export type RoleWay = 'holders' | 'probe' | 'join';

/** The conditions over values or placeholders: the organisation, the search, the holders of any of the roles. */
function whereOf(
  db: Db,
  orgId: Param,
  words: readonly Param[],
  roleNames: readonly Param[],
  way: RoleWay = 'join',
): SQL | undefined {
  const conditions: SQL[] = [eq(users.orgId, orgId)];
  const search = everyWordIn(searchedColumns, words);
  if (search) conditions.push(search);
  if (roleNames.length > 0) {
    const named = inArray(roles.name, [...roleNames]);
    const holders = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId));
    if (way === 'join') conditions.push(inArray(users.id, holders.where(named)));
    else if (way === 'holders') conditions.push(sql`${users.id} = any(array(${holders.where(named)}))`);
    else {
      const holds = db
        .select({ holds: sql`true` })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(userRoles.userId, outerUserId()), named))
        .limit(1);
      conditions.push(sql`(${holds}) is not null`);
    }
  }
  return and(...conditions);
}

/** The listed row's id inside a subquery (drizzle names a subquery's own columns in full, so this one is explicit). */
const outerUserId = () => sql`${sql.identifier(getTableName(users))}.${sql.identifier(users.id.name)}`;

/**
 * 'holders' when reading them all costs less than walking the organisation until the page is full: a walk reads about
 * (offset + limit) × users / holders rows, the holders way reads every holder.
 */
export function roleWay(holders: number, users: number, rowsWanted: number): Exclude<RoleWay, 'join'> {
  return holders * holders <= rowsWanted * users ? 'holders' : 'probe';
}

/** Which of the organisation's users a list query selects (search and role filter). */
export function userListWhere(db: Db, orgId: string, query: UserListQuery, way: RoleWay = 'join'): SQL | undefined {
  return whereOf(db, orgId, searchWords(query.q).map(containsPattern), query.roleNames ?? [], way);
}

/**
 * The statement of one page, built apart from running it so a test can ask the planner what it does with it. `extra`
 * columns ride along on every row (the page's total, each user's roles), so the whole page is one round trip.
 */
export function userPageStatement<Extra extends Record<string, SQL | SQL.Aliased>>(
  db: Db,
  orgId: string,
  query: UserListQuery,
  extra: Extra = {} as Extra,
  way: RoleWay = 'join',
) {
  const page = { sort: query.sort, limit: query.limit, offset: (query.page - 1) * query.limit };
  return pageStatement(db, userListWhere(db, orgId, query, way), page, extra);
}

function pageStatement<Extra extends Record<string, SQL | SQL.Aliased>>(
  db: Db,
  where: SQL | undefined,
  page: { sort: UserListQuery['sort']; limit: number | Placeholder; offset: number | Placeholder },
  extra: Extra,
) {
  const column = sortColumns[page.sort.field];
  const order = page.sort.order === 'desc' ? desc(column) : asc(column);
  return db
    .select({ ...getTableColumns(users), ...extra })
    .from(users)
    .where(where)
    .orderBy(order, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The row's user's roles, sorted by name, as a JSON column of the page (rolesByUser's answer, without its query). The
 * subquery is a statement of its own, so drizzle names its columns in full; the outer row's id is named explicitly.
 */
function rolesColumn(db: Db) {
  const list = db
    .select({
      list: sql`coalesce(json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.name}), '[]'::json)`,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, outerUserId()));
  return sql<Role[]>`${list}`;
}

/** The counter behind {@link totalOf} (no search, at most one role) as a column of the page's statement. */
function counterColumn(db: Db, orgId: Param, onlyRole: Param | undefined): SQL<number> {
  const counter = onlyRole
    ? db
        .select({ total: organisationRoleCounts.total })
        .from(organisationRoleCounts)
        .innerJoin(roles, eq(roles.id, organisationRoleCounts.roleId))
        .where(and(eq(organisationRoleCounts.orgId, orgId), eq(roles.name, onlyRole)))
    : db
        .select({ total: organisationUserCounts.total })
        .from(organisationUserCounts)
        .where(eq(organisationUserCounts.orgId, orgId));
  return sql<number>`coalesce(${counter}, 0)`.mapWith(Number);
}

/**
 * The list's total. Without a search it is a maintained counter (one row, migration 0003): the organisation's users, or
 * the holders of the one role filtered on. A search, or a filter on several roles (whose holders overlap), counts its
 * matches: the trigram index finds them, so the count reads the matching rows only, and at most searchTotalCap.
 */
async function totalOf(db: Db, orgId: string, query: UserListQuery): Promise<number> {
  if (!query.q && !query.roleNames?.length) return countUsers(db, orgId);
  const [onlyRole, ...otherRoles] = query.roleNames ?? [];
  if (!query.q && onlyRole && otherRoles.length === 0) return (await countUsersByRole(db, orgId))[onlyRole];
  return countSearchMatches(db, users, userListWhere(db, orgId, query));
}

/**
 * One page of an organisation's users. Every condition starts from org_id, and each sort has its (org_id, column)
 * index; `q=` is ILIKE '%term%' on name and e-mail, which users_search_trgm_idx (pg_trgm) serves for terms of 3 or more
 * characters. Shorter terms still search, over the organisation's rows (see README, Performance).
 */
/** The shape of a page's statement: everything about it but its values (orgId, pattern, role names, paging). */
interface PageShape {
  sort: UserListQuery['sort'];
  /** How many distinct roles the filter names (0: none). */
  roles: number;
  /** How many words the search has (0: none). */
  search: number;
  /** How a role filter finds its holders ('join' when there is none). */
  way: RoleWay;
}

/** A total the counters know: no search and at most one role (several roles' holders overlap). */
const isCounted = (shape: PageShape) => !shape.search && shape.roles <= 1;

/** The page's statement, prepared once per shape; a counter's total rides along on its rows, with each user's roles. */
const preparedPage = preparedPerShape(
  (shape: PageShape) =>
    `users_page_${shape.sort.field}_${shape.sort.order}_${shape.roles}_${shape.search}_${shape.way}`,
  (db, shape: PageShape, name) => {
    const orgId = sql.placeholder('orgId');
    const roleNames = placeholderList('role', shape.roles);
    const where = whereOf(db, orgId, placeholderList('word', shape.search), roleNames, shape.way);
    const page = { sort: shape.sort, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    return pageStatement(db, where, page, {
      roleList: rolesColumn(db),
      total: isCounted(shape) ? counterColumn(db, orgId, roleNames[0]) : sql<number>`0`.mapWith(Number),
    }).prepare(name);
  },
);

/** The way for a role filter, from the counters: the named roles' holders (an upper bound: one may hold two). */
async function roleWayOf(db: Db, orgId: string, roleNames: readonly RoleName[], rowsWanted: number) {
  const [byRole, total] = await Promise.all([countUsersByRole(db, orgId), countUsers(db, orgId)]);
  return roleWay(
    roleNames.reduce((sum, name) => sum + byRole[name], 0),
    total,
    rowsWanted,
  );
}

/**
 * One page of an organisation's users. Every condition starts from org_id, and each sort has its (org_id, column)
 * index; `q=` is ILIKE '%term%' on name and e-mail, which users_search_trgm_idx (pg_trgm) serves for terms of 3 or more
 * characters. Shorter terms still search, over the organisation's rows (see README, Performance).
 */
export async function listUsers(db: Db, orgId: string, query: UserListQuery): Promise<Page<User>> {
  const offset = (query.page - 1) * query.limit;
  const roleNames = [...new Set(query.roleNames)];
  const way = roleNames.length > 0 ? await roleWayOf(db, orgId, roleNames, offset + query.limit) : 'join';
  const shape: PageShape = { sort: query.sort, roles: roleNames.length, search: searchWords(query.q).length, way };
  // A counter's total rides along on the page's rows; a search's is known from a short page, or counted (and kept).
  const rows = await preparedPage(db, shape).execute({
    orgId,
    limit: query.limit,
    offset,
    ...wordValues(query.q),
    ...listValues('role', roleNames),
  });
  const total = isCounted(shape)
    ? (rows[0]?.total ?? (await totalOf(db, orgId, { ...query, roleNames })))
    : (totalFromPage({ offset, limit: query.limit, rows: rows.length }) ??
      (await searchTotalCache(db).total(
        `${orgId}:users:${JSON.stringify([query.q ?? '', roleNames])}`,
        offset + rows.length,
        // A search's matches are few enough to check one by one; several roles without one are left to the planner.
        () => countSearchMatches(db, users, userListWhere(db, orgId, query, shape.search ? way : 'join')),
      )));
  return {
    current_page: query.page,
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    per_page: query.limit,
    total,
    data: rows.map((r) => toUser(r, r.roleList)),
  };
}
