import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bankHolidaysByYear, bankHolidayYears } from '../../src/lib/bank-holidays-england-wales';
import {
  addWorkingDays,
  isBankHoliday,
  isWorkingDay,
  workingDaysAfter,
  workingDaysBetween,
} from '../../src/lib/working-days';

// The maintained source, read the way the sandbox of an older day would: country GB, region ENG, public holidays only.
const require = createRequire(import.meta.url);
const Holidays = require('date-holidays') as new (
  country: string,
  region: string,
) => { getHolidays(year: number): { date: string; type: string }[] };
const source = new Holidays('GB', 'ENG');
const sourceVersion = (require('date-holidays/package.json') as { version: string }).version;

function extractFromSource(): Record<number, string[]> {
  const byYear: Record<number, string[]> = {};
  for (let year = bankHolidayYears.first; year <= bankHolidayYears.last; year += 1) {
    byYear[year] = source
      .getHolidays(year)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(5, 10))
      .filter((mmdd, i, all) => all.indexOf(mmdd) === i)
      .sort();
  }
  return byYear;
}

function writeExtract(byYear: Record<number, string[]>) {
  const years = Object.entries(byYear)
    .map(([year, days]) => `  ${year}: [${days.map((d) => `'${d}'`).join(', ')}],`)
    .join('\n');
  const text = `// Generated from date-holidays ${sourceVersion} (country GB, region ENG, public holidays) by
// tests/lib/working-days.test.ts with UPDATE_BANK_HOLIDAYS=1: do not edit by hand. Days are MM-DD per year.
export const bankHolidayYears = { first: ${bankHolidayYears.first}, last: ${bankHolidayYears.last} } as const;

export const bankHolidaysByYear: Readonly<Record<number, readonly string[]>> = {
${years}
};
`;
  writeFileSync(fileURLToPath(new URL('../../src/lib/bank-holidays-england-wales.ts', import.meta.url)), text);
}

describe('the bank holiday extract', () => {
  it('equals what date-holidays computes for England and Wales (UPDATE_BANK_HOLIDAYS=1 rewrites it)', () => {
    const expected = extractFromSource();
    if (process.env.UPDATE_BANK_HOLIDAYS === '1') writeExtract(expected);
    expect(bankHolidaysByYear).toEqual(expected);
  });

  it('covers this year and at least the next twenty', () => {
    const year = new Date().getUTCFullYear();
    expect(bankHolidayYears.first).toBeLessThanOrEqual(2020);
    expect(bankHolidayYears.last).toBeGreaterThanOrEqual(year + 20);
  });
});

describe('bank holidays in England and Wales', () => {
  it.each([
    ['2022-06-02', 'Spring bank holiday moved for the Platinum Jubilee'],
    ['2022-06-03', 'Platinum Jubilee'],
    ['2022-09-19', "the Queen's funeral"],
    ['2023-05-08', 'Coronation of King Charles III'],
    ['2026-04-03', 'Good Friday 2026'],
    ['2026-04-06', 'Easter Monday 2026'],
    ['2027-03-26', 'Good Friday 2027'],
    ['2027-03-29', 'Easter Monday 2027'],
    ['2026-12-28', 'Boxing Day substitute (Boxing Day is a Saturday)'],
    ['2027-12-27', 'Christmas Day substitute (Christmas is a Saturday)'],
    ['2027-12-28', 'Boxing Day substitute (Boxing Day is a Sunday)'],
    ['2022-01-03', "New Year's Day substitute (New Year's Day is a Saturday)"],
    ['2023-01-02', "New Year's Day substitute (New Year's Day is a Sunday)"],
  ])('%s is a bank holiday (%s)', (day) => {
    expect(isBankHoliday(day)).toBe(true);
    expect(isWorkingDay(day)).toBe(false);
  });

  it.each([
    ['2022-05-30', 'the usual last Monday of May, moved in 2022'],
    ['2026-03-17', "St Patrick's Day is Northern Ireland's only"],
    ['2026-11-30', "St Andrew's Day is Scotland's only"],
    ['2027-01-04', "2 January is Scotland's only"],
    ['2026-12-29', 'the Tuesday after Christmas 2026'],
  ])('%s is a working day (%s)', (day) => {
    expect(isWorkingDay(day)).toBe(true);
  });

  it('counts weekends as non-working and refuses what is not a day', () => {
    expect(isWorkingDay('2026-11-28')).toBe(false);
    expect(isWorkingDay('2026-11-29')).toBe(false);
    expect(isWorkingDay('2026-11-30')).toBe(true);
    expect(isWorkingDay('2026-02-30')).toBe(false);
    expect(isWorkingDay('30/11/2026')).toBe(false);
  });
});

describe('working-day arithmetic', () => {
  it('steps over weekends and Christmas across the year end', () => {
    // Thu 24/12/2026 → Fri 25 Christmas, Mon 28 Boxing Day substitute → Tue 29.
    expect(addWorkingDays('2026-12-24', 1)).toBe('2026-12-29');
    // Thu 31/12/2026 → Fri 1 January is New Year's Day → Mon 4/1/2027.
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addWorkingDays('2027-12-24', 1)).toBe('2027-12-29');
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-25', 0)).toBe('2026-11-25');
  });

  it('steps over Easter and the one-off holidays', () => {
    // Thu 2/4/2026 → Good Friday 3, Easter Monday 6 → Tue 7.
    expect(addWorkingDays('2026-04-02', 1)).toBe('2026-04-07');
    // Wed 1/6/2022 → Thu 2 and Fri 3 (Jubilee) → Mon 6.
    expect(addWorkingDays('2022-06-01', 1)).toBe('2022-06-06');
    // Fri 5/5/2023 → Mon 8 Coronation → Tue 9.
    expect(addWorkingDays('2023-05-05', 1)).toBe('2023-05-09');
    expect(workingDaysAfter('2026-12-23', 3)).toEqual(['2026-12-24', '2026-12-29', '2026-12-30']);
  });

  it('counts the working days after one day up to and including another', () => {
    expect(workingDaysBetween('2026-11-30', '2026-12-02')).toBe(2);
    expect(workingDaysBetween('2026-12-02', '2026-11-30')).toBe(-2);
    expect(workingDaysBetween('2026-11-30', '2026-11-30')).toBe(0);
    expect(workingDaysBetween('2026-12-24', '2026-12-29')).toBe(1);
    expect(workingDaysBetween('2026-12-23', '2027-01-05')).toBe(6);
  });
});
