import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { organisations, roles, userRoles, users } from '../db/schema';
import { revokeOtherSessions, revokeUserTokens } from '../identity/revocation';
import { sandboxNow } from './incidents/clock';
import { type Actor, recordChange } from './user-audit';
import { getUser } from './users';

/** A refusal of a users-service rule, answered as 404 (not the caller's organisation's) or 409 (the rule). */
export class UserRuleError extends Error {
  constructor(
    public readonly kind: 'not_found' | 'conflict' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

export const lastAdminMessage = "The organisation's last Admin keeps the Admin role";
const ownAdminMessage = 'You cannot remove your own Admin role';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises the organisation's user changes, so two Admins removing each other cannot leave it without one. */
async function lockOrganisation(tx: Tx, orgId: string): Promise<void> {
  await tx.execute(sql`select 1 from ${organisations} where ${organisations.id} = ${orgId} for update`);
}

async function userInOrg(tx: Tx, orgId: string, userId: string): Promise<User> {
  const found = await getUser(tx as unknown as Db, orgId, userId);
  if (!found) throw new UserRuleError('not_found', 'User not found');
  return found;
}

/** The role ids that exist, by id; an unknown id is a field error of the request. */
export async function knownRoles(db: Pick<Db, 'select'>, ids: readonly string[]): Promise<Map<string, RoleName>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name as RoleName]));
}

async function adminCount(tx: Tx, orgId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(users.orgId, orgId), eq(roles.name, 'Admin')));
  return row?.n ?? 0;
}

const roleNamesOf = (u: User) => u.roles.map((r) => r.name);

/** PATCH /users/{id}: renames a user of the organisation. */
export async function renameUser(db: Db, orgId: string, actor: Actor, userId: string, name: string): Promise<User> {
  const now = await sandboxNow(db);
  return db.transaction(async (tx) => {
    const before = await userInOrg(tx, orgId, userId);
    if (before.name !== name) {
      await tx.update(users).set({ name }).where(eq(users.id, userId));
      await recordChange(tx, {
        orgId,
        subjectId: userId,
        actor,
        action: 'user.renamed',
        before: { name: before.name },
        after: { name },
        at: now,
      });
    }
    return userInOrg(tx, orgId, userId);
  });
}

/** POST /users/{id}/roles: gives roles (ids already held are ignored). */
export async function addRoles(db: Db, orgId: string, actor: Actor, userId: string, roleIds: string[]): Promise<User> {
  const now = await sandboxNow(db);
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const before = await userInOrg(tx, orgId, userId);
    await tx
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
    const after = await userInOrg(tx, orgId, userId);
    if (after.roles.length !== before.roles.length) {
      await recordChange(tx, {
        orgId,
        subjectId: userId,
        actor,
        action: 'user.roles_added',
        before: { roles: roleNamesOf(before) },
        after: { roles: roleNamesOf(after) },
        at: now,
      });
    }
    return after;
  });
}

/**
 * DELETE /users/{id}/roles: takes roles away and ends the user's sessions, so the next token lacks them. Nobody removes
 * their own Admin role, nor the organisation's last Admin's.
 */
export async function removeRoles(
  db: Db,
  orgId: string,
  actor: Actor,
  userId: string,
  roleIds: string[],
): Promise<User> {
  const now = await sandboxNow(db);
  return db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const before = await userInOrg(tx, orgId, userId);
    const removing = before.roles.filter((r) => roleIds.includes(r.id));
    if (removing.some((r) => r.name === 'Admin')) {
      if (userId === actor.userId) throw new UserRuleError('conflict', ownAdminMessage);
      if ((await adminCount(tx, orgId)) <= 1) throw new UserRuleError('conflict', lastAdminMessage);
    }
    if (removing.length === 0) return before;
    await tx.delete(userRoles).where(
      and(
        eq(userRoles.userId, userId),
        inArray(
          userRoles.roleId,
          removing.map((r) => r.id),
        ),
      ),
    );
    await revokeUserTokens(tx, userId);
    const after = await userInOrg(tx, orgId, userId);
    await recordChange(tx, {
      orgId,
      subjectId: userId,
      actor,
      action: 'user.roles_removed',
      before: { roles: roleNamesOf(before) },
      after: { roles: roleNamesOf(after) },
      at: now,
    });
    return after;
  });
}

/** DELETE /users/{id}: the user, their roles and their sessions go; the history stays. Not oneself, not the last Admin. */
export async function deleteUser(db: Db, orgId: string, actor: Actor, userId: string): Promise<void> {
  const now = await sandboxNow(db);
  await db.transaction(async (tx) => {
    await lockOrganisation(tx, orgId);
    const before = await userInOrg(tx, orgId, userId);
    if (userId === actor.userId) throw new UserRuleError('conflict', 'You cannot delete your own account');
    if (roleNamesOf(before).includes('Admin') && (await adminCount(tx, orgId)) <= 1)
      throw new UserRuleError('conflict', lastAdminMessage);
    await revokeUserTokens(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await recordChange(tx, {
      orgId,
      subjectId: userId,
      actor,
      action: 'user.deleted',
      before: { email: before.email, name: before.name, roles: roleNamesOf(before) },
      after: null,
      at: now,
    });
  });
}

/** 'Sign out everywhere else' (account settings): the user's other browsers' sessions end; the caller's grant stays. */
export async function endOtherSessions(
  db: Db,
  orgId: string,
  actor: Actor & { userId: string },
  keepGrantId: string,
): Promise<void> {
  const now = await sandboxNow(db);
  await db.transaction(async (tx) => {
    await userInOrg(tx, orgId, actor.userId);
    await revokeOtherSessions(tx, actor.userId, keepGrantId);
    await recordChange(tx, {
      orgId,
      subjectId: actor.userId,
      actor,
      action: 'user.other_sessions_ended',
      before: null,
      after: null,
      at: now,
    });
  });
}
