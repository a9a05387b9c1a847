import { bankHolidaysByYear } from './bank-holidays-england-wales';
import { addDays, type IsoDay, isIsoDay, weekdayOf } from './dates';

/**
 * Working days (spec 3 §5 survey dates): weekdays that are not bank holidays in England and Wales. The holidays come from
 * the maintained `date-holidays` package (country GB, region ENG: substitute days, Easter, one-off days such as the 2022
 * Jubilee and the 2023 Coronation), extracted into ./bank-holidays-england-wales.ts so the browser carries a few KB instead
 * of the package's parser and every country's data (~125 KB gzip); tests/lib/working-days.test.ts fails when the extract
 * and the package disagree and rewrites it with UPDATE_BANK_HOLIDAYS=1. Runs alike in the SPA (the calendar greys out
 * refused days) and the sandbox (which refuses them).
 */

const holidays = new Set<IsoDay>(
  Object.entries(bankHolidaysByYear).flatMap(([year, days]) => days.map((mmdd) => `${year}-${mmdd}`)),
);

/** Whether a day is a bank holiday in England and Wales (years outside the extract's range have none known). */
export function isBankHoliday(iso: IsoDay): boolean {
  return holidays.has(iso);
}

/** Monday to Friday and not a bank holiday in England and Wales. */
export function isWorkingDay(iso: IsoDay): boolean {
  if (!isIsoDay(iso)) return false;
  const weekday = weekdayOf(iso);
  return weekday !== 0 && weekday !== 6 && !isBankHoliday(iso);
}

/** The day n working days after a day (the day itself not counted): Friday + 1 = Monday, 24/12/2026 + 1 = 29/12/2026. */
export function addWorkingDays(iso: IsoDay, n: number): IsoDay {
  let day = iso;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * Working days from one day to a later one: those after `from` up to and including `to` (Monday to Wednesday: 2).
 * Negative when `to` is earlier (the count from `to` to `from`, negated); 0 for the same day.
 */
export function workingDaysBetween(from: IsoDay, to: IsoDay): number {
  if (to < from) return -workingDaysBetween(to, from);
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

/** The next `count` working days after a day, in order. */
export function workingDaysAfter(iso: IsoDay, count: number): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = addWorkingDays(iso, 1); days.length < count; day = addWorkingDays(day, 1)) days.push(day);
  return days;
}
