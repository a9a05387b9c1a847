import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Takes a WebSocket upgrade whose path starts with its prefix. */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

const routesOf = new WeakMap<FastifyInstance, { prefix: string; handle: UpgradeHandler }[]>();

/**
 * The sandbox's WebSocket endpoints share the server's one upgrade event: the Pusher channel server at /app/{key}
 * and the flow viewer's live socket. An upgrade to any other path is answered 404 and closed.
 */
export function registerUpgrade(app: FastifyInstance, prefix: string, handle: UpgradeHandler): void {
  let routes = routesOf.get(app);
  if (!routes) {
    const list: { prefix: string; handle: UpgradeHandler }[] = [];
    routes = list;
    routesOf.set(app, list);
    app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const route = list.find((r) => path.startsWith(r.prefix));
      if (route) return route.handle(request, socket, head);
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  }
  routes.push({ prefix, handle });
}
