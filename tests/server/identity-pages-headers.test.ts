import { describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../../server/identity/security-headers';
import { Browser, identityServerForSuite, location, password, pkce, scope, signIn } from './identity-harness';

const server = identityServerForSuite();

const csp = (response: Response) =>
  Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

/** What every provider page and redirect must carry. */
function expectGuarded(response: Response) {
  expect(response.headers.get('cache-control')).toBe('no-store');
  const policy = csp(response);
  expect(policy['form-action']).toBe("'self'");
  expect(policy['frame-ancestors']).toBe("'self'");
  expect(policy['script-src']).toBe("'self'");
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

function authorizeUrl(challenge: string, extra: Record<string, string> = {}) {
  return `${server.base}/oidc/auth?${new URLSearchParams({
    client_id: 'portal-spa',
    response_type: 'code',
    redirect_uri: `${server.base}/`,
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ...extra,
  })}`;
}

describe('identity pages: form-action', () => {
  it("allows forms to post to the provider itself and to the redirect URIs' origins only", () => {
    const same = pageSecurityHeaders('https://portal.test', ['https://portal.test/']);
    expect(same['content-security-policy']).toContain("form-action 'self';");
    const other = pageSecurityHeaders('https://portal.test', ['https://portal.test/', 'https://spa.example:8443/cb']);
    expect(other['content-security-policy']).toContain("form-action 'self' https://spa.example:8443;");
  });
});

describe('identity pages and redirects: never cached, forms kept to the provider', () => {
  it('the authorization redirect, the sign-in page, a failed sign-in and every redirect back to the portal', async () => {
    const browser = new Browser();
    const challenge = pkce();
    const authUrl = authorizeUrl(challenge.challenge);
    const toInteraction = await browser.fetch(authUrl);
    expect(toInteraction.status).toBe(303);
    expectGuarded(toInteraction);

    const pageUrl = location(toInteraction, authUrl);
    const page = await browser.fetch(pageUrl);
    expect(page.status).toBe(200);
    expectGuarded(page);

    const loginUrl = `${pageUrl}/login`;
    const failed = await browser.postForm(loginUrl, { email: 'admin@northfibre.example', password: 'Wrong-1!' });
    expect(failed.status).toBe(401);
    expectGuarded(failed);

    const signedIn = await browser.postForm(loginUrl, { email: 'admin@northfibre.example', password });
    expect(signedIn.status).toBe(303);
    expectGuarded(signedIn);

    // The provider's own hops, down to the one that carries the code to the portal.
    let next = location(signedIn, loginUrl);
    for (let hops = 0; next.startsWith(`${server.base}/oidc/`) && hops < 10; hops += 1) {
      const hop = await browser.fetch(next);
      expect(hop.status).toBeGreaterThanOrEqual(300);
      expect(hop.status).toBeLessThan(400);
      expectGuarded(hop);
      next = location(hop, next);
    }
    expect(new URL(next).searchParams.get('code')).toBeTruthy();
  });

  it('an expired sign-in page and the provider error page', async () => {
    const browser = new Browser();
    const expired = await browser.fetch(`${server.base}/oidc/interaction/no-such-interaction`);
    expect(expired.status).toBe(400);
    expectGuarded(expired);

    const badClient = await browser.fetch(authorizeUrl(pkce().challenge, { client_id: 'not-a-client' }));
    expect(badClient.status).toBe(400);
    expect(await badClient.text()).toContain('Sign-in could not continue');
    expectGuarded(badClient);
  });

  it('the sign-out page, whose form posts to the provider', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, server.base, 'admin@northfibre.example');
    const logoutUrl = `${server.base}/oidc/session/end?${new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.base}/`,
      client_id: 'portal-spa',
    })}`;
    const logout = await browser.fetch(logoutUrl);
    expect(logout.status).toBe(200);
    const html = await logout.text();
    expect(html).toMatch(/<form[^>]+action="[^"]*\/oidc\/session\/end\/confirm"/);
    expectGuarded(logout);
  });
});
