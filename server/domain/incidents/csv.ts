import { ukDateAndTime } from '../../../src/lib/dates';

type Cell = string | number | boolean | Date | null | undefined;

/**
 * A moment as 'dd/MM/yyyy HH:mm' in UK time: what a UK spreadsheet reads as a date and time (the on-screen ', ' would make
 * it text). The header of such a column says '(UK time)', since a CSV file carries no zone.
 */
export function csvDateTime(value: Date | null | undefined): string {
  const parts = value ? ukDateAndTime(value) : null;
  return parts ? `${parts.date} ${parts.time}` : '';
}

/**
 * One CSV line (RFC 4180 quoting); dates are written in UK time; cells that a spreadsheet would run as a formula are
 * prefixed with a quote.
 */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells
    .map((cell) => {
      let text = cell instanceof Date ? csvDateTime(cell) : cell === null || cell === undefined ? '' : String(cell);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
