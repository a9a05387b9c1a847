import type { FastifyInstance } from 'fastify';
import Provider from 'oidc-provider';
import type { Db } from '../db/client';
import { sandboxNow } from '../domain/incidents/clock';
import { purgeExpired } from './adapter';
import { mountPath, portalRedirectUris } from './client-settings';
import { verifyHashedClientSecrets } from './developer-clients';
import { deviceCookies } from './device-cookie';
import { registerInteractionRoutes } from './interaction-routes';
import { mountProvider } from './mount-provider';
import { providerConfiguration } from './provider-config';
import { addProviderMiddleware } from './provider-middleware';
import { loadIdentitySecrets, publicJwk } from './secrets';
import { pageSecurityHeaders } from './security-headers';
import { createSignInThrottle } from './sign-in-throttle';

/** A published signing key; always has a `kid`, which the DOM's JsonWebKey type leaves out. */
type PublicJwk = JsonWebKey & { kid: string };

export interface Identity {
  /** `${publicUrl}/oidc`: the MSAL authority. */
  issuer: string;
  /** `${publicUrl}/api`: the access token's audience. */
  audience: string;
  /** The public signing keys, for verifying access tokens in process. */
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /** Mounts /oidc/* (provider endpoints, sign-in and interaction pages) on the app. */
  register(app: FastifyInstance): Promise<void>;
}

export interface IdentityOptions {
  db: Db;
  /** The portal's origin, e.g. https://localhost:8443 (no path). */
  publicUrl: string;
  accessTokenTtlSeconds: number;
}

/** The portal's OpenID Connect provider, with its keys and state kept in the database. */
export async function createIdentity(opts: IdentityOptions): Promise<Identity> {
  const url = new URL(opts.publicUrl);
  // The provider is mounted at /oidc of the Fastify app, so the public URL must be an origin.
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`publicUrl must be an origin: ${opts.publicUrl}`);
  const publicUrl = url.origin;
  const issuer = `${publicUrl}${mountPath}`;
  const audience = `${publicUrl}/api`;

  await purgeExpired(opts.db);
  const throttle = createSignInThrottle(opts.db, { now: () => sandboxNow(opts.db) });
  await throttle.purgeStale();
  const secrets = await loadIdentitySecrets(opts.db);
  const provider = new Provider(
    issuer,
    providerConfiguration({
      db: opts.db,
      publicUrl,
      audience,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
      secrets,
    }),
  );
  const pageHeaders = pageSecurityHeaders(publicUrl, portalRedirectUris(publicUrl));
  addProviderMiddleware(provider, pageHeaders);
  verifyHashedClientSecrets(provider);
  const publicKeys = secrets.signingKeys.map((key) => publicJwk(key) as PublicJwk);

  return {
    issuer,
    audience,
    jwks: async () => ({ keys: publicKeys }),
    async register(app) {
      await app.register(async (scope) =>
        registerInteractionRoutes(scope, {
          provider,
          db: opts.db,
          home: `${publicUrl}/`,
          throttle,
          devices: deviceCookies(secrets.deviceCookieKey),
          pageHeaders,
        }),
      );
      await app.register(async (scope) => mountProvider(scope, provider, pageHeaders, throttle));
    },
  };
}
