import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { BusMessage } from './bus';
import {
  clientFrame,
  closeCodes,
  errorFrame,
  frame,
  isPrivate,
  isUnsupported,
  protocolVersion,
  subscribeData,
  subscriptionAuthValid,
  unsubscribeData,
} from './protocol';

interface ChannelServerOptions {
  /** The app's key and secret (the key names the WebSocket path, the secret checks private subscriptions). */
  app: () => { key: string; secret: string } | undefined;
  /** Connections held at once; the next one is closed with 4100 (over capacity, pusher-js retries later). */
  maxConnections: number;
  /** Seconds of silence before either side pings (sent to pusher-js in pusher:connection_established). */
  activityTimeoutSeconds: number;
  /** How long a pinged client has to answer before it is closed with 4201. */
  pongTimeoutMs: number;
  warn: (text: string) => void;
}

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pingedAt: number | undefined;
}

/** Subscriptions one connection may hold (the portal needs two). */
const maxChannelsPerConnection = 100;
/** A client that reads slower than this much pending output is dropped rather than buffered without end. */
const maxBufferedBytes = 1024 * 1024;
/** One client frame; pusher-js sends a few hundred bytes. */
const maxFrameBytes = 16 * 1024;

const appPath = /^\/app\/([^/]+)$/;

