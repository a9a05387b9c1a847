import path from 'node:path';
import { openSandboxStore, pgliteDir } from './db/sandbox-store';
import { loadServerEnv } from './env';
import { buildApp } from './http/app';
import { createTokenVerifier } from './http/auth';
import { flowViewerEnabled } from './http/flow-viewer/routes';
import { createIdentity } from './identity/index';
import { seedIfEmpty } from './seed/seed';
import { formatSignIns } from './seed/sign-ins';
import { ensureTls } from './tls';

/** The provider sandbox: one HTTPS origin serving /oidc, /api/<service> and the built SPA. Run from the project root. */
async function main(): Promise<void> {
  const env = loadServerEnv();
  const database = await openSandboxStore(env);
  const seed = await seedIfEmpty(database.db);
  const identity = await createIdentity({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
  });
  // Tokens are verified in process against the provider's own key set: no HTTPS round trip to our own JWKS endpoint.
  const verifier = createTokenVerifier({
    jwks: () => identity.jwks(),
    issuer: identity.issuer,
    audience: identity.audience,
  });
  const tls = await ensureTls(env.DATA_DIR);
  const app = buildApp({
    db: database.db,
    verifier,
    https: { key: tls.key, cert: tls.cert },
    logger: { level: env.LOG_LEVEL },
    spaDir: path.resolve(env.SPA_DIR),
    publicUrl: env.PUBLIC_URL,
    // Orders and incidents move on the sandbox clock by themselves, so their notifications arrive while nobody reads.
    progressEveryMs: 1_000,
    sandboxControlSecret: env.SANDBOX_CONTROL_SECRET,
    flowViewer: flowViewerEnabled(env),
    ...(env.CUSTOMER_URL
      ? { legacyHosts: { hosts: env.LEGACY_HOSTS, customerOrigin: new URL(env.CUSTOMER_URL).origin } }
      : {}),
    timeouts: {
      headersMs: env.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: env.HTTP_REQUEST_TIMEOUT_MS,
      idleMs: env.HTTP_IDLE_TIMEOUT_MS,
    },
    realtime: {
      credentials: { appId: env.REALTIME_APP_ID, key: env.REALTIME_APP_KEY, secret: env.REALTIME_APP_SECRET },
      maxConnections: env.REALTIME_MAX_CONNECTIONS,
    },
  });
  await identity.register(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const store = database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDir(env.DATA_DIR)}`;
  console.log(
    [
      '',
      `Fibre portal sandbox: ${env.PUBLIC_URL}`,
      `  store: ${store}${seed.seeded ? ` (seeded ${seed.organisations} organisations, ${seed.users} users)` : ''}`,
      `  local CA: ${tls.caPath} (import it into your browser, or NODE_EXTRA_CA_CERTS=${tls.caPath} for Node clients)`,
      `  demo unsubscribe link: ${env.PUBLIC_URL}${seed.demoUnsubscribePath}`,
      '',
      formatSignIns(),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
