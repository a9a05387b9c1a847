import { type ForecastFamily, forecastFamilyLabels, monthLabel } from '@/contracts/forecasts';
import { type FamilyMonth, signed } from './forecast-figures';
import styles from './forecasting.module.css';

/**
 * The figures month by month (the chart's text alternative): forecast, actual orders and their difference, with totals.
 * Plain HTML: a caption, a row header per month; it scrolls in its own box on a narrow screen.
 */
export function ForecastTable({
  family,
  rows,
  currentMonth,
}: {
  family: ForecastFamily;
  rows: FamilyMonth[];
  currentMonth: string;
}) {
  const caption = `${forecastFamilyLabels[family]} forecast and orders per month`;
  const forecastTotal = rows.reduce((n, r) => n + (r.forecast ?? 0), 0);
  const actualTotal = rows.reduce((n, r) => n + r.actual, 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.tableBox} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className={styles.number}>
              Forecast
            </th>
            <th scope="col" className={styles.number}>
              Actual orders
            </th>
            <th scope="col" className={styles.number}>
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.month}>
              <th scope="row">
                {monthLabel(r.month)}
                {r.month === currentMonth && <span className={styles.note}> (so far)</span>}
                {r.month > currentMonth && <span className={styles.note}> (to come)</span>}
              </th>
              <td className={styles.number}>
                {r.forecast === null ? <span className={styles.none}>No forecast</span> : r.forecast}
              </td>
              <td className={styles.number}>{r.actual}</td>
              <td className={styles.number}>
                {r.difference === null ? (
                  '—'
                ) : (
                  <span className={r.difference < 0 ? styles.under : undefined}>{signed(r.difference)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.number}>{forecastTotal}</td>
            <td className={styles.number}>{actualTotal}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
