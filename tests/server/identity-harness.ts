import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type Database, type Db, openDatabase } from '../../server/db/client';
import { organisations, roles, userRoles, users } from '../../server/db/schema';
import { hashPassword } from '../../server/domain/passwords';
import { createIdentity, type Identity } from '../../server/identity/index';

export const password = 'Portal-demo-1!';
export const scope = 'openid profile email offline_access portal.api';

/** Rows the identity tests sign in with, until the sandbox's seed exists. */
export async function insertUsers(db: Db): Promise<void> {
  const hash = await hashPassword(password);
  await db.insert(organisations).values({ id: 'org_northfibre', name: 'Northfibre Networks Ltd', customerId: 1001 });
  await db.insert(roles).values([
    { id: 'rol_AdminAAAAAAAAAAAA', name: 'Admin' },
    { id: 'rol_SupportAAAAAAAAA', name: 'Support' },
    { id: 'rol_ExportAAAAAAAAAA', name: 'Export' },
  ]);
  await db.insert(users).values([
    {
      id: 'usr_admin',
      orgId: 'org_northfibre',
      email: 'admin@northfibre.example',
      name: 'Alex Admin',
      passwordHash: hash,
      termsAccepted: true,
    },
    {
      id: 'usr_new',
      orgId: 'org_northfibre',
      email: 'newstarter@northfibre.example',
      name: 'Nia New',
      passwordHash: hash,
    },
  ]);
  await db.insert(userRoles).values([
    { userId: 'usr_admin', roleId: 'rol_SupportAAAAAAAAA' },
    { userId: 'usr_admin', roleId: 'rol_AdminAAAAAAAAAAAA' },
    { userId: 'usr_admin', roleId: 'rol_ExportAAAAAAAAAA' },
    { userId: 'usr_new', roleId: 'rol_SupportAAAAAAAAA' },
  ]);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  app: FastifyInstance;
  identity: Identity;
  publicUrl: string;
}

/** A Fastify app with only the identity registered, over plain http on 127.0.0.1. */
export async function startIdentity(db: Db, port: number, accessTokenTtlSeconds = 300): Promise<Running> {
  const publicUrl = `http://127.0.0.1:${port}`;
  const identity = await createIdentity({ db, publicUrl, accessTokenTtlSeconds });
  const app = Fastify();
  await identity.register(app);
  await app.listen({ port, host: '127.0.0.1' });
  return { app, identity, publicUrl };
}

/** A browser in miniature: remembers cookies (ignoring their paths) and never follows redirects. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (a) => /expires=thu, 01 jan 1970/i.test(a.trim()) || /^max-age=0$/i.test(a.trim()),
      );
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A cookie this browser holds, by name. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Plants a cookie, as a browser that signed in before (or a forger) would hold it. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  postForm(url: string, form: Record<string, string>): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Location header resolved against the request URL. */
export function location(response: Response, base: string): string {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}: ${response.statusText}`);
  return new URL(value, base).href;
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}

/** Starts an authorization request the way MSAL does and returns the sign-in page's URL. */
export async function startSignIn(
  browser: Browser,
  publicUrl: string,
  verifier: { challenge: string },
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({
    client_id: 'portal-spa',
    response_type: 'code',
    redirect_uri: `${publicUrl}/`,
    scope,
    code_challenge: verifier.challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ...extra,
  });
  const authUrl = `${publicUrl}/oidc/auth?${query}`;
  const response = await browser.fetch(authUrl);
  return location(response, authUrl);
}

/** Follows the provider's redirects (resume, further interactions) until it sends the browser back to the portal. */
async function followToPortal(browser: Browser, publicUrl: string, url: string): Promise<URL> {
  let next = url;
  for (let hops = 0; next.startsWith(`${publicUrl}/oidc/`) && hops < 10; hops += 1) {
    next = location(await browser.fetch(next), next);
  }
  return new URL(next);
}

/** Signs in on the interaction page, follows the provider back to the portal and redeems the code. */
export async function signIn(
  browser: Browser,
  publicUrl: string,
  email: string,
  extra: Record<string, string> = {},
): Promise<TokenSet> {
  const challenge = pkce();
  const interactionUrl = await startSignIn(browser, publicUrl, challenge, extra);
  const loginUrl = `${interactionUrl}/login`;
  const resumeUrl = location(await browser.postForm(loginUrl, { email, password }), loginUrl);
  const callback = await followToPortal(browser, publicUrl, resumeUrl);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  const response = await fetch(`${publicUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: 'portal-spa',
      code,
      redirect_uri: `${publicUrl}/`,
      code_verifier: challenge.verifier,
    }),
  });
  if (response.status !== 200) throw new Error(`token endpoint: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenSet;
}

export async function refresh(publicUrl: string, refreshToken: string, scopeParam = scope): Promise<Response> {
  return fetch(`${publicUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'portal-spa',
      refresh_token: refreshToken,
      scope: scopeParam,
    }),
  });
}

/**
 * One identity per suite: an in-memory database with the test users and the provider on a free port, opened before the
 * suite's tests and closed after them. Read its fields inside tests (they exist once the suite has started).
 */
export function identityServerForSuite(): {
  readonly database: Database;
  readonly running: Running;
  readonly base: string;
} {
  let database: Database | undefined;
  let running: Running | undefined;
  beforeAll(async () => {
    database = await openDatabase({});
    await insertUsers(database.db);
    running = await startIdentity(database.db, await freePort());
  });
  afterAll(async () => {
    await running?.app.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the identity server starts in beforeAll');
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get running() {
      return started(running);
    },
    get base() {
      return started(running).publicUrl;
    },
  };
}
