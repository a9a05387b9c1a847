import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorReports } from '../../../server/db/schema';
import { errorReportResponse } from '../../../src/contracts/monitoring';
import { drivers } from '../helpers/test-env';
import { createTestSandbox, type TestSandbox } from '../helpers/test-sandbox';

const report = {
  release: 'build-42',
  route: '/debug-newrelic',
  userId: 'u-123',
  name: 'MonitoringTestError',
  message: 'Test exception from /debug-newrelic',
  stack: 'MonitoringTestError: Test exception\n    at DebugNewrelicPage (debug-newrelic-page.tsx:15:9)',
};

describe.each(drivers)('monitoring sink (%s)', (driver) => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox(driver, { app: { monitoringLimits: { max: 5, timeWindowMs: 60_000 } } });
  });
  afterAll(() => sandbox.close());

  // Each test sends from an address of its own, so the rate limit of one does not spill into another.
  const send = (body: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    sandbox.app.inject({
      method: 'POST',
      url: '/api/monitoring/errors',
      payload: body as object,
      remoteAddress,
      headers,
    });
  const stored = () => sandbox.db.select().from(errorReports);

  it('stores a report without a sign-in and shows it on /sandbox/monitoring', async () => {
    const res = await send(report, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    const { data } = errorReportResponse.parse(res.json());
    const row = (await stored()).find((r) => r.id === data.id);
    expect(row).toMatchObject({
      release: 'build-42',
      route: '/debug-newrelic',
      userId: 'u-123',
      name: 'MonitoringTestError',
    });
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/monitoring' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('MonitoringTestError: Test exception from /debug-newrelic');
    expect(page.body).toContain('build-42');
  });

  it('scrubs e-mails, phone numbers, tokens and names even when the portal did not', async () => {
    const res = await send(
      {
        ...report,
        route: '/users/jo.bloggs@example.com?token=abc',
        message: 'Failed for user Jo Bloggs (jo.bloggs@example.com, 07700 900123) with Bearer abc.def.ghi',
        stack: 'at fetch (https://x/api?access_token=eyJhbGciOi.eyJzdWIi.sig)',
      },
      '10.0.0.2',
    );
    expect(res.statusCode).toBe(201);
    const row = (await stored()).find((r) => r.id === res.json().data.id);
    expect(row?.route).toBe('/users/[email]');
    expect(row?.message).toBe('Failed for user [name] ([email], [phone]) with Bearer [token]');
    expect(row?.stack).not.toContain('eyJ');
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/monitoring' });
    expect(page.body).not.toContain('jo.bloggs');
    expect(page.body).not.toContain('07700');
  });

  it('refuses a report with missing or unknown fields with field errors, storing nothing', async () => {
    const before = (await stored()).length;
    const { name: _name, ...noName } = report;
    const missing = await send(noName, '10.0.0.3');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty('name');
    const extra = await send({ ...report, email: 'someone@example.com' }, '10.0.0.3');
    expect(extra.statusCode).toBe(400);
    const noSlash = await send({ ...report, route: 'debug' }, '10.0.0.3');
    expect(noSlash.json().error.fields).toHaveProperty('route');
    expect((await stored()).length).toBe(before);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const res = await send({ ...report, stack: 'x'.repeat(20_000) }, '10.0.0.4');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('answers 429 in the error envelope once an address sends too many', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await send(report, '10.0.0.5')).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(report, '10.0.0.5');
    expect(limited.json()).toEqual({
      error: { status: 429, code: 'too_many_requests', message: expect.stringContaining('Too many error reports') },
    });
    expect((await send(report, '10.0.0.6')).statusCode).toBe(201);
  });
});
