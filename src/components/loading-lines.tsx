import styles from './loading-lines.module.css';

/** A first load in progress: shimmering lines for the eye, one status message for screen readers. */
export function LoadingLines({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" className={styles.skeleton}>
      <span className={styles.visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines with no identity of their own.
        <span key={i} aria-hidden="true" />
      ))}
    </div>
  );
}

/** Text for screen readers only. */
export const visuallyHiddenClass = styles.visuallyHidden;
