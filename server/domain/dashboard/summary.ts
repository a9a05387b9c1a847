import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HomeSummary } from '../../../src/contracts/dashboard';
import { type RoleName, roleNames } from '../../../src/contracts/users';
import { type AreaName, areaGate, passesGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  featureFlags,
  organisationRoleCounts,
  organisations,
  organisationUserCounts,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { orgFlagCache, productFamilyNames } from '../flags';
import { sandboxNow } from '../incidents/clock';
import { homeOrders } from '../orders/home-orders';
import { permissionsOf } from '../permissions';
import { homeAppointments, homeBilling, openInvitationCount } from './attention';

/**
 * What one statement reads for the dashboard: the caller, their organisation, and JSON columns for the rest. Prepared
 * once (orgId, userId).
 */
const homeStatement = preparedOnce('home_summary', (db, name) => {
  const orgId = sql.placeholder('orgId');
  const userId = sql.placeholder('userId');
  const recent = db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.orgId, orgId))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(5)
    .as('recent');
  return db
    .select({
      user: users,
      org: { id: organisations.id, name: organisations.name, customerId: organisations.customerId },
      roleNames: sql<
        RoleName[]
      >`(select coalesce(json_agg(${roles.name} order by ${roles.name}), '[]'::json) from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id})`,
      familiesOn: sql<
        string[]
      >`(select coalesce(json_agg(${featureFlags.name}), '[]'::json) from ${featureFlags} where ${featureFlags.orgId} = ${orgId} and ${featureFlags.enabled} and ${inArray(featureFlags.name, [...productFamilyNames])})`,
      // The directory's figures, from the counters kept by triggers (migration 0003), not a count of the users.
      userTotal:
        sql<number>`coalesce((select ${organisationUserCounts.total} from ${organisationUserCounts} where ${organisationUserCounts.orgId} = ${orgId}), 0)`.mapWith(
          Number,
        ),
      roleTotals: sql<
        { name: string; total: number }[]
      >`(select coalesce(json_agg(json_build_object('name', ${roles.name}, 'total', ${organisationRoleCounts.total})), '[]'::json) from ${organisationRoleCounts} inner join ${roles} on ${roles.id} = ${organisationRoleCounts.roleId} where ${organisationRoleCounts.orgId} = ${orgId})`,
      // Timestamps as the text the driver hands drizzle, read the way drizzle reads a timestamptz column.
      recent: sql<
        { id: string; name: string; email: string; created_at: string }[]
      >`(select coalesce(json_agg(json_build_object('id', ${recent.id}, 'name', ${recent.name}, 'email', ${recent.email}, 'created_at', ${recent.createdAt}::text) order by ${recent.createdAt} desc, ${recent.id} desc), '[]'::json) from ${recent})`,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
    .limit(1)
    .prepare(name);
});

/**
 * The dashboard's picture of the caller's organisation; undefined when the caller no longer exists there. One round
 * trip: the directory's figures are read whether or not the caller may see them (a few counter rows and 5 users) and
 * dropped below when not.
 */
export async function homeSummaryFor(db: Db, orgId: string, userId: string): Promise<HomeSummary | undefined> {
  const [[row], flags] = await Promise.all([
    homeStatement(db).execute({ orgId, userId }),
    orgFlagCache(db).onFlags(orgId),
  ]);
  if (!row) return undefined;

  const myRoles = row.roleNames;
  const myPermissions = permissionsOf(myRoles);
  // Each figure follows the page it summarises, by its area's gate (src/lib/access-rules.ts): the Users card the user
  // directory, invitations the Admin's pages; orders, billing and the week's appointments are reads of their own, after
  // the permissions are known, and only for those who see them.
  const opens = (area: AreaName) => passesGate(areaGate(area), myPermissions, (name) => flags.has(name));
  const seesDirectory = opens('users');
  const seesInvitations = seesDirectory && myPermissions.includes('manage:users');
  const seesOrders = opens('ordering');
  const seesBilling = opens('billing');
  // The week's appointments follow the pages they link to: orders, incidents (not in the sky view) and services.
  const appointmentAreas = {
    orders: seesOrders,
    incidents: opens('supportFull'),
    services: opens('support'),
  };
  const now = await sandboxNow(db);
  const [orders, billing, appointments, openInvitations] = await Promise.all([
    seesOrders ? homeOrders(db, orgId) : undefined,
    seesBilling ? homeBilling(db, orgId, now) : undefined,
    Object.values(appointmentAreas).some(Boolean) ? homeAppointments(db, orgId, now, appointmentAreas) : undefined,
    seesInvitations ? openInvitationCount(db, orgId, now) : undefined,
  ]);
  const familiesOn = new Set(row.familiesOn);
  const byRole = Object.fromEntries(roleNames.map((r) => [r, 0])) as Record<RoleName, number>;
  for (const { name, total } of row.roleTotals) if (name in byRole) byRole[name as RoleName] = total;

  return {
    organisation: { id: row.org.id, name: row.org.name, customer_id: row.org.customerId },
    me: {
      user_id: row.user.id,
      name: row.user.name,
      email: row.user.email,
      roles: myRoles,
      permissions: myPermissions,
      terms_accepted: row.user.termsAccepted,
    },
    ...(seesDirectory
      ? {
          users: { total: row.userTotal, by_role: byRole },
          recent_users: row.recent.map((u) => ({
            user_id: u.id,
            name: u.name,
            email: u.email,
            created_at: new Date(u.created_at).toISOString(),
          })),
        }
      : {}),
    product_families: {
      family_ftth: familiesOn.has('family_ftth'),
      family_ethernet: familiesOn.has('family_ethernet'),
      family_ftthl2b: familiesOn.has('family_ftthl2b'),
    },
    ...(openInvitations !== undefined ? { invitations: { open: openInvitations } } : {}),
    ...(orders ? { orders } : {}),
    ...(billing ? { billing } : {}),
    ...(appointments ? { appointments } : {}),
  };
}
