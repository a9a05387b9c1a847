import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods some route answers at this concrete path (empty when none does). */
    allowedMethods(path: string): string[];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** A route's path pattern (`/api/x/:id`, `/oidc/*`) as a regular expression over concrete paths. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Remembers every route as it is added, so a path that exists under other methods can answer 405 with `Allow`
 * rather than 404 (Fastify itself only knows 404). Call before any route is registered.
 */
export function trackRouteMethods(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    // A catch-all (the SPA's static files) says nothing about whether an address exists.
    if (route.url === '/*' || route.url === '*') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: routePattern(route.url), methods: methods.map((m) => m.toUpperCase()) });
  });
  app.decorate('allowedMethods', (path: string) => {
    const allowed = new Set<string>();
    for (const route of routes) if (route.pattern.test(path)) for (const m of route.methods) allowed.add(m);
    return [...allowed].sort();
  });
}

/** A not-found handler's answer: 405 with `Allow` when the path exists under other methods, else 404. */
export function answerUnmatched(request: FastifyRequest, reply: FastifyReply) {
  const allowed = request.server.allowedMethods(request.url.split('?')[0] ?? '/');
  // A route for this very method that still found nothing (a record or file that is not there) is a 404.
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    return reply
      .code(405)
      .header('allow', allowed.join(', '))
      .send(envelope(405, 'method_not_allowed', 'Method not allowed'));
  }
  return reply.code(404).send(envelope(404, 'not_found', 'Not found'));
}
