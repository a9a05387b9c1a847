import { eq } from 'drizzle-orm';
import type { AccessTokenClaims } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { organisations, users } from '../db/schema';
import { permissionsOf } from './permissions';
import { rolesByUser } from './users';

/** The portal's token claims for a user, as the database has them now; undefined for an unknown user. */
export async function claimsForUser(db: Db, userId: string): Promise<AccessTokenClaims | undefined> {
  const [row] = await db
    .select({ user: users, org: organisations })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const roleNames = ((await rolesByUser(db, [userId])).get(userId) ?? []).map((r) => r.name);
  return {
    sub: row.user.id,
    user_id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    org_id: row.org.id,
    org_name: row.org.name,
    customer_id: row.org.customerId,
    roles: roleNames,
    permissions: permissionsOf(roleNames),
    terms_accepted: row.user.termsAccepted,
  };
}
