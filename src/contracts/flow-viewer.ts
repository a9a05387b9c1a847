import { z } from 'zod';

// Live watching in the flow viewer (/sandbox/flows/live, docs/areas/flow-viewer.md): the portal opened with
// ?inspect=local streams its machines' inspection events to the sandbox over a WebSocket; the same user, or an Admin
// of the same organisation, watches them there. Nothing of it is stored: a session lives in the sandbox's memory
// while the portal's page is open.

/** A machine's state value, as XState writes it: a state name, or the active child of each compound state. */
export type LiveStateValue = string | { [state: string]: LiveStateValue };
const maxStateDepth = 12;
const isStateValue = (value: unknown, depth = 0): value is LiveStateValue => {
  if (typeof value === 'string') return value.length <= 200;
  if (depth >= maxStateDepth || value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= 50 && entries.every(([key, child]) => key.length <= 200 && isStateValue(child, depth + 1));
};
export const liveStateValue = z.custom<LiveStateValue>((value) => isStateValue(value), 'Not a state value');

const id = z.string().min(1).max(100);

// What the portal sends: the shapes of @statelyai/inspect's inspection events (its WebSocket inspector's), of which
// the sandbox keeps only actors, their state values and event types. Contexts and event payloads are never kept.
const actorEvent = z.object({
  type: z.literal('@xstate.actor'),
  sessionId: id,
  name: z.string().max(200).optional(),
  parentId: id.nullish(),
  /** The machine's config as JSON text: its `id` names the machine (a flow of the viewer). */
  definition: z.string().optional(),
  snapshot: z.looseObject({ status: z.string().max(20).optional(), value: z.unknown().optional() }).nullish(),
});
const snapshotEvent = z.object({
  type: z.literal('@xstate.snapshot'),
  sessionId: id,
  snapshot: z.looseObject({ status: z.string().max(20).optional(), value: z.unknown().optional() }),
});
const eventEvent = z.object({
  type: z.literal('@xstate.event'),
  sessionId: id,
  event: z.looseObject({ type: z.string().min(1).max(200) }),
});
export const inspectionMessage = z.discriminatedUnion('type', [actorEvent, snapshotEvent, eventEvent]);
export type InspectionMessage = z.infer<typeof inspectionMessage>;

/** One running actor of the watched page: its machine (the config's id) and current state. */
const liveActor = z.object({
  id,
  /** The machine's id (`fttpOrder`), or the actor's own name for actors that are not machines. */
  machine: z.string(),
  parent_id: z.string().nullable(),
  status: z.string(),
  /** Null for actors without states (promises, callbacks). */
  value: liveStateValue.nullable(),
});
export type LiveActor = z.infer<typeof liveActor>;

/** An event one actor received: its type and the names (never the values) of what it carried. */
const liveEvent = z.object({
  /** When the sandbox received it (epoch milliseconds). */
  at: z.number().int(),
  actor_id: z.string(),
  machine: z.string(),
  type: z.string(),
  keys: z.array(z.string()),
});
export type LiveEvent = z.infer<typeof liveEvent>;

const liveSession = z.object({
  session_id: z.uuid(),
  /** Whose page it is: shown to an Admin choosing among their organisation's sessions. */
  user_name: z.string(),
  own: z.boolean(),
  started_at: z.iso.datetime(),
  /** Whether the portal's page is connected now (false in the short wait for a reloaded page to come back). */
  connected: z.boolean(),
  actors: z.number().int(),
});
export type LiveSession = z.infer<typeof liveSession>;

export const liveSessionList = z.object({ sessions: z.array(liveSession) });

/** Resume: a reloaded page carries on its session (its own, while the sandbox still holds it). */
export const liveSessionOpen = z.strictObject({ resume: z.uuid().optional() });

/** A one-use pass for the WebSocket (/sandbox/flows/live/socket?ticket=…), valid for a few seconds. */
export const liveTicket = z.object({ session_id: z.uuid(), ticket: z.string(), expires_at: z.iso.datetime() });
export type LiveTicket = z.infer<typeof liveTicket>;

export const liveSessionParams = z.strictObject({ sessionId: z.uuid() });

/** What the sandbox sends a watcher: the session as it stands, then each change; `ended` when the page is gone. */
export const liveFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), actors: z.array(liveActor), events: z.array(liveEvent) }),
  z.object({ type: z.literal('actor'), actor: liveActor }),
  z.object({ type: z.literal('event'), event: liveEvent }),
  z.object({ type: z.literal('ended') }),
]);
export type LiveFrame = z.infer<typeof liveFrame>;

/** The flow viewer's API on the sandbox; the WebSocket is at `<base>/live/socket`. */
export const flowViewerApiPath = '/api/flows';
export const liveSocketPath = `${flowViewerApiPath}/live/socket`;
