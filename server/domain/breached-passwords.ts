import { readFileSync } from 'node:fs';

let list: ReadonlySet<string> | undefined;

/** The vendored list (server/data/breached-passwords), read once on first use: about 28,000 lower-case entries. */
function breached(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('../data/breached-passwords/passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return list;
}

const unleet: Record<string, string> = { '@': 'a', $: 's', '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't' };

/**
 * Whether a password is a known breached one, or one with the usual disguises: any case, a trailing run of digits or
 * symbols added ('Baseball1!'), common letter swaps ('P@ssw0rd'). The §5 rules force those disguises, so matching
 * only the exact text would let nearly every listed password through.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const swapped = lower.replace(/[@$03457]/g, (c) => unleet[c] ?? c);
  const candidates = new Set<string>();
  for (const text of [lower, swapped]) {
    candidates.add(text);
    candidates.add(text.replace(/[^a-z0-9]+$/, ''));
    candidates.add(text.replace(/[^a-z]+$/, ''));
  }
  const set = breached();
  return [...candidates].some((c) => c.length >= 7 && set.has(c));
}