/** A Pusher-protocol (version 7) channel server on `ws`, attached to an HTTP(S) server's upgrade event. */
export function createChannelServer(opts: ChannelServerOptions) {
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    perMessageDeflate: false,
    clientTracking: false,
  });
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();

  const send = (conn: Connection, text: string) => {
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    if (conn.ws.bufferedAmount > maxBufferedBytes) {
      conn.ws.close(closeCodes.overCapacity, 'Client too slow');
      return;
    }
    conn.ws.send(text);
  };
  const error = (conn: Connection, message: string, code: number | null = null) =>
    send(conn, errorFrame('pusher:error', { code, message }));
  /** pusher-js emits this on the channel, as it does when the auth endpoint refuses. */
  const subscriptionError = (conn: Connection, channel: string, status: number, message: string) =>
    send(conn, errorFrame('pusher:subscription_error', { type: 'AuthError', error: message, status }, channel));

  const unsubscribe = (conn: Connection, channel: string) => {
    conn.channels.delete(channel);
    const set = subscribers.get(channel);
    set?.delete(conn);
    if (set?.size === 0) subscribers.delete(channel);
  };

  const subscribe = (conn: Connection, data: unknown) => {
    const parsed = subscribeData.safeParse(data);
    if (!parsed.success) return error(conn, 'pusher:subscribe needs a valid channel name');
    const { channel, auth } = parsed.data;
    if (isUnsupported(channel))
      return subscriptionError(conn, channel, 400, 'Presence and encrypted channels are not served');
    const app = opts.app();
    if (isPrivate(channel) && !(app && subscriptionAuthValid(app, conn.socketId, channel, auth))) {
      return subscriptionError(conn, channel, 401, 'Invalid signature');
    }
    if (!conn.channels.has(channel) && conn.channels.size >= maxChannelsPerConnection) {
      return subscriptionError(conn, channel, 403, `At most ${maxChannelsPerConnection} channels per connection`);
    }
    conn.channels.add(channel);
    const set = subscribers.get(channel) ?? new Set<Connection>();
    subscribers.set(channel, set);
    set.add(conn);
    send(conn, frame('pusher_internal:subscription_succeeded', {}, channel));
  };

  const onFrame = (conn: Connection, raw: RawData, isBinary: boolean) => {
    conn.lastSeen = Date.now();
    conn.pingedAt = undefined;
    if (isBinary) return error(conn, 'Frames must be JSON text');
    let parsed: ReturnType<typeof clientFrame.safeParse>;
    try {
      parsed = clientFrame.safeParse(JSON.parse(raw.toString()));
    } catch {
      return error(conn, 'Frames must be JSON text');
    }
    if (!parsed.success) return error(conn, 'A frame is a JSON object with an event name');
    const { event, data } = parsed.data;
    // pusher-js sends data as an object; other clients send it as a JSON string.
    const payload = typeof data === 'string' ? safeJson(data) : data;
    if (event === 'pusher:ping') return send(conn, frame('pusher:pong', {}));
    if (event === 'pusher:pong') return;
    if (event === 'pusher:subscribe') return subscribe(conn, payload);
    if (event === 'pusher:unsubscribe') {
      const which = unsubscribeData.safeParse(payload);
      if (which.success) unsubscribe(conn, which.data.channel);
      return;
    }
    if (event.startsWith('client-')) return error(conn, 'Client events are not enabled for this app');
    return error(conn, `Unknown event: ${event.slice(0, 64)}`);
  };

  const accept = (ws: WebSocket, key: string, protocol: number) => {
    ws.on('error', () => undefined); // a broken socket just closes; it never takes the process down
    const conn: Connection = {
      ws,
      socketId: `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`,
      channels: new Set(),
      lastSeen: Date.now(),
      pingedAt: undefined,
    };
    const refuse = (code: number, message: string) => {
      ws.send(errorFrame('pusher:error', { code, message }));
      ws.close(code, message);
    };
    if (key !== opts.app()?.key)
      return refuse(closeCodes.appDoesNotExist, `Application does not exist: ${key.slice(0, 64)}`);
    if (Number.isNaN(protocol)) return refuse(closeCodes.noProtocol, 'No protocol version supplied');
    if (protocol !== protocolVersion)
      return refuse(closeCodes.unsupportedProtocol, `Unsupported protocol version ${protocol}`);
    if (connections.size >= opts.maxConnections) return refuse(closeCodes.overCapacity, 'Over capacity');
    connections.add(conn);
    ws.on('message', (raw, isBinary) => {
      try {
        onFrame(conn, raw, isBinary);
      } catch (error) {
        // A bug here must cost one socket, never the process.
        opts.warn(`channel server: closing a socket after ${(error as Error).message}`);
        ws.close(1011, 'Internal error');
      }
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const channel of conn.channels) unsubscribe(conn, channel);
    });
    send(
      conn,
      frame('pusher:connection_established', {
        socket_id: conn.socketId,
        activity_timeout: opts.activityTimeoutSeconds,
      }),
    );
  };

  // Ping a silent client after the activity timeout; close one that does not answer in time.
  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const conn of connections) {
        if (conn.pingedAt !== undefined && now - conn.pingedAt > opts.pongTimeoutMs) {
          conn.ws.close(closeCodes.pongNotReceived, 'Pong reply not received');
        } else if (conn.pingedAt === undefined && now - conn.lastSeen > opts.activityTimeoutSeconds * 1000) {
          conn.pingedAt = now;
          send(conn, frame('pusher:ping', {}));
        }
      }
    },
    Math.min(1_000, opts.pongTimeoutMs / 2),
  );
  sweep.unref();

  return {
    /** Takes the upgrade when its path is /app/{key}; answers 404 and closes the socket otherwise. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const key = appPath.exec(url.pathname)?.[1];
      if (!key || !/^[A-Za-z0-9_.-]+$/.test(key)) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      const protocol = Number.parseInt(url.searchParams.get('protocol') ?? '', 10);
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key, protocol));
    },
    /** Sends an event from the bus to this process's subscribers of its channels. */
    deliver(message: BusMessage): void {
      for (const channel of message.channels) {
        const set = subscribers.get(channel);
        if (!set) continue;
        const text = frame(message.event, message.data, channel);
        for (const conn of set) if (conn.socketId !== message.socketId) send(conn, text);
      }
    },
    /**
     * Closes every connection: with 4200 pusher-js reconnects at once (and the portal catches up); with 4100, after a
     * second, which a server shutting down uses (an immediate retry would find it closed, and pusher-js's next try
     * comes only after its 15-second strategy timeout).
     */
    async dropAll(reason: string, code: number = closeCodes.reconnect): Promise<void> {
      const closing = [...connections].map(
        (conn) =>
          new Promise<void>((resolve) => {
            conn.ws.once('close', () => resolve());
            conn.ws.close(code, reason);
            setTimeout(() => {
              conn.ws.terminate();
              resolve();
            }, 1_000).unref();
          }),
      );
      await Promise.all(closing);
    },
    connectionCount: () => connections.size,
    async close(): Promise<void> {
      clearInterval(sweep);
      await this.dropAll('Server shutting down', closeCodes.overCapacity);
      wss.close();
    },
  };
}

export type ChannelServer = ReturnType<typeof createChannelServer>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
