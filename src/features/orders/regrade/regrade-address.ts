import { type RegradeStep, regradeSteps } from '@machines/regrade-order-draft';
import { followFunnelAddress, funnelStepPaths } from '../funnel/funnel-address';

/** Spec 3 §2: the wizard's addresses, one per step (products, customer, appointment, summary); the token stays in the query. */
export const regradePath = '/ordering/products/regrade';
const regradeStepPaths = funnelStepPaths(regradePath, regradeSteps);
export const regradeStepHref = (step: RegradeStep, token: string | null) =>
  token ? `${regradeStepPaths[step]}?token=${encodeURIComponent(token)}` : regradeStepPaths[step];

/** The token the page was opened with. */
export const tokenOfAddress = () => new URLSearchParams(window.location.search).get('token') || null;

/** The wizard's `address` actor (../funnel/funnel-address.ts). */
export const followRegradeAddress = followFunnelAddress(regradeStepPaths);
