import { fttpSteps } from '@machines/fttp-order-draft';
import { followFunnelAddress, funnelStepPaths } from '../funnel/funnel-address';
import { fttpFunnelPath } from '../links';

/** Spec 3 §2 FTTP funnel: index, options, customer, appointment, summary. */
export const fttpStepPaths = funnelStepPaths(fttpFunnelPath, fttpSteps);

/** The funnel's `address` actor (../funnel/funnel-address.ts). */
export const followFttpAddress = followFunnelAddress(fttpStepPaths);
