import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../../server/db/client';
import { publishNotification } from '../../../server/realtime/publish';
import { orgByKey } from '../../../server/seed/organisations';
import { personaByEmail } from '../../../server/seed/personas';
import { organisationChannel, organisationEvent, userChannel, userEvent } from '../../../src/lib/notification-channels';
import { openTestDatabase } from '../helpers/test-database';
import {
  connectClient,
  nextEvent,
  publisher,
  type RunningSandbox,
  reaches,
  startSandbox,
  subscribed,
  testCredentials,
  tokenFor,
} from './harness';

const north = orgByKey('northfibre').customerId;
const harbour = orgByKey('harbour').customerId;
const sam = personaByEmail('support@northfibre.example');

let database: Database;
let sandbox: RunningSandbox;
let samToken: string;
const clients: { disconnect(): void }[] = [];
const track = <T extends { disconnect(): void }>(client: T) => {
  clients.push(client);
  return client;
};

beforeAll(async () => {
  database = await openTestDatabase('pglite', { seeded: true });
  // A one-second activity timeout, so a silent client pings (and is pinged) within the test.
  sandbox = await startSandbox(database.db, { realtime: { activityTimeoutSeconds: 1, pongTimeoutMs: 1_000 } });
  samToken = await tokenFor(database.db, 'support@northfibre.example');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await sandbox.close();
  await database.close();
});

/** A frame's data: a JSON string for most events, an object for errors (as the protocol has it). */
const dataOf = (frame: { data: unknown }) =>
  (typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data) as Record<string, unknown>;

/** A raw WebSocket speaking the protocol by hand, for what pusher-js never sends. */
function rawSocket(path = `/app/${testCredentials.key}?protocol=7&client=js&version=8.4.0`) {
  const ws = new WebSocket(`ws://127.0.0.1:${sandbox.port}${path}`);
  const frames: { event: string; channel?: string; data: string | Record<string, unknown> }[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()));
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const next = async (event: string) => {
    for (;;) {
      const found = frames.findIndex((f) => f.event === event);
      if (found >= 0) return frames.splice(found, 1)[0] as (typeof frames)[number];
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { ws, next, closed, send: (frame: unknown) => ws.send(JSON.stringify(frame)) };
}

describe('the Pusher channel server, with the real pusher-js and pusher SDK', () => {
  it("delivers an event the pusher SDK publishes to the organisation's private channel", async () => {
    const client = track(connectClient(sandbox.port, samToken));
    const channel = await subscribed(client, organisationChannel(north));
    const received = nextEvent<{ message: string }>(channel, organisationEvent(north));
    await publisher(sandbox.port).trigger(organisationChannel(north), organisationEvent(north), {
      message: 'Order ORD-1 committed',
    });
    expect(await received).toEqual({ message: 'Order ORD-1 committed' });
  });

  it("delivers a personal notification on the user's own channel with the spec's event new_{customerId}_{userEmail}", async () => {
    const client = track(connectClient(sandbox.port, samToken));
    const channel = await subscribed(client, userChannel(north, sam.id));
    const received = nextEvent(channel, userEvent(north, sam.email));
    await publishNotification(database.db, { customerId: north, user: { id: sam.id, email: sam.email } }, { id: 7 });
    expect(await received).toEqual({ id: 7 });
  });

  it("refuses a subscription to another organisation's channel at the auth endpoint", async () => {
    const client = track(connectClient(sandbox.port, samToken));
    await expect(subscribed(client, organisationChannel(harbour))).rejects.toMatchObject({
      type: 'AuthError',
      status: 403,
    });
  });

  it('refuses a forged signature at the channel server', async () => {
    const client = track(
      connectClient(sandbox.port, samToken, {
        channelAuthorization: {
          // A signature of the right shape that the sandbox never made: the handler skips the auth endpoint.
          customHandler: (_params: unknown, callback: (error: null, data: { auth: string }) => void) =>
            callback(null, { auth: `${testCredentials.key}:${'0'.repeat(64)}` }),
        },
      } as never),
    );
    await expect(subscribed(client, organisationChannel(harbour))).rejects.toMatchObject({
      type: 'AuthError',
      status: 401,
    });
  });

  it('answers pusher-js pings with pongs, so a quiet connection stays up', async () => {
    const client = track(connectClient(sandbox.port, samToken));
    await reaches(client, 'connected');
    const pong = new Promise<void>((resolve) =>
      client.connection.bind('message', (m: { event: string }) => m.event === 'pusher:pong' && resolve()),
    );
    await pong; // pusher-js pings after the server's one-second activity timeout
    expect(client.connection.state).toBe('connected');
  });

  it('pings a silent client and closes it with 4201 when no pong comes back', async () => {
    const socket = rawSocket();
    await socket.next('pusher:connection_established');
    await socket.next('pusher:ping');
    expect(await socket.closed).toBe(4201);
  });

  it('keeps a client that answers the server’s ping', async () => {
    const socket = rawSocket();
    await socket.next('pusher:connection_established');
    await socket.next('pusher:ping');
    socket.send({ event: 'pusher:pong', data: {} });
    await socket.next('pusher:ping'); // pinged again after another quiet second, not closed
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });

  it('refuses an unknown app key with 4001', async () => {
    const socket = rawSocket('/app/not-our-key?protocol=7');
    const error = await socket.next('pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await socket.closed).toBe(4001);
  });

  it('answers malformed frames and client events with pusher:error and stays up', async () => {
    const socket = rawSocket();
    const established = await socket.next('pusher:connection_established');
    expect(dataOf(established)).toMatchObject({ socket_id: expect.stringMatching(/^\d+\.\d+$/) });
    for (const bad of ['not json', '[]', '{"event":42}', '{"event":"pusher:subscribe","data":{"channel":"a b"}}']) {
      socket.ws.send(bad);
      await socket.next('pusher:error');
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.next('pusher:error');
    socket.send({ event: 'client-typing', channel: organisationChannel(north), data: {} });
    expect(dataOf(await socket.next('pusher:error')).message).toMatch(/client events/i);
    socket.send({ event: 'pusher:subscribe', data: { channel: organisationChannel(north) } });
    expect((await socket.next('pusher:subscription_error')).data).toMatchObject({ status: 401 });
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next('pusher:pong');
    socket.ws.close();
  });

  it('closes a socket that sends an oversized frame, and the server keeps serving', async () => {
    const socket = rawSocket();
    await socket.next('pusher:connection_established');
    socket.ws.send('x'.repeat(64 * 1024));
    expect(await socket.closed).toBe(1009);
    const client = track(connectClient(sandbox.port, samToken));
    await subscribed(client, organisationChannel(north));
  });

  it('comes back by itself after the server restarts, subscribed again', async () => {
    const client = track(connectClient(sandbox.port, samToken));
    const channel = await subscribed(client, organisationChannel(north));
    const states: string[] = [];
    client.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    const resubscribed = new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const port = sandbox.port;
    await sandbox.close();
    sandbox = await startSandbox(database.db, { port, realtime: { activityTimeoutSeconds: 1, pongTimeoutMs: 1_000 } });
    await resubscribed;
    expect(states).toEqual(['connecting', 'connected']);
    const received = nextEvent(channel, organisationEvent(north));
    await publisher(port).trigger(organisationChannel(north), organisationEvent(north), { after: 'restart' });
    expect(await received).toEqual({ after: 'restart' });
  });
});
