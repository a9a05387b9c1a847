import type { ServiceDetail } from '@/contracts/services';

/** Placeholder the service detail page renders; taken over by sa2: permission-to-work documents. */
export function ServicePtwSection(_props: { service: ServiceDetail }) {
  return null;
}
