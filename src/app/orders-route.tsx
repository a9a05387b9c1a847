import { rules } from '@/app/access';
import { orderTypesOf } from '@/app/ordering-routes';
import { useShell } from '@/app/use-shell';
import { OrdersPage, warmOrders } from '@/features/orders/orders-page';

/** /ordering/orders with the organisation's order types and the user's Export right (the orders export's gate). */
export function OrdersRoute() {
  const { access } = useShell();
  return (
    <OrdersPage types={orderTypesOf(access?.families)} canExport={access ? rules.export(access, 'orders') : false} />
  );
}
OrdersRoute.warmPage = warmOrders;
