import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  type AppCredential,
  type CredentialScope,
  credentialScopes,
  maxActiveCredentials,
} from '../../../src/contracts/developer';
import { type AreaName, credentialScopeAreas } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { type DeveloperCredentialRow, developerCredentials, organisations } from '../../db/schema';
import { sandboxNow } from '../incidents/clock';
import { hashPassword, verifyPassword } from '../passwords';
import { randomId } from '../user-audit';

/** Every developer client's id starts so; the portal's own client (portal-spa) never does. */
export const developerClientPrefix = 'fwc_';
const secretPrefix = 'fws_';

/** A new client secret: 32 random bytes, base64url, with a prefix that secret scanners can match. */
const newSecret = () => `${secretPrefix}${randomBytes(32).toString('base64url')}`;
const hintOf = (secret: string) => secret.slice(-4);

export const isDeveloperClientId = (clientId: string) =>
  clientId.startsWith(developerClientPrefix) && clientId.length <= 64;

/** scrypt, as for passwords: the secret is never stored, and the comparison is constant-time. */
export const hashClientSecret = (secret: string) => hashPassword(secret);
export const verifyClientSecret = (secret: string, stored: string) =>
  typeof secret === 'string' && secret.length <= 256 ? verifyPassword(secret, stored) : Promise.resolve(false);

/** The scopes an organisation's switched-on areas allow, in the contract's order. */
export function allowedScopes(areaOpen: (area: AreaName) => boolean): CredentialScope[] {
  return credentialScopes.filter((scope) => areaOpen(credentialScopeAreas[scope]));
}

