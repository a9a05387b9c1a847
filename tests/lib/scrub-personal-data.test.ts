import { describe, expect, it } from 'vitest';
import { reportedRoute, scrubPersonalData } from '@/lib/scrub-personal-data';

describe('scrubPersonalData', () => {
  it.each([
    ['Invite for sam.jones+test@northfibre.example failed', 'Invite for [email] failed'],
    ['Call 07700 900123 or +44 20 7946 0018', 'Call [phone] or [phone]'],
    ['(020) 7946 0018', '[phone]'],
    ['Authorization: Bearer abc.DEF-123', 'Authorization: Bearer [token]'],
    ['token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln', 'token [token]'],
    ['/callback?code=xyz&state=abc', '/callback?code=[redacted]&state=[redacted]'],
    ['{"name":"Jo Bloggs","id":3}', '{"name":"[name]","id":3}'],
    ['No engineer Alex Smith-Jones on record', 'No engineer [name] on record'],
  ])('removes personal data from %j', (input, expected) => {
    expect(scrubPersonalData(input)).toBe(expected);
  });

  it('keeps what monitoring needs: error names, file positions, references and ids', () => {
    const stack =
      'MonitoringTestError: Test exception from /debug-newrelic\n    at DebugNewrelicPage (https://portal.example/assets/index-Bx12.js:15:9)';
    expect(scrubPersonalData(stack)).toBe(stack);
    expect(scrubPersonalData('Order ORD-000123 for service S1000009 failed at 2026-11-28T15:00:00Z')).toBe(
      'Order ORD-000123 for service S1000009 failed at 2026-11-28T15:00:00Z',
    );
  });
});

describe('reportedRoute', () => {
  it('drops the query and hash and scrubs the path', () => {
    expect(reportedRoute('/users/a.b@example.com?search=jo#top')).toBe('/users/[email]');
    expect(reportedRoute('/orders/ORD-1?token=abc')).toBe('/orders/ORD-1');
  });
});
