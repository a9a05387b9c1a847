import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet, errors as joseErrors, jwtVerify } from 'jose';
import { type AccessTokenClaims, accessTokenClaims } from '../../src/contracts/users';
import {
  type Access,
  type AreaName,
  areaOpen,
  type Gate,
  grants as grantsPermissions,
} from '../../src/lib/access-rules';
import type { Db } from '../db/client';
import { credentialLive } from '../domain/developer/credentials';
import { orgFlagCache } from '../domain/flags';
import { type AccountState, accountState } from '../domain/users';
import { forbidden, notFound, termsNotAccepted, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set for every non-public route before its handler runs. */
    user?: AccessTokenClaims;
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<AccessTokenClaims>;
}

/** How many verified tokens the verifier remembers (about 1 KB each); the oldest is forgotten first. */
const verifiedTokenCacheSize = 1_000;

/**
 * Verifies the portal's RS256 access tokens against the identity provider's public keys.
 *
 * A token that passed is remembered, by its exact text, until its `exp`: the same bytes against the same key set always
 * verify the same way, so a client's next request with it costs a map lookup instead of an RS256 verification and a zod
 * parse of the claims (most of a cheap request's time). The memory is dropped when the provider's key set changes, and
 * an entry is used only while the token has not expired (checked as jose does, to the second); failures are never
 * remembered, so an expired or bad token always gets jose's own answer.
 */
export function createTokenVerifier(opts: {
  jwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
  /** Verified tokens remembered; 0 turns the memory off. */
  cacheSize?: number;
}): TokenVerifier {
  const cacheSize = opts.cacheSize ?? verifiedTokenCacheSize;
  // Re-build the key set only when the provider hands out a new one (key rotation).
  let cached: { keys: JSONWebKeySet['keys']; keySet: ReturnType<typeof createLocalJWKSet> } | undefined;
  const keySet = async () => {
    const source = await opts.jwks();
    if (cached?.keys !== source.keys) {
      cached = { keys: source.keys, keySet: createLocalJWKSet(source) };
      verified.clear();
    }
    return cached.keySet;
  };
  const verified = new Map<string, { claims: AccessTokenClaims; exp: number }>();

  return {
    async verify(token) {
      const set = await keySet();
      const known = verified.get(token);
      // jose's own rule: expired once exp <= now, in whole seconds.
      if (known && known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      if (known) verified.delete(token);
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, set, {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ['RS256'],
          // RFC 9068 §4: an access token says so in its header, so an ID token (same key, issuer) is never one.
          typ: 'at+jwt',
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) {
          throw unauthorized(
            error instanceof joseErrors.JWTExpired ? 'Your session has expired' : 'Invalid access token',
          );
        }
        throw error;
      }
      const claims = accessTokenClaims.safeParse(payload);
      if (!claims.success) throw unauthorized('Invalid access token');
      const exp = (payload as { exp: number }).exp;
      // Only if the key set did not change while this token was being checked.
      if (cacheSize > 0 && cached?.keySet === set) {
        if (verified.size >= cacheSize) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims: Object.freeze(claims.data), exp });
      }
      return claims.data;
    },
  };
}

// RFC 7235 §2.1: the scheme name is case-insensitive ("bearer", "BEARER" are the same scheme).
const bearer = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

export type { Access };

/** Everything a route declares about who may call it, besides its schemas. */
export interface RouteGate {
  access: Access;
  /** The portal area the route belongs to; while it is closed for the caller's organisation the route answers 404. */
  area?: AreaName;
  /**
   * Other ways through the gate, each an area and the access needed in it (src/lib/access-rules.ts), for a route that
   * serves two areas (the network map: support and ordering). The caller passes when any way, this one included, lets
   * them through; the route is absent (404) only when every way's area is closed.
   */
  orVia?: readonly Gate[];
  /** Callable before the terms are accepted (accepting them, and what the shell needs to show the prompt). */
  beforeTerms?: boolean;
  /**
   * The path parameter that names a user: when it is the caller, the route answers whatever the area, access or terms,
   * since a user's own record is theirs to read (it is in their token already).
   */
  ownRecord?: string;
}

/** What the access check reads besides the token, cheaply: flags are cached per organisation. */
export interface AccessFacts {
  onFlags(orgId: string): Promise<ReadonlySet<string>>;
  /** The account as stored now: undefined once deleted; when its tokens were last revoked. */
  account(orgId: string, userId: string, grantId?: string): Promise<AccountState | undefined>;
  /** Whether a developer credential is still active in the organisation (its tokens end once it is revoked). */
  credentialLive(orgId: string, credentialId: string): Promise<boolean>;
}

