import { exportServices } from '@/api/services';
import { ListPage, warmList } from '@/components/list-page';
import { ceasedAddress } from './address-query';
import { ceasedScreenKeys } from './queries';
import { ceasedColumns } from './services-table';

const ceasedScreen = {
  title: 'Ceased & Cancelled',
  noun: 'ceased services',
  address: ceasedAddress,
  keys: ceasedScreenKeys,
  columns: ceasedColumns,
  searchPlaceholder: 'Reference, UPRN, postcode, street…',
  exportCsv: { name: 'ceasedCancelled' as const, download: exportServices, fileName: 'ceased-services.csv' },
};

/**
 * /support/services/ceased_and_cancelled (spec 2 §2): ceased, replaced and cancelled services; the status filter's counts
 * are the totals.
 */
export function CeasedCancelledPage() {
  return <ListPage screen={ceasedScreen} />;
}
CeasedCancelledPage.warmPage = warmList(ceasedScreen);
