import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following the window as it changes (resize, system settings). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** The user asked their system for less motion (WCAG 2.3.3): antd's animations are then switched off. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
