import type { LoadResult } from './load';

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const cpu = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n.toFixed(2) : '-');

/** A Markdown table, so the figures paste straight into the README. */
export function formatResults(results: readonly LoadResult[]): string {
  const header = [
    'endpoint',
    'requests/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'load avg',
    'sandbox CPU ms/req',
    'PostgreSQL CPU ms/req',
  ];
  const rows = results.map((r) =>
    r.failure
      ? [
          `${r.endpoint} (not measured: ${r.failure.replaceAll('|', '/')})`,
          '-',
          '-',
          '-',
          '-',
          '-',
          '-',
          ms(r.loadAverage),
          '-',
          '-',
        ]
      : [
          r.endpoint,
          r.requestsPerSecond.toFixed(0),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          String(r.non2xx),
          String(r.errors),
          ms(r.loadAverage),
          cpu(r.sandboxCpuMs),
          cpu(r.storeCpuMs),
        ],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** One row on its own, printed as soon as its endpoint finishes. */
export function formatRow(result: LoadResult): string {
  if (result.failure) return `${result.endpoint}: not measured (${result.failure})`;
  return (
    `${result.endpoint}: ${result.requestsPerSecond.toFixed(0)} requests/s, p50 ${ms(result.p50)} ms, ` +
    `p95 ${ms(result.p95)} ms, p99 ${ms(result.p99)} ms, non-2xx ${result.non2xx}, errors ${result.errors}, ` +
    `load average ${ms(result.loadAverage)}, CPU ms/request sandbox ${cpu(result.sandboxCpuMs)}, ` +
    `PostgreSQL ${cpu(result.storeCpuMs)}`
  );
}
