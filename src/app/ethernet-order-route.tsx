import { UnderConstructionPage } from '@/features/errors/error-pages';

/** /ordering/products/ethernet and its steps. */
export function EthernetOrderRoute() {
  return <UnderConstructionPage area="Ordering" embedded />;
}
