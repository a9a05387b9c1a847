import styles from './funnel-steps.module.css';

interface FunnelStepsProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  /** Index of the step the user is on. */
  current: number;
}

/**
 * Where a funnel is: its steps as an ordered list, done ones ticked, the current one marked for screen readers with
 * aria-current="step". Plain markup rather than antd's Steps, which brings its progress ring along (about 9 KB).
 */
export function FunnelSteps({ titles, current }: FunnelStepsProps) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {titles.map((title, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'next';
        return (
          <li key={title} className={styles[state]} aria-current={i === current ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className={styles.title}>
              {title}
              {state === 'done' && <span className={styles.visuallyHidden}> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
