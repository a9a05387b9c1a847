import { z } from 'zod';
import { request } from '@/api/http';
import {
  type AcceptInvitationBody,
  type Invitation,
  type invitationLookup,
  invitationLookupResponse,
  invitationResponse,
  invitationsResponse,
} from '@/contracts/user-management';
import { type User, userResponse } from '@/contracts/users';

export type InvitationLookup = z.infer<typeof invitationLookup>;
const noContent = z.undefined();

/** GET /users/invitations (Admins): the organisation's open invitations, pending or expired. */
export async function listInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return (await request('users', '/users/invitations', { schema: invitationsResponse, signal })).data;
}

/** POST /organizations/invite (Admins): a new invitation, or the open one to that address sent again. */
export async function inviteUser(email: string, roles: string[]): Promise<Invitation> {
  return (
    await request('users', '/organizations/invite', {
      method: 'POST',
      body: { email, roles },
      schema: invitationResponse,
    })
  ).data;
}

/** DELETE /users/invitations/{id} (Admins): the link stops working. */
export async function deleteInvitation(id: string): Promise<void> {
  await request('users', `/users/invitations/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContent });
}

/** GET /authorize/{invitation} (public): what the acceptance page shows; 404 unknown, 410 used or expired. */
export async function lookUpInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return (
    await request('users', `/authorize/${encodeURIComponent(token)}`, {
      auth: false,
      schema: invitationLookupResponse,
      signal,
    })
  ).data;
}

/** POST /authorize (public): the invitee's name, password and the terms; answers the new user. */
export async function acceptInvitation(body: AcceptInvitationBody): Promise<User> {
  return (await request('users', '/authorize', { method: 'POST', auth: false, body, schema: userResponse })).data;
}
