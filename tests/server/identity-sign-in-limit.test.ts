import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { advanceSandboxClock } from '../../server/domain/incidents/clock';
import { tooManyAttemptsMessage } from '../../server/identity/pages/sign-in-page';
import { accountPolicy, addressPolicy, createSignInThrottle, delayAfter } from '../../server/identity/sign-in-throttle';
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

  it('slows a client address guessing across many accounts, with a larger allowance', async () => {
    await afterQuietSpell();
    const browser = new Browser();
    const url = await loginUrl(browser);
    // One wrong password each for 50 different emails: no account reaches its own limit, the address does.
    for (let i = 0; i < addressPolicy.freeFailures; i += 1) {
      const answer = await post(browser, url, `guess-${i}@northfibre.example`, wrong);
      expect(answer.status).toBe(401);
    }
    const fresh = await post(browser, url, 'someone-else@northfibre.example', wrong);
    expect(fresh).toMatchObject({ status: 429, alert: tooManyAttemptsMessage(1) });

    await afterQuietSpell();
    const response = await browser.postForm(url, { email: 'admin@northfibre.example', password });
    expect(response.status).toBe(303);
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
