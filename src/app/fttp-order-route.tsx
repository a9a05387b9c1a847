import { FunnelTrail } from '@/app/ordering-routes';
import { useShell } from '@/app/use-shell';
import { FttpOrderPage } from '@/features/orders/fttp/fttp-order-page';

/** /ordering/products/fttp and its steps, with the user (drafts are per user) and organisation from the shell. */
export function FttpOrderRoute() {
  const { user } = useShell();
  return (
    <>
      <FunnelTrail current="FTTP Order" />
      <FttpOrderPage userId={user?.id} orgId={user?.orgId} />
    </>
  );
}
