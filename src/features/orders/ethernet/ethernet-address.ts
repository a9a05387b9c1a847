import type { EthernetStep } from '@machines/ethernet-order-draft';
import { fromCallback } from 'xstate';
import { ethernetFunnelPath } from '../links';

/** Spec 3 §2 Ethernet funnel: index, options, customer, summary. */
export const ethernetStepPaths: Record<EthernetStep, string> = {
  availability: ethernetFunnelPath,
  products: `${ethernetFunnelPath}/options`,
  customer: `${ethernetFunnelPath}/customer`,
  summary: `${ethernetFunnelPath}/summary`,
};

const ethernetStepOfPath = (pathname: string): EthernetStep | undefined =>
  (Object.entries(ethernetStepPaths) as [EthernetStep, string][]).find(
    ([, path]) => path === pathname.replace(/\/$/, ''),
  )?.[0];

// wouter announces its own navigations as these window events (it patches history once); the browser's buttons as popstate.
const addressEvents = ['popstate', 'pushState', 'replaceState'] as const;

/** The funnel's `address` actor: tells the machine which step the browser's address shows whenever it changes. */
export const followEthernetAddress = fromCallback(({ sendBack }) => {
  const report = () => {
    const step = ethernetStepOfPath(window.location.pathname);
    if (step) sendBack({ type: 'address.change', step });
  };
  for (const name of addressEvents) window.addEventListener(name, report);
  return () => {
    for (const name of addressEvents) window.removeEventListener(name, report);
  };
});
