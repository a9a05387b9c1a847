import { useShell } from '@/app/use-shell';
import { ProductsPage } from '@/features/orders/products/products-page';

/** /ordering/products with the signed-in organisation, whose families are cached per organisation (spec 3 §7). */
export function ProductsRoute() {
  const { user } = useShell();
  return <ProductsPage orgId={user?.orgId ?? ''} />;
}
