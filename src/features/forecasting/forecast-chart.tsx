import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type ForecastFamily, forecastFamilyLabels, monthLabel } from '@/contracts/forecasts';
import type { FamilyMonth } from './forecast-figures';
import styles from './forecasting.module.css';

/** Actual orders: bars in the theme's primary blue; forecast: a dark orange line with points (shape tells them apart). */
const chartColours = { actual: '#1677ff', forecast: '#ad4e00' } as const;
const height = 280;

const shortMonth = (m: string) => `${monthLabel(m).slice(0, 3)} ${m.slice(2, 4)}`;

/**
 * Forecast against actual orders per month (uPlot, loaded with this route only). The canvas is a picture of the table
 * below, which is its text alternative: the figure says so in its accessible name.
 */
export function ForecastChart({ family, rows }: { family: ForecastFamily; rows: FamilyMonth[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el || rows.length === 0) return;
    const xs = rows.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, rows.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(5, max * 1.15)] },
        },
        axes: [
          {
            splits: () => xs,
            values: (_u, splits) => splits.map((i) => shortMonth(rows[i]?.month ?? '')),
            rotate: rows.length > 8 ? -45 : 0,
            size: rows.length > 8 ? 56 : 40,
            stroke: '#595959',
          },
          { stroke: '#595959', size: 48 },
        ],
        series: [
          {},
          {
            label: 'Actual orders',
            stroke: chartColours.actual,
            fill: `${chartColours.actual}cc`,
            ...(bars ? { paths: bars } : {}),
            points: { show: false },
          },
          {
            label: 'Forecast',
            stroke: chartColours.forecast,
            width: 2.5,
            points: { show: true, size: 7, fill: chartColours.forecast },
            spanGaps: false,
          },
        ],
      },
      [xs, rows.map((r) => r.actual), rows.map((r) => r.forecast)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows]);

  const first = rows[0];
  const last = rows.at(-1);
  const name = forecastFamilyLabels[family];
  const range = first && last ? `${monthLabel(first.month)} to ${monthLabel(last.month)}` : '';
  return (
    <figure className={styles.chart}>
      <div
        ref={box}
        role="img"
        aria-label={`Chart of ${name} orders forecast against orders placed per month, ${range}. The table below gives the figures.`}
        className={styles.canvas}
      />
      <figcaption className={styles.legend}>
        <span className={styles.legendItem}>
          <span className={styles.swatchBar} style={{ background: chartColours.actual }} aria-hidden="true" />
          Actual orders
        </span>
        <span className={styles.legendItem}>
          <span className={styles.swatchLine} style={{ background: chartColours.forecast }} aria-hidden="true" />
          Forecast
        </span>
      </figcaption>
    </figure>
  );
}
