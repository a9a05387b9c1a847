import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { advanceSandboxClock } from '../../server/domain/incidents/clock';
import { deviceCookieMaxAgeSeconds, deviceCookieName } from '../../server/identity/device-cookie';
import { tooManyAttemptsMessage } from '../../server/identity/pages/sign-in-page';
import {
  accountPolicy,
  addressPolicy,
  createSignInThrottle,
  delayAfter,
  devicePolicy,
} from '../../server/identity/sign-in-throttle';
import { openTestDatabase } from './helpers/test-database';
import { drivers } from './helpers/test-env';
import { Browser, identityServerForSuite, location, password, pkce, startSignIn } from './identity-harness';

const server = identityServerForSuite();
const wrong = 'Wrong-password-1!';
const quietSpell = accountPolicy.windowMs + 60_000;

interface Answer {
  status: number;
  retryAfter: string | null;
  /** The page's alert, the one line that differs between answers. */
  alert: string | undefined;
  ms: number;
}

async function loginUrl(browser: Browser): Promise<string> {
  return `${await startSignIn(browser, server.base, pkce())}/login`;
}

async function post(browser: Browser, url: string, email: string, pass: string): Promise<Answer> {
  const started = performance.now();
  const response = await browser.postForm(url, { email, password: pass });
  const html = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    alert: /<p class="error"[^>]*role="alert">([^<]*)<\/p>/.exec(html)?.[1],
    ms: performance.now() - started,
  };
}

