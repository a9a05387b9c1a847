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
