import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import {
  flowViewerApiPath,
  inspectionMessage,
  type LiveFrame,
  liveSessionList,
  liveSessionOpen,
  liveSessionParams,
  liveSocketPath,
  liveTicket,
} from '../../../src/contracts/flow-viewer';
import {
  createLiveSessions,
  type LiveSessionLimits,
  type LiveSink,
  liveRefusals,
} from '../../domain/flow-viewer/live-sessions';
import { forbidden, HttpError, notFound } from '../errors';
import { answers, declareRoute } from '../route';
import { registerUpgrade } from '../upgrades';

/**
 * Live watching (docs/areas/flow-viewer.md): the portal's page opens a session and streams its inspection events
 * through a WebSocket; the flow viewer lists the sessions its user may watch and follows one. Tickets carry the
 * bearer token's say to the socket (a browser cannot set a header on a WebSocket): one use, a few seconds.
 */
const base = `${flowViewerApiPath}/live`;
/** One inspection event; a machine's definition (its config as JSON) is the largest, under 200 KB for the funnels. */
const maxFrameBytes = 512 * 1024;
/** A watcher that reads slower than this much pending output is dropped rather than buffered without end. */
const maxBufferedBytes = 1024 * 1024;
const heartbeatMs = 30_000;

const sinkOf = (ws: WebSocket): LiveSink => ({
  send(frame: LiveFrame) {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > maxBufferedBytes) return ws.close(1013, 'Too slow');
    ws.send(JSON.stringify(frame));
  },
  close: (code, reason) => ws.close(code, reason),
});

const refuseUpgrade = (socket: Duplex, status: string) =>
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);

export function registerFlowViewerLive(app: FastifyInstance, limits: Partial<LiveSessionLimits> = {}): void {
  const live = createLiveSessions(limits);

  declareRoute(app, {
    method: 'POST',
    url: `${base}/sessions`,
    summary: 'Open (or, after a reload, resume) a live session for the caller’s page and a ticket to stream into it',
    access: 'authenticated',
    // The terms screen is itself a flow an analyst may watch.
    beforeTerms: true,
    schema: { body: liveSessionOpen },
    response: answers(liveTicket, { errors: [429] }),
    status: 201,
    handler: async ({ body, user }) => {
      if (user.credential_id !== undefined) throw forbidden(liveRefusals.notAPerson);
      const ticket = live.open(user, body.resume);
      if (!ticket) throw new HttpError(429, 'too_many_requests', liveRefusals.full);
      return ticket;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: `${base}/sessions`,
    summary: 'The live sessions the caller may watch: their own, and their organisation’s for an Admin',
    access: 'authenticated',
    response: liveSessionList,
    handler: async ({ user }) => ({ sessions: live.list(user) }),
  });

  declareRoute(app, {
    method: 'POST',
    url: `${base}/sessions/:sessionId/watch`,
    summary: 'A ticket to watch one live session',
    access: 'authenticated',
    schema: { params: liveSessionParams },
    response: liveTicket,
    handler: async ({ params, user }) => {
      if (user.credential_id !== undefined) throw forbidden(liveRefusals.notAPerson);
      const ticket = live.watch(user, params.sessionId);
      if (ticket === 'not_found') throw notFound('There is no such live session');
      if (ticket === 'not_admin') throw forbidden(liveRefusals.notAdmin);
      return ticket;
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes, perMessageDeflate: false });
  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();

  const publisher = (ws: WebSocket, sessionId: string) => {
    const sink = sinkOf(ws);
    if (!live.attachPublisher(sessionId, sink)) return ws.close(1008, 'Session ended');
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      if (isBinary) return;
      let parsed: ReturnType<typeof inspectionMessage.safeParse>;
      try {
        parsed = inspectionMessage.safeParse(JSON.parse(raw.toString()));
      } catch {
        return;
      }
      // Anything but an actor, a snapshot or an event (microsteps, actions, malformed frames) is not kept.
      if (parsed.success) live.publish(sessionId, parsed.data);
    });
    ws.on('close', () => live.detachPublisher(sessionId, sink));
  };

  const watcher = (ws: WebSocket, sessionId: string) => {
    const sink = sinkOf(ws);
    if (!live.attachWatcher(sessionId, sink)) return ws.close(1008, 'Session ended');
    ws.on('close', () => live.detachWatcher(sessionId, sink));
  };

  registerUpgrade(app, liveSocketPath, (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== liveSocketPath) return refuseUpgrade(socket, '404 Not Found');
    const pass = live.redeem(url.searchParams.get('ticket') ?? '');
    if (!pass) return refuseUpgrade(socket, '401 Unauthorized');
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.on('error', () => undefined); // a broken socket just closes; it never takes the process down
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      if (pass.kind === 'publish') publisher(ws, pass.sessionId);
      else watcher(ws, pass.sessionId);
    });
  });

  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    live.endAll();
    for (const ws of wss.clients) ws.terminate();
  });
}
