import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';

describe('formats of spec 1 §9', () => {
  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDate('2026-03-07T10:15:00')).toBe('07/03/2026');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
  });

  it('shows date-times as dd/MM/yyyy, HH:mm in 24-hour time', () => {
    expect(formatDateTime('2026-03-07T17:05:00')).toBe('07/03/2026, 17:05');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });

  it('shows money in pounds sterling with en-GB grouping', () => {
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatMoney('99')).toBe('£99.00');
    expect(formatMoney(-3)).toBe('-£3.00');
    expect(formatMoney(null)).toBe('');
  });
});
