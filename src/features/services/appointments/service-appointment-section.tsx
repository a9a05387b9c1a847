import type { ServiceDetail } from '@/contracts/services';

/** Placeholder the service detail page renders; taken over by sa2: appointment search, reserve and amend. */
export function ServiceAppointmentSection(_props: { service: ServiceDetail }) {
  return null;
}
