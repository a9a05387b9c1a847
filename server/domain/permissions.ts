import { type Permission, permissionNames, type RoleName, rolePermissions } from '../../src/contracts/users';

/** The union of the roles' permissions, in the contract's order so tokens are stable. */
export function permissionsOf(roleList: readonly RoleName[]): Permission[] {
  const granted = new Set(roleList.flatMap((r) => rolePermissions[r]));
  return permissionNames.filter((p) => granted.has(p));
}
