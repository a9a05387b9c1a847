import { exportServicesByFilter } from '@/api/services';
import { ListPage, warmList } from '@/components/list-page';
import { servicesAddress } from './address-query';
import { servicesScreenKeys } from './queries';
import { serviceColumns } from './services-table';

const servicesScreen = {
  title: 'Services',
  noun: 'services',
  address: servicesAddress,
  keys: servicesScreenKeys,
  columns: serviceColumns,
  searchPlaceholder: 'Reference, UPRN, postcode, street…',
  exportCsv: { name: 'services' as const, download: exportServicesByFilter, fileName: 'services.csv' },
};

/** /support/services (spec 2 §2): quick stats per status, search, status filter, sort, pages and export. */
export function ServicesPage() {
  return <ListPage screen={servicesScreen} />;
}
ServicesPage.warmPage = warmList(servicesScreen);
