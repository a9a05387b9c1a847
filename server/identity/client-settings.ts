/** The portal SPA as a client of the provider; the values the SPA's MSAL settings must match. */
export const clientId = 'portal-spa';
/** OpenID scopes the portal asks for (README design notes). */
export const oidcScopes = ['openid', 'profile', 'email', 'offline_access'] as const;
/** The API resource server's one scope. */
export const apiScope = 'portal.api';
/** Where the provider is mounted on the portal's origin. */
export const mountPath = '/oidc';
export const interactionPath = `${mountPath}/interaction`;
/** Where the provider may send the browser back to (after sign-in and sign-out): the portal's home. */
export const portalRedirectUris = (publicUrl: string) => [`${publicUrl}/`];
