import { describe, expect, it } from 'vitest';
import { invalidEnvMessage, parseEnv } from '@/app/env';

const complete = {
  VITE_AUTH_AUTHORITY: '/oidc',
  VITE_AUTH_CLIENT_ID: 'portal-spa',
  VITE_AUTH_SCOPES: 'openid profile email offline_access portal.api',
  VITE_AUTH_PROTOCOL: 'OIDC',
  VITE_API_ORDERS_URL: '/api/orders',
  VITE_API_BILLING_URL: '/api/billing',
  VITE_API_DEVELOPER_URL: '/api/developer',
  VITE_API_INCIDENTS_URL: '/api/incidents',
  VITE_API_ISSUES_URL: '/api/issues',
  VITE_API_KNOWLEDGE_URL: 'https://kb.provider.example/v1/',
  VITE_API_NOTIFICATIONS_URL: '/api/notifications',
  VITE_API_REPORTING_URL: '/api/reporting',
  VITE_API_SERVICES_URL: '/api/services',
  VITE_API_USERS_URL: '/api/users',
  VITE_API_REALTIME_URL: '/api/realtime',
  VITE_REQUEST_TIMEOUT_MS: '30000',
  VITE_API_DOCS_URL: 'https://docs.provider.example',
  VITE_API_SIMULATION_URL: '/sandbox/api-simulation',
  VITE_PRIVACY_POLICY_URL: '/sandbox/privacy-policy',
  VITE_VOIP_URL: '/sandbox/voip',
  VITE_ISP_HUB_URL: '/sandbox/isp-hub',
  VITE_REALTIME_KEY: '',
  VITE_LEGACY_HOSTS: '',
  VITE_XSTATE_INSPECT: '0',
};

describe('parseEnv', () => {
  it('resolves paths against the origin so one build works on any port', () => {
    const result = parseEnv(complete, 'https://localhost:9443');
    if (!result.ok) throw new Error(result.issues.join('; '));
    expect(result.env.auth.authority).toBe('https://localhost:9443/oidc');
    expect(result.env.apiBaseUrls.orders).toBe('https://localhost:9443/api/orders');
    expect(result.env.apiBaseUrls.knowledge).toBe('https://kb.provider.example/v1');
    expect(result.env.links.apiDocs).toBe('https://docs.provider.example');
    expect(result.env.auth.scopes).toEqual(['openid', 'profile', 'email', 'offline_access', 'portal.api']);
    expect(result.env.requestTimeoutMs).toBe(30_000);
    expect(result.env.realtime.key).toBeUndefined();
    expect(result.env.xstateInspect).toBe(false);
    expect(result.env.liveChat.siteId).toBeUndefined();
  });

  it('reads the live-chat site id, which may be missing or blank (spec 1 §8: logged, chat not started)', () => {
    const withSite = parseEnv({ ...complete, VITE_LIVE_CHAT_SITE_ID: ' sky-site-1 ' }, 'https://localhost:8443');
    expect(withSite.ok && withSite.env.liveChat.siteId).toBe('sky-site-1');
    const blank = parseEnv({ ...complete, VITE_LIVE_CHAT_SITE_ID: '  ' }, 'https://localhost:8443');
    expect(blank.ok && blank.env.liveChat.siteId).toBeUndefined();
  });

  it('reads the legacy host list and the customer host', () => {
    const result = parseEnv(
      { ...complete, VITE_LEGACY_HOSTS: 'Old.example.com, legacy.example ,', VITE_CUSTOMER_HOST: 'portal.example.com' },
      'https://localhost:8443',
    );
    expect(result.ok && result.env.legacyHosts).toEqual(['old.example.com', 'legacy.example']);
    expect(result.ok && result.env.customerOrigin).toBe('https://portal.example.com');
  });

  it.each(['VITE_AUTH_CLIENT_ID', 'VITE_API_USERS_URL', 'VITE_AUTH_AUTHORITY', 'VITE_PRIVACY_POLICY_URL'])(
    'fails when %s is missing',
    (key) => {
      const rest: Record<string, string> = { ...complete };
      delete rest[key];
      const result = parseEnv(rest, 'https://localhost:8443');
      expect(result.ok).toBe(false);
      expect(!result.ok && result.issues.join()).toContain(key);
    },
  );

  it('fails on an unknown protocol, a bad timeout, or legacy hosts without a customer host', () => {
    expect(parseEnv({ ...complete, VITE_AUTH_PROTOCOL: 'SAML' }, 'https://x').ok).toBe(false);
    expect(parseEnv({ ...complete, VITE_REQUEST_TIMEOUT_MS: 'soon' }, 'https://x').ok).toBe(false);
    expect(parseEnv({ ...complete, VITE_LEGACY_HOSTS: 'old.example.com' }, 'https://x').ok).toBe(false);
  });

  it('uses the spec wording for the stop message', () => {
    expect(invalidEnvMessage).toBe('Invalid / Missing environment variables');
  });
});
