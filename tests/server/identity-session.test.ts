import { describe, expect, it } from 'vitest';
import { Browser, identityServerForSuite, location, pkce, refresh, signIn, startSignIn } from './identity-harness';

const server = identityServerForSuite();

describe('identity: first-party prompts', () => {
  it('never shows a consent screen to the portal, even when it asks for prompt=consent', async () => {
    const tokens = await signIn(new Browser(), server.base, 'admin@northfibre.example', { prompt: 'consent' });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('signs a returning user in without the password while the provider session lasts', async () => {
    const browser = new Browser();
    await signIn(browser, server.base, 'admin@northfibre.example');
    const authUrl = await startSignIn(browser, server.base, pkce());
    expect(authUrl.startsWith(`${server.base}/?code=`)).toBe(true);
  });
});

describe('identity: sign-out', () => {
  it('signs out through a self-submitting page, returns to the portal and ends the refresh token', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, server.base, 'admin@northfibre.example');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.base}/`,
      state: 'bye',
    });
    const page = await browser.fetch(`${server.base}/oidc/session/end?${query}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmUrl = `${server.base}/oidc/session/end/confirm`;
    const confirmed = await browser.postForm(confirmUrl, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed, confirmUrl)).toBe(`${server.base}/?state=bye`);
    expect((await refresh(server.base, tokens.refresh_token ?? '')).status).toBe(400);
    // Signed out: the next authorization request asks for the password again.
    expect(await startSignIn(browser, server.base, pkce())).toContain('/oidc/interaction/');
  });

  it('serves the script that submits the sign-out form', async () => {
    const response = await fetch(`${server.base}/oidc/assets/logout.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain("getElementById('op.logoutForm')");
  });
});
