import { generateKeyPair, SignJWT } from 'jose';
import { claimsForUser } from '../../../server/domain/claims';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import type { TestSandbox } from '../helpers/test-sandbox';
import { testAudience, testIssuer } from '../helpers/test-sandbox';

export type BadToken = readonly [label: string, headers: Record<string, string>];

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Every way a caller can fail to prove who they are, each carrying the claims of a persona that would
 * otherwise be let in, so only the token's defect can explain a 401.
 */
export async function badTokens(sandbox: TestSandbox, email: PersonaEmail): Promise<BadToken[]> {
  const claims = await claimsForUser(sandbox.db, personaByEmail(email).id);
  if (!claims) throw new Error(`Persona ${email} is not seeded`);
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const now = Math.floor(Date.now() / 1000);
  const full = { ...claims, iss: testIssuer, aud: testAudience, iat: now, exp: now + 300 };
  const hs256 = await new SignJWT(full)
    .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
    .sign(new TextEncoder().encode('a-shared-secret-nobody-should-trust-0123456789'));
  return [
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
    ['a token of three junk parts', { authorization: 'Bearer a.b.c' }],
    ['another scheme', { authorization: 'Basic YWRtaW46UG9ydGFsLWRlbW8tMSE=' }],
    ['an expired token', await sandbox.authAs(email, { expiresIn: -60 })],
    ['a token signed by another key', await sandbox.authAs(email, { signWith: otherKey })],
    ['a token for another audience', await sandbox.authAs(email, { audience: 'https://elsewhere.test/api' })],
    ['a token from another issuer', await sandbox.authAs(email, { issuer: 'https://elsewhere.test/oidc' })],
    ['an unsigned token (alg none)', { authorization: `Bearer ${b64({ alg: 'none' })}.${b64(full)}.AAAA` }],
    ['an HS256 token', { authorization: `Bearer ${hs256}` }],
    // RFC 9068: an ID token signed by the same provider is not an access token; only typ at+jwt is.
    ['a token typed JWT (as an ID token is)', await sandbox.authAs(email, { typ: 'JWT' })],
    ['a token with no typ', await sandbox.authAs(email, { typ: null })],
  ];
}
