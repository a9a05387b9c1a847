import { FunnelTrail } from '@/app/ordering-routes';
import { useShell } from '@/app/use-shell';
import { RegradePage } from '@/features/orders/regrade/regrade-page';

/** /ordering/products/regrade and its steps, with the user from the shell (drafts are per user). */
export function RegradeRoute() {
  const { user } = useShell();
  return (
    <>
      <FunnelTrail current="Regrade Order" />
      <RegradePage userId={user?.id} />
    </>
  );
}
