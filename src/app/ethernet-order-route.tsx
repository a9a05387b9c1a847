import { useShell } from '@/app/use-shell';
import { EthernetOrderPage } from '@/features/orders/ethernet/ethernet-order-page';

/**
 * /ordering/products/ethernet and its steps, with the user (drafts are per user) and organisation from the shell. The
 * page draws its own breadcrumbs (Orders > Product Availability > Ethernet Order) above its heading.
 */
export function EthernetOrderRoute() {
  const { user } = useShell();
  return <EthernetOrderPage userId={user?.id} orgId={user?.orgId} />;
}
