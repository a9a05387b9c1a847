import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { UsageMonths } from '@/contracts/billing';
import styles from './billing.module.css';

const colours = { download: '#0958d9', upload: '#ad4e00' } as const;
const height = 280;
const label = (month: string) => `${month.slice(5)}/${month.slice(2, 4)}`;

/**
 * Download and upload per month of one service (uPlot, loaded with this route only). The table beside it is its text
 * alternative, which the figure's accessible name says.
 */
export function UsageChart({ usage }: { usage: UsageMonths }) {
  const box = useRef<HTMLDivElement>(null);
  const rows = usage.months;
  useEffect(() => {
    const el = box.current;
    if (!el || rows.length === 0) return;
    const xs = rows.map((_, i) => i);
    const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 280),
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, rows.length - 0.5] },
          y: { range: (_u, _min, max) => [0, max * 1.15] },
        },
        axes: [
          { splits: () => xs, values: (_u, s) => s.map((i) => label(rows[i]?.month ?? '')), stroke: '#595959' },
          { stroke: '#595959', size: 56 },
        ],
        series: [
          {},
          {
            label: 'Download (GB)',
            stroke: colours.download,
            fill: `${colours.download}cc`,
            ...(bars ? { paths: bars } : {}),
            points: { show: false },
          },
          {
            label: 'Upload (GB)',
            stroke: colours.upload,
            width: 2.5,
            points: { show: true, size: 7, fill: colours.upload },
          },
        ],
      },
      [xs, rows.map((r) => r.download_gb), rows.map((r) => r.upload_gb)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 280), height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [rows]);
  return (
    <figure className={styles.chart}>
      <div
        ref={box}
        role="img"
        aria-label={`Chart of download (bars) and upload (line) in GB per month for ${usage.service_reference}. The table gives the figures.`}
        className={styles.canvas}
      />
      <figcaption>Download (bars) and upload (line), GB per month</figcaption>
    </figure>
  );
}
