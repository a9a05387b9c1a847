import { desc, eq } from 'drizzle-orm';
import type { HomeSummary } from '../../src/contracts/home';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { readProductFamilies } from './flags';
import { getOrganisation } from './organisations';
import { permissionsOf } from './permissions';
import { countUsers, countUsersByRole } from './user-counts';
import { getUser } from './users';

/** The dashboard's picture of the caller's organisation; undefined when the caller no longer exists there. */
export async function homeSummaryFor(db: Db, orgId: string, userId: string): Promise<HomeSummary | undefined> {
  const [organisation, me] = await Promise.all([getOrganisation(db, orgId), getUser(db, orgId, userId)]);
  if (!organisation || !me) return undefined;

  // Both figures from the counters kept by triggers (migration 0003), not a count over the organisation's users.
  const [total, byRole, recent, families] = await Promise.all([
    countUsers(db, orgId),
    countUsersByRole(db, orgId),
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.orgId, orgId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(5),
    readProductFamilies(db, orgId),
  ]);

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
    users: { total, by_role: byRole },
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
