import type { ReactNode } from 'react';
import styles from './detail-section.module.css';

export type Fact = [label: string, value: ReactNode];

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/** A description list of label and value; facts without a value are left out. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts
        .filter(([, value]) => !isEmpty(value))
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Said in a section that has nothing to show, e.g. 'No attachments.' */
export function None({ children }: { children: string }) {
  return <p className={styles.none}>{children}</p>;
}

export const yesNo = (value: boolean | null | undefined) => (value == null ? null : value ? 'Yes' : 'No');

/** A titled group of a detail page; h2 so the page reads as one outline under its h1. */
export function DetailSection({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  /** Takes the page's whole width (a wide table, a comment thread), so its lines read unbroken. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={wide ? `${styles.card} ${styles.wide}` : styles.card}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}
