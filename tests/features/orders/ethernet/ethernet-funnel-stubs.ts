import type { OrderDetail } from '../../../../src/contracts/orders';
import { formatDate, todayIso } from '../../../../src/lib/dates';
import { addWorkingDays } from '../../../../src/lib/working-days';
import { metroProperty } from '../../../machines/ethernet-order.fixtures';
import { ethernetTakenReference, ethernetWalkPostcode } from '../../../support/model-adapters/ethernet-order-steps';
import { buildPlacedOrder } from '../../../support/order-fixture';

// What the provider answers and what a person types in both walks of the Ethernet funnel's model: the views in
// Testing Library (ethernet-funnel-model.walk.tsx) and the real portal in Chromium (e2e/ethernet-order-model.spec.ts).
// No test runner's import here: both load it. The walk's references, postcode and PTW file name are its step words'
// (tests/support/model-adapters/ethernet-order-steps.ts); the properties, products and ENNIs are the machine test's
// fixtures (tests/machines/ethernet-order.fixtures.ts).

/** The metro product request's id: the request is answered at once, the products by it are held. */
export const ethernetWalkRequestId = 'req-model-walk';

/** The metro products answer (a `failed` one carries the provider's message, shown on the page). */
export const metroAnswer = (status: 'ready' | 'failed', products: unknown[]) => ({
  requestId: ethernetWalkRequestId,
  status,
  products,
  message: status === 'failed' ? 'Failed to retrieve Metro products.' : null,
});

/** The network map's answer for the walk's postcode (only metro is offered there). */
export const networkMapAnswer = { postcode: ethernetWalkPostcode, district: 'LS10', available: false };

/** The customer check refusing the reference (on its field) and a field the form does not have (shown nowhere). */
export const validationRefusedBody = {
  error: {
    status: 400,
    code: 'validation_failed',
    message: 'Invalid',
    fields: { buyer_reference: [ethernetTakenReference], interconnect_service: ['Not placed on a field'] },
  },
};

/** The walk's PTW file's bytes: a minimal PDF. */
export const ptwPdfText = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n';

/** The customer step's text fields and what the walk types in them (over FFN: contact numbers and a CVLAN). */
export const customerFields = (ffn: boolean) =>
  [
    ['Business Name', 'Dock Street Studios'],
    ['Room', 'Comms room'],
    ['Floor', '2'],
    ['Wayleave Contact Name', 'Pat Wayleave'],
    ['Wayleave Contact Email', 'pat@example.com'],
    ['Site Contact Name', 'Sam Site'],
    ['Site Contact Email', 'sam@example.com'],
    ...(ffn
      ? [
          ['Wayleave Contact Number', '01134960001'],
          ['Site Contact Number', '01134960000'],
          ['CVLAN', '400'],
        ]
      : [['VLAN', '200']]),
  ] as const;

/** Over FFN: the SVLAN the double-tagged ENNI asks for, and the site questions, each answered Yes. */
export const ffnSvlan = '300';
export const siteQuestions = [
  'Will a route approver be on site?',
  'Are floor plans available?',
  'Is PPE required?',
  'Is it a listed building?',
  'Is there a building landlord contact?',
  'Is a site induction required?',
  'Is parking available?',
  'Is the site ready for installation?',
] as const;

/** Over FFN: the first requested survey date, 8 working days ahead (shown dd/MM/yyyy on the summary). */
export const surveyDay = formatDate(addWorkingDays(todayIso(), 8));

/** The order a held placement is answered with, under the reference the page sent (nothing is written anywhere). */
export const ethernetPlacedOrder = (reference: string): OrderDetail =>
  buildPlacedOrder({
    id: 'ord_eth_model_walk',
    order_type: 'ethernet',
    buyer_order_reference: reference,
    ordered_by: 'Olivia Ordering',
    product: 'Ethernet 100 National',
    product_display_name: 'Ethernet 100 National',
    address: metroProperty.address,
    uprn: metroProperty.uprn,
    postcode: metroProperty.postcode,
    name: 'Sam Site',
    email: 'sam@example.com',
    phone: '01134960000',
    ethernet: null,
  });
