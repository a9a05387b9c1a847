import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../server/db/client';
import { notifications } from '../../server/db/schema';
import { sandboxNow } from '../../server/domain/incidents/clock';
import { orgByKey } from '../../server/seed/organisations';
import { organisationChannel, organisationEvent } from '../../src/lib/notification-channels';
import { openTestDatabase } from './helpers/test-database';
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
} from './realtime/harness';

const secret = 'control-secret-for-the-test-only';
const north = orgByKey('northfibre');

let database: Database;
let sandbox: RunningSandbox;
let token: string;
const clients: { disconnect(): void }[] = [];

beforeAll(async () => {
  database = await openTestDatabase('pglite', { seeded: true });
  sandbox = await startSandbox(database.db, { sandboxControlSecret: secret });
  token = await tokenFor(database.db, 'support@northfibre.example');
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await sandbox.close();
  await database.close();
});

const control = (path: string, body: unknown, authorization = `Sandbox ${secret}`) =>
  fetch(`http://127.0.0.1:${sandbox.port}/sandbox/control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(body),
  });

/** Whether the channel server takes a WebSocket now: the upgrade's HTTP status when it refuses, 101 when it takes it. */
const upgradeStatus = () =>
  new Promise<number>((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${sandbox.port}/app/${testCredentials.key}?protocol=7`);
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    ws.on('error', () => undefined);
  });

describe('the sandbox control calls', () => {
  it('are not there at all unless the sandbox is started with a control secret', async () => {
    const plain = await startSandbox(database.db);
    try {
      const response = await fetch(`http://127.0.0.1:${plain.port}/sandbox/control/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Sandbox ${secret}` },
        body: JSON.stringify({ advance: '1h' }),
      });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('answer 401 without the secret, whatever else the caller holds (a portal bearer token included)', async () => {
    for (const authorization of ['', `Bearer ${token}`, `Sandbox ${secret}x`, `Sandbox ${secret.slice(1)}`]) {
      const response = await control('/clock', { advance: '1h' }, authorization);
      expect(response.status, authorization).toBe(401);
    }
  });

  it('answer bad input with 400 and the field at fault', async () => {
    for (const body of [{}, { advance: '-1h' }, { advance: '1w' }, { advance: 12 }, { advance: '1h', extra: 1 }]) {
      const response = await control('/clock', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.code).toBe('validation_failed');
    }
    const realtime = await control('/realtime', { running: 'no' });
    expect(realtime.status).toBe(400);
    expect(Object.keys((await realtime.json()).error.fields)).toEqual(['running']);
  });

  it('move the clock forward and move what became due at once, notifying it', async () => {
    const notified = () =>
      database.db
        .select({ n: count() })
        .from(notifications)
        .where(eq(notifications.orgId, north.id))
        .then((r) => r[0]?.n ?? 0);
    const before = await sandboxNow(database.db);
    const notifiedBefore = await notified();
    const response = await control('/clock', { advance: '2d' });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { now: string; notified: { customer_id: number; message: string }[] };
    expect(new Date(answer.now).getTime() - before.getTime()).toBeGreaterThanOrEqual(2 * 86_400_000);
    // Northfibre's orders and incidents due in those two days moved, each move is a notification, and the answer says so.
    const added = (await notified()) - notifiedBefore;
    expect(added).toBeGreaterThan(0);
    expect(answer.notified.some((n) => n.customer_id === north.customerId)).toBe(true);
    expect(answer.notified[0]?.message).toMatch(/ is now /);
  });

  it('stop the channel server (sockets closed, new ones refused) and start it again, clients coming back', async () => {
    const client = connectClient(sandbox.port, token);
    clients.push(client);
    await subscribed(client, organisationChannel(north.customerId));
    expect(await upgradeStatus()).toBe(101);

    const lost = reaches(client, 'connecting');
    expect((await control('/realtime', { running: false })).status).toBe(200);
    await lost;
    expect(sandbox.app.realtime.connectionCount()).toBe(0);
    expect(await upgradeStatus()).toBe(503);

    expect((await control('/realtime', { running: true })).status).toBe(200);
    expect(await upgradeStatus()).toBe(101);
    // As the portal's connection machine does once unavailable: pusher-js's own next try may be 15 s away.
    client.disconnect();
    client.connect();
    await reaches(client, 'connected');
    const channel = client.channel(organisationChannel(north.customerId));
    await expect.poll(() => channel.subscribed).toBe(true);
    const received = nextEvent(channel, organisationEvent(north.customerId));
    await publisher(sandbox.port).trigger(organisationChannel(north.customerId), organisationEvent(north.customerId), {
      after: 'restart',
    });
    expect(await received).toEqual({ after: 'restart' });
  });
});
