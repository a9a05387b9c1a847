import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Db } from '../db/client';
import { clientTokenClaims } from '../domain/developer/credentials';
import { loadPortalClaims, portalClaimNames } from './account-claims';
import { dbAdapterFactory } from './adapter';
import { apiScope, clientId, interactionPath, oidcScopes, portalRedirectUris } from './client-settings';
import { DeveloperClientAdapter } from './developer-clients';
import { loadExistingGrant } from './first-party-grant';
import { logoutPage, messagePage } from './pages/message-pages';
import type { IdentitySecrets } from './secrets';

const day = 24 * 60 * 60;

export interface ProviderSettings {
  db: Db;
  publicUrl: string;
  audience: string;
  accessTokenTtlSeconds: number;
  secrets: IdentitySecrets;
}

/** oidc-provider settings for the portal; each choice is explained in shared/notes/local-oidc.md. */
export function providerConfiguration(s: ProviderSettings): Configuration {
  const home = `${s.publicUrl}/`;
  const portalOrigin = new URL(s.publicUrl).origin;

  return {
    adapter: (model) => (model === 'Client' ? new DeveloperClientAdapter(s.db) : dbAdapterFactory(s.db)(model)),
    jwks: { keys: s.secrets.signingKeys },
    cookies: { keys: s.secrets.cookieKeys },
    clients: [
      {
        client_id: clientId,
        client_name: 'Fibre Wholesale Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: portalRedirectUris(s.publicUrl),
        post_logout_redirect_uris: portalRedirectUris(s.publicUrl),
      },
    ],
    scopes: [...oidcScopes],
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The portal's claims ride under `openid` so the ID token keeps them after every refresh.
    claims: {
      openid: ['sub', ...portalClaimNames, 'preferred_username'],
      profile: ['name', 'preferred_username'],
      email: ['email'],
    },
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const claims = await loadPortalClaims(s.db, sub);
      if (!claims) return undefined;
      // MSAL shows `preferred_username` as account.username.
      return { accountId: sub, claims: async () => ({ sub, ...claims, preferred_username: claims.email }) };
    },
    async extraTokenClaims(_ctx, token) {
      // A developer credential (client-credentials grant): its organisation and scopes, read now.
      if (token.kind === 'ClientCredentials' && token.clientId) return clientTokenClaims(s.db, token.clientId);
      if (!('accountId' in token) || !token.accountId) return undefined;
      const claims = await loadPortalClaims(s.db, token.accountId);
      // The grant names the signed-in browser: the bearer check refuses a token whose grant was ended elsewhere.
      return claims && token.grantId ? { ...claims, grant_id: token.grantId } : claims;
    },
    // MSAL repeats offline_access, which oidc-provider drops without a consent prompt: issue refresh tokens anyway.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx: KoaContextWithOIDC) => loadExistingGrant(ctx, s.audience),
    clientBasedCORS: (_ctx, origin) => origin === portalOrigin,
    interactions: { url: (_ctx, interaction) => `${interactionPath}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // Developer app credentials obtain API tokens for their organisation (server/identity/developer-clients.ts).
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        // MSAL never sends `resource`: every token is for the portal API.
        defaultResource: () => s.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== s.audience) throw new errors.InvalidTarget();
          return {
            scope: apiScope,
            audience: s.audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: s.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage({ title: 'Signed out', message: 'You have signed out.', backTo: home });
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: 'Sign-in could not continue',
        message: out.error_description ?? 'The request could not be completed. Please try again from the portal.',
        backTo: home,
      });
    },
    ttl: {
      AccessToken: s.accessTokenTtlSeconds,
      ClientCredentials: s.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Grant: 14 * day,
      Session: 14 * day,
      RefreshToken: 14 * day,
    },
  };
}
