import { orderTypesOf } from '@/app/ordering-routes';
import { useShell } from '@/app/use-shell';
import { OrdersPage } from '@/features/orders/orders-page';

/** /ordering/orders with the organisation's order types and the user's Export right from the shell. */
export function OrdersRoute() {
  const { access } = useShell();
  return (
    <OrdersPage
      types={orderTypesOf(access?.families)}
      canExport={access?.permissions.includes('export:data') ?? false}
    />
  );
}
