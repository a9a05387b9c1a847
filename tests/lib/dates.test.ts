import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addWorkingDays,
  daysBetween,
  formatDate,
  formatDateTime,
  formatDayWithWeekday,
  formatTimeOfDay,
  isAfter,
  isBefore,
  isIsoDay,
  isWorkingDay,
  parseUkDate,
  todayIso,
  ukClock,
  ukDateAndTime,
  ukDayOf,
  ukInstant,
  ukZone,
  workingDaysAfter,
} from '@/lib/dates';

describe('the UK date module', () => {
  it('works in Europe/London', () => {
    expect(ukZone).toBe('Europe/London');
  });

  describe('todayIso', () => {
    it("gives London's day, which in summer starts an hour before UTC's", () => {
      // 23:30 UTC on 14 July is 00:30 BST on the 15th.
      expect(todayIso(Date.parse('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
      expect(todayIso(new Date('2026-07-14T22:59:00Z'))).toBe('2026-07-14');
    });

    it("gives London's day in winter, when London is on UTC", () => {
      expect(todayIso(Date.parse('2026-01-14T23:30:00Z'))).toBe('2026-01-14');
      expect(todayIso(Date.parse('2026-01-15T00:00:00Z'))).toBe('2026-01-15');
    });

    it('moves with the clock at the October change (BST ends 01:00 UTC on 25/10/2026)', () => {
      expect(todayIso(Date.parse('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
      expect(todayIso(Date.parse('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
    });

    it("gives London's hour and minute too", () => {
      expect(ukClock(Date.parse('2026-07-14T23:30:00Z'))).toEqual({ day: '2026-07-15', hour: 0, minute: 30 });
      expect(ukClock(new Date('2026-01-14T23:30:00Z'))).toEqual({ day: '2026-01-14', hour: 23, minute: 30 });
    });

    it('defaults to now', () => {
      expect(todayIso()).toBe(todayIso(Date.now()));
    });
  });

  describe('formatDate and formatDateTime (spec 1 §9)', () => {
    it('shows dates as dd/MM/yyyy', () => {
      expect(formatDate('2026-03-07')).toBe('07/03/2026');
      expect(formatDate('2026-03-07T10:15:00Z')).toBe('07/03/2026');
    });

    it('shows an instant on its London day', () => {
      expect(formatDate('2026-06-30T23:15:00Z')).toBe('01/07/2026');
      expect(formatDate(new Date('2026-06-30T23:15:00Z'))).toBe('01/07/2026');
    });

    it('shows date-times as dd/MM/yyyy, HH:mm in London time, 24-hour', () => {
      expect(formatDateTime('2026-01-07T17:05:00Z')).toBe('07/01/2026, 17:05');
      expect(formatDateTime('2026-07-07T17:05:00Z')).toBe('07/07/2026, 18:05');
      expect(formatDateTime('2026-07-07T17:05:00+02:00')).toBe('07/07/2026, 16:05');
    });

    it('shows a moment to the millisecond in London time (the flow viewer’s live events)', () => {
      expect(formatTimeOfDay(Date.UTC(2026, 6, 1, 8, 5, 3, 7))).toBe('09:05:03.007');
      expect(formatTimeOfDay(Date.UTC(2026, 0, 1, 23, 59, 59, 999))).toBe('23:59:59.999');
    });

    it('reads across the March change (BST starts 01:00 UTC on 29/03/2026)', () => {
      expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026, 00:59');
      expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026, 02:00');
    });

    it('shows a time with no zone as written, since it is already UK time', () => {
      expect(formatDateTime('2026-03-07T17:05:00')).toBe('07/03/2026, 17:05');
      expect(formatDate('2026-03-07T23:30')).toBe('07/03/2026');
    });

    it('splits date and time for formats that join them differently', () => {
      expect(ukDateAndTime('2026-07-07T17:05:00Z')).toEqual({ date: '07/07/2026', time: '18:05' });
      expect(ukDateAndTime('nonsense')).toBeNull();
    });

    it('shows nothing for a missing or invalid date', () => {
      expect(formatDate(null)).toBe('');
      expect(formatDate('')).toBe('');
      expect(formatDate('not a date')).toBe('');
      expect(formatDate('2026-02-31')).toBe('');
      expect(formatDateTime(undefined)).toBe('');
      expect(formatDateTime(Number.NaN)).toBe('');
    });

    it('names the weekday of a day', () => {
      expect(formatDayWithWeekday('2026-01-05')).toBe('Mon 05/01/2026');
      expect(formatDayWithWeekday('2026-11-29')).toBe('Sun 29/11/2026');
      expect(formatDayWithWeekday('2026-02-30')).toBe('');
    });

    it('gives the London day of an instant', () => {
      expect(ukDayOf('2026-07-14T23:30:00Z')).toBe('2026-07-15');
      expect(ukDayOf('nope')).toBeNull();
    });
  });

  describe('parseUkDate (spec 3 §5: typed dd/MM/yyyy)', () => {
    it('reads dd/MM/yyyy as a day', () => {
      expect(parseUkDate('05/01/2026')).toBe('2026-01-05');
      expect(parseUkDate('29/02/2028')).toBe('2028-02-29');
    });

    it('is strict: impossible days and other shapes are null', () => {
      expect(parseUkDate('31/02/2026')).toBeNull();
      expect(parseUkDate('29/02/2026')).toBeNull();
      expect(parseUkDate('00/01/2026')).toBeNull();
      expect(parseUkDate('01/13/2026')).toBeNull();
      expect(parseUkDate('5/1/2026')).toBeNull();
      expect(parseUkDate('05-01-2026')).toBeNull();
      expect(parseUkDate('2026-01-05')).toBeNull();
      expect(parseUkDate('05/01/26')).toBeNull();
      expect(parseUkDate('')).toBeNull();
    });

    it('never reads the US order', () => {
      expect(parseUkDate('12/01/2026')).toBe('2026-01-12');
    });

    it('checks ISO days', () => {
      expect(isIsoDay('2026-01-31')).toBe(true);
      expect(isIsoDay('2026-02-30')).toBe(false);
      expect(isIsoDay('31/01/2026')).toBe(false);
      expect(isIsoDay(null)).toBe(false);
    });
  });

  describe('day arithmetic', () => {
    it('compares days', () => {
      expect(isAfter('2026-01-10', '2026-01-09')).toBe(true);
      expect(isAfter('2026-01-09', '2026-01-09')).toBe(false);
      expect(isBefore('2025-12-31', '2026-01-01')).toBe(true);
    });

    it('adds days across months, years and clock changes', () => {
      expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
      expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
      expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
      expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
      expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
      expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
      expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    });

    it('counts working days Monday to Friday', () => {
      expect(isWorkingDay('2026-11-20')).toBe(true); // Friday
      expect(isWorkingDay('2026-11-21')).toBe(false);
      expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
      expect(addWorkingDays('2026-11-23', 6)).toBe('2026-12-01');
      expect(workingDaysAfter('2026-11-20', 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    });
  });

  describe('ukInstant', () => {
    it('finds the instant London clocks show a day and time', () => {
      expect(ukInstant('2026-01-05', '09:00').toISOString()).toBe('2026-01-05T09:00:00.000Z');
      expect(ukInstant('2026-07-05', '09:00').toISOString()).toBe('2026-07-05T08:00:00.000Z');
      expect(ukInstant('2026-07-05').toISOString()).toBe('2026-07-04T23:00:00.000Z');
    });

    it('handles both sides of each clock change', () => {
      expect(ukInstant('2026-03-29', '00:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
      expect(ukInstant('2026-03-29', '10:00').toISOString()).toBe('2026-03-29T09:00:00.000Z');
      expect(ukInstant('2026-10-25', '10:00').toISOString()).toBe('2026-10-25T10:00:00.000Z');
    });

    it('reads a skipped time an hour on and a repeated time as its first (BST) reading', () => {
      expect(ukInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
      expect(formatDateTime(ukInstant('2026-03-29', '01:30'))).toBe('29/03/2026, 02:30');
      expect(ukInstant('2026-10-25', '01:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    });
  });

  it('gives the same answers in an en-US process in New York', () => {
    const module = fileURLToPath(new URL('../../src/lib/dates.ts', import.meta.url));
    const script = `
      const d = await import(${JSON.stringify(module)});
      console.log(JSON.stringify({
        locale: new Intl.DateTimeFormat().resolvedOptions().locale,
        local: new Date(Date.UTC(2026, 6, 15, 2)).getDate(),
        today: d.todayIso(Date.parse('2026-07-14T23:30:00Z')),
        date: d.formatDate('2026-03-07'),
        dateTime: d.formatDateTime('2026-07-07T17:05:00Z'),
        naive: d.formatDateTime('2026-03-07T17:05:00'),
        parsed: d.parseUkDate('12/01/2026'),
        instant: d.ukInstant('2026-07-05', '09:00').toISOString(),
      }));`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8', TZ: 'America/New_York' },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      locale: 'en-US',
      local: 14, // the process really is in New York: 02:00 UTC on the 15th is the 14th there
      today: '2026-07-15',
      date: '07/03/2026',
      dateTime: '07/07/2026, 18:05',
      naive: '07/03/2026, 17:05',
      parsed: '2026-01-12',
      instant: '2026-07-05T08:00:00.000Z',
    });
  });
});
