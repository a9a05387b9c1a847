import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveRefusals } from '../../../server/domain/flow-viewer/live-sessions';
import type { PersonaEmail } from '../../../server/seed/personas';
import { type LiveFrame, type LiveTicket, liveFrame, liveSocketPath } from '../../../src/contracts/flow-viewer';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

// Live watching through the real sandbox: tickets from the bearer token, the portal page's socket streaming the
// inspector's events, a watcher's socket following them; who may watch whom; nothing left once the page has gone.

const graceMs = 300;
let sandbox: TestSandbox;
let port: number;
beforeAll(async () => {
  sandbox = await createTestSandbox('pglite', { app: { flowViewer: true, flowViewerLive: { graceMs } } });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  port = (sandbox.app.server.address() as AddressInfo).port;
});
afterAll(() => sandbox.close());

const call = async (email: PersonaEmail | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  sandbox.app.inject({
    method,
    url,
    headers: email ? await sandbox.authAs(email) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const openSession = async (email: PersonaEmail, body: Record<string, unknown> = {}): Promise<LiveTicket> => {
  const res = await call(email, 'POST', '/api/flows/live/sessions', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

const socket = (ticket: string) => new WebSocket(`ws://127.0.0.1:${port}${liveSocketPath}?ticket=${ticket}`);
const opened = (ws: WebSocket) =>
  new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
/** A watcher's socket and every frame it has received, each checked against the contract. */
const watch = async (ticket: string) => {
  const ws = socket(ticket);
  const frames: LiveFrame[] = [];
  ws.on('message', (raw) => frames.push(liveFrame.parse(JSON.parse(String(raw)))));
  await opened(ws);
  return { ws, frames };
};
const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check(), what).toBe(true);
};

const definition = JSON.stringify({ id: 'incidentRaise', initial: 'address', states: { address: {}, service: {} } });
const actorEvent = {
  type: '@xstate.actor',
  sessionId: 'x:1',
  name: 'x:1',
  definition,
  snapshot: { status: 'active', value: 'address', context: { contact_email: 'jo@example.com' } },
};

describe('live sessions of the flow viewer', () => {
  it('streams a page’s actors, states and event types to its own user, never contexts or payload values', async () => {
    const publish = await openSession('support@northfibre.example');
    const page = socket(publish.ticket);
    await opened(page);
    page.send(JSON.stringify(actorEvent));
    // Created, then started: only a started actor is shown.
    page.send(JSON.stringify({ ...actorEvent, sessionId: 'x:never-started' }));
    page.send(
      JSON.stringify({ type: '@xstate.snapshot', sessionId: 'x:1', snapshot: { status: 'active', value: 'address' } }),
    );

    const listed = await call('support@northfibre.example', 'GET', '/api/flows/live/sessions');
    expect(listed.json().sessions).toContainEqual(
      expect.objectContaining({ session_id: publish.session_id, own: true, user_name: 'Sam Support' }),
    );
    const ticket = await call(
      'support@northfibre.example',
      'POST',
      `/api/flows/live/sessions/${publish.session_id}/watch`,
    );
    expect(ticket.statusCode).toBe(200);
    const viewer = await watch(ticket.json().ticket);
    await until(() => viewer.frames.length > 0, 'the session as it stands');
    expect(viewer.frames[0]).toMatchObject({
      type: 'session',
      actors: [{ machine: 'incidentRaise', value: 'address' }],
    });

    page.send(
      JSON.stringify({
        type: '@xstate.event',
        sessionId: 'x:1',
        event: { type: 'contact.change', email: 'jo@example.com', phone: '07700 900123' },
      }),
    );
    page.send(
      JSON.stringify({ type: '@xstate.snapshot', sessionId: 'x:1', snapshot: { status: 'active', value: 'service' } }),
    );
    page.send('not json');
    page.send(JSON.stringify({ type: '@xstate.microstep', sessionId: 'x:1' }));
    await until(() => viewer.frames.length >= 3, 'the event and the new state');
    expect(viewer.frames[1]).toMatchObject({
      type: 'event',
      event: { type: 'contact.change', keys: ['email', 'phone'] },
    });
    expect(viewer.frames[2]).toMatchObject({ type: 'actor', actor: { value: 'service' } });
    const seen = JSON.stringify(viewer.frames);
    for (const secret of ['jo@example.com', '07700', 'contact_email']) expect(seen).not.toContain(secret);

    // The page goes: after the wait for a reload, the watcher is told and nothing of the session remains.
    page.close();
    await until(() => viewer.frames.some((f) => f.type === 'ended'), 'the end');
    const after = await call('support@northfibre.example', 'GET', '/api/flows/live/sessions');
    expect(after.json().sessions.map((s: { session_id: string }) => s.session_id)).not.toContain(publish.session_id);
    viewer.ws.close();
  });

  it('shows a promise while it runs and a machine where it finished', async () => {
    const publish = await openSession('billing@northfibre.example');
    const page = socket(publish.ticket);
    await opened(page);
    const send = (message: object) => page.send(JSON.stringify(message));
    send({ type: '@xstate.actor', sessionId: 'p:1', name: 'fetchInvoices', snapshot: { status: 'active' } });
    send({ type: '@xstate.snapshot', sessionId: 'p:1', snapshot: { status: 'active' } });
    send({ ...actorEvent, sessionId: 'm:1' });
    send({ type: '@xstate.snapshot', sessionId: 'm:1', snapshot: { status: 'active', value: 'address' } });
    const actors = async () =>
      (await call('billing@northfibre.example', 'GET', '/api/flows/live/sessions')).json().sessions[0]?.actors;
    await expect.poll(actors).toBe(2);
    send({ type: '@xstate.snapshot', sessionId: 'p:1', snapshot: { status: 'done' } });
    send({ type: '@xstate.snapshot', sessionId: 'm:1', snapshot: { status: 'done', value: 'service' } });
    await expect.poll(actors).toBe(1);
    page.close();
  });

  it('carries on a reloaded page’s session when it comes back in time, for its own user only', async () => {
    const first = await openSession('ordering@northfibre.example');
    const page = socket(first.ticket);
    await opened(page);
    page.close();
    const stolen = await openSession('support@northfibre.example', { resume: first.session_id });
    expect(stolen.session_id).not.toBe(first.session_id);
    const resumed = await openSession('ordering@northfibre.example', { resume: first.session_id });
    expect(resumed.session_id).toBe(first.session_id);
    const again = socket(resumed.ticket);
    await opened(again);
    await new Promise((r) => setTimeout(r, graceMs * 2));
    const listed = await call('ordering@northfibre.example', 'GET', '/api/flows/live/sessions');
    expect(listed.json().sessions).toContainEqual(
      expect.objectContaining({ session_id: first.session_id, connected: true }),
    );
    again.close();
  });

  it('lets an Admin of the same organisation watch; a colleague is refused and another organisation sees nothing', async () => {
    const publish = await openSession('ordering@northfibre.example');
    const page = socket(publish.ticket);
    await opened(page);
    const watchAs = (email: PersonaEmail) =>
      call(email, 'POST', `/api/flows/live/sessions/${publish.session_id}/watch`);

    expect((await watchAs('admin@northfibre.example')).statusCode).toBe(200);
    const colleague = await watchAs('support@northfibre.example');
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.message).toBe(liveRefusals.notAdmin);
    for (const outsider of ['admin@harbour.example', 'agent@skyline.example'] as const) {
      expect((await watchAs(outsider)).statusCode, outsider).toBe(404);
      const listed = await call(outsider, 'GET', '/api/flows/live/sessions');
      expect(
        listed.json().sessions.map((s: { session_id: string }) => s.session_id),
        outsider,
      ).not.toContain(publish.session_id);
    }
    expect(
      (await call('support@northfibre.example', 'GET', '/api/flows/live/sessions')).json().sessions,
    ).not.toContainEqual(expect.objectContaining({ session_id: publish.session_id }));
    page.close();
  });

  it('refuses sockets without a valid ticket, and a ticket twice', async () => {
    const publish = await openSession('support@northfibre.example');
    const first = socket(publish.ticket);
    await opened(first);
    for (const ticket of [publish.ticket, 'made-up', '']) {
      const refused = socket(ticket);
      const status = await new Promise<number>((resolve) => {
        refused.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        refused.once('open', () => resolve(101));
      });
      expect(status, ticket).toBe(401);
    }
    first.close();
  });

  it('asks for a signed-in caller and a well-formed body', async () => {
    expect((await call(undefined, 'GET', '/api/flows/live/sessions')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/flows/live/sessions', {})).statusCode).toBe(401);
    const bad = await call('support@northfibre.example', 'POST', '/api/flows/live/sessions', { resume: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('resume');
    const notId = await call('support@northfibre.example', 'POST', '/api/flows/live/sessions/nope/watch');
    expect(notId.statusCode).toBe(400);
  });
});

describe('live sessions when the flow viewer is off', () => {
  let off: TestSandbox;
  beforeAll(async () => {
    off = await createTestSandbox('pglite');
  });
  afterAll(() => off.close());

  it('has no routes: the portal’s ?inspect=local finds nothing to stream to', async () => {
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/flows/live/sessions',
      headers: await off.authAs('support@northfibre.example'),
      payload: {},
    });
    expect(res.statusCode).toBe(404);
  });
});
