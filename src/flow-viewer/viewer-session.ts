import { type FlowViewerLiveApi, flowViewerLiveApi } from '@/api/flow-viewer-live';
import { configureHttp } from '@/api/http';
import { type AuthService, createAuthService } from '@/app/auth/auth-service';
import { createMsal, startMsal } from '@/app/auth/msal';
import { invalidEnvMessage, readEnv } from '@/app/env';
import { authErrorRedirect } from '@/app/startup';

export interface ViewerSession {
  auth: AuthService;
  api: FlowViewerLiveApi;
  signedIn: boolean;
}

/**
 * The portal's own sign-in, for live watching only (the rest of the viewer needs none): the same MSAL configuration,
 * so a browser signed in to the portal is signed in here too; signing in from here returns to this page.
 */
export async function startViewerSession(): Promise<ViewerSession> {
  const result = readEnv();
  if (!result.ok) throw new Error(invalidEnvMessage);
  const { env } = result;
  const msal = createMsal(env, window.location.origin);
  const { redirect } = await startMsal(msal, authErrorRedirect);
  if (redirect) throw new Error('The sign-in did not complete. Sign in to the portal, then come back.');
  const auth = createAuthService(msal, env.auth.scopes);
  configureHttp({ baseUrls: env.apiBaseUrls, timeoutMs: env.requestTimeoutMs, getAccessToken: auth.getAccessToken });
  return { auth, api: flowViewerLiveApi(env.flowViewerApiUrl), signedIn: auth.account() !== null };
}
