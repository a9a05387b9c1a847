import { z } from 'zod';

/**
 * Forecasting and migrations (spec 3 §2 `/forecasting/migrations`, reporting flag; its content is ours, README
 * "Forecasting and migrations"): an organisation's forecast of the orders it expects to place per London month and
 * product family, against the orders it placed, and the CSV upload that sets the forecast.
 */
export const forecastFamilies = ['fttp', 'ethernet'] as const;
const forecastFamily = z.enum(forecastFamilies);
export type ForecastFamily = z.infer<typeof forecastFamily>;
export const forecastFamilyLabels: Record<ForecastFamily, string> = { fttp: 'FTTP', ethernet: 'Ethernet' };

export const forecastLimits = {
  /** Months an upload may name: the current London month and the 23 after it. */
  windowMonths: 24,
  /** Months one GET may answer. */
  maxRangeMonths: 24,
  /** The largest forecast of one month and family. */
  maxForecast: 1_000_000,
  /** The CSV file: 256 KB and 1,000 data rows at most (24 months × 2 families is 48 rows). */
  maxFileBytes: 256 * 1024,
  maxRows: 1_000,
  /** Row errors answered at most (the rest are counted in the message). */
  maxRowErrors: 200,
} as const;

/** The CSV's header, in this order; the template writes it. */
export const forecastCsvColumns = ['month', 'family', 'forecast'] as const;
export type ForecastCsvColumn = (typeof forecastCsvColumns)[number];
export const forecastTemplateFileName = 'forecast-template.csv';

export const forecastMessages = {
  uploaded: 'Forecast uploaded',
  refused: 'The forecast was not uploaded: fix the rows below and upload the file again. Nothing was changed.',
  failed: 'The forecast could not be uploaded. Please try again.',
  templateFailed: 'The template could not be downloaded. Please try again.',
  loadFailed: 'The forecast could not be loaded.',
} as const;

// ── Months (yyyy-MM, London's) ─────────────────────────────────────────────────────────────────────────────────────
const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
export type IsoMonth = string;
const isoMonth = z
  .string()
  .regex(monthPattern, 'A month as YYYY-MM')
  .refine((m) => m >= '2000-01' && m <= '2099-12', 'A month between 2000-01 and 2099-12');

const monthIndex = (m: IsoMonth) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthOfIndex = (i: number): IsoMonth =>
  `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;

export const addMonths = (m: IsoMonth, n: number): IsoMonth => monthOfIndex(monthIndex(m) + n);
/** Months from `from` to `to`, both counted (0 when `to` is before `from`). */
export const monthCount = (from: IsoMonth, to: IsoMonth): number => Math.max(0, monthIndex(to) - monthIndex(from) + 1);
export const monthsFrom = (from: IsoMonth, to: IsoMonth): IsoMonth[] =>
  Array.from({ length: monthCount(from, to) }, (_, i) => addMonths(from, i));

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** 'Nov 2026'. */
export const monthLabel = (m: IsoMonth): string => `${monthNames[Number(m.slice(5, 7)) - 1]} ${m.slice(0, 4)}`;
export const monthNumberOf = (name: string): number | undefined => {
  const i = monthNames.findIndex((n) => n.toLowerCase() === name.toLowerCase());
  return i < 0 ? undefined : i + 1;
};

/** The months an upload may name, from the current London month. */
export const uploadWindow = (current: IsoMonth) => ({
  first: current,
  last: addMonths(current, forecastLimits.windowMonths - 1),
});

// ── GET /forecasts ─────────────────────────────────────────────────────────────────────────────────────────────────
export const forecastQuery = z.object({ from: isoMonth, to: isoMonth }).superRefine((q, ctx) => {
  if (q.to < q.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last month must not be before the first' });
  else if (monthCount(q.from, q.to) > forecastLimits.maxRangeMonths)
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `At most ${forecastLimits.maxRangeMonths} months at a time`,
    });
});
export type ForecastQuery = z.output<typeof forecastQuery>;

const count = z.number().int().min(0);
const forecastFigures = z.object({
  /** null: no forecast for this month and family. */
  forecast: count.nullable(),
  /** Orders of this family the organisation placed in the month (London time). */
  actual: count,
});

const forecastMonth = z.object({
  month: isoMonth,
  fttp: forecastFigures,
  ethernet: forecastFigures,
});
export type ForecastMonth = z.infer<typeof forecastMonth>;

const forecastReport = z.object({
  from: isoMonth,
  to: isoMonth,
  /** London's month on the sandbox clock. */
  current_month: isoMonth,
  /** The months an upload may name now. */
  upload_window: z.object({ first: isoMonth, last: isoMonth }),
  months: z.array(forecastMonth),
  /** The latest upload of this organisation's forecast, if any. */
  last_upload: z.object({ at: z.string(), by: z.string() }).nullable(),
});
export type ForecastReport = z.infer<typeof forecastReport>;
export const forecastReportResponse = z.object({ data: forecastReport });

// ── POST /forecasts/upload ─────────────────────────────────────────────────────────────────────────────────────────
/** The multipart body: one file, `file`; no text fields. */
export const forecastUploadFileField = 'file';
export const forecastUploadFields = z.object({}).strict();

const forecastUploadResult = z.object({
  /** Rows stored (each replaces that month and family's earlier forecast). */
  rows: z.number().int().min(0),
  months: z.array(isoMonth),
});
export type ForecastUploadResult = z.infer<typeof forecastUploadResult>;
export const forecastUploadResponse = z.object({ data: forecastUploadResult });

/**
 * A refused file answers 400 validation_failed whose field errors are keyed `rows.<row>.<column>` (the row as a
 * spreadsheet numbers it, the header being row 1) or `file` for the file as a whole.
 */
export interface ForecastRowError {
  /** null: the file as a whole. */
  row: number | null;
  column: ForecastCsvColumn | null;
  message: string;
}
export const rowErrorKey = (row: number, column: ForecastCsvColumn | null) => `rows.${row}.${column ?? 'row'}`;

const rowKey = /^rows\.(\d+)\.(month|family|forecast|row)$/;
/** The row errors of a refused upload's field errors, in row order. */
export function rowErrorsOf(fields: Record<string, string[]> | undefined): ForecastRowError[] {
  const errors: ForecastRowError[] = [];
  for (const [key, messages] of Object.entries(fields ?? {})) {
    const match = rowKey.exec(key);
    const row = match ? Number(match[1]) : null;
    const column = match && match[2] !== 'row' ? (match[2] as ForecastCsvColumn) : null;
    for (const message of messages) errors.push({ row, column, message });
  }
  const order = (e: ForecastRowError) => (e.row ?? 0) * 10 + (e.column ? forecastCsvColumns.indexOf(e.column) + 1 : 0);
  return errors.sort((a, b) => order(a) - order(b));
}
