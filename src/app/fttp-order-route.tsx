import { useShell } from '@/app/use-shell';
import { FttpOrderPage } from '@/features/orders/fttp/fttp-order-page';

/**
 * /ordering/products/fttp and its steps, with the user (drafts are per user) and organisation from the shell. The page
 * draws its own breadcrumbs (Orders > Product Availability > FTTP Order) above its heading.
 */
export function FttpOrderRoute() {
  const { user } = useShell();
  return <FttpOrderPage userId={user?.id} orgId={user?.orgId} />;
}
