import { CsvError, parse } from 'csv-parse/sync';
import {
  type ForecastCsvColumn,
  type ForecastFamily,
  type ForecastRowError,
  forecastCsvColumns,
  forecastFamilyLabels,
  forecastLimits,
  type IsoMonth,
  monthLabel,
  monthNumberOf,
} from '../../../src/contracts/forecasts';
import { textEncodingOf } from '../uploads/text';

interface ForecastRow {
  month: IsoMonth;
  family: ForecastFamily;
  forecast: number;
}

export type ParsedForecast = { ok: true; rows: ForecastRow[] } | { ok: false; errors: ForecastRowError[] };

/** A cell quoted back in a message: short, on one line. */
const quoted = (text: string) => `'${text.length > 30 ? `${text.slice(0, 30)}…` : text}'`;

/**
 * A month as people and spreadsheets write it: 2026-11 (the template's), 2026/11, 11/2026, Nov 2026, Nov-2026 and
 * Nov-26 (what Excel shows, and saves, once it has read 2026-11 as a date).
 */
function parseMonth(text: string): IsoMonth | undefined {
  const month = (year: number, m: number) =>
    m >= 1 && m <= 12 && year >= 2000 && year <= 2099 ? `${year}-${String(m).padStart(2, '0')}` : undefined;
  let match = /^(\d{4})[-/](\d{1,2})$/.exec(text);
  if (match) return month(Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (match) return month(Number(match[2]), Number(match[1]));
  match = /^([A-Za-z]{3})[- ](\d{2}|\d{4})$/.exec(text);
  if (match) {
    const m = monthNumberOf(match[1] ?? '');
    const year = Number(match[2]);
    return m === undefined ? undefined : month(year < 100 ? 2000 + year : year, m);
  }
  return undefined;
}

const familyByName: Record<string, ForecastFamily> = { fttp: 'fttp', ftth: 'fttp', ethernet: 'ethernet' };

/** Excel pads a row with empty cells when a cell to its right was ever used: those past the third do not count. */
function withoutTrailingEmpty(cells: string[]): string[] {
  let end = cells.length;
  while (end > forecastCsvColumns.length && cells[end - 1] === '') end--;
  return cells.slice(0, end);
}

function decode(bytes: Uint8Array): string | undefined {
  const encoding = textEncodingOf(bytes);
  // The decoder drops a byte-order mark (ignoreBOM false): UTF-8 with a BOM, and UTF-16 from Notepad or Excel.
  return encoding ? new TextDecoder(encoding).decode(bytes) : undefined;
}

/**
 * Reads an uploaded forecast: text in any encoding the uploads accept, CSV (comma or semicolon) with the header
 * month,family,forecast, one row per month and family. Every row is checked and every problem answered with its row
 * (as a spreadsheet numbers it: the header is row 1) and column; a file with any problem is refused as a whole.
 */
export function parseForecastCsv(bytes: Uint8Array, window: { first: IsoMonth; last: IsoMonth }): ParsedForecast {
  const fileError = (message: string, row: number | null = null): ParsedForecast => ({
    ok: false,
    errors: [{ row, column: null, message }],
  });
  const text = decode(bytes);
  if (text === undefined) return fileError('The file is not text: save it as CSV (comma separated values)');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ended (its line); the options' type does not say so.
    records = parse(text, {
      delimiter: [',', ';'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: forecastLimits.maxRows + 2,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return fileError(`The file is not valid CSV: ${error.message.replace(/^Invalid [^:]*: /, '')}`, line ?? null);
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header) return fileError('The file is empty: start with the header month,family,forecast');
  const names = withoutTrailingEmpty(header.record).map((h) => h.toLowerCase());
  if (names.length !== forecastCsvColumns.length || names.some((h, i) => h !== forecastCsvColumns[i])) {
    return fileError(
      `The header must be month,family,forecast (found ${quoted(header.record.join(','))})`,
      header.info.lines,
    );
  }
  if (data.length === 0) return fileError('The file has no forecast rows under its header');
  if (data.length > forecastLimits.maxRows) {
    return fileError(`The file has more than ${forecastLimits.maxRows} forecast rows`);
  }

  const errors: ForecastRowError[] = [];
  const rows: ForecastRow[] = [];
  const seen = new Map<string, number>();
  const add = (row: number, column: ForecastCsvColumn | null, message: string) => errors.push({ row, column, message });
  for (const { record, info } of data) {
    const row = info.lines;
    const cells = withoutTrailingEmpty(record);
    if (cells.length !== forecastCsvColumns.length) {
      add(row, null, `Expected 3 values (month, family, forecast); found ${cells.length}`);
      continue;
    }
    const [monthText = '', familyText = '', forecastText = ''] = cells;
    const month = parseMonth(monthText);
    if (monthText === '') add(row, 'month', 'Give the month, e.g. 2026-11');
    else if (!month) add(row, 'month', `Unknown month format ${quoted(monthText)}: use YYYY-MM, e.g. 2026-11`);
    else if (month < window.first || month > window.last) {
      add(
        row,
        'month',
        `${monthLabel(month)} is outside the ${forecastLimits.windowMonths} months you can forecast ` +
          `(${monthLabel(window.first)} to ${monthLabel(window.last)})`,
      );
    }
    const family = familyByName[familyText.toLowerCase()];
    if (!family) {
      add(
        row,
        'family',
        familyText === ''
          ? 'Give the family: FTTP or Ethernet'
          : `Unknown family ${quoted(familyText)}: use ${Object.values(forecastFamilyLabels).join(' or ')}`,
      );
    }
    let forecast: number | undefined;
    if (forecastText === '') add(row, 'forecast', 'Give the forecast: a whole number of orders, 0 or more');
    else if (/^-\s*\d+([.,]\d+)?$/.test(forecastText))
      add(row, 'forecast', `The forecast must not be negative (${quoted(forecastText)})`);
    else if (/^\d*[.,]\d+$/.test(forecastText))
      add(row, 'forecast', `The forecast must be a whole number of orders (${quoted(forecastText)})`);
    else if (!/^\d+$/.test(forecastText))
      add(row, 'forecast', `The forecast must be a whole number of orders, e.g. 120 (${quoted(forecastText)})`);
    else if (Number(forecastText) > forecastLimits.maxForecast)
      add(row, 'forecast', `The forecast must be at most ${forecastLimits.maxForecast.toLocaleString('en-GB')}`);
    else forecast = Number(forecastText);
    if (month && family) {
      const key = `${month}|${family}`;
      const first = seen.get(key);
      if (first !== undefined) {
        add(row, null, `Duplicate of row ${first}: ${monthLabel(month)} ${forecastFamilyLabels[family]} appears twice`);
      } else seen.set(key, row);
    }
    if (month && family && forecast !== undefined) rows.push({ month, family, forecast });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}
