import { useRef } from 'react';
import styles from './funnel-steps.module.css';
import { useStepFocus } from './step-focus';

interface FunnelStepsProps {
  /** The steps' titles, in order. */
  titles: readonly string[];
  /** Index of the step the user is on. */
  current: number;
}

/**
 * Where a funnel is: its steps as an ordered list, done ones ticked, the current one marked for screen readers with
 * aria-current="step". Plain markup rather than antd's Steps, which brings its progress ring along (about 9 KB). Every
 * funnel shows one, so it also moves focus to each new step's heading (src/components/step-focus.ts).
 */
export function FunnelSteps({ titles, current }: FunnelStepsProps) {
  const bar = useRef<HTMLOListElement>(null);
  useStepFocus(titles[current], bar);
  return (
    <ol ref={bar} className={styles.steps} aria-label="Steps">
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
