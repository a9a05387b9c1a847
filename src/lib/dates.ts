/**
 * The portal's one date module, for the SPA and the sandbox alike. The provider is in the UK: every calendar day and wall
 * time shown, typed or compared is London's (Europe/London, GMT in winter and BST in summer), whatever the zone of the
 * machine or the language of the browser. Built on Intl with the zone and the locale always given, never the defaults.
 */

export const ukZone = 'Europe/London';

/** A calendar day as yyyy-MM-dd (what the API sends and the date field hands back). */
export type IsoDay = string;

type DateInput = string | number | Date | null | undefined;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ukZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function londonWallTime(ms: number): WallTime {
  const parts = londonClock.formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

// Fields of a matched or split date; a missing one is NaN, which no day check accepts.
const num = (field: string | undefined) => Number(field ?? Number.NaN);
const threeNumbers = (f: readonly (string | undefined)[]): [number, number, number] => [
  num(f[0]),
  num(f[1]),
  num(f[2]),
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOf = (w: Pick<WallTime, 'year' | 'month' | 'day'>): IsoDay =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

function isRealDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

// A day, or a day and time with no zone: already a UK wall time, shown as written rather than shifted by the machine's zone.
const naiveDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

function wallTimeOf(value: DateInput): WallTime | null {
  if (value == null || value === '') return null;
  const naive = typeof value === 'string' ? naiveDateTime.exec(value) : null;
  if (naive) {
    const [year, month, day] = threeNumbers(naive.slice(1, 4));
    const [hour, minute] = [num(naive[4] ?? '0'), num(naive[5] ?? '0')];
    return isRealDay(year, month, day) && hour < 24 && minute < 60 ? { year, month, day, hour, minute } : null;
  }
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? londonWallTime(ms) : null;
}

/** Today's date in London as yyyy-MM-dd (the sandbox passes its own clock). */
export function todayIso(now: number | Date = Date.now()): IsoDay {
  return isoOf(londonWallTime(typeof now === 'number' ? now : now.getTime()));
}

/** London's day, hour and minute at an instant (e.g. to stop a fault start later than now being chosen). */
export function ukClock(now: number | Date = Date.now()): { day: IsoDay; hour: number; minute: number } {
  const w = londonWallTime(typeof now === 'number' ? now : now.getTime());
  return { day: isoOf(w), hour: w.hour, minute: w.minute };
}

/** The London calendar day of an instant or ISO value, or null when it is not a date. */
export function ukDayOf(value: DateInput): IsoDay | null {
  const w = wallTimeOf(value);
  return w ? isoOf(w) : null;
}

/** Spec 1 §9: dates dd/MM/yyyy (London day); an empty or invalid value shows as an empty string, never 'Invalid Date'. */
export function formatDate(value: DateInput): string {
  const w = wallTimeOf(value);
  return w ? `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}` : '';
}

/** The London date and 24-hour time of a value, each formatted ('dd/MM/yyyy', 'HH:mm'), for formats that join them. */
export function ukDateAndTime(value: DateInput): { date: string; time: string } | null {
  const w = wallTimeOf(value);
  return w
    ? { date: `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`, time: `${pad(w.hour)}:${pad(w.minute)}` }
    : null;
}

/** Spec 1 §9: date-time 'dd/MM/yyyy, HH:mm' in London time; empty for a missing or invalid value. */
export function formatDateTime(value: DateInput): string {
  const parts = ukDateAndTime(value);
  return parts ? `${parts.date}, ${parts.time}` : '';
}

const londonTimeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: ukZone,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});

/** A moment's London wall time to the millisecond, 'HH:mm:ss.SSS' (the flow viewer's live event list). */
export const formatTimeOfDay = (epochMs: number): string => londonTimeOfDay.format(epochMs);

const weekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A day with its short weekday, e.g. 'Mon 05/01/2026' (appointment slots). */
export function formatDayWithWeekday(iso: IsoDay): string {
  return isIsoDay(iso) ? `${weekdayNames[weekdayOf(iso)]} ${formatDate(iso)}` : '';
}

/** Spec 3 §5: a typed date is exactly dd/MM/yyyy (10 characters) and a real day; anything else (31/02/2026) is null. */
export function parseUkDate(text: string): IsoDay | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = threeNumbers(match.slice(1));
  return isRealDay(year, month, day) ? isoOf({ year, month, day }) : null;
}

/** Whether a string is a real yyyy-MM-dd day. */
export function isIsoDay(value: unknown): value is IsoDay {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = threeNumbers(value.split('-'));
  return isRealDay(year, month, day);
}

/** Whether day a comes after day b (yyyy-MM-dd strings order as their days do). */
export const isAfter = (a: IsoDay, b: IsoDay): boolean => a > b;

/** Whether day a comes before day b. */
export const isBefore = (a: IsoDay, b: IsoDay): boolean => a < b;

const dayMs = 86_400_000;
const utcMidnight = (iso: IsoDay) => {
  const [year, month, day] = threeNumbers(iso.split('-'));
  return Date.UTC(year, month - 1, day);
};
const isoOfUtc = (ms: number): IsoDay => new Date(ms).toISOString().slice(0, 10);

/** The calendar day n days after (or before, for negative n) a day; calendar arithmetic, so clock changes don't matter. */
export function addDays(iso: IsoDay, n: number): IsoDay {
  return isoOfUtc(utcMidnight(iso) + n * dayMs);
}

/** Whole days from one day to another (negative when `to` is earlier). */
export function daysBetween(from: IsoDay, to: IsoDay): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / dayMs);
}

/** Day of the week of a day: 0 Sunday to 6 Saturday. */
export const weekdayOf = (iso: IsoDay): number => new Date(utcMidnight(iso)).getUTCDay();

/** Monday to Friday; the spec names no bank holidays. */
export function isWorkingDay(iso: IsoDay): boolean {
  const weekday = weekdayOf(iso);
  return weekday !== 0 && weekday !== 6;
}

/** The working day that is n working days after a day (the day itself not counted), e.g. Friday + 1 = Monday. */
export function addWorkingDays(iso: IsoDay, n: number): IsoDay {
  let day = iso;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The next `count` working days after a day, in order. */
export function workingDaysAfter(iso: IsoDay, count: number): IsoDay[] {
  const days: IsoDay[] = [];
  for (let day = addWorkingDays(iso, 1); days.length < count; day = addWorkingDays(day, 1)) days.push(day);
  return days;
}

/**
 * The instant at which London clocks show a day and time ('HH:mm'). A time skipped when clocks go forward (01:30 on the
 * last Sunday of March) is read an hour on, as a wall clock would be; a repeated one (October) is its first, BST reading.
 */
export function ukInstant(iso: IsoDay, time = '00:00'): Date {
  const [hour, minute] = threeNumbers(time.split(':'));
  const asUtc = utcMidnight(iso) + (hour * 60 + minute) * 60_000;
  // London's offset from UTC at an instant: the wall time it shows, read as if it were UTC, less the instant.
  const offsetAt = (ms: number) => {
    const w = londonWallTime(ms);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - ms;
  };
  const shows = (ms: number) => {
    const w = londonWallTime(ms);
    return isoOf(w) === iso && w.hour === hour && w.minute === minute;
  };
  // The offset is the one in force 12 hours before or after; clocks change at most once a day.
  const first = asUtc - offsetAt(asUtc - dayMs / 2);
  const second = asUtc - offsetAt(asUtc + dayMs / 2);
  return new Date(shows(first) || !shows(second) ? first : second);
}
