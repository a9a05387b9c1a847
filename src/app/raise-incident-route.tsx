import { useShell } from '@/app/use-shell';
import { RaiseIncidentPage } from '@/features/incidents/raise/raise-incident-page';

/** The raise funnel with the signed-in user's id from the shell: drafts are kept per user. */
export function RaiseIncidentRoute() {
  const { user } = useShell();
  return <RaiseIncidentPage userId={user?.id} orgId={user?.orgId} />;
}
