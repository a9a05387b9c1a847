import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney } from '@/lib/format';

describe('money format of spec 1 §9', () => {
  it('shows money in pounds sterling with en-GB grouping', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney('99')).toBe('£99.00');
    expect(formatMoney(-3)).toBe('-£3.00');
    expect(formatMoney(null)).toBe('');
  });
});

describe('formatDuration (spec 2 §2: days, hours and minutes text)', () => {
  it('names days, hours and minutes with a comma and a final "and"', () => {
    expect(formatDuration(2 * 1440 + 3 * 60 + 5)).toBe('2 days, 3 hours and 5 minutes');
  });

  it('uses the singular for one of a unit', () => {
    expect(formatDuration(1440 + 60 + 1)).toBe('1 day, 1 hour and 1 minute');
  });

  it('leaves out units that are zero', () => {
    expect(formatDuration(3 * 60 + 5)).toBe('3 hours and 5 minutes');
    expect(formatDuration(2 * 1440 + 5)).toBe('2 days and 5 minutes');
    expect(formatDuration(1440)).toBe('1 day');
    expect(formatDuration(45)).toBe('45 minutes');
    expect(formatDuration(2 * 60)).toBe('2 hours');
  });

  it('reads "Less than a minute" for under a minute, and drops parts of a minute', () => {
    expect(formatDuration(0)).toBe('Less than a minute');
    expect(formatDuration(0.5)).toBe('Less than a minute');
    expect(formatDuration(61.9)).toBe('1 hour and 1 minute');
  });

  it('says "so far" for an ongoing outage with no end', () => {
    expect(formatDuration(3 * 60 + 5, { ongoing: true })).toBe('3 hours and 5 minutes so far');
    expect(formatDuration(0, { ongoing: true })).toBe('Less than a minute so far');
  });

  it('shows nothing for a missing or impossible duration', () => {
    expect(formatDuration(null)).toBe('');
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});
