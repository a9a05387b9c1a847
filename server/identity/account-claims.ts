import { asc, eq } from 'drizzle-orm';
import {
  type AccessTokenClaims,
  type Permission,
  permissionNames,
  type RoleName,
  roleNames,
  rolePermissions,
} from '../../src/contracts/users';
import type { Db } from '../db/client';
import { organisations, roles, userRoles, users } from '../db/schema';

/** Claims the portal reads from its tokens (spec 1 §3), without `sub`, which oidc-provider sets itself. */
export type PortalClaims = Omit<AccessTokenClaims, 'sub'>;

/** Claim names the ID token may carry, beyond `sub`. */
export const portalClaimNames = [
  'user_id',
  'email',
  'name',
  'org_id',
  'org_name',
  'customer_id',
  'roles',
  'permissions',
  'terms_accepted',
] as const satisfies readonly (keyof PortalClaims)[];

function byOrder<T extends string>(order: readonly T[]) {
  return (a: T, b: T) => order.indexOf(a) - order.indexOf(b);
}

/** Permissions are the union of what the user's roles grant, in the contract's order. */
export function permissionsFor(roleList: readonly RoleName[]): Permission[] {
  const granted = new Set(roleList.flatMap((role) => rolePermissions[role]));
  return permissionNames.filter((p) => granted.has(p));
}

/**
 * Read at every token issue, so a refresh after accepting the terms or a role change carries the new values.
 * Undefined when the account no longer exists, which makes oidc-provider refuse its tokens.
 */
export async function loadPortalClaims(db: Db, userId: string): Promise<PortalClaims | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      termsAccepted: users.termsAccepted,
      orgId: organisations.id,
      orgName: organisations.name,
      customerId: organisations.customerId,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const roleRows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.name));
  const roleList = roleRows
    .map((r) => r.name)
    .filter((name): name is RoleName => (roleNames as readonly string[]).includes(name))
    .sort(byOrder(roleNames));
  return {
    user_id: row.id,
    email: row.email,
    name: row.name,
    org_id: row.orgId,
    org_name: row.orgName,
    customer_id: row.customerId,
    roles: roleList,
    permissions: permissionsFor(roleList),
    terms_accepted: row.termsAccepted,
  };
}
