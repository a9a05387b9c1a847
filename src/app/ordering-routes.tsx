import { paths } from '@/app/paths';
import { useShell } from '@/app/use-shell';
import { Breadcrumbs } from '@/components/breadcrumbs';
import type { OrderType } from '@/contracts/orders';

/**
 * What the ordering area's route adapters share. No feature page is imported here: each adapter is its own file, so each
 * route stays its own lazy chunk (the funnels' machines never load with the orders list).
 */

/** The order types the organisation may list: those of its product families (spec 3 §1), FTTP when it has neither. */
export const orderTypesOf = (families: { family_ftth: boolean; family_ethernet: boolean } | undefined): OrderType[] => {
  const types: OrderType[] = [];
  if (families?.family_ftth) types.push('fttp');
  if (families?.family_ethernet) types.push('ethernet');
  return types.length > 0 ? types : ['fttp'];
};

/** Spec 3 §2: breadcrumbs in the funnels read Orders > Product Availability > (FTTP Order or Ethernet Order). */
export function FunnelTrail({ current }: { current: string }) {
  const { access } = useShell();
  const [type = 'fttp'] = orderTypesOf(access?.families);
  return (
    <Breadcrumbs
      trail={[
        { label: 'Orders', href: paths.orders.getHref(type) },
        { label: 'Product Availability', href: paths.products.getHref() },
      ]}
      current={current}
    />
  );
}
