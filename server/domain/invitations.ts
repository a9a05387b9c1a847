import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { notificationLinks } from '../../src/contracts/notifications';
import type { AcceptInvitationBody, Invitation } from '../../src/contracts/user-management';
import type { RoleName, User } from '../../src/contracts/users';
import type { Db } from '../db/client';
import { invitations, organisations, userRoles, users } from '../db/schema';
import { sandboxNow } from './incidents/clock';
import { storeNotification } from './notifications/create';
import { publishNotifications } from './notifications/publisher';
import { writeOutboxMessage } from './orders/outbox';
import { hashPassword } from './passwords';
import { knownRoles, UserRuleError } from './user-admin';
import { type Actor, randomId, recordChange } from './user-audit';
import { getUser } from './users';

/** How long an invitation stays pending, by the sandbox clock. */
const invitationLifetimeMs = 7 * 24 * 60 * 60_000;

type InvitationRow = typeof invitations.$inferSelect;

/**
 * The link the invitee opens: the portal's /authorize page with the acceptance data of spec 1 §3 (invitation,
 * organization, organization_name). The invitation parameter is the one-time token, not the listed invitation id.
 */
function invitationUrl(publicUrl: string, row: InvitationRow, orgName: string): string {
  const query = new URLSearchParams({ invitation: row.token, organization: row.orgId, organization_name: orgName });
  return `${publicUrl}/authorize?${query}`;
}

async function orgName(db: Pick<Db, 'select'>, orgId: string): Promise<string> {
  const [row] = await db.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, orgId));
  return row?.name ?? '';
}

async function toInvitation(
  db: Db,
  publicUrl: string,
  row: InvitationRow,
  now: Date,
  org: string,
): Promise<Invitation> {
  const names = await knownRoles(db, row.roleIds);
  return {
    invitation_id: row.id,
    roles: row.roleIds.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) as string })),
    inviter: { name: row.inviterName },
    invitee: { email: row.email },
    status: row.expiresAt > now ? 'pending' : 'expired',
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    invitation_url: invitationUrl(publicUrl, row, org),
  };
}

/** GET /users/invitations: the organisation's open (unaccepted) invitations, pending or expired, newest first. */
export async function listInvitations(db: Db, orgId: string, publicUrl: string): Promise<Invitation[]> {
  const [rows, now, org] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(and(eq(invitations.orgId, orgId), isNull(invitations.acceptedAt)))
      .orderBy(desc(invitations.createdAt))
      .limit(500),
    sandboxNow(db),
    orgName(db, orgId),
  ]);
  return Promise.all(rows.map((r) => toInvitation(db, publicUrl, r, now, org)));
}

const newToken = () => randomBytes(24).toString('base64url');

/**
 * POST /organizations/invite: invites an address with roles, or re-sends the open invitation to it (a new link and a
 * new expiry; the old link stops working). An address that already has an account in the inviter's organisation is
 * refused (409). One in another organisation is invited as any other address: answering 409 there would tell any Admin
 * which addresses have accounts with other providers' customers. Its owner learns at acceptance that the address is taken.
 */
export async function invite(
  db: Db,
  orgId: string,
  actor: Actor & { userId: string; name: string },
  input: { email: string; roleIds: string[] },
  publicUrl: string,
): Promise<Invitation> {
  const email = input.email.toLowerCase();
  const now = await sandboxNow(db);
  const org = await orgName(db, orgId);
  const row = await db.transaction(async (tx) => {
    const [colleague] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.orgId, orgId), eq(sql`lower(${users.email})`, email)))
      .limit(1);
    if (colleague) throw new UserRuleError('conflict', 'This email address already has an account');
    const [open] = await tx
      .select()
      .from(invitations)
      .where(
        and(eq(invitations.orgId, orgId), eq(sql`lower(${invitations.email})`, email), isNull(invitations.acceptedAt)),
      )
      .for('update');
    const values = {
      roleIds: [...new Set(input.roleIds)],
      inviterId: actor.userId,
      inviterName: actor.name,
      token: newToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + invitationLifetimeMs),
    };
    const [saved] = open
      ? await tx.update(invitations).set(values).where(eq(invitations.id, open.id)).returning()
      : await tx
          .insert(invitations)
          .values({ id: randomId('inv_'), orgId, email, ...values })
          .returning();
    if (!saved) throw new Error('invitation not saved');
    await recordChange(tx, {
      orgId,
      subjectId: saved.id,
      actor,
      action: open ? 'invitation.resent' : 'invitation.created',
      before: open ? { roles: open.roleIds, expires_at: open.expiresAt.toISOString() } : null,
      after: { email, roles: saved.roleIds, expires_at: saved.expiresAt.toISOString() },
      at: now,
    });
    // The sandbox's mail: kept in the inviter's outbox (the invitee has no account to read one yet).
    const url = invitationUrl(publicUrl, saved, org);
    await writeOutboxMessage(tx as unknown as Db, {
      id: randomId('msg_'),
      orgId,
      userId: actor.userId,
      subject: `To ${email}: ${actor.name} invited you to ${org} on the customer portal`,
      body: `${actor.name} invited ${email} to join ${org}. Accept the invitation before ${saved.expiresAt.toISOString()}: ${url}`,
      file: null,
      createdAt: now,
    });
    return saved;
  });
  return toInvitation(db, publicUrl, row, now, org);
}

