import { fromCallback } from 'xstate';

/**
 * Spec 3 §2: an ordering funnel's addresses, one per step: its first step at the funnel's own path, the products step
 * at `/options` and every other step at its own name (FTTP: index, options, customer, appointment, summary).
 */
export function funnelStepPaths<S extends string>(path: string, steps: readonly S[]): Record<S, string> {
  const pathOf = (step: S, i: number) => (i === 0 ? path : `${path}/${step === 'products' ? 'options' : step}`);
  return Object.fromEntries(steps.map((step, i) => [step, pathOf(step, i)])) as Record<S, string>;
}

/** The step whose address `pathname` is (a trailing slash aside), if any. */
const stepOfPath = <S extends string>(paths: Record<S, string>, pathname: string): S | undefined =>
  (Object.entries(paths) as [S, string][]).find(([, path]) => path === pathname.replace(/(.)\/$/, '$1'))?.[0];

// wouter announces its own navigations as these window events (it patches history once); the browser's buttons as popstate.
const addressEvents = ['popstate', 'pushState', 'replaceState'] as const;

/** A funnel's `address` actor: tells its machine which step the browser's address shows whenever it changes. */
export const followFunnelAddress = <S extends string>(paths: Record<S, string>) =>
  fromCallback(({ sendBack }) => {
    const report = () => {
      const step = stepOfPath(paths, window.location.pathname);
      if (step) sendBack({ type: 'address.change', step });
    };
    for (const name of addressEvents) window.addEventListener(name, report);
    return () => {
      for (const name of addressEvents) window.removeEventListener(name, report);
    };
  });
