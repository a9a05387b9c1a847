import { useShell } from '@/app/use-shell';
import { IncidentRaisePage } from '@/features/incidents/incident-raise/incident-raise-page';

/** The raise funnel with the signed-in user's id from the shell: drafts are kept per user. */
export function IncidentRaiseRoute() {
  const { user } = useShell();
  return <IncidentRaisePage userId={user?.id} orgId={user?.orgId} />;
}