function toAppCredential(row: DeveloperCredentialRow): AppCredential {
  return {
    id: row.id,
    name: row.name,
    client_id: row.clientId,
    secret_hint: row.secretHint,
    scopes: credentialScopes.filter((s) => row.scopes.includes(s)),
    status: row.status === 'revoked' ? 'revoked' : 'active',
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    secret_created_at: row.secretCreatedAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listCredentials(db: Db, orgId: string): Promise<AppCredential[]> {
  const rows = await db
    .select()
    .from(developerCredentials)
    .where(eq(developerCredentials.orgId, orgId))
    .orderBy(desc(developerCredentials.createdAt), desc(developerCredentials.id));
  return rows.map(toAppCredential);
}

interface Creator {
  orgId: string;
  userId: string;
  name: string;
}

export type CredentialOutcome =
  | { ok: true; credential: AppCredential; secret: string }
  | { ok: false; status: 400 | 404 | 409; field: string; message: string };

export async function createCredential(
  db: Db,
  creator: Creator,
  input: { name: string; scopes: CredentialScope[] },
  allowed: readonly CredentialScope[],
): Promise<CredentialOutcome> {
  const refused = input.scopes.filter((s) => !allowed.includes(s));
  if (refused.length > 0) {
    return { ok: false, status: 400, field: 'scopes', message: `Your organisation cannot grant ${refused.join(', ')}` };
  }
  const [active] = await db
    .select({ n: count() })
    .from(developerCredentials)
    .where(and(eq(developerCredentials.orgId, creator.orgId), eq(developerCredentials.status, 'active')));
  if ((active?.n ?? 0) >= maxActiveCredentials) {
    return {
      ok: false,
      status: 409,
      field: 'name',
      message: `An organisation may hold ${maxActiveCredentials} active credentials; revoke one first`,
    };
  }
  const secret = newSecret();
  const now = await sandboxNow(db);
  const [row] = await db
    .insert(developerCredentials)
    .values({
      id: randomId('crd_'),
      orgId: creator.orgId,
      clientId: randomId(developerClientPrefix, 24),
      name: input.name,
      scopes: credentialScopes.filter((s) => input.scopes.includes(s)),
      secretHash: await hashClientSecret(secret),
      secretHint: hintOf(secret),
      secretCreatedAt: now,
      status: 'active',
      createdBy: creator.name,
      createdByUserId: creator.userId,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('credential not stored');
  return { ok: true, credential: toAppCredential(row), secret };
}

const notFound: CredentialOutcome = { ok: false, status: 404, field: 'credentialId', message: 'Credential not found' };
const revokedAlready: CredentialOutcome = {
  ok: false,
  status: 409,
  field: 'credentialId',
  message: 'This credential has been revoked',
};

async function findOwn(db: Db, orgId: string, id: string): Promise<DeveloperCredentialRow | undefined> {
  const [row] = await db
    .select()
    .from(developerCredentials)
    .where(and(eq(developerCredentials.id, id), eq(developerCredentials.orgId, orgId)));
  return row;
}

/** A new secret; the old one is refused from this moment (the provider reads the hash at every token request). */
export async function rotateCredential(db: Db, orgId: string, id: string): Promise<CredentialOutcome> {
  const row = await findOwn(db, orgId, id);
  if (!row) return notFound;
  if (row.status !== 'active') return revokedAlready;
  const secret = newSecret();
  const [updated] = await db
    .update(developerCredentials)
    .set({
      secretHash: await hashClientSecret(secret),
      secretHint: hintOf(secret),
      secretCreatedAt: await sandboxNow(db),
    })
    .where(and(eq(developerCredentials.id, id), eq(developerCredentials.status, 'active')))
    .returning();
  if (!updated) return revokedAlready;
  return { ok: true, credential: toAppCredential(updated), secret };
}

/** Revoked for good: no new token, and its issued tokens are refused at their next call (server/http/auth.ts). */
export async function revokeCredential(
  db: Db,
  orgId: string,
  id: string,
): Promise<{ ok: true; credential: AppCredential } | Exclude<CredentialOutcome, { ok: true }>> {
  const row = await findOwn(db, orgId, id);
  if (!row) return notFound as Exclude<CredentialOutcome, { ok: true }>;
  if (row.status !== 'active') return revokedAlready as Exclude<CredentialOutcome, { ok: true }>;
  const [updated] = await db
    .update(developerCredentials)
    .set({ status: 'revoked', revokedAt: await sandboxNow(db) })
    .where(eq(developerCredentials.id, id))
    .returning();
  if (!updated) throw new Error('credential not updated');
  return { ok: true, credential: toAppCredential(updated) };
}

/** An active credential by its client id, for the identity provider. */
export async function activeClient(db: Db, clientId: string): Promise<DeveloperCredentialRow | undefined> {
  if (!isDeveloperClientId(clientId) || clientId.includes('\u0000')) return undefined;
  const [row] = await db
    .select()
    .from(developerCredentials)
    .where(and(eq(developerCredentials.clientId, clientId), eq(developerCredentials.status, 'active')));
  return row;
}

/** What a client-credentials token carries, read when it is issued; stamps the credential's last use. */
export async function clientTokenClaims(db: Db, clientId: string) {
  const row = await activeClient(db, clientId);
  if (!row) return undefined;
  const [org] = await db
    .select({ name: organisations.name, customerId: organisations.customerId })
    .from(organisations)
    .where(eq(organisations.id, row.orgId));
  if (!org) return undefined;
  await db
    .update(developerCredentials)
    .set({ lastUsedAt: await sandboxNow(db) })
    .where(eq(developerCredentials.id, row.id));
  return {
    user_id: row.id,
    credential_id: row.id,
    email: '',
    name: row.name,
    org_id: row.orgId,
    org_name: org.name,
    customer_id: org.customerId,
    roles: [],
    permissions: credentialScopes.filter((s) => row.scopes.includes(s)),
    // The person who created it accepted the terms (the routes that create credentials need them).
    terms_accepted: true,
  };
}

/** Whether a credential's tokens may still be used: undefined once revoked or when it is not the organisation's. */
export async function credentialLive(db: Db, orgId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: developerCredentials.id })
    .from(developerCredentials)
    .where(
      and(
        eq(developerCredentials.id, id),
        eq(developerCredentials.orgId, orgId),
        eq(developerCredentials.status, 'active'),
      ),
    );
  return row !== undefined;
}
