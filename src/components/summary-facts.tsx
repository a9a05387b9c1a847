import type { ReactNode } from 'react';
import styles from './funnel-layout.module.css';

export type SummaryRow = [label: string, value: ReactNode];

/** A value as a funnel's summary shows it: what was left empty reads '—'. */
export const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : String(value));

/**
 * A funnel summary's titled group of what was entered, as label and value (every row shown, an empty one as '—'); the
 * region is named by its title. Unlike a detail page's facts, a summary keeps empty rows: the user sees what they left out.
 */
export function SummaryFacts({ title, rows }: { title: string; rows: SummaryRow[] }) {
  const id = `summary-${title.toLowerCase().replaceAll(/[^a-z]+/g, '-')}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <FactList rows={rows} />
    </section>
  );
}

/** Labels and values as a description list: two columns, one on a phone (or always, given `stacked`). */
export function FactList({ rows, stacked }: { rows: SummaryRow[]; stacked?: boolean }) {
  return (
    <dl className={stacked ? `${styles.facts} ${styles.stacked}` : styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
