import { countDay, freshUsage, type ReviewUsage } from '@/lib/review-prompt-rule';

/** One record per user in this browser: another user signing in here has their own count. */
const keyFor = (userId: string) => `review-prompt:${userId}`;

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

// Storage can throw (private modes, quota) or hold anything; a lost record only means counting starts again.
export function readUsage(userId: string): ReviewUsage {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyFor(userId)) ?? 'null') as Partial<ReviewUsage> | null;
    return typeof stored?.days === 'number' ? { ...freshUsage, ...stored } : freshUsage;
  } catch {
    return freshUsage;
  }
}

export function saveUsage(userId: string, usage: ReviewUsage): void {
  try {
    window.localStorage.setItem(keyFor(userId), JSON.stringify(usage));
  } catch {
    // Nothing to do: the prompt may come again, never more than once a visit.
  }
}

/** Counts today (London) for the user and answers the usage now stored. */
export function recordVisit(userId: string, now: number): ReviewUsage {
  const before = readUsage(userId);
  const after = countDay(before, londonDay.format(now));
  if (after !== before) saveUsage(userId, after);
  return after;
}
