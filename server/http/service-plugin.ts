import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';
import { authorize } from './auth';
import { notFound } from './errors';

/** What every provider-service plugin is given; each one is registered under its own /api/<service> prefix. */
export interface ServicePluginOptions {
  db: Db;
}

export type ServicePlugin = FastifyPluginAsync<ServicePluginOptions>;

/**
 * One list of provider services, one base path each (README "Layout": `/api/<service>/*`). The SPA keeps the same
 * list as `serviceNames` in src/api/http.ts, which the server may not import; tests/server/service-base-paths.test.ts
 * holds the two equal.
 */
export const providerServices = [
  'orders',
  'incidents',
  'issues',
  'services',
  'knowledge',
  'notifications',
  'users',
  'billing',
  'developer',
  'reporting',
] as const;
export type ProviderService = (typeof providerServices)[number];

/** Adds a service's routes to its scope (already prefixed with /api/<service>); null for a service with none yet. */
export type ServiceRoutes = ((scope: FastifyInstance) => void) | null;

/**
 * Registers every provider service under /api/<service>, built or not, so each base path exists: an unknown address
 * under one asks for a valid bearer token first (401, as every declared route there does), then answers 404.
 */
export function registerProviderServices(app: FastifyInstance, routes: Record<ProviderService, ServiceRoutes>): void {
  for (const name of providerServices) {
    app.register(
      async (scope) => {
        // Only the not-found handler of this scope: declared routes run their own access check in onRequest.
        scope.addHook('onRequest', async (request) => {
          if (request.is404) await authorize(request, app.tokenVerifier, 'authenticated');
        });
        scope.setNotFoundHandler(async () => {
          throw notFound();
        });
        routes[name]?.(scope);
      },
      { prefix: `/api/${name}` },
    );
  }
}
