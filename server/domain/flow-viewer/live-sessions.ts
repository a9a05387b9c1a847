import { randomBytes, randomUUID } from 'node:crypto';
import {
  type InspectionMessage,
  type LiveActor,
  type LiveEvent,
  type LiveFrame,
  type LiveSession,
  type LiveTicket,
  liveStateValue,
} from '../../../src/contracts/flow-viewer';
import type { AccessTokenClaims } from '../../../src/contracts/users';

/**
 * The live sessions of the flow viewer (docs/areas/flow-viewer.md): what each portal page opened with ?inspect=local
 * is running, held in this process's memory only. A session ends a short while after its page disconnects (long
 * enough for a reload to carry on) and then nothing of it remains. Watching is for the page's own user, or an Admin
 * of the same organisation; to anyone else the session does not exist.
 */

type Caller = Pick<AccessTokenClaims, 'user_id' | 'org_id' | 'name' | 'roles'>;

/** Where frames go: a WebSocket, or a test's array. */
export interface LiveSink {
  send(frame: LiveFrame): void;
  close(code: number, reason: string): void;
}

interface Session {
  id: string;
  userId: string;
  orgId: string;
  userName: string;
  startedAt: Date;
  /** Running actors, by their session id. */
  actors: Map<string, LiveActor>;
  /** Actors created but not started yet. */
  created: Map<string, LiveActor>;
  events: LiveEvent[];
  publisher: LiveSink | undefined;
  watchers: Set<LiveSink>;
  endTimer: ReturnType<typeof setTimeout> | undefined;
}

interface Ticket {
  kind: 'publish' | 'watch';
  sessionId: string;
  expiresAt: number;
}

export interface LiveSessionLimits {
  /** How long a session outlives its page's socket, so a reload carries on (default 15 s). */
  graceMs: number;
  /** How long a ticket may wait to be used (default 30 s). */
  ticketMs: number;
  /** Sessions one user holds at once; opening one more ends their oldest (default 5). */
  perUser: number;
  /** Sessions the process holds at once (default 500). */
  total: number;
  /** Events kept for a watcher who arrives late (default 200). */
  events: number;
  /** Actors one session tracks (default 300). */
  actors: number;
}

const defaults: LiveSessionLimits = {
  graceMs: 15_000,
  ticketMs: 30_000,
  perUser: 5,
  total: 500,
  events: 200,
  actors: 300,
};

export const liveRefusals = {
  /** Same organisation, not an Admin, not their own. */
  notAdmin: 'Only an Admin of your organisation may watch a colleague’s session',
  /** A developer credential's token: a machine client has no page to stream nor eyes to watch. */
  notAPerson: 'Live sessions are for people signed in to the portal',
  full: 'The sandbox holds as many live sessions as it can; try again when one has ended',
} as const;

const isAdmin = (caller: Caller) => caller.roles.includes('Admin');
const visibleTo = (caller: Caller, session: Session) =>
  session.userId === caller.user_id || (session.orgId === caller.org_id && isAdmin(caller));

/** The machine a config names: its `id`, read from the definition's JSON text. */
function machineOf(message: Extract<InspectionMessage, { type: '@xstate.actor' }>): string {
  if (message.definition) {
    try {
      const id = (JSON.parse(message.definition) as { id?: unknown }).id;
      if (typeof id === 'string' && id.length <= 200) return id;
    } catch {
      // Not JSON: the actor's name below.
    }
  }
  return message.name ?? message.sessionId;
}

const stateValueOf = (snapshot: { value?: unknown } | null | undefined) => {
  const parsed = liveStateValue.safeParse(snapshot?.value);
  return snapshot?.value !== undefined && parsed.success ? parsed.data : null;
};

