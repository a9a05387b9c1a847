import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type ServiceName, serviceNames } from '../../src/lib/provider-services';
import type { Db } from '../db/client';
import { authenticate } from './auth';
import { answerUnmatched } from './method-not-allowed';

/** What every provider-service plugin is given; each one is registered under its own /api/<service> prefix. */
export interface ServicePluginOptions {
  db: Db;
}

export type ServicePlugin = FastifyPluginAsync<ServicePluginOptions>;

/** Adds a service's routes to its scope (already prefixed with /api/<service>); null for a service with none yet. */
export type ServiceRoutes = ((scope: FastifyInstance) => void) | null;

/**
 * Registers every provider service under /api/<service>, built or not, so each base path exists: an unknown address
 * under one asks for a valid bearer token first (401, as every declared route there does), then answers 404.
 */
export function registerProviderServices(app: FastifyInstance, routes: Record<ServiceName, ServiceRoutes>): void {
  for (const name of serviceNames) {
    app.register(
      async (scope) => {
        // Only the not-found handler of this scope: declared routes run their own access check in onRequest.
        scope.addHook('onRequest', async (request) => {
          if (request.is404) await authenticate(request, app.tokenVerifier);
        });
        // 405 when the address exists under other methods, else 404.
        scope.setNotFoundHandler(answerUnmatched);
        routes[name]?.(scope);
      },
      { prefix: `/api/${name}` },
    );
  }
}
