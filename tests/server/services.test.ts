import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionIdOf } from '../../server/seed/seed';
import { unsubscribeResponse } from '../../src/contracts/unsubscribe';
import { drivers } from './helpers/test-env';
import { createTestSandbox, type TestSandbox } from './helpers/test-sandbox';

describe.each(drivers)('services service: unsubscribe (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver);
  });
  afterAll(() => sandbox.close());

  const unsubscribe = (id: string) =>
    sandbox.app.inject({ method: 'DELETE', url: `/api/services/v2/unsubscribe/${id}` });

  it('ends a subscription without a sign-in, once', async () => {
    const id = subscriptionIdOf('support@northfibre.example', 'order-updates');
    const first = await unsubscribe(id);
    expect(first.statusCode).toBe(200);
    expect(unsubscribeResponse.parse(first.json())).toEqual({
      data: { id, success: true, topic: 'order-updates', email: 'support@northfibre.example' },
    });
    const again = await unsubscribe(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
  });

  it('accepts a JSON content type with an empty body, as the SPA sends it', async () => {
    const id = subscriptionIdOf('agent@skyline.example', 'planned-works');
    const res = await sandbox.app.inject({
      method: 'DELETE',
      url: `/api/services/v2/unsubscribe/${id}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await unsubscribe('A'.repeat(32))).statusCode).toBe(404);
  });

  it('answers 400 for an id that is too short, too long or not url-safe', async () => {
    for (const id of ['short', 'x'.repeat(65), 'abcdefghijklmnop%21']) {
      const res = await unsubscribe(id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty('id');
    }
  });
});
