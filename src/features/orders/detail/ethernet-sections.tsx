import type { SectionProps } from '@/components/detail-page';
import { DetailSection, Facts } from '@/components/detail-section';
import type { EthernetOrderFields } from '@/contracts/ethernet';
import type { OrderDetail } from '@/contracts/orders';
import { formatDate } from '@/lib/dates';
import { ragChargeGuidance } from '@/lib/ethernet-rules';
import { formatMoney } from '@/lib/format';

type Props = SectionProps<OrderDetail>;

const variantLabels = { metro: 'Metro', ffn: 'Ethernet over FFN' } as const;
const ragLabels = { green: 'Green', amber: 'Amber', red: 'Red', black: 'Black' } as const;
const number = (value: number | null) => (value === null ? null : String(value));

/** The Ethernet fields of an Ethernet order (spec 3 §3 Ethernet order fields), when the sandbox sent them. */
const ethernetOf = (order: OrderDetail): EthernetOrderFields | null =>
  order.order_type === 'ethernet' ? (order.ethernet ?? null) : null;

/** What was ordered and what it costs: product, term, handoff, prices and the RAG charge guidance (spec 3 §9). */
export function EthernetProductSection({ record: order }: Props) {
  const ethernet = ethernetOf(order);
  if (!ethernet) return null;
  return (
    <DetailSection id="order-ethernet-product" title="Product and charges">
      <Facts
        facts={[
          ['Variant', variantLabels[ethernet.variant]],
          ['Product', ethernet.product_name],
          ['Product code', ethernet.product_code],
          ['Contract term', `${ethernet.term} months`],
          ['Access', ethernet.access],
          ['Install price', formatMoney(ethernet.install_price)],
          ['Recurring price', formatMoney(ethernet.recurring_price)],
          ['RAG status', ragLabels[ethernet.rag_status]],
          ['Charge guidance', ragChargeGuidance[ethernet.rag_status]],
        ]}
      />
    </DetailSection>
  );
}

/** How the circuit hands off: ENNI, tagging, VLANs and presentation. */
export function EthernetConnectionSection({ record: order }: Props) {
  const ethernet = ethernetOf(order);
  if (!ethernet) return null;
  return (
    <DetailSection id="order-ethernet-connection" title="Connection">
      <Facts
        facts={[
          ['ENNI', ethernet.enni],
          ['ENNI tagging', ethernet.enni_tagging],
          ['Interconnect service', ethernet.interconnect_service],
          ['Opportunity name', ethernet.opportunity_name],
          ['VLAN', number(ethernet.vlan)],
          ['SVLAN', number(ethernet.svlan)],
          ['CVLAN', number(ethernet.cvlan)],
          ['Ethernet presentation', ethernet.ethernet_presentation],
        ]}
      />
    </DetailSection>
  );
}

/** The business, where on the site the equipment goes, and who to call. */
export function EthernetSiteSection({ record: order }: Props) {
  const ethernet = ethernetOf(order);
  if (!ethernet) return null;
  return (
    <DetailSection id="order-ethernet-site" title="Site and contacts">
      <Facts
        facts={[
          ['Business name', ethernet.business_name],
          ['Room', ethernet.room],
          ['Floor', ethernet.floor],
          ['Rack', ethernet.rack],
          ['Site contact name', ethernet.site_name],
          ['Site contact email', ethernet.site_email],
          ['Site contact number', ethernet.site_number],
          ['Wayleave contact name', ethernet.wayleave_name],
          ['Wayleave contact email', ethernet.wayleave_email],
          ['Wayleave contact number', ethernet.wayleave_number],
        ]}
      />
    </DetailSection>
  );
}

/** The site questions and the requested survey dates (over FFN mostly; metro answers the asbestos question). */
export function EthernetSurveySection({ record: order }: Props) {
  const ethernet = ethernetOf(order);
  if (!ethernet) return null;
  const [first, second, third] = ethernet.requested_survey_dates;
  return (
    <DetailSection id="order-ethernet-survey" title="Site survey">
      <Facts
        facts={[
          ['Route approver on site', ethernet.route_approver_onsite],
          ['Floor plans available', ethernet.floor_plans_available],
          ['PPE required', ethernet.ppe_required],
          ['Listed building', ethernet.listed_building],
          ['Building landlord contact', ethernet.building_landlord_contact],
          ['Induction required', ethernet.induction_required],
          ['Asbestos register on site', ethernet.asbestos_register_onsite],
          ['Parking available', ethernet.parking_available],
          ['Site ready for installation', ethernet.site_ready_for_installation],
          ['Hazards', order.hazards],
          ['Access restrictions', ethernet.access_restrictions],
          ['Additional information', ethernet.additional_information],
          ['Requested survey date 1', first ? formatDate(first) : null],
          ['Requested survey date 2', second ? formatDate(second) : null],
          ['Requested survey date 3', third ? formatDate(third) : null],
        ]}
      />
    </DetailSection>
  );
}
