import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { Db } from '../../../server/db/client';
import { claimsForUser } from '../../../server/domain/claims';
import { type BuildAppOptions, buildApp } from '../../../server/http/app';
import { createTokenVerifier } from '../../../server/http/auth';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import type { AccessTokenClaims } from '../../../src/contracts/users';
import { openTestDatabase } from './test-database';
import type { Driver } from './test-env';

export const testIssuer = 'https://sandbox.test/oidc';
export const testAudience = 'https://sandbox.test/api';

interface MintOptions {
  /** Seconds from now; negative for a token that has already expired. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
  /** Sign with another key pair (a token the sandbox must not trust). */
  signWith?: CryptoKey;
  kid?: string;
  /** The JOSE header's typ; `at+jwt` as the identity provider sets it (RFC 9068) unless given, null for none. */
  typ?: string | null;
  claims?: Partial<AccessTokenClaims> & Record<string, unknown>;
}

export interface TestSandbox {
  app: FastifyInstance;
  db: Db;
  /** A bearer header for a seeded persona, with the claims the identity provider would put in the token. */
  authAs(email: PersonaEmail, opts?: MintOptions): Promise<{ authorization: string }>;
  mint(claims: Record<string, unknown>, opts?: MintOptions): Promise<string>;
  close(): Promise<void>;
}

/** The real app over a real, seeded database, trusting one test signing key. */
export async function createTestSandbox(
  driver: Driver,
  opts: {
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** More of buildApp's options (a data folder, shorter timeouts). */
    app?: Partial<Omit<BuildAppOptions, 'db' | 'verifier'>>;
    /** Seed now instead of copying the run's seeded template (for checks of the seed's dates against the clock). */
    seedNow?: boolean;
  } = {},
): Promise<TestSandbox> {
  const database = await openTestDatabase(driver, { seeded: true, seedNow: opts.seedNow ?? false });
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = { keys: [publicJwk] };
  const verifier = createTokenVerifier({ jwks: async () => keySet, issuer: testIssuer, audience: testAudience });
  const app = buildApp({ ...opts.app, db: database.db, verifier });
  await opts.beforeReady?.(app);
  await app.ready();

  const mint: TestSandbox['mint'] = async (claims, o = {}) =>
    new SignJWT({ ...claims, ...o.claims })
      .setProtectedHeader({
        alg: 'RS256',
        kid: o.kid ?? 'test-key',
        ...(o.typ === null ? {} : { typ: o.typ ?? 'at+jwt' }),
      })
      .setIssuer(o.issuer ?? testIssuer)
      .setAudience(o.audience ?? testAudience)
      .setSubject(String(claims.sub ?? 'nobody'))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + (o.expiresIn ?? 300))
      .sign(o.signWith ?? privateKey);

  return {
    app,
    db: database.db,
    mint,
    async authAs(email, o) {
      const claims = await claimsForUser(database.db, personaByEmail(email).id);
      if (!claims) throw new Error(`Persona ${email} is not seeded`);
      return { authorization: `Bearer ${await mint(claims, o)}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
