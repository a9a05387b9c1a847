import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { identitySecrets } from '../db/schema';

export interface IdentitySecrets {
  /** Private RSA signing keys (the first one signs). */
  signingKeys: JWK[];
  /** Keygrip keys for the provider's signed cookies. */
  cookieKeys: string[];
  /** The HMAC key of the sign-in page's device cookies (server/identity/device-cookie.ts). */
  deviceCookieKey: string;
}

const signingKeysName = 'oidc.signing-keys';
const cookieKeysName = 'oidc.cookie-keys';
const deviceCookieKeyName = 'sign-in.device-cookie-key';

/** Parameters that only a private JWK carries; stripped to publish the key set. */
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

export function publicJwk(jwk: JWK): JWK {
  const copy: JWK = { ...jwk };
  for (const member of privateMembers) delete copy[member];
  return copy;
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/**
 * Reads a secret, creating it on first start. `on conflict do nothing` plus a re-read lets two processes
 * starting together agree on one value.
 */
export async function loadOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [existing] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  if (existing) return existing.value as T;
  await db
    .insert(identitySecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name));
  if (!stored) throw new Error(`identity secret ${name} could not be stored`);
  return stored.value as T;
}

/** Signing and cookie keys kept in the database, so a restart signs nobody out (nor forgets a known browser). */
export async function loadIdentitySecrets(db: Db): Promise<IdentitySecrets> {
  const signing = await loadOrCreate(db, signingKeysName, async () => ({ keys: [await newSigningKey()] }));
  const cookieKeys = await loadOrCreate(db, cookieKeysName, async () => [randomBytes(32).toString('base64url')]);
  const deviceCookieKey = await loadOrCreate(db, deviceCookieKeyName, async () =>
    randomBytes(32).toString('base64url'),
  );
  return { signingKeys: (signing as { keys: JWK[] }).keys, cookieKeys, deviceCookieKey };
}
