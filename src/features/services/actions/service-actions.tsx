import type { ServiceDetail } from '@/contracts/services';

/** Placeholder the service detail page renders; taken over by sa1: the service actions (cancel, cease, amend, line profile, dates, remote activation, install options, case comments). */
export function ServiceActions(_props: { service: ServiceDetail }) {
  return null;
}
