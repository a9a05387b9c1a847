import { and, count, desc, eq } from 'drizzle-orm';
import type { HomeSummary } from '../../src/contracts/home';
import { type RoleName, roleNames } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { readProductFamilies } from './flags';
import { getOrganisation } from './organisations';
import { permissionsOf } from './permissions';
import { getUser } from './users';

/** The dashboard's picture of the caller's organisation; undefined when the caller no longer exists there. */
export async function homeSummaryFor(db: Db, orgId: string, userId: string): Promise<HomeSummary | undefined> {
  const [organisation, me] = await Promise.all([getOrganisation(db, orgId), getUser(db, orgId, userId)]);
  if (!organisation || !me) return undefined;

  const [totals, perRole, recent, families] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.orgId, orgId)),
    db
      .select({ name: roles.name, n: count() })
      .from(userRoles)
      .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.orgId, orgId)))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .groupBy(roles.name),
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.orgId, orgId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(5),
    readProductFamilies(db, orgId),
  ]);

  const byRole = Object.fromEntries(roleNames.map((r) => [r, 0])) as Record<RoleName, number>;
  for (const row of perRole) byRole[row.name as RoleName] = row.n;
  const myRoles = me.roles.map((r) => r.name);

  return {
    organisation: { id: organisation.id, name: organisation.name, customer_id: organisation.customerId },
    me: {
      user_id: me.user_id,
      name: me.name,
      email: me.email,
      roles: myRoles,
      permissions: permissionsOf(myRoles),
      terms_accepted: me.terms_accepted,
    },
    users: { total: totals[0]?.total ?? 0, by_role: byRole },
    product_families: families,
    // Invitations arrive with user management; until then there are none to count.
    invitations: { open: 0 },
    recent_users: recent.map((u) => ({
      user_id: u.id,
      name: u.name,
      email: u.email,
      created_at: u.createdAt.toISOString(),
    })),
  };
}
