import { countDay, freshUsage, isReviewDue, reviewPromptDay, reviewSnoozeMs } from '@/lib/review-prompt-rule';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('the review prompt rule', () => {
  it('counts each London day once', () => {
    let usage = countDay(freshUsage, '2026-03-01');
    usage = countDay(usage, '2026-03-01');
    expect(usage).toMatchObject({ days: 1, lastDay: '2026-03-01' });
    expect(countDay(usage, '2026-03-02').days).toBe(2);
  });

  it('is due from the fifth distinct day', () => {
    const days = ['01', '02', '05', '09'].reduce((u, d) => countDay(u, `2026-03-${d}`), freshUsage);
    expect(isReviewDue(days, now)).toBe(false);
    expect(isReviewDue(countDay(days, '2026-03-10'), now)).toBe(true);
    expect(reviewPromptDay).toBe(5);
  });

  it('waits out a snooze of 30 days and never asks once stopped', () => {
    const due = { ...freshUsage, days: 7 };
    const snoozed = { ...due, snoozedUntil: now + reviewSnoozeMs };
    expect(isReviewDue(snoozed, now + reviewSnoozeMs - 1)).toBe(false);
    expect(isReviewDue(snoozed, now + reviewSnoozeMs)).toBe(true);
    expect(isReviewDue({ ...due, stopped: true }, now)).toBe(false);
  });
});
