import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  acceptInvitationBody,
  authenticationMethodBody,
  completePasswordResetBody,
  type Invitation,
  invitationLookupResponse,
  invitationResponse,
  invitationsResponse,
  inviteBody,
  passwordResetBody,
  passwordResetResponse,
  type UserHistoryEntry,
  updateUserBody,
  userHistoryResponse,
  userMessages,
  userRolesBody,
} from '../../../src/contracts/user-management';
import type { User } from '../../../src/contracts/users';
import { userResponse } from '../../../src/contracts/users';
import { exportGates } from '../../../src/lib/access-rules';
import { todayIso } from '../../../src/lib/dates';
import { mayActOnUser } from '../../../src/lib/user-rules';
import type { Db } from '../../db/client';
import { isBreachedPassword } from '../../domain/breached-passwords';
import { sandboxNow } from '../../domain/incidents/clock';
import {
  acceptInvitation,
  deleteInvitation,
  InvitationUnusable,
  invite,
  listInvitations,
  lookUpInvitation,
} from '../../domain/invitations';
import { changePassword, completePasswordReset, startPasswordReset } from '../../domain/password-reset';
import {
  addRoles,
  deleteUser,
  endOtherSessions,
  knownRoles,
  removeRoles,
  renameUser,
  UserRuleError,
} from '../../domain/user-admin';
import { historyOf } from '../../domain/user-audit';
import { userCsv } from '../../domain/user-export';
import { getUser } from '../../domain/users';
import { createSignInThrottle } from '../../identity/sign-in-throttle';
import { conflict, forbidden, gone, HttpError, notFound, validationFailed } from '../errors';
import { listQueryShape } from '../list-params';
import { answers, declareRoute, fileBody } from '../route';
import { parseUserListQuery } from './list-query';

/** Only Admins invite, withdraw invitations, change roles, delete users and read a user's history (spec 1 §6). */
const admin = 'manage:users' as const;

const userId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_|-]+$/, 'Not a user id');
const userIdParams = z.object({ id: userId });
const invitationIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/, 'Not an invitation id'),
});
const tokenParams = z.object({ invitation: z.string().min(1).max(128) });

/** A users-service rule's refusal as the API answers it. */
function answer(error: unknown): never {
  if (error instanceof UserRuleError) {
    if (error.kind === 'not_found') throw notFound(error.message);
    if (error.kind === 'forbidden') throw forbidden(error.message);
    throw conflict(error.message);
  }
  // Unknown links are 404, used or expired ones 410: the /authorize page routes both to /error-invitation-not-found.
  if (error instanceof InvitationUnusable)
    throw error.reason === 'unknown' ? notFound(error.message) : gone(error.message);
  throw error;
}

const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    return answer(error);
  }
};

