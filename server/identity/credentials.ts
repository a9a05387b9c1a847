import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../domain/passwords';

/**
 * Checks an email (any case) and password; on success counts the login and returns the account id.
 * Unknown emails still cost one hash so timing does not tell which addresses exist.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<string | undefined> {
  const key = email.trim().toLowerCase();
  // No account has an address PostgreSQL cannot even compare (a NUL is an error there, not a mismatch) or one
  // longer than RFC 5321 allows; such an email still costs its hash below, like any unknown one.
  const comparable = key.length <= 320 && !key.includes('\u0000');
  const [user] = comparable
    ? await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, key))
    : [];
  const ok = await verifyPassword(password, user?.passwordHash ?? decoyHash);
  if (!user || !ok) return undefined;
  await db
    .update(users)
    .set({ loginsCount: sql`${users.loginsCount} + 1`, lastLogin: new Date() })
    .where(eq(users.id, user.id));
  return user.id;
}

/** A well-formed hash of no one's password, for the unknown-email path. */
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
