import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Role, RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { oidcPayloads, roles, userRoles, users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export async function listRoles(db: Db): Promise<Role[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  return rows.map((r) => ({ id: r.id, name: r.name as RoleName }));
}

/** Roles of many users in one query, each list sorted by name. */
export async function rolesByUser(db: Db, userIds: string[]): Promise<Map<string, Role[]>> {
  const result = new Map<string, Role[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.name));
  for (const row of rows) result.get(row.userId)?.push({ id: row.id, name: row.name as RoleName });
  return result;
}

export function toUser(row: UserRow, userRolesList: Role[]): User {
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    roles: userRolesList,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    logins_count: row.loginsCount,
    ...(row.lastLogin ? { last_login: row.lastLogin.toISOString() } : {}),
    terms_accepted: row.termsAccepted,
  };
}

/** A user of the given organisation; another organisation's user is undefined, exactly like a missing one. */
export async function getUser(db: Db, orgId: string, userId: string): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
    .limit(1);
  if (!row) return undefined;
  const rolesOf = await rolesByUser(db, [row.id]);
  return toUser(row, rolesOf.get(row.id) ?? []);
}

/**
 * Records the caller's acceptance of the terms, once: a second call changes nothing. The name typed in the prompt is
 * the acceptance's signature, not a new display name (renaming belongs to account settings), so it is not stored.
 */
export async function acceptTerms(db: Db, orgId: string, userId: string): Promise<User | undefined> {
  await db
    .update(users)
    .set({ termsAccepted: true })
    .where(and(eq(users.id, userId), eq(users.orgId, orgId), eq(users.termsAccepted, false)));
  return getUser(db, orgId, userId);
}

export interface AccountState {
  termsAccepted: boolean;
  tokensRevokedAt: Date | null;
  /** Whether the token's grant (its signed-in browser) is still stored; true for a token that names none. */
  grantLive: boolean;
}

/**
 * The bearer check's word from the store: the account still exists in the organisation, its terms, its revocation,
 * and (for a token naming its grant) whether that browser's grant was ended ('Sign out everywhere else'). One query,
 * run before every authorised call, so it is prepared once per shape (a token with a grant id or without).
 */
export async function accountState(
  db: Db,
  orgId: string,
  userId: string,
  grantId?: string,
): Promise<AccountState | undefined> {
  const [row] = grantId
    ? await accountWithGrant(db).execute({ orgId, userId, grantId })
    : await accountAlone(db).execute({ orgId, userId });
  return row;
}

const accountStatement = (db: Db, name: string, grantLive: SQL<boolean>) =>
  db
    .select({ termsAccepted: users.termsAccepted, tokensRevokedAt: users.tokensRevokedAt, grantLive })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), eq(users.orgId, sql.placeholder('orgId'))))
    .limit(1)
    .prepare(name);

const accountWithGrant = preparedOnce('account_state_grant', (db, name) =>
  accountStatement(
    db,
    name,
    sql<boolean>`exists (select 1 from ${oidcPayloads} where ${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${sql.placeholder('grantId')})`,
  ),
);

const accountAlone = preparedOnce('account_state', (db, name) => accountStatement(db, name, sql<boolean>`true`));
