import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttp } from '@/api/http';
import { configureMonitoring } from '@/api/monitoring';
import { createAuthService } from '@/app/auth/auth-service';
import { rememberAuthorityMetadata, rememberedAuthorityMetadata } from '@/app/auth/authority-metadata';
import { userFromAccessToken } from '@/app/auth/current-user';
import { createMsal, startMsal } from '@/app/auth/msal';
import { invalidEnvMessage, readEnv } from '@/app/env';
import { preloadPageOf } from '@/app/main-routes';
import { AppProviders, createAppQueryClient } from '@/app/providers';
import { AppRoutes } from '@/app/routes';
import { authErrorRedirect, identityErrorRedirect, legacyHostRedirect } from '@/app/startup';
import { warmStart } from '@/app/warm-start';
import { getBrowserInspector, inspectionMode, startInspection } from '@/lib/inspect';

async function start(container: HTMLElement) {
  const root = createRoot(container);
  const result = readEnv();
  if (!result.ok) {
    console.error(invalidEnvMessage, result.issues);
    root.render(<p role="alert">{invalidEnvMessage}</p>);
    return;
  }
  const { env } = result;
  const { location } = window;

  const legacy = legacyHostRedirect(location, env.legacyHosts, env.customerOrigin);
  if (legacy) return location.replace(legacy);

  // Read before MSAL handles a returning sign-in, which may rewrite the address.
  const arrivedAt = { pathname: location.pathname, search: location.search };
  // The page's code downloads while MSAL restores the sign-in, rather than after the first render.
  const page = preloadPageOf(arrivedAt.pathname);
  const msal = createMsal(
    env,
    location.origin,
    rememberedAuthorityMetadata(localStorage, env.auth.authority, Date.now()),
  );
  const { redirect } = await startMsal(msal, authErrorRedirect);
  const target = redirect ?? identityErrorRedirect(arrivedAt);
  if (target) return location.replace(target);

  const auth = createAuthService(msal, env.auth.scopes);
  configureHttp({
    baseUrls: env.apiBaseUrls,
    timeoutMs: env.requestTimeoutMs,
    getAccessToken: auth.getAccessToken,
    onUnauthorised: auth.sessionEnded,
  });

  // ?inspect=1 or VITE_XSTATE_INSPECT=1: every flow actor reports to the Stately inspector, sanitised; ?inspect=local:
  // to the sandbox's flow viewer (docs/areas/flow-viewer.md), state values and event types only.
  const inspection = inspectionMode({
    search: arrivedAt.search,
    flag: env.xstateInspect ? '1' : '0',
    storage: sessionStorage,
  });
  startInspection(
    getBrowserInspector(inspection, () =>
      import('@/app/inspect-local').then(({ createLocalInspector }) => createLocalInspector(env.flowViewerApiUrl)),
    ),
  );

  configureMonitoring({
    ...env.monitoring,
    // Silently only: reporting an error must never send the user to sign in (a reset link opened after the session
    // ended would otherwise leave its page), so an unreadable token reports no user id.
    userId: async () => {
      try {
        return userFromAccessToken((await auth.acquireSilent()).accessToken).id;
      } catch {
        return undefined;
      }
    },
  });

  // The user, the shell's flags and the page's data are asked for now, not one after another. Only for a page of the
  // main layout: the pages outside it (a reset link, an invitation) ask for no token.
  const queryClient = createAppQueryClient();
  if (page) warmStart({ queryClient, auth, page, location: arrivedAt });

  // For the next visit; the document is a day old at most when it is used.
  void rememberAuthorityMetadata(localStorage, env.auth.authority, Date.now);

  root.render(
    <StrictMode>
      <AppProviders env={env} msal={msal} auth={auth} queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
