// The SDK's own request signer, so these requests are signed exactly as the SDK signs them.
// @ts-expect-error the SDK ships no types for its internals
import { createSignedQueryString } from 'pusher/lib/requests';
// @ts-expect-error as above
import Token from 'pusher/lib/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxNotifyBytes } from '../../../server/realtime/bus';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';
import { testCredentials } from './harness';

const path = `/apps/${testCredentials.appId}/events`;
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox('pglite', { app: { realtime: { credentials: testCredentials } } });
});
afterAll(() => sandbox.close());

const signed = (body: string, opts: { secret?: string; url?: string } = {}) => {
  const url = opts.url ?? path;
  const token = new Token(testCredentials.key, opts.secret ?? testCredentials.secret);
  return `${url}?${createSignedQueryString(token, { method: 'POST', path: url, body })}`;
};
const post = (url: string, body: string) =>
  sandbox.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' } });

const event = (data = '{"id":1}') =>
  JSON.stringify({ name: 'new_1001', data, channels: ['private-notifications-1001'] });

describe('the HTTP publish API the pusher SDK calls (/apps/{app_id}/events)', () => {
  it('accepts a correctly signed event', async () => {
    const res = await post(signed(event()), event());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('refuses a wrong signature, a changed body and an unsigned request with 401', async () => {
    expect((await post(signed(event(), { secret: 'not-the-secret' }), event())).statusCode).toBe(401);
    expect((await post(signed(event()), event('{"id":2}'))).statusCode).toBe(401);
    expect((await post(path, event())).statusCode).toBe(401);
  });

  it('refuses a signature older than 600 seconds with 401', async () => {
    const url = signed(event()).replace(/auth_timestamp=\d+/, `auth_timestamp=${Math.floor(Date.now() / 1000) - 601}`);
    const res = await post(url, event());
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/600/);
  });

  it('answers a bad body with 400 and the fields at fault', async () => {
    const body = JSON.stringify({ name: '', data: 42, channels: ['no spaces'] });
    const res = await post(signed(body), body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['channels.0', 'data', 'name']);
    for (const junk of ['not json', '[]', 'null', '{"batch":1}']) {
      expect((await post(signed(junk), junk)).statusCode, junk).toBe(400);
    }
  });

  it('answers 404 for another app id', async () => {
    const url = '/apps/999/events';
    expect((await post(signed(event(), { url }), event())).statusCode).toBe(404);
  });

  it('refuses an event too large for the channel bus with 413 and says why', async () => {
    const big = event(JSON.stringify({ text: 'x'.repeat(maxNotifyBytes) }));
    const res = await post(signed(big), big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/too large for the channel bus/);
  });

  it('accepts a batch of events (/batch_events)', async () => {
    const url = `/apps/${testCredentials.appId}/batch_events`;
    const body = JSON.stringify({
      batch: [
        { name: 'new_1001', data: '{}', channel: 'private-notifications-1001' },
        { name: 'new_1003', data: '{}', channel: 'private-notifications-1003' },
      ],
    });
    expect((await post(signed(body, { url }), body)).statusCode).toBe(200);
  });
});
