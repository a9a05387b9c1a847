import dayjs from 'dayjs';

type DateInput = string | number | Date | null | undefined;

/** Spec 1 §9: dates dd/MM/yyyy; an empty or invalid value shows as an empty string rather than 'Invalid Date'. */
export function formatDate(value: DateInput): string {
  const d = dayjs(value ?? undefined);
  return value == null || value === '' || !d.isValid() ? '' : d.format('DD/MM/YYYY');
}

/** Spec 1 §9: date-time dd/MM/yyyy, HH:mm (local time). */
export function formatDateTime(value: DateInput): string {
  const d = dayjs(value ?? undefined);
  return value == null || value === '' || !d.isValid() ? '' : d.format('DD/MM/YYYY, HH:mm');
}

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Spec 1 §9: currency GBP in en-GB, e.g. £1,234.50. */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  return n == null || value === '' || !Number.isFinite(n) ? '' : gbp.format(n);
}

const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Spec 2 §2: an outage's duration as days, hours and minutes text, e.g. '2 days, 3 hours and 5 minutes'; zero units are
 * left out and under a minute reads 'Less than a minute'. An ongoing outage (no end yet) reads '… so far'.
 */
export function formatDuration(minutes: number | null | undefined, { ongoing = false } = {}): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return '';
  const total = Math.floor(minutes);
  const parts = [
    [Math.floor(total / 1440), 'day'],
    [Math.floor((total % 1440) / 60), 'hour'],
    [total % 60, 'minute'],
  ] as const;
  const shown = parts.filter(([n]) => n > 0).map(([n, one]) => unit(n, one));
  const last = shown.pop();
  const text = last === undefined ? 'Less than a minute' : shown.length ? `${shown.join(', ')} and ${last}` : last;
  return ongoing ? `${text} so far` : text;
}
