import { orderTypesOf } from '@/app/ordering-routes';
import { useShell } from '@/app/use-shell';
import { OrdersPage } from '@/features/orders/orders-page';

/** /ordering/orders with the organisation's order types from the shell (features do not import the shell). */
export function OrdersRoute() {
  const { access } = useShell();
  return <OrdersPage types={orderTypesOf(access?.families)} />;
}
