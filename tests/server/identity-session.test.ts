import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client';
import {
  Browser,
  freePort,
  insertUsers,
  location,
  pkce,
  type Running,
  refresh,
  signIn,
  startIdentity,
  startSignIn,
} from './identity-harness';

let database: Database;
let running: Running;
let base: string;

beforeAll(async () => {
  database = await openDatabase({});
  await insertUsers(database.db);
  running = await startIdentity(database.db, await freePort());
  base = running.publicUrl;
});

afterAll(async () => {
  await running.app.close();
  await database.close();
});

describe('identity: first-party prompts', () => {
  it('never shows a consent screen to the portal, even when it asks for prompt=consent', async () => {
    const tokens = await signIn(new Browser(), base, 'admin@northfibre.example', { prompt: 'consent' });
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('signs a returning user in without the password while the provider session lasts', async () => {
    const browser = new Browser();
    await signIn(browser, base, 'admin@northfibre.example');
    const authUrl = await startSignIn(browser, base, pkce());
    expect(authUrl.startsWith(`${base}/?code=`)).toBe(true);
  });
});

describe('identity: sign-out', () => {
  it('signs out through a self-submitting page, returns to the portal and ends the refresh token', async () => {
    const browser = new Browser();
    const tokens = await signIn(browser, base, 'admin@northfibre.example');
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${base}/`,
      state: 'bye',
    });
    const page = await browser.fetch(`${base}/oidc/session/end?${query}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<script src="/oidc/assets/logout.js" defer></script>');
    expect(html).toContain('<input type="hidden" name="logout" value="yes" form="op.logoutForm">');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmUrl = `${base}/oidc/session/end/confirm`;
    const confirmed = await browser.postForm(confirmUrl, { xsrf, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(location(confirmed, confirmUrl)).toBe(`${base}/?state=bye`);
    expect((await refresh(base, tokens.refresh_token ?? '')).status).toBe(400);
    // Signed out: the next authorization request asks for the password again.
    expect(await startSignIn(browser, base, pkce())).toContain('/oidc/interaction/');
  });

  it('serves the script that submits the sign-out form', async () => {
    const response = await fetch(`${base}/oidc/assets/logout.js`);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toContain("getElementById('op.logoutForm')");
  });
});
