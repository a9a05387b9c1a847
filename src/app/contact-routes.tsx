import { useShell } from '@/app/use-shell';
import { ComplaintsPage } from '@/features/contact/complaints-page';
import { RequestInformationPage } from '@/features/contact/request-information-page';

/** /contact/request-information and /contact/complaints with the user from the shell (the create form's draft is per user). */
export function RequestInformationRoute() {
  const { user } = useShell();
  return <RequestInformationPage userId={user?.id} />;
}

export function ComplaintsRoute() {
  const { user } = useShell();
  return <ComplaintsPage userId={user?.id} />;
}
