import { z } from 'zod';
import { type DownloadedFile, request, requestFile } from '@/api/http';
import { passwordResetResponse, type UserHistoryEntry, userHistoryResponse } from '@/contracts/user-management';
import { type Role, rolesResponse, type User, userResponse } from '@/contracts/users';
import { type UsersPage, usersPage } from '@/contracts/users-list';
import type { ListParams } from '@/lib/list-query';

const user = (id: string) => `/users/${encodeURIComponent(id)}`;
const noContent = z.undefined();

/** GET /users: one page of the organisation's users (page, limit, sort, q with spaces escaped, role filter). */
export function listUsers(query: ListParams, signal?: AbortSignal): Promise<UsersPage> {
  return request('users', '/users', { schema: usersPage, query, signal });
}

/** GET /export/users: the list's CSV with its search and role filter (the export permission). */
export function exportUsers(filters: ListParams): Promise<DownloadedFile> {
  return requestFile('users', '/export/users', { query: filters });
}

export async function getUser(id: string, signal?: AbortSignal): Promise<User> {
  return (await request('users', user(id), { schema: userResponse, signal })).data;
}

/** GET /roles: every role a user can hold. */
export async function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return (await request('users', '/roles', { schema: rolesResponse, signal })).data;
}

/** GET /users/{id}/history (Admins): the user's recorded changes, newest first. */
export async function getUserHistory(id: string, signal?: AbortSignal): Promise<UserHistoryEntry[]> {
  return (await request('users', `${user(id)}/history`, { schema: userHistoryResponse, signal })).data;
}

/** PATCH /users/{id}: a new name (oneself, or a colleague by an Admin). */
export async function renameUser(id: string, name: string): Promise<User> {
  return (await request('users', user(id), { method: 'PATCH', body: { name }, schema: userResponse })).data;
}

/** POST or DELETE /users/{id}/roles (Admins). */
export async function changeRoles(id: string, change: 'add' | 'remove', roles: string[]): Promise<User> {
  const method = change === 'add' ? 'POST' : 'DELETE';
  return (await request('users', `${user(id)}/roles`, { method, body: { roles }, schema: userResponse })).data;
}

/** POST /users/password-reset: ends the user's sessions and mails them a one-time link. */
export async function requestPasswordReset(userId: string): Promise<void> {
  await request('users', '/users/password-reset', {
    method: 'POST',
    body: { user_id: userId },
    schema: passwordResetResponse,
  });
}

/** DELETE /users/{id} (Admins). */
export async function deleteUser(id: string): Promise<void> {
  await request('users', user(id), { method: 'DELETE', schema: noContent });
}

/** POST /password-reset/complete (public): the mailed link's token and the new password twice. */
export async function completePasswordReset(token: string, password: string, confirmPassword: string) {
  await request('users', '/password-reset/complete', {
    method: 'POST',
    auth: false,
    body: { token, password, confirm_password: confirmPassword },
    schema: noContent,
  });
}

/** POST /users/{id}/authentication-methods: the caller's own new password, proved by the current one. */
export async function changePassword(
  id: string,
  change: { currentPassword: string; password: string; confirmPassword: string },
): Promise<void> {
  await request('users', `${user(id)}/authentication-methods`, {
    method: 'POST',
    body: {
      type: 'password',
      current_password: change.currentPassword,
      password: change.password,
      confirm_password: change.confirmPassword,
    },
    schema: noContent,
  });
}

/** POST /users/{id}/sessions/revoke-others: 'Sign out everywhere else' (this browser stays signed in). */
export async function endOtherSessions(id: string): Promise<void> {
  await request('users', `${user(id)}/sessions/revoke-others`, { method: 'POST', schema: noContent });
}
