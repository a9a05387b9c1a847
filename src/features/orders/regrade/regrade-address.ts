import type { RegradeStep } from '@machines/regrade-order.machine';
import { fromCallback } from 'xstate';

/** Spec 3 §2: the wizard's addresses, one per step; the token stays in the query. */
export const regradePath = '/ordering/products/regrade';
const regradeStepPaths: Record<RegradeStep, string> = {
  products: regradePath,
  customer: `${regradePath}/customer`,
  appointment: `${regradePath}/appointment`,
  summary: `${regradePath}/summary`,
};
export const regradeStepHref = (step: RegradeStep, token: string | null) =>
  token ? `${regradeStepPaths[step]}?token=${encodeURIComponent(token)}` : regradeStepPaths[step];

const regradeStepOfPath = (pathname: string): RegradeStep | undefined =>
  (Object.entries(regradeStepPaths) as [RegradeStep, string][]).find(([, path]) => path === pathname)?.[0];

/** The token the page was opened with. */
export const tokenOfAddress = () => new URLSearchParams(window.location.search).get('token') || null;

// wouter announces its own navigations as these window events (it patches history once); the browser's buttons as popstate.
const addressEvents = ['popstate', 'pushState', 'replaceState'] as const;

/** The wizard's `address` actor: tells the machine which step the address shows whenever it changes. */
export const followRegradeAddress = fromCallback(({ sendBack }) => {
  const report = () => {
    const step = regradeStepOfPath(window.location.pathname);
    if (step) sendBack({ type: 'address.change', step });
  };
  for (const name of addressEvents) window.addEventListener(name, report);
  return () => {
    for (const name of addressEvents) window.removeEventListener(name, report);
  };
});
