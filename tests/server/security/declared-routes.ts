import type { Db } from '../../../server/db/client';
import { buildApp } from '../../../server/http/app';
import type { TokenVerifier } from '../../../server/http/auth';
import type { DeclaredRoute } from '../../../server/http/route';

// Declaring routes reads neither the database nor a token; only handlers do.
const noDatabase = {} as Db;
const noTokens: TokenVerifier = { verify: () => Promise.reject(new Error('not used while collecting routes')) };

/**
 * The app's route registry, read before any database exists so the sweep can name one test per route.
 * The sweep checks it against the live app's registry too.
 */
export async function declaredRoutes(): Promise<DeclaredRoute[]> {
  const app = buildApp({ db: noDatabase, verifier: noTokens, flowViewer: true });
  await app.ready();
  const routes = [...app.routeRegistry];
  await app.close();
  return routes;
}
