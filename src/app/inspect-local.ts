import {
  type LiveInspectionSocketCommand,
  type LiveInspectionSocketEvent,
  liveInspectionMachine,
} from '@machines/live-inspection.machine';
import { type AnyActorRef, createActor, fromCallback, fromPromise, type InspectionEvent } from 'xstate';
import { flowViewerLiveApi } from '@/api/flow-viewer-live';
import type { InspectionMessage, LiveTicket } from '@/contracts/flow-viewer';
import type { InspectObserver } from '@/lib/inspect';

// ?inspect=local (docs/areas/flow-viewer.md): the page's machines stream to the sandbox's flow viewer. Loaded lazily,
// only in that mode. Only what the viewer shows leaves the page: which actors run (their machine's id, their parent),
// their state values, and each event's type with the names of what it carried. Contexts and values never do.

const sessionKey = 'portal.inspect.session';
/** Frames held while the socket is not open (first connection, a reconnection); the oldest go first past this. */
const maxHeld = 1_000;

type InternalRef = AnyActorRef & { _parent?: AnyActorRef; logic?: { config?: { id?: unknown } } };

function snapshotOf(ref: AnyActorRef): { status?: string; value?: unknown } | undefined {
  try {
    return ref.getSnapshot() as { status?: string; value?: unknown } | undefined;
  } catch {
    return undefined; // not started yet: its first snapshot follows
  }
}

/** The message the sandbox keeps of an inspection event (the Stately inspector's shapes), or none. */
export function toLiveMessage(event: InspectionEvent): InspectionMessage | undefined {
  const ref = event.actorRef as InternalRef;
  if (event.type === '@xstate.actor') {
    const id = ref.logic?.config?.id;
    const snapshot = snapshotOf(ref);
    return {
      type: '@xstate.actor',
      sessionId: ref.sessionId,
      name: ref.id,
      parentId: ref._parent?.sessionId ?? null,
      ...(typeof id === 'string' ? { definition: JSON.stringify({ id }) } : {}),
      snapshot: { status: snapshot?.status ?? 'active', value: snapshot?.value },
    };
  }
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as { status?: string; value?: unknown };
    return {
      type: '@xstate.snapshot',
      sessionId: ref.sessionId,
      snapshot: { status: snapshot.status, value: snapshot.value },
    };
  }
  if (event.type === '@xstate.event') {
    const { type, ...payload } = event.event;
    return {
      type: '@xstate.event',
      sessionId: ref.sessionId,
      event: { type: String(type), ...Object.fromEntries(Object.keys(payload).map((key) => [key, null])) },
    };
  }
  return undefined;
}

/** The socket actor: the WebSocket for a ticket, reporting open and closed, sending what the machine forwards. */
const liveSocket = (url: (ticket: string) => string) =>
  fromCallback<LiveInspectionSocketCommand, { ticket: string }>(({ input, sendBack, receive }) => {
    const report = (event: LiveInspectionSocketEvent) => sendBack(event);
    const ws = new WebSocket(url(input.ticket));
    ws.onopen = () => report({ type: 'socket.open' });
    ws.onclose = () => report({ type: 'socket.closed' });
    receive((command) => {
      for (const frame of command.frames) if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    });
    return () => {
      ws.onclose = null; // stopped on purpose: nothing to report
      ws.close();
    };
  });

/** The observer of ?inspect=local: streams through `liveInspectionMachine` to the flow viewer's API at `apiUrl`. */
export function createLocalInspector(apiUrl: string, storage: Storage = sessionStorage): InspectObserver {
  const api = flowViewerLiveApi(apiUrl);
  const held: string[] = [];
  const stream = createActor(
    liveInspectionMachine.provide({
      actors: {
        openSession: fromPromise<LiveTicket, { resume: string | undefined }>(({ input }) => api.open(input.resume)),
        socket: liveSocket(api.socketUrl),
      },
      actions: {
        remember: (_, { sessionId }) => storage.setItem(sessionKey, sessionId),
        flush: () => {
          if (held.length > 0) stream.send({ type: 'frames.send', frames: held.splice(0) });
        },
      },
    }),
    { input: { resume: storage.getItem(sessionKey) ?? undefined } },
  ).start();

  return (event) => {
    const message = toLiveMessage(event);
    if (!message) return;
    let frame: string;
    try {
      frame = JSON.stringify(message);
    } catch {
      return; // a state value that cannot be written out is not worth breaking the page for
    }
    const snapshot = stream.getSnapshot();
    if (snapshot.hasTag('live')) stream.send({ type: 'frames.send', frames: [frame] });
    else if (snapshot.status === 'active' && held.push(frame) > maxHeld) held.shift();
  };
}
