import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { accessTokenClaims } from '../../src/contracts/users';
import { Browser, identityServerForSuite, pkce, refresh, signIn, startSignIn } from './identity-harness';

const server = identityServerForSuite();

async function verifyAccessToken(token: string) {
  const keys = createLocalJWKSet(await server.running.identity.jwks());
  return jwtVerify(token, keys, { issuer: server.running.identity.issuer, audience: server.running.identity.audience });
}

describe('identity: discovery and sign-in page', () => {
  it('publishes its discovery document under /oidc with the issuer MSAL uses as authority', async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${server.base}/oidc`);
    expect(server.running.identity.issuer).toBe(`${server.base}/oidc`);
    expect(server.running.identity.audience).toBe(`${server.base}/api`);
    expect(doc.authorization_endpoint).toBe(`${server.base}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${server.base}/oidc/token`);
    expect(doc.end_session_endpoint).toBe(`${server.base}/oidc/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
  });

  it('shows the portal sign-in page, with labelled fields, no inline script and the login hint filled in', async () => {
    const browser = new Browser();
    const pageUrl = await startSignIn(browser, server.base, pkce(), { login_hint: 'admin@northfibre.example' });
    expect(pageUrl).toMatch(new RegExp(`^${server.base}/oidc/interaction/[\\w-]+$`));
    const response = await browser.fetch(pageUrl);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('Fibre Wholesale Portal');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('value="admin@northfibre.example"');
    expect(html).toMatch(/<button type="submit"[^>]*>Sign in<\/button>/);
    expect(html).not.toMatch(/<script(?![^>]*src=)|<style|style=/);
    const css = await fetch(`${server.base}/oidc/assets/sign-in.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain(':focus-visible');
  });

  it('says "Email or password is incorrect" for a wrong password or an unknown email, keeping the email', async () => {
    const browser = new Browser();
    const loginUrl = `${await startSignIn(browser, server.base, pkce())}/login`;
    for (const email of ['admin@northfibre.example', 'nobody@northfibre.example']) {
      const response = await browser.postForm(loginUrl, { email, password: 'Wrong-password-1!' });
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('Email or password is incorrect');
      expect(html).toContain(`value="${email}"`);
    }
  });

  it('treats prompt=select_account as a fresh sign-in instead of failing the request', async () => {
    const pageUrl = await startSignIn(new Browser(), server.base, pkce(), { prompt: 'select_account' });
    expect(pageUrl).toContain('/oidc/interaction/');
  });

  it('answers an unknown or finished interaction with an expiry page', async () => {
    const response = await fetch(`${server.base}/oidc/interaction/not-a-real-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired');
  });
});

describe('identity: tokens', () => {
  it('signs in with any letter case of the email and counts the login', async () => {
    await signIn(new Browser(), server.base, 'ADMIN@Northfibre.Example');
    const [row] = await server.database.db.select().from(users).where(eq(users.id, 'usr_admin'));
    expect(row?.loginsCount).toBeGreaterThanOrEqual(1);
    expect(row?.lastLogin).toBeInstanceOf(Date);
  });

  it('issues an RS256 access token for the API carrying the portal claims and role permissions', async () => {
    const tokens = await signIn(new Browser(), server.base, 'admin@northfibre.example');
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(tokens.expires_in).toBe(300);
    const claims = accessTokenClaims.parse(payload);
    expect(claims).toMatchObject({
      sub: 'usr_admin',
      user_id: 'usr_admin',
      email: 'admin@northfibre.example',
      name: 'Alex Admin',
      org_id: 'org_northfibre',
      org_name: 'Northfibre Networks Ltd',
      customer_id: 1001,
      terms_accepted: true,
    });
    expect(claims.roles).toEqual(['Admin', 'Export', 'Support']);
    expect(claims.permissions).toEqual(['read:support', 'manage:users', 'export:data']);
  });

  it('gives the ID token the same claims plus preferred_username', async () => {
    const tokens = await signIn(new Browser(), server.base, 'admin@northfibre.example');
    const idToken = decodeJwt(tokens.id_token);
    expect(idToken.aud).toBe('portal-spa');
    expect(idToken.preferred_username).toBe('admin@northfibre.example');
    expect(idToken).toMatchObject({
      org_id: 'org_northfibre',
      roles: ['Admin', 'Export', 'Support'],
      terms_accepted: true,
    });
  });

  it('redeems a refresh token requested with offline_access, reading terms_accepted afresh', async () => {
    const tokens = await signIn(new Browser(), server.base, 'newstarter@northfibre.example');
    expect((await verifyAccessToken(tokens.access_token)).payload.terms_accepted).toBe(false);
    expect(tokens.refresh_token).toBeTruthy();
    await server.database.db.update(users).set({ termsAccepted: true }).where(eq(users.id, 'usr_new'));

    const response = await refresh(server.base, tokens.refresh_token ?? '');
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as { access_token: string; id_token: string; refresh_token: string };
    expect(renewed.access_token).not.toBe(tokens.access_token);
    const { payload } = await verifyAccessToken(renewed.access_token);
    expect(payload).toMatchObject({ sub: 'usr_new', terms_accepted: true, permissions: ['read:support'] });
    expect(decodeJwt(renewed.id_token)).toMatchObject({
      terms_accepted: true,
      preferred_username: 'newstarter@northfibre.example',
    });
    // Public clients get a new refresh token each time; the next renewal works with it.
    expect((await refresh(server.base, renewed.refresh_token)).status).toBe(200);
  });
});
