import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInThrottle } from '../db/schema';

/** How many failures a key may make before each further one costs a wait, and how that wait grows. */
export interface ThrottlePolicy {
  /** Failures without any wait. */
  freeFailures: number;
  /** A quiet spell this long (no failure) forgets the count. */
  windowMs: number;
  /** The longest wait, so the real user is never shut out for longer than this after an attack stops. */
  maxDelayMs: number;
}

/** An account: 5 free failures per 15 minutes, then 1 s, 2 s, 4 s… up to 5 minutes between attempts. */
export const accountPolicy: ThrottlePolicy = { freeFailures: 5, windowMs: 15 * 60_000, maxDelayMs: 5 * 60_000 };
/** A client address: an office behind one NAT address gets a larger allowance before the same growing wait. */
export const addressPolicy: ThrottlePolicy = { freeFailures: 50, windowMs: 15 * 60_000, maxDelayMs: 5 * 60_000 };

/**
 * A known browser (a device cookie for the account typed): it passes the address limit until it has failed this many
 * times without a quiet spell; then it is an unknown browser again until the spell has passed (OWASP's device lockout).
 */
export const devicePolicy = { lockoutAfter: 10, windowMs: 15 * 60_000 };

/** The wait after the n-th failure in a row: none for the free ones, then doubling from 1 s, capped. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(1000 * 2 ** doublings, policy.maxDelayMs);
}

/** Keys never hold the email itself: the table says nothing about who exists or what they typed. */
function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`;
}

const addressKey = (ip: string) => `address:${ip}`;
const deviceKey = (nonce: string) => `device:${nonce}`;

type AttemptVerdict =
  | { allowed: true /** Passed as a known browser, so the address was not charged. */; knownDevice?: true }
  | { allowed: false; retryAfterSeconds: number };

/** A device cookie's nonce, once its signature and account were checked (server/identity/device-cookie.ts). */
interface AttemptOptions {
  device?: string;
}

export interface SignInThrottle {
  /**
   * Counts an attempt as a failure before the password is checked (so parallel guesses cannot all slip through
   * one open moment), or refuses it, uncounted, while a wait is running.
   */
  attempt(email: string, ip: string, opts?: AttemptOptions): Promise<AttemptVerdict>;
  /**
   * The right password: the account's and the device cookie's counts are forgotten, and the address gets back the
   * attempt it was charged (none if a known browser passed it).
   */
  succeeded(email: string, ip: string, opts?: AttemptOptions & { knownDevice?: boolean }): Promise<void>;
  /** Rows whose count and wait have both run out carry nothing; dropped at start. */
  purgeStale(): Promise<void>;
}

export interface ThrottleOptions {
  /** The sandbox clock, so tests move past a wait without sleeping. */
  now: () => Promise<Date>;
  account?: ThrottlePolicy;
  address?: ThrottlePolicy;
  device?: typeof devicePolicy;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Sign-in limiting kept in the database, so every sandbox process behind a load balancer sees the same counts. */
export function createSignInThrottle(db: Db, opts: ThrottleOptions): SignInThrottle {
  const policies = {
    account: opts.account ?? accountPolicy,
    address: opts.address ?? addressPolicy,
    device: opts.device ?? devicePolicy,
  };
  const t = signInThrottle;

  /** One statement: counts the failure unless a wait is running; `undefined` means refused. */
  async function charge(key: string, policy: ThrottlePolicy, now: Date): Promise<number | undefined> {
    const at = now.toISOString();
    const quietSince = new Date(now.getTime() - policy.windowMs).toISOString();
    const failures = sql<number>`case when ${t.lastFailureAt} <= ${quietSince}::timestamptz then 1 else ${t.failures} + 1 end`;
    // The wait in SQL mirrors delayAfter, so the whole decision stays inside the one atomic upsert.
    const waitMs = sql`least(${policy.maxDelayMs}::float8, 1000 * power(2::float8, least(${failures} - ${policy.freeFailures}, 30)))`;
    const blockedUntil = sql`case when ${failures} >= ${policy.freeFailures}
      then ${at}::timestamptz + (${waitMs} * interval '1 millisecond') else null end`;
    const firstWait = delayAfter(1, policy);
    const rows = await db
      .insert(t)
      .values({
        key,
        failures: 1,
        lastFailureAt: now,
        blockedUntil: firstWait > 0 ? new Date(now.getTime() + firstWait) : null,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures, lastFailureAt: now, blockedUntil },
        setWhere: sql`${t.blockedUntil} is null or ${t.blockedUntil} <= ${at}::timestamptz`,
      })
      .returning({ failures: t.failures });
    return rows[0]?.failures;
  }

  /** Counts a known browser's attempt (never a wait: past its allowance it is simply not known); the count so far. */
  async function countDeviceAttempt(key: string, now: Date): Promise<number> {
    const quietSince = new Date(now.getTime() - policies.device.windowMs).toISOString();
    const rows = await db
      .insert(t)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          failures: sql`case when ${t.lastFailureAt} <= ${quietSince}::timestamptz then 1 else ${t.failures} + 1 end`,
          lastFailureAt: now,
        },
      })
      .returning({ failures: t.failures });
    return rows[0]?.failures ?? 1;
  }

  async function waitLeft(key: string, now: Date): Promise<number> {
    const [row] = await db.select({ blockedUntil: t.blockedUntil }).from(t).where(eq(t.key, key));
    return seconds((row?.blockedUntil?.getTime() ?? now.getTime()) - now.getTime());
  }

  return {
    async attempt(email, ip, { device } = {}) {
      const now = await opts.now();
      const knownDevice =
        device !== undefined && (await countDeviceAttempt(deviceKey(device), now)) <= policies.device.lockoutAfter;
      // The address first: a client hammering blocked accounts is charged for it and slows down as a whole. A browser
      // the account signed in from before skips it, so a guesser behind an office's NAT does not lock colleagues out.
      const address = addressKey(ip);
      if (!knownDevice && (await charge(address, policies.address, now)) === undefined) {
        return { allowed: false, retryAfterSeconds: await waitLeft(address, now) };
      }
      const account = accountKey(email);
      if ((await charge(account, policies.account, now)) === undefined) {
        return { allowed: false, retryAfterSeconds: await waitLeft(account, now) };
      }
      return knownDevice ? { allowed: true, knownDevice } : { allowed: true };
    },

    async succeeded(email, ip, { device, knownDevice } = {}) {
      await db.delete(t).where(eq(t.key, accountKey(email)));
      if (device !== undefined) await db.delete(t).where(eq(t.key, deviceKey(device)));
      if (knownDevice) return;
      await db
        .update(t)
        .set({ failures: sql`greatest(${t.failures} - 1, 0)` })
        .where(eq(t.key, addressKey(ip)));
    },

    async purgeStale() {
      const now = await opts.now();
      const longest = Math.max(policies.account.windowMs, policies.address.windowMs, policies.device.windowMs);
      await db
        .delete(t)
        .where(
          and(
            lte(t.lastFailureAt, new Date(now.getTime() - longest)),
            or(isNull(t.blockedUntil), lte(t.blockedUntil, now)),
          ),
        );
    },
  };
}
