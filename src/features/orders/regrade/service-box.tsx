import { FactList, type SummaryRow } from '@/components/summary-facts';
import type { RegradeLookup } from '@/contracts/orders';
import { styles } from './styles';

/** The service being regraded (spec 3 §2: a service info box at the side). */
export function ServiceBox({ lookup }: { lookup: RegradeLookup }) {
  const { service } = lookup;
  const rows: SummaryRow[] = [
    ['Service Reference', service.service_reference],
    ['Address', service.address],
    ['Current Product', service.product_display_name],
    ['UPRN', service.uprn],
    ['Authentication Agent', service.authenticationAgent],
    ['Remote Agent ID', service.remoteAgentId],
  ];
  return (
    <aside className={styles.box} aria-labelledby="regrade-service">
      <h2 id="regrade-service">Service to regrade</h2>
      <FactList rows={rows} stacked />
    </aside>
  );
}
