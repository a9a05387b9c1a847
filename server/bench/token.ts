import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { claimsForUser } from '../domain/claims';
import { apiScope, clientId, mountPath, oidcScopes } from '../identity/client-settings';
import { loadIdentitySecrets } from '../identity/secrets';

/**
 * An access token as the identity provider would issue it after a real sign-in, signed with the provider's persisted key.
 * Bench only: it skips the browser flow (PKCE, cookies, consent) that the e2e suite already covers, so the load run
 * needs no browser and measures the API alone.
 */
export async function mintAccessToken(
  db: Db,
  opts: { publicUrl: string; userId: string; ttlSeconds: number },
): Promise<string> {
  const claims = await claimsForUser(db, opts.userId);
  if (!claims) throw new Error(`No user ${opts.userId} to mint a token for`);
  const [key] = (await loadIdentitySecrets(db)).signingKeys;
  if (!key?.kid) throw new Error('The identity provider has no signing key yet');
  return new SignJWT({ ...claims, client_id: clientId, scope: [...oidcScopes, apiScope].join(' ') })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
    .setIssuer(`${opts.publicUrl}${mountPath}`)
    .setAudience(`${opts.publicUrl}/api`)
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${opts.ttlSeconds}s`)
    .sign(await importJWK(key, 'RS256'));
}
