// Dates and times are in '@/lib/dates' (London, dd/MM/yyyy); this module keeps money and durations.

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
