import type { Permission } from '@/contracts/users';

/** What can be done to a user from the users list or account settings (spec 1 §6, §7). */
export type UserActionName = 'rename' | 'passwordReset' | 'addRoles' | 'removeRoles' | 'delete' | 'history';

/** The caller as both sides know them: the token's user id and permissions. */
export interface UserActionCaller {
  user_id: string;
  permissions: readonly Permission[];
}

const manage: Permission = 'manage:users';

/**
 * Who may do what to a user, read by the sandbox's routes and by the users list's buttons alike: a user renames
 * themself and asks for their own reset link; an Admin (manage:users) does everything to a colleague, never deletes
 * themself. Other refusals (the last Admin, one's own Admin role) need the store and stay with the sandbox (409).
 */
export function mayActOnUser(caller: UserActionCaller, action: UserActionName, targetId: string): boolean {
  const self = caller.user_id === targetId;
  const admin = caller.permissions.includes(manage);
  if (action === 'rename' || action === 'passwordReset') return self || admin;
  if (action === 'delete') return admin && !self;
  return admin;
}
