import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { registerUpgrade } from '../http/upgrades';
import { type BusListener, type BusMessage, listenToBus, publishToBus } from './bus';
import { type ChannelServer, createChannelServer } from './channel-server';
import { type AppCredentials, loadAppCredentials } from './credentials';
import { activityTimeoutSeconds, closeCodes } from './protocol';
import { publishApi } from './publish-api';

export interface RealtimeOptions {
  /** Values that win over the stored credentials (REALTIME_APP_ID, _KEY, _SECRET; tests). */
  credentials?: Partial<AppCredentials>;
  /** WebSocket connections this process holds at once (default 10,000). */
  maxConnections?: number;
  /** Seconds of silence before a ping (default Pusher's 120). */
  activityTimeoutSeconds?: number;
  /** How long a pinged client has to answer (default 30 s, as pusher-js waits for a pong). */
  pongTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in channel server: its credentials (for a publisher on the same machine) and connection count. */
    realtime: {
      credentials(): Promise<AppCredentials>;
      connectionCount(): number;
      /** Stops taking sockets and closes the open ones, as a channel server going down would (sandbox control). */
      stop(): Promise<void>;
      /** Takes sockets again after stop(). */
      start(): void;
    };
  }
}

/**
 * The real-time service on the sandbox's own origin: the Pusher WebSocket at /app/{key} (the server's upgrade event),
 * the HTTP publish API at /apps/{app_id}/… (the channel authorisation at /api/realtime/channel-auth is the realtime
 * provider service's route, registered with the others in server/http/app.ts); the bus
 * (database NOTIFY) between them. Listening starts when the app is ready and stops when it closes.
 */
export function registerRealtime(app: FastifyInstance, db: Db, opts: RealtimeOptions = {}): void {
  let credentials: Promise<AppCredentials> | undefined;
  const loadCredentials = () => {
    credentials ??= loadAppCredentials(db, opts.credentials);
    credentials.catch(() => {
      credentials = undefined;
    });
    return credentials;
  };
  let known: AppCredentials | undefined;
  const server: ChannelServer = createChannelServer({
    app: () => known,
    maxConnections: opts.maxConnections ?? 10_000,
    activityTimeoutSeconds: opts.activityTimeoutSeconds ?? activityTimeoutSeconds,
    pongTimeoutMs: opts.pongTimeoutMs ?? 30_000,
    warn: (text) => app.log.warn(text),
  });
  let listener: BusListener | undefined;
  let closing = false;
  let stopped = false;

  app.decorate('realtime', {
    credentials: loadCredentials,
    connectionCount: () => server.connectionCount(),
    stop: async () => {
      stopped = true;
      await server.dropAll('Channel server stopped', closeCodes.overCapacity);
    },
    start: () => {
      stopped = false;
    },
  });
  app.register(async (scope) =>
    publishApi(scope, { credentials: loadCredentials, publish: (m: BusMessage[]) => publishToBus(db, m) }),
  );

  // Started by the first WebSocket, not at ready: a process that holds no socket has nothing to deliver (and the
  // route registry's throwaway app, built without a database, never starts it).
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (async () => {
      known = await loadCredentials();
      listener = await listenToBus(db, {
        message: (message) => server.deliver(message),
        // Events sent while the bus was away are lost here: clients reconnect and the portal fetches what they missed.
        resumed: () => void server.dropAll('Channel bus reconnected'),
        warn: (text) => app.log.warn(text),
      });
    })();
    started.catch(() => {
      started = undefined;
    });
    return started;
  };
  const unavailable = (socket: Duplex) =>
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  registerUpgrade(app, '/app/', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    start().then(
      // Not once closing: a client told to reconnect would come straight back to a server on its way out.
      () => (closing || stopped ? unavailable(socket) : server.handleUpgrade(request, socket, head)),
      (error: Error) => {
        app.log.error({ err: error }, 'the channel server could not start');
        unavailable(socket);
      },
    );
  });
  app.addHook('preClose', async () => {
    closing = true;
    await server.close();
  });
  app.addHook('onClose', async () => {
    await started?.catch(() => undefined);
    await listener?.close();
  });
}
