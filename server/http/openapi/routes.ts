import type { FastifyInstance } from 'fastify';
import { openApiDocument as openApiDocumentSchema } from '../../../src/contracts/openapi';
import { declareRoute } from '../route';
import { openApiDocument } from './document';

/** The description's version: the API's, which changes with the contracts, not with every build. */
export const apiVersion = '0.1.0';

/** Serves the description at /api/openapi.json, built once from the complete registry on first request. */
export function registerOpenApi(app: FastifyInstance, publicUrl?: string): void {
  let built: Record<string, unknown> | undefined;
  declareRoute(app, {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    summary: 'This OpenAPI 3.1 description of every route, generated from the route registry and the zod contracts',
    response: openApiDocumentSchema,
    handler: async ({ reply }) => {
      built ??= openApiDocument(app.routeRegistry, { version: apiVersion, serverUrl: publicUrl });
      reply.header('cache-control', 'no-cache');
      return built;
    },
  });
}
