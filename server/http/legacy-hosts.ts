import type { FastifyInstance } from 'fastify';

/** Where legacy host names go (spec 1 §9): the customer host's origin and the legacy names, lower case, no port. */
export interface LegacyHostRedirect {
  hosts: string[];
  customerOrigin: string;
}

/** Spec 1 §9: a request to a legacy host name answers 301 to the customer host, same path and query. */
export function registerLegacyHostRedirect(app: FastifyInstance, redirect: LegacyHostRedirect | undefined): void {
  if (!redirect || redirect.hosts.length === 0) return;
  const hosts = new Set(redirect.hosts.map((h) => h.toLowerCase()));
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    if (!hosts.has(host)) return;
    return reply.code(301).header('location', new URL(request.url, redirect.customerOrigin).href).send();
  });
}
