import {
  AuthError,
  type AuthenticationResult,
  BrowserCacheLocation,
  type EventMessage,
  EventType,
  ProtocolMode,
  PublicClientApplication,
} from '@azure/msal-browser';
import type { Env } from '@/app/env';

/** MSAL for the configured provider (notes/local-oidc.md: OIDC mode and a known authority, or Entra with AAD). */
export function createMsal(env: Env, origin: string, authorityMetadata?: string): PublicClientApplication {
  const msal = new PublicClientApplication({
    auth: {
      clientId: env.auth.clientId,
      authority: env.auth.authority,
      // The discovery document saved by an earlier visit (authority-metadata.ts): no round trip before the first token.
      ...(authorityMetadata ? { authorityMetadata } : {}),
      // Without it MSAL tries Microsoft's instance discovery, which fails for any other provider.
      knownAuthorities: [new URL(env.auth.authority).host],
      redirectUri: `${origin}/`,
      postLogoutRedirectUri: `${origin}/`,
    },
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: {
      protocolMode: env.auth.protocol === 'AAD' ? ProtocolMode.AAD : ProtocolMode.OIDC,
      // The default 300 s would equal the sandbox's token lifetime and send every silent call to the token endpoint.
      tokenRenewalOffsetSeconds: 30,
    },
  });
  msal.addEventCallback((event: EventMessage) => {
    if (event.eventType === EventType.LOGIN_SUCCESS || event.eventType === EventType.ACQUIRE_TOKEN_SUCCESS) {
      const account = (event.payload as AuthenticationResult | null)?.account;
      if (account) msal.setActiveAccount(account);
    }
  });
  return msal;
}

export interface StartResult {
  /** Where to go instead of rendering, when the identity provider answered with an error. */
  redirect: string | null;
}

const identityErrorCodes = new Set(['invalid_request', 'invalid_token', 'unauthorized', 'access_denied']);

/** Finishes a returning sign-in before the first render, so the gate sees the account and errors can redirect (spec 1 §8). */
export async function startMsal(
  msal: PublicClientApplication,
  authErrorRedirect: (error: unknown) => string | null,
): Promise<StartResult> {
  await msal.initialize();
  try {
    const result = await msal.handleRedirectPromise();
    const account = result?.account ?? msal.getActiveAccount() ?? msal.getAllAccounts()[0];
    if (account) msal.setActiveAccount(account);
    return { redirect: null };
  } catch (error) {
    const redirect = authErrorRedirect(error);
    if (redirect) return { redirect };
    // A provider error MSAL consumed from the address (e.g. a fragment response): rebuild the query /error reads.
    if (error instanceof AuthError && identityErrorCodes.has(error.errorCode)) {
      const query = new URLSearchParams({ error: error.errorCode, error_description: error.errorMessage });
      return { redirect: `/error?${query}` };
    }
    console.error('Sign-in could not be completed', error);
    return { redirect: null };
  }
}
