import { ethernetSteps } from '@machines/ethernet-order-draft';
import { followFunnelAddress, funnelStepPaths } from '../funnel/funnel-address';
import { ethernetFunnelPath } from '../links';

/** Spec 3 §2 Ethernet funnel: index, options, customer, summary. */
export const ethernetStepPaths = funnelStepPaths(ethernetFunnelPath, ethernetSteps);

/** The funnel's `address` actor (../funnel/funnel-address.ts). */
export const followEthernetAddress = followFunnelAddress(ethernetStepPaths);