export function createLiveSessions(limits: Partial<LiveSessionLimits> = {}, now: () => number = Date.now) {
  const opts = { ...defaults, ...limits };
  const sessions = new Map<string, Session>();
  const tickets = new Map<string, Ticket>();

  const ticketFor = (kind: Ticket['kind'], sessionId: string): LiveTicket => {
    for (const [key, t] of tickets) if (t.expiresAt <= now()) tickets.delete(key);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = now() + opts.ticketMs;
    tickets.set(ticket, { kind, sessionId, expiresAt });
    return { session_id: sessionId, ticket, expires_at: new Date(expiresAt).toISOString() };
  };

  const broadcast = (session: Session, frame: LiveFrame) => {
    for (const watcher of session.watchers) watcher.send(frame);
  };

  const end = (session: Session) => {
    if (session.endTimer) clearTimeout(session.endTimer);
    sessions.delete(session.id);
    for (const [key, t] of tickets) if (t.sessionId === session.id) tickets.delete(key);
    broadcast(session, { type: 'ended' });
    for (const watcher of session.watchers) watcher.close(1000, 'Session ended');
    session.watchers.clear();
    session.publisher?.close(1000, 'Session ended');
    session.actors.clear();
    session.created.clear();
    session.events.length = 0;
  };

  const summary = (caller: Caller, session: Session): LiveSession => ({
    session_id: session.id,
    user_name: session.userName,
    own: session.userId === caller.user_id,
    started_at: session.startedAt.toISOString(),
    connected: session.publisher !== undefined,
    actors: session.actors.size,
  });

  const updateActor = (session: Session, actor: LiveActor) => {
    // A stopped actor leaves the page (XState reports a machine's stop as its last snapshot), and so does a settled
    // promise or callback (no states): only machines keep showing where they finished.
    if (actor.status === 'stopped' || (actor.status !== 'active' && actor.value === null)) {
      session.actors.delete(actor.id);
      broadcast(session, { type: 'actor', actor: { ...actor, status: 'stopped' } });
      return;
    }
    session.actors.set(actor.id, actor);
    broadcast(session, { type: 'actor', actor });
  };
  return {
    /** A session for the caller's page (or theirs resumed) and a ticket to publish into it; undefined when full. */
    open(caller: Caller, resume?: string): LiveTicket | undefined {
      const resumed = resume ? sessions.get(resume) : undefined;
      if (resumed && resumed.userId === caller.user_id) {
        if (resumed.endTimer) clearTimeout(resumed.endTimer);
        resumed.endTimer = undefined;
        return ticketFor('publish', resumed.id);
      }
      const own = [...sessions.values()].filter((s) => s.userId === caller.user_id);
      // Oldest first (insertion order): a user who opens a sixth tab loses the first one's session.
      for (const old of own.slice(0, Math.max(0, own.length - opts.perUser + 1))) end(old);
      if (sessions.size >= opts.total) return undefined;
      const session: Session = {
        id: randomUUID(),
        userId: caller.user_id,
        orgId: caller.org_id,
        userName: caller.name,
        startedAt: new Date(now()),
        actors: new Map(),
        created: new Map(),
        events: [],
        publisher: undefined,
        watchers: new Set(),
        endTimer: undefined,
      };
      sessions.set(session.id, session);
      // A session whose page never connects ends like one whose page went away.
      session.endTimer = setTimeout(() => end(session), opts.ticketMs + opts.graceMs);
      session.endTimer.unref?.();
      return ticketFor('publish', session.id);
    },

    /** The sessions the caller may watch: their own, and every one of their organisation's for an Admin. */
    list(caller: Caller): LiveSession[] {
      return [...sessions.values()].filter((s) => visibleTo(caller, s)).map((s) => summary(caller, s));
    },

    /** A ticket to watch one session; 'not_found' for another organisation's or none, 'not_admin' for a colleague's. */
    watch(caller: Caller, sessionId: string): LiveTicket | 'not_found' | 'not_admin' {
      const session = sessions.get(sessionId);
      if (!session || (session.orgId !== caller.org_id && session.userId !== caller.user_id)) return 'not_found';
      if (!visibleTo(caller, session)) return 'not_admin';
      return ticketFor('watch', session.id);
    },

    /** Uses a ticket up: what it lets its socket do, or undefined when unknown, used or expired. */
    redeem(ticket: string): { kind: Ticket['kind']; sessionId: string } | undefined {
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      if (!found || found.expiresAt <= now() || !sessions.has(found.sessionId)) return undefined;
      return { kind: found.kind, sessionId: found.sessionId };
    },

    /** The page's socket: a newer one (the page reloaded, resuming) replaces an older one. */
    attachPublisher(sessionId: string, sink: LiveSink): boolean {
      const session = sessions.get(sessionId);
      if (!session) return false;
      if (session.endTimer) clearTimeout(session.endTimer);
      session.endTimer = undefined;
      session.publisher?.close(1000, 'Replaced by a newer connection');
      session.publisher = sink;
      return true;
    },

    detachPublisher(sessionId: string, sink: LiveSink): void {
      const session = sessions.get(sessionId);
      if (!session || session.publisher !== sink) return;
      session.publisher = undefined;
      session.endTimer = setTimeout(() => end(session), opts.graceMs);
      session.endTimer.unref?.();
    },

    /** One inspection event from the page: actors and their states are tracked, events listed by type. */
    publish(sessionId: string, message: InspectionMessage): void {
      const session = sessions.get(sessionId);
      if (!session) return;
      if (message.type === '@xstate.actor') {
        // Created; shown once it starts (its first snapshot): React and the funnels create actors they never start.
        if (session.actors.size + session.created.size >= opts.actors) return;
        session.created.set(message.sessionId, {
          id: message.sessionId,
          machine: machineOf(message),
          parent_id: message.parentId ?? null,
          status: message.snapshot?.status ?? 'active',
          value: stateValueOf(message.snapshot),
        });
      } else if (message.type === '@xstate.snapshot') {
        const actor = session.actors.get(message.sessionId) ?? session.created.get(message.sessionId);
        if (!actor) return;
        session.created.delete(message.sessionId);
        updateActor(session, {
          ...actor,
          status: message.snapshot.status ?? actor.status,
          value: stateValueOf(message.snapshot),
        });
      } else {
        const actor = session.actors.get(message.sessionId) ?? session.created.get(message.sessionId);
        const { type, ...payload } = message.event;
        const event: LiveEvent = {
          at: now(),
          actor_id: message.sessionId,
          machine: actor?.machine ?? message.sessionId,
          type,
          keys: Object.keys(payload)
            .slice(0, 10)
            .map((key) => key.slice(0, 40)),
        };
        session.events.push(event);
        if (session.events.length > opts.events) session.events.shift();
        broadcast(session, { type: 'event', event });
      }
    },

    attachWatcher(sessionId: string, sink: LiveSink): boolean {
      const session = sessions.get(sessionId);
      if (!session) return false;
      session.watchers.add(sink);
      sink.send({ type: 'session', actors: [...session.actors.values()], events: [...session.events] });
      return true;
    },

    detachWatcher(sessionId: string, sink: LiveSink): void {
      sessions.get(sessionId)?.watchers.delete(sink);
    },

    /** Ends every session (the sandbox closing): watchers are told, nothing remains. */
    endAll(): void {
      for (const session of [...sessions.values()]) end(session);
      tickets.clear();
    },

    /** How many sessions are held (tests, and the proof that nothing remains). */
    size: () => sessions.size,
  };
}
