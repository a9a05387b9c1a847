import { eq } from 'drizzle-orm';
import { type RoleName, roleNames } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { organisationRoleCounts, organisationUserCounts, roles } from '../db/schema';

/**
 * How many users an organisation has, read from the counter that triggers on users keep (migration 0003): one row,
 * whatever the organisation's size, where `count(*)` read every one of its users.
 */
export async function countUsers(db: Db, orgId: string): Promise<number> {
  const [row] = await db
    .select({ total: organisationUserCounts.total })
    .from(organisationUserCounts)
    .where(eq(organisationUserCounts.orgId, orgId));
  return row?.total ?? 0;
}

/** How many of an organisation's users hold each role (every role named, 0 when none), from the role counters. */
export async function countUsersByRole(db: Db, orgId: string): Promise<Record<RoleName, number>> {
  const rows = await db
    .select({ name: roles.name, total: organisationRoleCounts.total })
    .from(organisationRoleCounts)
    .innerJoin(roles, eq(roles.id, organisationRoleCounts.roleId))
    .where(eq(organisationRoleCounts.orgId, orgId));
  const byRole = Object.fromEntries(roleNames.map((r) => [r, 0])) as Record<RoleName, number>;
  for (const row of rows) if (row.name in byRole) byRole[row.name as RoleName] = row.total;
  return byRole;
}
