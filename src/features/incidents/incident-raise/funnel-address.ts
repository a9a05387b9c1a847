import type { FunnelStep } from '@machines/incident-raise.machine';
import { fromCallback } from 'xstate';
import { incidentRaisePath } from '../links';

/** Spec 2 §2: the funnel's addresses, one per step. */
export const stepPaths: Record<FunnelStep, string> = {
  serviceDetails: incidentRaisePath,
  incidentDetails: `${incidentRaisePath}/incident-details`,
  summary: `${incidentRaisePath}/summary-details`,
  complete: `${incidentRaisePath}/complete`,
};

const stepOfPath = (pathname: string): FunnelStep | undefined =>
  (Object.entries(stepPaths) as [FunnelStep, string][]).find(([, path]) => path === pathname)?.[0];

// wouter announces its own navigations as these window events (it patches history once); the browser's buttons as popstate.
const addressEvents = ['popstate', 'pushState', 'replaceState'] as const;

/**
 * The funnel's `address` actor: tells the machine which step the browser's address shows whenever it changes (back and
 * forward buttons, a link to a step, 'Raise An Incident' again). The machine decides what that means.
 */
export const followAddress = fromCallback(({ sendBack }) => {
  const report = () => {
    const step = stepOfPath(window.location.pathname);
    if (step) sendBack({ type: 'address.change', step });
  };
  for (const name of addressEvents) window.addEventListener(name, report);
  return () => {
    for (const name of addressEvents) window.removeEventListener(name, report);
  };
});