/** Every role id of the body names a role (a field error otherwise, never a 500 from the foreign key). */
async function checkRoles(db: Db, ids: string[]): Promise<void> {
  const known = await knownRoles(db, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw validationFailed({ roles: [`Unknown role: ${unknown.join(', ')}`] });
}

/** Spec 1 §5's rules passed (zod); the password must not be a known breached one either. */
function refuseBreached(password: string): void {
  if (isBreachedPassword(password)) throw validationFailed({ password: [userMessages.breached] });
}

export function userAdminRoutes(app: FastifyInstance, db: Db, publicUrl: string): void {
  const throttle = createSignInThrottle(db, { now: () => sandboxNow(db) });
  // Another organisation's user is 404 before the body's role ids are looked at, exactly like a missing one.
  const mustExist = async (orgId: string, id: string) => {
    if (!(await getUser(db, orgId, id))) throw notFound('User not found');
  };
  const actorOf = (user: { user_id: string; name: string }) => ({ userId: user.user_id, name: user.name });

  declareRoute(app, {
    method: 'PATCH',
    url: '/users/:id',
    response: answers(userResponse, { errors: [409] }),
    access: 'authenticated',
    area: 'users',
    summary: 'Renames a user: oneself (account settings), or a colleague by an Admin',
    schema: { params: userIdParams, body: updateUserBody },
    handler: async ({ params, body, user }): Promise<{ data: User }> => {
      if (!mayActOnUser(user, 'rename', params.id)) {
        // A colleague's record is readable, not writable: 403 for one in the organisation, 404 for anyone else's.
        if (!(await getUser(db, user.org_id, params.id))) throw notFound('User not found');
        throw forbidden();
      }
      return { data: await guarded(() => renameUser(db, user.org_id, actorOf(user), params.id, body.name)) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/users/:id/roles',
    response: answers(userResponse, { errors: [409] }),
    access: admin,
    area: 'users',
    summary: 'Gives a user of the organisation roles (ids rol_ plus 16 alphanumerics)',
    schema: { params: userIdParams, body: userRolesBody },
    handler: async ({ params, body, user }): Promise<{ data: User }> => {
      await mustExist(user.org_id, params.id);
      await checkRoles(db, body.roles);
      return { data: await guarded(() => addRoles(db, user.org_id, actorOf(user), params.id, body.roles)) };
    },
  });

  declareRoute(app, {
    method: 'DELETE',
    url: '/users/:id/roles',
    response: answers(userResponse, { errors: [409] }),
    access: admin,
    area: 'users',
    summary: "Takes roles away and ends the user's sessions; never one's own Admin role nor the last Admin's",
    schema: { params: userIdParams, body: userRolesBody },
    handler: async ({ params, body, user }): Promise<{ data: User }> => {
      await mustExist(user.org_id, params.id);
      await checkRoles(db, body.roles);
      return { data: await guarded(() => removeRoles(db, user.org_id, actorOf(user), params.id, body.roles)) };
    },
  });

  declareRoute(app, {
    method: 'DELETE',
    url: '/users/:id',
    response: answers(null, { errors: [409] }),
    access: admin,
    area: 'users',
    status: 204,
    summary: 'Deletes a user of the organisation and ends their sessions; never oneself nor the last Admin',
    schema: { params: userIdParams },
    handler: async ({ params, user }) => {
      await guarded(() => deleteUser(db, user.org_id, actorOf(user), params.id));
      return undefined;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/users/:id/history',
    response: userHistoryResponse,
    access: admin,
    area: 'users',
    summary: "A user's recorded changes (who, when, what, before, after), newest first, deleted users' too",
    schema: { params: userIdParams },
    handler: async ({ params, user }): Promise<{ data: UserHistoryEntry[] }> => {
      const entries = await historyOf(db, user.org_id, params.id);
      // Unknown here (never in this organisation): 404, as for another organisation's user.
      if (entries.length === 0 && !(await getUser(db, user.org_id, params.id))) throw notFound('User not found');
      return { data: entries };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/users/password-reset',
    response: answers(passwordResetResponse, { errors: [409] }),
    access: 'authenticated',
    area: 'users',
    status: 202,
    summary: "Ends a user's sessions and mails them a one-time reset link: oneself, or a colleague by an Admin",
    schema: { body: passwordResetBody },
    handler: async ({ body, user }): Promise<{ data: { expires_at: string } }> => {
      if (!mayActOnUser(user, 'passwordReset', body.user_id)) {
        if (!(await getUser(db, user.org_id, body.user_id))) throw notFound('User not found');
        throw forbidden();
      }
      return {
        data: await guarded(() => startPasswordReset(db, user.org_id, actorOf(user), body.user_id, publicUrl)),
      };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/password-reset/complete',
    response: answers(null, { errors: [409] }),
    access: 'public',
    status: 204,
    summary: "The mailed reset link's new password: once, before the link expires (else 404)",
    schema: { body: completePasswordResetBody },
    handler: async ({ body }) => {
      refuseBreached(body.password);
      await guarded(() => completePasswordReset(db, body.token, body.password));
      return undefined;
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/users/:id/authentication-methods',
    response: answers(null, { errors: [409, 429] }),
    access: 'authenticated',
    area: 'users',
    status: 204,
    summary: "The caller's own new password (account settings), proved by the current one and throttled like sign-in",
    schema: { params: userIdParams, body: authenticationMethodBody },
    handler: async ({ params, body, user, request, reply }) => {
      if (params.id !== user.user_id) {
        if (!(await getUser(db, user.org_id, params.id))) throw notFound('User not found');
        throw forbidden('Only the user themself changes their password');
      }
      refuseBreached(body.password);
      // A signed-in session is a known client, like a device cookie on the sign-in page: a guesser behind the same
      // office address does not hold it up; the account's limit and the session's own allowance still do.
      const known = { device: `session:${user.grant_id ?? user.user_id}` };
      const verdict = await throttle.attempt(user.email, request.ip, known);
      if (!verdict.allowed) {
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(429, 'too_many_requests', 'Too many attempts: try again later');
      }
      const changed = await guarded(() =>
        changePassword(db, user.org_id, user.user_id, body.current_password, body.password),
      );
      if (!changed) throw validationFailed({ current_password: ['The current password is not correct'] });
      await throttle.succeeded(user.email, request.ip, { ...known, knownDevice: verdict.knownDevice });
      return undefined;
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/users/:id/sessions/revoke-others',
    response: answers(null, { errors: [409] }),
    access: 'authenticated',
    area: 'users',
    status: 204,
    summary:
      "Signs the caller out everywhere else: their other browsers' sessions and refresh tokens end, this one stays",
    schema: { params: userIdParams },
    handler: async ({ params, user }) => {
      if (params.id !== user.user_id) {
        if (!(await getUser(db, user.org_id, params.id))) throw notFound('User not found');
        throw forbidden('Only the user themself signs out their other sessions');
      }
      // A token that names no grant cannot tell this browser from the others.
      if (!user.grant_id) throw conflict('This session cannot be told apart from your others: please sign in again');
      await guarded(() => endOtherSessions(db, user.org_id, actorOf(user), user.grant_id as string));
      return undefined;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/export/users',
    response: fileBody('text/csv'),
    ...exportGates.users,
    summary: "CSV of the organisation's users (the list's search and role filter), streamed",
    schema: { query: listQueryShape },
    handler: async ({ query, user, reply }) => {
      const parsed = parseUserListQuery(query);
      const day = todayIso(await sandboxNow(db));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="users-${day}.csv"`);
      return Readable.from(userCsv(db, user.org_id, { q: parsed.q, roleNames: parsed.roleNames }));
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/users/invitations',
    response: invitationsResponse,
    access: admin,
    area: 'users',
    summary: "The organisation's open invitations, pending or expired by the sandbox clock",
    handler: async ({ user }): Promise<{ data: Invitation[] }> => ({
      data: await listInvitations(db, user.org_id, publicUrl),
    }),
  });

  declareRoute(app, {
    method: 'DELETE',
    url: '/users/invitations/:id',
    response: answers(null, { errors: [409] }),
    access: admin,
    area: 'users',
    status: 204,
    summary: 'Withdraws an open invitation of the organisation; its link stops working',
    schema: { params: invitationIdParams },
    handler: async ({ params, user }) => {
      await guarded(() => deleteInvitation(db, user.org_id, actorOf(user), params.id));
      return undefined;
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/organizations/invite',
    response: answers(invitationResponse, { errors: [409] }),
    access: admin,
    area: 'users',
    status: 201,
    summary: 'Invites an address with roles (or re-sends its open invitation); the mail goes to the sandbox outbox',
    schema: { body: inviteBody },
    handler: async ({ body, user }): Promise<{ data: Invitation }> => {
      await checkRoles(db, body.roles);
      return {
        data: await guarded(() =>
          invite(db, user.org_id, actorOf(user), { email: body.email, roleIds: body.roles }, publicUrl),
        ),
      };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/authorize/:invitation',
    response: answers(invitationLookupResponse, { errors: [410] }),
    access: 'public',
    summary: 'What the /authorize page shows for an invitation link (404 unknown, 410 used or expired)',
    schema: { params: tokenParams },
    handler: async ({ params }) => ({ data: await guarded(() => lookUpInvitation(db, params.invitation)) }),
  });

  declareRoute(app, {
    method: 'POST',
    url: '/authorize',
    response: answers(userResponse, { errors: [409, 410] }),
    access: 'public',
    status: 201,
    summary: 'Accepts an invitation: the invited user, with the invited roles, name, password and the terms agreed',
    schema: { body: acceptInvitationBody },
    handler: async ({ body }): Promise<{ data: User }> => {
      refuseBreached(body.password);
      return { data: await guarded(() => acceptInvitation(db, body)) };
    },
  });
}
