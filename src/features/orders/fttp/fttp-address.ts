import type { FttpStep } from '@machines/fttp-order.machine';
import { fromCallback } from 'xstate';
import { fttpFunnelPath } from '../links';

/** Spec 3 §2 FTTP funnel: index, options, customer, appointment, summary. */
export const fttpStepPaths: Record<FttpStep, string> = {
  availability: fttpFunnelPath,
  products: `${fttpFunnelPath}/options`,
  customer: `${fttpFunnelPath}/customer`,
  appointment: `${fttpFunnelPath}/appointment`,
  summary: `${fttpFunnelPath}/summary`,
};

const fttpStepOfPath = (pathname: string): FttpStep | undefined =>
  (Object.entries(fttpStepPaths) as [FttpStep, string][]).find(([, path]) => path === pathname.replace(/\/$/, ''))?.[0];

// wouter announces its own navigations as these window events (it patches history once); the browser's buttons as popstate.
const addressEvents = ['popstate', 'pushState', 'replaceState'] as const;

/** The funnel's `address` actor: tells the machine which step the browser's address shows whenever it changes. */
export const followFttpAddress = fromCallback(({ sendBack }) => {
  const report = () => {
    const step = fttpStepOfPath(window.location.pathname);
    if (step) sendBack({ type: 'address.change', step });
  };
  for (const name of addressEvents) window.addEventListener(name, report);
  return () => {
    for (const name of addressEvents) window.removeEventListener(name, report);
  };
});
