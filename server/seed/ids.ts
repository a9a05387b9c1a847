import { createHash } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A stable id that looks random: the same key always gives the same id, so demo data and tests agree across runs. */
export function fixedId(prefix: string, key: string, length = 16): string {
  const digest = createHash('sha256').update(`${prefix}:${key}`).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(digest[i % digest.length] ?? 0) % alphabet.length];
  return `${prefix}${out}`;
}

/**
 * The demo's first day: a year before the sandbox clock's `now` when the store is seeded (server/seed/incidents/
 * seed-clock.ts). Accounts, organisations and articles are dated forward from it, history back from `now`, so nothing
 * seeded is dated after the clock; the references stay fixed, only the dates move with the day the store is seeded.
 */
export const seedStartOf = (now: Date) => new Date(now.getTime() - 365 * 24 * 60 * 60_000);
/** `minutes` after the demo's first day (see {@link seedStartOf}). */
export const afterStart = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
