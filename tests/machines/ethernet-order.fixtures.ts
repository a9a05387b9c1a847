import type { Enni, EthernetProduct, EthernetProperty } from '@/contracts/ethernet';
import { addWorkingDays } from '@/lib/working-days';

/** Ethernet funnel fixtures shared by the machine test, the view walk and the page tests. */
export const metroProperty: EthernetProperty = {
  address: '10 Dock Street, Leeds',
  postcode: 'LS10 1EA',
  uprn: '200000000001',
  rfs_status: { code: 'RFS_1', definition: 'Ready for service' },
  service_area: 'metro',
};
/** An area with both branches: over FFN once the organisation has the ethernetOverFFN flag. */
export const ffnProperty: EthernetProperty = {
  ...metroProperty,
  address: '12 Dock Street, Leeds',
  uprn: '200000000002',
  service_area: 'metro_ffn',
};
/** Over FFN only: not orderable without the flag. */
export const ffnOnlyProperty: EthernetProperty = {
  ...metroProperty,
  address: '14 Dock Street, Leeds',
  uprn: '200000000003',
  service_area: 'ffn',
};

export const singleTagEnni: Enni = {
  identifier: 'ENNI-LDS-01',
  name: 'Leeds single',
  tagging: 'Single Tag',
  access: 'National',
  interconnectService: 'CFMNATENNI',
  opportunityName: 'Leeds national',
};
export const doubleTagEnni: Enni = {
  identifier: 'ENNI-LDS-02',
  name: 'Leeds double',
  tagging: 'Double Tag',
  access: 'Local',
  interconnectService: 'CFMLOCENNI',
  opportunityName: 'Leeds local',
};

const base = (variant: 'metro' | 'ffn', term: number, id: string, extra: Partial<EthernetProduct> = {}) =>
  ({
    productId: `${variant}-${id}-${term}`,
    productName: `Ethernet ${id} National`,
    productCode: `CFMETH${id}`,
    contractTerm: term,
    installPrice: 1500,
    recurringPrice: 250.5,
    status: 'green',
    variant,
    access: 'National',
    enni: singleTagEnni.identifier,
    ennis: [singleTagEnni, doubleTagEnni],
    interconnectService: 'CFMNATENNI',
    ethernetPresentationOptions: [],
    components: [{ key: `CFMETH${id}`, name: `Ethernet ${id}` }],
    popDistance: 400,
    ...extra,
  }) satisfies EthernetProduct;

/** Metro products over two terms (36 and 12 months), one amber. */
export const metroProducts: EthernetProduct[] = [
  base('metro', 36, '100'),
  base('metro', 36, '1000', { status: 'amber', popDistance: 1800, installPrice: 2500 }),
  base('metro', 12, '100'),
];
export const ffnProducts: EthernetProduct[] = [
  base('ffn', 60, '1000', { ethernetPresentationOptions: ['RJ45', 'Optical single mode'] }),
  base('ffn', 24, '1000'),
];

/** Valid metro answers (ENNI selection on). */
export const metroCustomer: Record<string, unknown> = {
  business_name: 'Dock Street Studios',
  buyer_reference: 'ETH-0001',
  room: 'Comms room',
  floor: '2',
  rack: 'R4',
  wayleave_name: 'Pat Wayleave',
  wayleave_email: 'pat@example.com',
  wayleave_number: '',
  site_name: 'Sam Site',
  site_email: 'sam@example.com',
  site_number: '01134960000',
  enni: singleTagEnni.identifier,
  vlan: '200',
  ethernet_presentation: 'RJ45',
  asbestos_register_onsite: 'No',
  hazards: '',
  access_restrictions: '',
  additional_information: '',
};

/** Valid over-FFN answers for a Double Tag ENNI, with a survey date `ahead` working days from `today`. */
export const ffnCustomer = (today: string, ahead = 8): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(metroCustomer).filter(([k]) => k !== 'vlan')),
  wayleave_number: '01134960001',
  enni: doubleTagEnni.identifier,
  svlan: '300',
  cvlan: '400',
  route_approver_onsite: 'Yes',
  floor_plans_available: 'No',
  ppe_required: 'Yes',
  listed_building: 'No',
  building_landlord_contact: 'Yes',
  induction_required: 'No',
  parking_available: 'Yes',
  site_ready_for_installation: 'Yes',
  requested_survey_date_1: addWorkingDays(today, ahead),
});

export const ptwPdf = () => new File(['%PDF-1.4 test'], 'ptw-site.pdf', { type: 'application/pdf' });
