import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { revokeUserTokens } from '../identity/revocation';
import { sandboxNow } from './incidents/clock';
import { writeOutboxMessage } from './orders/outbox';
import { hashPassword, verifyPassword } from './passwords';
import { UserRuleError } from './user-admin';
import { type Actor, randomId, recordChange } from './user-audit';
import { getUser } from './users';

/** How long a reset link works, by the sandbox clock. */
const passwordResetLifetimeMs = 60 * 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Where the mailed link leads: the portal's reset page (to be built with account settings) with the one-time token. */
const passwordResetUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reset-password?${new URLSearchParams({ token })}`;

/**
 * POST /users/password-reset: ends the user's sessions at once and mails them a one-time link that expires. Only the
 * token's hash is kept, so the database never holds a usable link; earlier unused links of the user stop working.
 */
export async function startPasswordReset(
  db: Db,
  orgId: string,
  actor: Actor,
  userId: string,
  publicUrl: string,
): Promise<{ expires_at: string }> {
  const target = await getUser(db, orgId, userId);
  if (!target) throw new UserRuleError('not_found', 'User not found');
  const now = await sandboxNow(db);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + passwordResetLifetimeMs);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.insert(passwordResets).values({ tokenHash: digest(token), userId, createdAt: now, expiresAt });
    await revokeUserTokens(tx, userId);
    await recordChange(tx, {
      orgId,
      subjectId: userId,
      actor,
      action: 'user.password_reset_requested',
      before: null,
      after: { expires_at: expiresAt.toISOString() },
      at: now,
    });
    const body = `Choose a new password before ${expiresAt.toISOString()} (the link works once): ${passwordResetUrl(publicUrl, token)}`;
    const mail = { orgId, body, file: null, createdAt: now };
    await writeOutboxMessage(tx as unknown as Db, {
      ...mail,
      id: randomId('msg_'),
      userId,
      subject: 'Reset your customer portal password',
    });
    // A colleague locked out of their account cannot sign in to read the sandbox outbox, so an Admin's reset leaves a
    // copy in the Admin's outbox to pass on, as the invitation mail does (and as an identity provider's
    // password-change ticket hands its link to the administrator who asked for it).
    if (actor.userId && actor.userId !== userId) {
      await writeOutboxMessage(tx as unknown as Db, {
        ...mail,
        id: randomId('msg_'),
        userId: actor.userId,
        subject: `To ${target.email}: Reset your customer portal password`,
      });
    }
  });
  return { expires_at: expiresAt.toISOString() };
}

/** The mailed link's second half: a new password for the token's user, once, before it expires (else 410). */
export async function completePasswordReset(db: Db, token: string, password: string): Promise<void> {
  const now = await sandboxNow(db);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning();
    if (!used) throw new UserRuleError('not_found', 'This password reset link is not valid or has expired');
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ orgId: users.orgId });
    if (!user) throw new UserRuleError('not_found', 'This password reset link is not valid or has expired');
    await revokeUserTokens(tx, used.userId);
    await recordChange(tx, {
      orgId: user.orgId,
      subjectId: used.userId,
      actor: { userId: used.userId, name: null },
      action: 'user.password_reset',
      at: now,
    });
  });
}

/**
 * POST /users/{id}/authentication-methods: the signed-in user's own new password, proved by the current one. The
 * other sessions stay (the caller's own would end with them); a wrong current password is refused with a field error.
 */
export async function changePassword(
  db: Db,
  orgId: string,
  userId: string,
  current: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)));
  if (!row) throw new UserRuleError('not_found', 'User not found');
  if (!(await verifyPassword(current, row.hash))) return false;
  const passwordHash = await hashPassword(password);
  const now = await sandboxNow(db);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await recordChange(tx, {
      orgId,
      subjectId: userId,
      actor: { userId, name: null },
      action: 'user.password_changed',
      at: now,
    });
  });
  return true;
}
