/** One CSV line (RFC 4180 quoting); cells that a spreadsheet would run as a formula are prefixed with a quote. */
export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells
    .map((cell) => {
      let text = cell === null || cell === undefined ? '' : String(cell);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
    })
    .join(',')}\r\n`;
}
