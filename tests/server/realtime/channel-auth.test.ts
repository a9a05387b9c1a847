import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFlag } from '../../../server/domain/flags';
import { notYourChannel } from '../../../server/realtime/channel-auth-routes';
import { orgByKey } from '../../../server/seed/organisations';
import { type PersonaEmail, personaByEmail } from '../../../server/seed/personas';
import { channelAuthPath, organisationChannel, userChannel } from '../../../src/lib/notification-channels';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { testCredentials } from './harness';

const north = orgByKey('northfibre');
const harbour = orgByKey('harbour');
const sam = personaByEmail('support@northfibre.example');
const olivia = personaByEmail('ordering@northfibre.example');
const socketId = '123.456';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox('pglite', { app: { realtime: { credentials: testCredentials } } });
});
afterAll(() => sandbox.close());

const ask = async (email: PersonaEmail | undefined, body: Record<string, string>, form = true) =>
  sandbox.app.inject({
    method: 'POST',
    url: channelAuthPath,
    headers: {
      ...(email ? await sandbox.authAs(email) : {}),
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });

const expectedAuth = (channel: string) =>
  `${testCredentials.key}:${createHmac('sha256', testCredentials.secret).update(`${socketId}:${channel}`).digest('hex')}`;

describe('the channel-auth endpoint signs only the caller’s own notification channels', () => {
  it.each([
    ["the organisation's channel", organisationChannel(north.customerId)],
    ["the user's own channel", userChannel(north.customerId, sam.id)],
  ])('signs %s as pusher-js posts it (key:HMAC-SHA256 of socket_id:channel_name)', async (_, channel) => {
    const res = await ask('support@northfibre.example', { socket_id: socketId, channel_name: channel });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ auth: expectedAuth(channel) });
  });

  it('accepts the same request as JSON', async () => {
    const channel = organisationChannel(north.customerId);
    const res = await ask('support@northfibre.example', { socket_id: socketId, channel_name: channel }, false);
    expect(res.json()).toEqual({ auth: expectedAuth(channel) });
  });

  it.each([
    ["another organisation's channel", organisationChannel(harbour.customerId)],
    ["a colleague's personal channel", userChannel(north.customerId, olivia.id)],
    ['a public channel', 'notifications'],
    ['a channel of the same prefix', `${organisationChannel(north.customerId)}0`],
  ])('refuses %s with 403', async (_, channel) => {
    const res = await ask('support@northfibre.example', { socket_id: socketId, channel_name: channel });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: notYourChannel });
  });

  it('refuses a developer-only user, who has no notification bell', async () => {
    const dev = personaByEmail('developer@northfibre.example');
    const res = await ask('developer@northfibre.example', {
      socket_id: socketId,
      channel_name: userChannel(north.customerId, dev.id),
    });
    expect(res.statusCode).toBe(403);
  });

  it('is absent (404) in the sky view and while the notifications flag is off', async () => {
    const sky = await ask('agent@skyline.example', {
      socket_id: socketId,
      channel_name: organisationChannel(orgByKey('skyline').customerId),
    });
    expect(sky.statusCode).toBe(404);
    await writeFlag(sandbox.db, harbour.id, 'enableNotifications', false);
    try {
      const off = await ask('admin@harbour.example', {
        socket_id: socketId,
        channel_name: organisationChannel(harbour.customerId),
      });
      expect(off.statusCode).toBe(404);
    } finally {
      await writeFlag(sandbox.db, harbour.id, 'enableNotifications', true);
    }
  });

  it('asks for a bearer token (401) and answers bad input with field errors (400)', async () => {
    const anonymous = await ask(undefined, {
      socket_id: socketId,
      channel_name: organisationChannel(north.customerId),
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await ask('support@northfibre.example', { socket_id: 'abc', channel_name: 'no spaces allowed' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['channel_name', 'socket_id']);
  });

  it('answers an unknown address under /api/realtime like any provider service: 401, then 404', async () => {
    expect((await sandbox.app.inject({ method: 'GET', url: '/api/realtime/nothing' })).statusCode).toBe(401);
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/api/realtime/nothing',
      headers: await sandbox.authAs('support@northfibre.example'),
    });
    expect(res.statusCode).toBe(404);
  });
});
