import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JSONWebKeySet, errors as joseErrors, jwtVerify } from 'jose';
import { type AccessTokenClaims, accessTokenClaims, type Permission } from '../../src/contracts/users';
import { forbidden, unauthorized } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set for every non-public route before its handler runs. */
    user?: AccessTokenClaims;
  }
}

export interface TokenVerifier {
  verify(token: string): Promise<AccessTokenClaims>;
}

/** Verifies the portal's RS256 access tokens against the identity provider's public keys. */
export function createTokenVerifier(opts: {
  jwks: () => Promise<JSONWebKeySet>;
  issuer: string;
  audience: string;
}): TokenVerifier {
  // Re-build the key set only when the provider hands out a new one (key rotation).
  let cached: { keys: JSONWebKeySet['keys']; keySet: ReturnType<typeof createLocalJWKSet> } | undefined;
  const keySet = async () => {
    const source = await opts.jwks();
    if (cached?.keys !== source.keys) cached = { keys: source.keys, keySet: createLocalJWKSet(source) };
    return cached.keySet;
  };

  return {
    async verify(token) {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, await keySet(), {
          issuer: opts.issuer,
          audience: opts.audience,
          algorithms: ['RS256'],
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
      return claims.data;
    },
  };
}

const bearer = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export type Access = 'public' | 'authenticated' | Permission;

/** Sets request.user from the bearer token and enforces the route's declared access (401, then 403). */
export async function authorize(request: FastifyRequest, verifier: TokenVerifier, access: Access): Promise<void> {
  if (access === 'public') return;
  const header = request.headers.authorization;
  if (!header) throw unauthorized();
  const match = bearer.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Invalid access token');
  const user = await verifier.verify(match[1]);
  request.user = user;
  if (access !== 'authenticated' && !user.permissions.includes(access)) throw forbidden();
}
