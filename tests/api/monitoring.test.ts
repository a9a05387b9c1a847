import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReport } from '@/api/error-report';
import { configureMonitoring, reportError } from '@/api/monitoring';
import { errorReportBody } from '@/contracts/monitoring';

class MonitoringTestError extends Error {
  override name = 'MonitoringTestError';
}

describe('errorReport', () => {
  it('carries release, route without query, user id, name, message and stack, scrubbed', () => {
    const error = new MonitoringTestError('Could not load jo@example.com (07700 900123)');
    const report = errorReport(error, { path: '/users/jo@example.com?q=jo', release: 'build-7', userId: 'u-1' });
    expect(errorReportBody.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      release: 'build-7',
      route: '/users/[email]',
      userId: 'u-1',
      name: 'MonitoringTestError',
      message: 'Could not load [email] ([phone])',
    });
    expect(report.stack).toContain('MonitoringTestError');
    expect(report.stack).not.toContain('jo@example.com');
  });

  it('reports a thrown non-error and cuts what is longer than the sink takes', () => {
    const report = errorReport('x'.repeat(5000), { path: '/', release: 'r' });
    expect(report.name).toBe('Error');
    expect(report.message).toHaveLength(2000);
    expect(report.userId).toBeUndefined();
    expect(errorReportBody.safeParse(report).success).toBe(true);
  });
});

describe('reportError', () => {
  afterEach(() => {
    configureMonitoring(undefined);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts the report to the sink with the signed-in user', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    configureMonitoring({ url: 'https://portal.test/api/monitoring', release: 'b1', userId: async () => 'u-9' });
    await reportError(new MonitoringTestError('boom'), '/debug-newrelic');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://portal.test/api/monitoring/errors');
    expect(JSON.parse(String(init.body))).toMatchObject({ route: '/debug-newrelic', userId: 'u-9', release: 'b1' });
  });

  it('never throws when the sink is down or the user cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configureMonitoring({ url: '/api/monitoring', release: 'b1', userId: () => Promise.reject(new Error('no token')) });
    await expect(reportError(new Error('boom'), '/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Monitoring could not be reached', expect.any(TypeError));
  });

  it('sends nothing before it is configured', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await reportError(new Error('early'), '/');
    expect(fetch).not.toHaveBeenCalled();
  });
});
