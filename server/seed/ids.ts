import { createHash } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A stable id that looks random: the same key always gives the same id, so demo data and tests agree across runs. */
export function fixedId(prefix: string, key: string, length = 16): string {
  const digest = createHash('sha256').update(`${prefix}:${key}`).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(digest[i % digest.length] ?? 0) % alphabet.length];
  return `${prefix}${out}`;
}

/** Seed timestamps hang off one fixed instant so every seeded database is identical. */
export const seedEpoch = new Date('2026-01-05T09:00:00.000Z');
export const afterEpoch = (minutes: number) => new Date(seedEpoch.getTime() + minutes * 60_000);
