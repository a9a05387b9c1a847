import { endedServiceStatuses, type ServiceSortField, serviceStatuses } from '@/contracts/services';
import { type ListAddressQuery, listAddress } from '@/lib/list-address';

/** The sorts the services lists offer (the sandbox accepts these and a few more). */
const serviceListSortFields = [
  'created_at',
  'updated_at',
  'service_reference',
  'status',
  'appointment_date',
] as const satisfies readonly ServiceSortField[];
export type ServiceListSort = (typeof serviceListSortFields)[number];

const defaults = { limit: 10, sort: 'created_at', order: 'desc' } as const;
const pageSizes = [10, 20, 50, 100];

/** /support/services and /support/services/wlto_and_switch: every status (spec 2 §9: page 1, limit 10, created_at desc). */
export const servicesAddress = listAddress({
  statuses: serviceStatuses,
  sortFields: serviceListSortFields,
  pageSizes,
  defaults,
});
/** /support/services/ceased_and_cancelled: the ended statuses, most recently ended first. */
export const ceasedAddress = listAddress({
  statuses: endedServiceStatuses,
  sortFields: serviceListSortFields,
  pageSizes,
  defaults: { ...defaults, sort: 'updated_at' },
});

export type ServicesAddressQuery = ListAddressQuery<(typeof serviceStatuses)[number], ServiceListSort>;
export type CeasedAddressQuery = ListAddressQuery<(typeof endedServiceStatuses)[number], ServiceListSort>;

const servicesPath = '/support/services';
export const serviceHref = (key: string) => `${servicesPath}/${encodeURIComponent(key)}`;
export const servicesListHref = `${servicesPath}?${servicesAddress.toSearch(servicesAddress.defaultQuery)}`;