/** DELETE /users/invitations/{id}: withdraws an open invitation of the organisation; its link stops working. */
export async function deleteInvitation(db: Db, orgId: string, actor: Actor, id: string): Promise<void> {
  const now = await sandboxNow(db);
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.orgId, orgId), isNull(invitations.acceptedAt)))
      .returning();
    if (!gone) throw new UserRuleError('not_found', 'Invitation not found');
    await recordChange(tx, {
      orgId,
      subjectId: id,
      actor,
      action: 'invitation.deleted',
      before: { email: gone.email, roles: gone.roleIds },
      after: null,
      at: now,
    });
  });
}

/** Why a link cannot be used: unknown (404), or used or expired (410); the /authorize page routes both alike. */
export class InvitationUnusable extends Error {
  constructor(public readonly reason: 'unknown' | 'used' | 'expired') {
    super(
      reason === 'unknown'
        ? 'Invitation not found'
        : reason === 'used'
          ? 'This invitation has already been used'
          : 'This invitation has expired',
    );
  }
}

async function usableInvitation(db: Pick<Db, 'select'>, token: string, now: Date): Promise<InvitationRow> {
  const [row] = await db.select().from(invitations).where(eq(invitations.token, token)).limit(1);
  if (!row) throw new InvitationUnusable('unknown');
  if (row.acceptedAt) throw new InvitationUnusable('used');
  if (row.expiresAt <= now) throw new InvitationUnusable('expired');
  return row;
}

/** What the /authorize page shows for a link before the form is filled. */
export async function lookUpInvitation(db: Db, token: string) {
  const row = await usableInvitation(db, token, await sandboxNow(db));
  const names = await knownRoles(db, row.roleIds);
  return {
    email: row.email,
    organization: row.orgId,
    organization_name: await orgName(db, row.orgId),
    roles: [...names.values()] as RoleName[],
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The invitee accepts: a user of the inviting organisation with the invited address and roles, the terms accepted
 * (the form's box), the password hashed like every other. The invitation is used once: a second acceptance is 410.
 */
export async function acceptInvitation(db: Db, body: AcceptInvitationBody): Promise<User> {
  const now = await sandboxNow(db);
  const passwordHash = await hashPassword(body.password);
  const { orgId, userId, notification } = await db.transaction(async (tx) => {
    const row = await usableInvitation(tx, body.invitation, now);
    // One-time: only the transaction that marks it accepted goes on.
    const [claimed] = await tx
      .update(invitations)
      .set({ acceptedAt: now })
      .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (!claimed) throw new InvitationUnusable('used');
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, row.email.toLowerCase()))
      .limit(1);
    if (taken) throw new UserRuleError('conflict', 'This email address already has an account');
    const id = randomId('usr_');
    await tx.insert(users).values({
      id,
      orgId: row.orgId,
      email: row.email,
      name: body.name,
      passwordHash,
      termsAccepted: true,
      createdAt: now,
      createdBy: row.inviterId,
    });
    const roleIds = [...(await knownRoles(tx, row.roleIds)).keys()];
    if (roleIds.length > 0) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    await recordChange(tx, {
      orgId: row.orgId,
      subjectId: id,
      actor: { userId: id, name: body.name },
      action: 'user.created',
      before: null,
      after: { email: row.email, name: body.name, invitation_id: row.id, invited_by: row.inviterId },
      at: now,
    });
    // The inviter hears of it on their own channel ('My Notifications'); the organisation's when the inviter is gone.
    const [inviter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.inviterId));
    const notification = await storeNotification(tx, {
      orgId: row.orgId,
      userEmail: inviter?.email ?? null,
      message: `${body.name} (${row.email}) accepted your invitation and joined the portal.`,
      link: notificationLinks.users(),
      from: 'User Management',
      eventKey: `invitation:${row.id}:accepted`,
      at: now,
    });
    return { orgId: row.orgId, userId: id, notification };
  });
  await publishNotifications(db, [notification]);
  const created = await getUser(db, orgId, userId);
  if (!created) throw new Error('accepted user not found');
  return created;
}