export function accessFacts(db: Db): AccessFacts {
  const flags = orgFlagCache(db);
  return {
    onFlags: (orgId) => flags.onFlags(orgId),
    account: (orgId, userId, grantId) => accountState(db, orgId, userId, grantId),
    credentialLive: (orgId, credentialId) => credentialLive(db, orgId, credentialId),
  };
}

/** Whether an area is open for the organisation, for a handler whose input picks the area (an export's type). */
export async function isAreaOpen(facts: AccessFacts, orgId: string, area: AreaName): Promise<boolean> {
  const on = await facts.onFlags(orgId);
  return areaOpen(area, (name) => on.has(name));
}

export const grants = (user: Pick<AccessTokenClaims, 'permissions'>, access: Exclude<Access, 'public'>): boolean =>
  grantsPermissions(user.permissions, access);

/** The ways through a route's gate: its own area and access, then any other ways it declares. */
export const waysThrough = (gate: RouteGate): { access: Exclude<Access, 'public'>; area?: AreaName }[] =>
  gate.access === 'public' ? [] : [{ access: gate.access, area: gate.area }, ...(gate.orVia ?? [])];

/** Whether the token was issued before the account's last revocation (iat is whole seconds: same second counts). */
const isRevoked = (user: AccessTokenClaims, account: AccountState): boolean =>
  account.tokensRevokedAt !== null && (user.iat ?? 0) <= Math.floor(account.tokensRevokedAt.getTime() / 1000);

/** Sets request.user from the bearer token, or answers 401. */
export async function authenticate(request: FastifyRequest, verifier: TokenVerifier): Promise<AccessTokenClaims> {
  const header = request.headers.authorization;
  if (!header) throw unauthorized();
  const match = bearer.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Invalid access token');
  const user = await verifier.verify(match[1]);
  request.user = user;
  return user;
}

/** The gate's area and permission checks, once the caller is known to be live. */
async function passGate(facts: AccessFacts, gate: RouteGate, user: AccessTokenClaims): Promise<void> {
  const ways = waysThrough(gate);
  const open = await Promise.all(ways.map((way) => !way.area || isAreaOpen(facts, user.org_id, way.area)));
  const openWays = ways.filter((_, i) => open[i]);
  if (openWays.length === 0) throw notFound();
  if (!openWays.some((way) => grants(user, way.access))) throw forbidden();
}

/**
 * A developer credential's token (client-credentials grant): live only while the credential is active, and it calls
 * with its scopes as permissions, in its own organisation; it has no user record, so routes about a user's own record
 * never let it through that way.
 */
async function authorizeCredential(
  facts: AccessFacts,
  gate: RouteGate,
  user: AccessTokenClaims,
  credentialId: string,
): Promise<void> {
  if (!(await facts.credentialLive(user.org_id, credentialId))) throw unauthorized('This credential has been revoked');
  await passGate(facts, gate, user);
}

/**
 * Enforces a route's gate, in this order: a valid token (401), the area open for the organisation (404, as if the
 * route did not exist), the permission (403 forbidden), the terms accepted (403 terms_not_accepted). A route with other
 * ways through (orVia) is absent only when all their areas are closed, and refused when no open way grants the caller.
 */
export async function authorize(
  request: FastifyRequest,
  verifier: TokenVerifier,
  facts: AccessFacts,
  gate: RouteGate,
): Promise<void> {
  if (gate.access === 'public') return;
  const user = await authenticate(request, verifier);
  if (user.credential_id !== undefined) return authorizeCredential(facts, gate, user, user.credential_id);
  // The users service is the identity store: a deleted user's token, or one issued before the user's tokens were
  // revoked (a role removed, a password reset), ends at its next call, whatever its exp says.
  // A token of a browser signed out from another one ('Sign out everywhere else') ends too: its grant is gone.
  const account = await facts.account(user.org_id, user.user_id, user.grant_id);
  if (!account || isRevoked(user, account) || !account.grantLive) throw unauthorized('Your session has ended');
  if (gate.ownRecord && (request.params as Record<string, unknown>)[gate.ownRecord] === user.user_id) return;
  await passGate(facts, gate, user);
  // The store's word, read above with the account: a token minted before the acceptance still says no.
  if (!gate.beforeTerms && !user.terms_accepted && !account.termsAccepted) {
    throw termsNotAccepted();
  }
}
