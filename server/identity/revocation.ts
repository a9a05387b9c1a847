import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcPayloads, users } from '../db/schema';

type Tx = Pick<Db, 'update' | 'delete'>;

/**
 * Ends every open session of a user at once: the provider's sessions, grants, codes and refresh tokens of the account
 * are deleted (so no refresh succeeds and the sign-in page asks again), and access tokens issued before this second
 * are refused by the bearer check (server/http/auth.ts). A token's iat is whole seconds, so a token issued in the same
 * second as the revocation counts as older and is refused too: safe, at the cost of a sign-in within that second.
 * The time is this process's clock, the one oidc-provider stamps iat with (not the database's).
 */
export async function revokeUserTokens(tx: Tx, userId: string): Promise<void> {
  await tx.update(users).set({ tokensRevokedAt: new Date() }).where(eq(users.id, userId));
  await deleteProviderRecords(tx, userId);
}

/** The provider's records that name the account (Session, Grant, RefreshToken, AuthorizationCode...). */
async function deleteProviderRecords(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(oidcPayloads).where(eq(sql`(${oidcPayloads.payload}->>'accountId')`, userId));
}

/**
 * 'Sign out everywhere else': every provider record naming the account except those of the caller's own grant (its
 * Grant row, its refresh tokens and codes, and the session that holds it) is deleted, so no other browser refreshes; the
 * other browsers' access tokens end at their next call because their grant is gone (the bearer check reads it).
 * tokens_revoked_at is not stamped: that would end the caller's own token too.
 */
export async function revokeOtherSessions(tx: Pick<Db, 'delete'>, userId: string, keepGrantId: string): Promise<void> {
  const holdsGrant = sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload}->'authorizations', '{}'::jsonb)) a where a.value->>'grantId' = ${keepGrantId})`;
  const keep = or(
    and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, keepGrantId)),
    // coalesce: a null grant_id must count as another grant's, not make the whole condition unknown.
    sql`coalesce(${oidcPayloads.grantId}, '') = ${keepGrantId}`,
    and(eq(oidcPayloads.model, 'Session'), holdsGrant),
  );
  await tx
    .delete(oidcPayloads)
    .where(and(eq(sql`(${oidcPayloads.payload}->>'accountId')`, userId), sql`not (${keep})`));
}
