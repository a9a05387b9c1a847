import {
  asbestosAnswers,
  type EthernetOrderFields,
  enniTaggings,
  ethernetAccesses,
  ethernetPresentations,
  ragStatuses,
  yesNo,
} from '../../../../src/contracts/ethernet';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const oneOf = <T extends string>(values: readonly T[], v: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(v) ? (v as T) : fallback;
const oneOfOrNull = <T extends string>(values: readonly T[], v: unknown): T | null =>
  (values as readonly unknown[]).includes(v) ? (v as T) : null;

/**
 * An Ethernet order's own fields from orders.details (what placement wrote; older seeded history has only some, so each
 * field falls back to empty rather than failing the detail).
 */
export function ethernetFieldsOf(
  details: Record<string, unknown>,
  order: { product: string; productDisplayName: string },
): EthernetOrderFields {
  const d = details;
  const yes = (key: string) => oneOfOrNull(yesNo, d[key]);
  return {
    variant: d.variant === 'ffn' ? 'ffn' : 'metro',
    business_name: text(d.business_name),
    room: text(d.room),
    floor: text(d.floor),
    rack: textOrNull(d.rack),
    wayleave_name: text(d.wayleave_name),
    wayleave_email: text(d.wayleave_email),
    wayleave_number: textOrNull(d.wayleave_number),
    site_name: text(d.site_name),
    site_email: text(d.site_email),
    site_number: textOrNull(d.site_number),
    product_id: text(d.product_id),
    product_name: textOrNull(d.product_name) ?? order.productDisplayName,
    product_code: textOrNull(d.product_code) ?? order.product,
    term: numberOrNull(d.term) ?? 0,
    access: oneOf(ethernetAccesses, d.access, 'National'),
    rag_status: oneOf(ragStatuses, d.rag_status, 'green'),
    install_price: numberOrNull(d.install_price) ?? 0,
    recurring_price: numberOrNull(d.recurring_price) ?? 0,
    enni: textOrNull(d.enni),
    enni_tagging: oneOfOrNull(enniTaggings, d.enni_tagging),
    interconnect_service: textOrNull(d.interconnect_service),
    opportunity_name: textOrNull(d.opportunity_name),
    vlan: numberOrNull(d.vlan),
    svlan: numberOrNull(d.svlan),
    cvlan: numberOrNull(d.cvlan),
    ethernet_presentation: oneOf(ethernetPresentations, d.ethernet_presentation, 'RJ45'),
    asbestos_register_onsite: oneOf(asbestosAnswers, d.asbestos_register_onsite, 'N/A'),
    route_approver_onsite: yes('route_approver_onsite'),
    floor_plans_available: yes('floor_plans_available'),
    ppe_required: yes('ppe_required'),
    listed_building: yes('listed_building'),
    building_landlord_contact: yes('building_landlord_contact'),
    induction_required: yes('induction_required'),
    parking_available: yes('parking_available'),
    site_ready_for_installation: yes('site_ready_for_installation'),
    access_restrictions: textOrNull(d.access_restrictions),
    additional_information: textOrNull(d.additional_information),
    requested_survey_dates: Array.isArray(d.requested_survey_dates)
      ? d.requested_survey_dates.filter((x): x is string => typeof x === 'string')
      : [],
  };
}
