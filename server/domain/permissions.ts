import { type Permission, permissionNames, type RoleName, rolePermissions } from '../../src/contracts/users';

/** The union of the roles' permissions, in the contract's order so tokens are stable. */
export function permissionsOf(roleList: readonly RoleName[]): Permission[] {
  const granted = new Set(roleList.flatMap((r) => rolePermissions[r]));
  return permissionNames.filter((p) => granted.has(p));
}

/**
 * Who reads the organisation's user directory (spec 1 §2: "list of all users", users flag): the holder of any role's
 * permission but the Developer role's, so every member of staff does and a developer-only user (spec 1 §6), who is
 * refused User Management, does not.
 */
export const directoryReaders: readonly Permission[] = permissionNames.filter((p) => p !== 'read:developer');
