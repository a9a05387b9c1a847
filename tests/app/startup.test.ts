import { describe, expect, it } from 'vitest';
import { authErrorRedirect, identityErrorRedirect, legacyHostRedirect } from '@/app/startup';

const at = (url: string) => {
  const u = new URL(url);
  return { hostname: u.hostname, pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('legacy host redirect', () => {
  const legacy = ['old-portal.example.com', 'portal.legacy.example'];

  it('sends a legacy host to the customer host with the same path and query', () => {
    expect(
      legacyHostRedirect(
        at('https://old-portal.example.com/support/incidents?page=2'),
        legacy,
        'https://portal.example.com',
      ),
    ).toBe('https://portal.example.com/support/incidents?page=2');
  });

  it('leaves any other host alone', () => {
    expect(legacyHostRedirect(at('https://portal.example.com/'), legacy, 'https://portal.example.com')).toBeNull();
    expect(legacyHostRedirect(at('https://localhost:8443/'), [], undefined)).toBeNull();
  });
});

describe('identity errors in the query string', () => {
  it.each(['invalid_request', 'invalid_token', 'unauthorized', 'access_denied'])(
    'redirects %s to /error with the original query',
    (code) => {
      const search = `?error=${code}&error_description=User%20is%20blocked`;
      expect(identityErrorRedirect({ pathname: '/', search })).toBe(`/error${search}`);
    },
  );

  it('ignores other errors and pages already on /error', () => {
    expect(identityErrorRedirect({ pathname: '/', search: '?error=login_required' })).toBeNull();
    expect(identityErrorRedirect({ pathname: '/error', search: '?error=access_denied' })).toBeNull();
    expect(identityErrorRedirect({ pathname: '/', search: '' })).toBeNull();
  });
});

describe('auth errors', () => {
  it("sends an 'Expiration Time (exp) claim error' to /error-device-timestamp", () => {
    expect(authErrorRedirect(new Error('Expiration Time (exp) claim error in the ID token'))).toBe(
      '/error-device-timestamp',
    );
    expect(authErrorRedirect(new Error('network_error'))).toBeNull();
  });
});
