import { desc, eq } from 'drizzle-orm';
import type { HomeSummary } from '../../src/contracts/home';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { areaOpen } from './areas';
import { orgFlagCache, readProductFamilies } from './flags';
import { getOrganisation } from './organisations';
import { directoryReaders, permissionsOf } from './permissions';
import { countUsers, countUsersByRole } from './user-counts';
import { getUser } from './users';

/** The user directory's figures: how many users, per role, and the five newest. */
async function directoryFigures(db: Db, orgId: string) {
  // Both counts from the counters kept by triggers (migration 0003), not a count over the organisation's users.
  const [total, byRole, recent] = await Promise.all([
    countUsers(db, orgId),
    countUsersByRole(db, orgId),
    db
      .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.orgId, orgId))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(5),
  ]);
  return {
    users: { total, by_role: byRole },
    recent: recent.map((u) => ({
      user_id: u.id,
      name: u.name,
      email: u.email,
      created_at: u.createdAt.toISOString(),
    })),
  };
}

/** The dashboard's picture of the caller's organisation; undefined when the caller no longer exists there. */
export async function homeSummaryFor(db: Db, orgId: string, userId: string): Promise<HomeSummary | undefined> {
  const [organisation, me] = await Promise.all([getOrganisation(db, orgId), getUser(db, orgId, userId)]);
  if (!organisation || !me) return undefined;

  const myRoles = me.roles.map((r) => r.name);
  const myPermissions = permissionsOf(myRoles);
  const flags = await orgFlagCache(db).onFlags(orgId);
  // Each figure follows the page it summarises: the Users card the user directory, invitations the Admin's pages.
  const seesDirectory =
    areaOpen('users', (name) => flags.has(name)) && myPermissions.some((p) => directoryReaders.includes(p));
  const seesInvitations = seesDirectory && myPermissions.includes('manage:users');

  const [directory, families] = await Promise.all([
    seesDirectory ? directoryFigures(db, orgId) : undefined,
    readProductFamilies(db, orgId),
  ]);

  return {
    organisation: { id: organisation.id, name: organisation.name, customer_id: organisation.customerId },
    me: {
      user_id: me.user_id,
      name: me.name,
      email: me.email,
      roles: myRoles,
      permissions: myPermissions,
      terms_accepted: me.terms_accepted,
    },
    ...(directory ? { users: directory.users, recent_users: directory.recent } : {}),
    product_families: families,
    // Invitations arrive with user management; until then there are none to count.
    ...(seesInvitations ? { invitations: { open: 0 } } : {}),
  };
}