/** Forgets every count: the sandbox clock moves past the quiet spell that resets accounts and addresses. */
const afterQuietSpell = () => advanceSandboxClock(server.database.db, quietSpell);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('sign-in limiting: the wait', () => {
  it('is none for the first 5 failures, then 1 s, 2 s, 4 s… doubling up to 5 minutes', () => {
    const waits = Array.from({ length: 16 }, (_, i) => delayAfter(i + 1, accountPolicy) / 1000);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
    expect(delayAfter(49, addressPolicy)).toBe(0);
    expect(delayAfter(50, addressPolicy)).toBe(1000);
  });

  it('is told in seconds, then in minutes', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(4)).toBe('Too many sign-in attempts. Please wait 4 seconds and try again.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
});

describe('sign-in limiting over HTTP', () => {
  // The wall clock stands still (the server runs in this process), so a busy machine cannot let a 1 s wait run out
  // between two requests and change the answers; time moves only when a test moves the sandbox clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('50 wrong passwords for one account in under a minute meet the limit, and the right one works after the window', async () => {
    await afterQuietSpell();
    const browser = new Browser();
    const url = await loginUrl(browser);
    const started = performance.now();
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i += 1) answers.push(await post(browser, url, 'admin@northfibre.example', wrong));
    expect(performance.now() - started).toBeLessThan(60_000);

    // The first five are ordinary failures; from then on the growing wait refuses almost every guess unchecked.
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toMatchObject({ status: 429, retryAfter: '1', alert: tooManyAttemptsMessage(1) });
    const refused = answers.slice(5);
    expect(refused.every((a) => a.status === 429 && a.alert === tooManyAttemptsMessage(1))).toBe(true);

    // Today's hole: the right password straight after the guesses. It waits like any other attempt.
    const during = await post(browser, url, 'admin@northfibre.example', password);
    expect(during.status).toBe(429);

    await afterQuietSpell();
    const response = await browser.postForm(url, { email: 'admin@northfibre.example', password });
    expect(response.status).toBe(303);
    expect(location(response, url)).toMatch(/\/oidc\/auth\//);
  });

  it('gives known and unknown emails the same answers, with similar timing', async () => {
    await afterQuietSpell();
    const browser = new Browser();
    const url = await loginUrl(browser);
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    // Interleaved, so a busy machine slows both alike.
    for (let i = 0; i < 8; i += 1) {
      known.push(await post(browser, url, 'newstarter@northfibre.example', wrong));
      unknown.push(await post(browser, url, 'nobody-at-all@northfibre.example', wrong));
    }
    const shape = ({ status, retryAfter, alert }: Answer) => ({ status, retryAfter, alert });
    expect(unknown.map(shape)).toEqual(known.map(shape));
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // Checked failures of either kind cost one password hash; refusals cost none, for either kind.
    const checkedKnown = median(known.slice(0, 5).map((a) => a.ms));
    const checkedUnknown = median(unknown.slice(0, 5).map((a) => a.ms));
    expect(checkedUnknown).toBeGreaterThan(checkedKnown / 3);
    expect(checkedUnknown).toBeLessThan(checkedKnown * 3);
  });

  it('lets parallel guesses through no faster than one at a time', async () => {
    // A frozen clock, so a busy machine cannot let the first wait run out while the guesses are still arriving.
    const frozen = new Date('2026-11-23T12:00:00Z');
    const throttle = createSignInThrottle(server.database.db, { now: async () => frozen });
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => throttle.attempt('parallel@northfibre.example', '203.0.113.9')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(accountPolicy.freeFailures);
    expect(verdicts.filter((v) => !v.allowed)).toEqual(
      Array(20 - accountPolicy.freeFailures).fill({ allowed: false, retryAfterSeconds: 1 }),
    );
  });

  it('slows a client address guessing across many accounts, while an office colleague signs in from a browser they signed in from before', async () => {
    await afterQuietSpell();
    const admin = 'admin@northfibre.example';
    const colleague = 'newstarter@northfibre.example';
    // Yesterday: the Admin signed in from their own browser, which was given its device cookie.
    const yesterday = new Browser();
    const signedIn = await yesterday.postForm(await loginUrl(yesterday), { email: admin, password });
    expect(signedIn.status).toBe(303);
    const issued = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${deviceCookieName(admin)}=`));
    expect(issued).toContain(
      `; Path=/oidc/interaction; Max-Age=${deviceCookieMaxAgeSeconds}; HttpOnly; Secure; SameSite=Lax`,
    );
    const deviceCookie = yesterday.cookie(deviceCookieName(admin)) ?? '';
    const browserOf = (name: string, value: string) => {
      const browser = new Browser();
      browser.setCookie(name, value);
      return browser;
    };

    // Today a guesser behind the office's one address (every browser here is 127.0.0.1) tries one wrong password each
    // for 50 different emails: no account reaches its own limit, the address does.
    const guesser = new Browser();
    const guesses = await loginUrl(guesser);
    for (let i = 0; i < addressPolicy.freeFailures; i += 1) {
      expect((await post(guesser, guesses, `guess-${i}@northfibre.example`, wrong)).status).toBe(401);
    }
    const fresh = await post(guesser, guesses, 'someone-else@northfibre.example', wrong);
    expect(fresh).toMatchObject({ status: 429, alert: tooManyAttemptsMessage(1) });

    // Unknown browsers wait with the address: a colleague without a cookie, one holding another account's cookie,
    // and forged cookies (the login rewritten, the signature altered).
    const [login = '', nonce = '', signature = ''] = deviceCookie.split('.');
    const forgedLogin = [Buffer.from(colleague).toString('base64url'), nonce, signature].join('.');
    const alteredSignature = [login, nonce, `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`].join(
      '.',
    );
    const unknown = [
      [new Browser(), colleague],
      [browserOf(deviceCookieName(admin), deviceCookie), colleague],
      [browserOf(deviceCookieName(colleague), forgedLogin), colleague],
      [browserOf(deviceCookieName(admin), alteredSignature), admin],
    ] as const;
    for (const [browser, email] of unknown) {
      expect((await post(browser, await loginUrl(browser), email, password)).status).toBe(429);
    }

    // The Admin's browser, holding their device cookie, signs in with the right password.
    const known = browserOf(deviceCookieName(admin), deviceCookie);
    const knownUrl = await loginUrl(known);
    const response = await known.postForm(knownUrl, { email: admin, password });
    expect(response.status).toBe(303);
    expect(location(response, knownUrl)).toMatch(/\/oidc\/auth\//);

    // The account's own limit still applies in a known browser.
    const again = browserOf(deviceCookieName(admin), known.cookie(deviceCookieName(admin)) ?? '');
    const againUrl = await loginUrl(again);
    const answers: number[] = [];
    for (let i = 0; i < accountPolicy.freeFailures; i += 1) {
      answers.push((await post(again, againUrl, admin, wrong)).status);
    }
    expect(answers).toEqual(Array(accountPolicy.freeFailures).fill(401));
    const waiting = await post(again, againUrl, admin, password);
    expect(waiting).toMatchObject({ status: 429, alert: tooManyAttemptsMessage(1) });

    // Once the guessing stops, the quiet spell opens the address to unknown browsers again.
    await afterQuietSpell();
    expect((await guesser.postForm(guesses, { email: colleague, password })).status).toBe(303);
  });

  it("forgets an account's failures once the right password signs in", async () => {
    await afterQuietSpell();
    const browser = new Browser();
    const url = await loginUrl(browser);
    for (let i = 0; i < accountPolicy.freeFailures - 1; i += 1) {
      expect((await post(browser, url, 'newstarter@northfibre.example', wrong)).status).toBe(401);
    }
    expect((await browser.postForm(url, { email: 'newstarter@northfibre.example', password })).status).toBe(303);

    const again = new Browser();
    const nextUrl = await loginUrl(again);
    for (let i = 0; i < accountPolicy.freeFailures; i += 1) {
      expect((await post(again, nextUrl, 'newstarter@northfibre.example', wrong)).status).toBe(401);
    }
  });
});

describe.each(drivers)('sign-in limiting in the database (%s)', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(driver);
  });
  afterAll(() => database.close());

  const at = (iso: string) => async () => new Date(iso);

  it('charges parallel attempts one at a time, so only the free ones get through', async () => {
    const throttle = createSignInThrottle(database.db, { now: at('2026-11-23T12:00:00Z') });
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => throttle.attempt('race@northfibre.example', '198.51.100.1')),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(accountPolicy.freeFailures);
  });

  it('stops passing a known browser past the address limit once it failed its own allowance, until a quiet spell', async () => {
    let now = new Date('2026-11-23T14:00:00Z').getTime();
    // A roomy account allowance and a tight address one, so only the device cookie's own count decides.
    const throttle = createSignInThrottle(database.db, {
      now: async () => new Date(now),
      account: { ...accountPolicy, freeFailures: 100 },
      address: { ...addressPolicy, freeFailures: 1 },
    });
    const ip = '198.51.100.3';
    expect(await throttle.attempt('guesser@northfibre.example', ip)).toEqual({ allowed: true });
    expect(await throttle.attempt('office@northfibre.example', ip)).toMatchObject({ allowed: false });

    const known = { device: 'nonce-of-a-known-browser' };
    for (let i = 0; i < devicePolicy.lockoutAfter; i += 1) {
      expect(await throttle.attempt('office@northfibre.example', ip, known)).toEqual({
        allowed: true,
        knownDevice: true,
      });
    }
    expect(await throttle.attempt('office@northfibre.example', ip, known)).toMatchObject({ allowed: false });

    // The right password from that browser (through the address, once its wait ran out) forgets the cookie's failures.
    now += 2_000;
    expect(await throttle.attempt('office@northfibre.example', ip, known)).toEqual({ allowed: true });
    await throttle.succeeded('office@northfibre.example', ip, known);
    expect(await throttle.attempt('office@northfibre.example', ip, known)).toEqual({
      allowed: true,
      knownDevice: true,
    });

    // Failing its allowance again, it stays unknown until a quiet spell has passed.
    for (let i = 1; i < devicePolicy.lockoutAfter; i += 1)
      await throttle.attempt('office@northfibre.example', ip, known);
    expect(await throttle.attempt('office@northfibre.example', ip, known)).not.toHaveProperty('knownDevice');
    now += devicePolicy.windowMs + 1;
    expect(await throttle.attempt('office@northfibre.example', ip, known)).toEqual({
      allowed: true,
      knownDevice: true,
    });
  });

  it('doubles the wait after each failure past the free ones, and forgets after a quiet spell', async () => {
    let now = new Date('2026-11-23T13:00:00Z').getTime();
    const throttle = createSignInThrottle(database.db, { now: async () => new Date(now) });
    const email = 'doubling@northfibre.example';
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      expect(await throttle.attempt(email, '198.51.100.2')).toEqual({ allowed: true });
      const refused = await throttle.attempt(email, '198.51.100.2');
      waits.push(refused.allowed ? 0 : refused.retryAfterSeconds);
      if (!refused.allowed) now += refused.retryAfterSeconds * 1000;
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32]);
    now += accountPolicy.windowMs + 1;
    for (let i = 0; i < accountPolicy.freeFailures - 1; i += 1) {
      expect(await throttle.attempt(email, '198.51.100.2')).toEqual({ allowed: true });
    }
  });
});
