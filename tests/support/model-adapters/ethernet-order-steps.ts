import type { ethernetOrderModel } from '@machines/ethernet-order.model';
import { ffnProperty, metroProperty } from '../../machines/ethernet-order.fixtures';
import { orderFunnelWords } from './order-funnel-words';
import { moves, type StepTextTable } from './step-text';

// The words of the Ethernet funnel's browser walk (e2e/ethernet-order-model.spec.ts) and of .stately/ethernet-order.qa.md:
// what a person does per model event (or what the orders service answers), what the portal shows per model state. The
// walk's step titles are these lines; its checks assert them. A new model event or state needs its words here.

/** The walk's properties (tests/machines/ethernet-order.fixtures.ts): metro, and metro or over FFN by the flag. */
export const ethernetWalkPostcode = metroProperty.postcode;
export const ethernetWalkReference = 'ETH-MODEL-1';
export const ethernetWalkSecondReference = 'ETH-MODEL-2';
export const ethernetTakenReference = 'This reference is already used by another order';
export const ethernetWalkPtw = 'site-permit.pdf';
const uprnOf = (ffn: boolean) => (ffn ? ffnProperty : metroProperty).uprn;

const words = orderFunnelWords<typeof ethernetOrderModel>({
  address: '/ordering/products/ethernet',
  heading: 'Ethernet Order',
  postcode: ethernetWalkPostcode,
  invalidPostcode: 'LS10',
  lookup: 'postcode lookup',
});

export const ethernetOrderSteps: StepTextTable<typeof ethernetOrderModel> = {
  checkedBy: ['e2e/ethernet-order-model.spec.ts (in Chromium)', 'tests/machines/ethernet-order.machine.test.ts'],
  before:
    'signed in as ordering@northfibre.example, open /ordering/products/ethernet (\u2018Ethernet Order\u2019) in a fresh ' +
    'tab, the organisation\u2019s ethernetOverFFN flag answered off. The orders service answers as each reply line says ' +
    '(by hand: pick the ethernet.* scenario of server/seed/scenarios.json that gives that answer).',
  events: {
    ...words.events,
    'draft.none': 'The page finishes loading and finds no stored draft: a fresh funnel (the metro branch).',
    'open.overFfn': 'The feature flags now answer ethernetOverFFN on; reload the page: a fresh funnel.',
    'draft.restored': (step, place) =>
      moves(step, place)
        ? 'The page finishes loading: the draft stored before the reload comes back (its PTW files too).'
        : 'No draft was stored before: none comes back.',
    'draft.stale':
      'Store a draft of an older version (IndexedDB portal-ethernet-order-drafts), then reload: it is discarded.',
    'lookup.found': `The postcode lookup answers UPRN ${metroProperty.uprn} (metro) and ${ffnProperty.uprn} (metro or over FFN).`,
    'property.select': (step) =>
      `In Property, pick UPRN ${uprnOf(step.modelContext.ffn)}: its info shows (${
        step.modelContext.ffn ? 'Ethernet over FFN' : 'Metro'
      }).`,
    'check.ok': 'The existing-order check answers no order in progress.',
    'check.existingOrder':
      "The existing-order check answers an order in progress: 'There is already an order in progress for this property.'",
    'check.fail': 'The existing-order check call is lost (network failure): a toast, the property stays chosen.',
    'products.found': 'The products arrive (metro: 36 and 12 months terms, one amber; over FFN: 60 and 24 months).',
    'products.empty': "No products: 'There are no products available for this property.'",
    'products.fail': (step) =>
      step.modelContext.ffn
        ? 'The over-FFN products call is lost (network failure): Try again shows.'
        : "The metro request answers failed: 'Failed to retrieve Metro products.' and Try again.",
    'product.choose': 'Pick the first product of the table.',
    'term.change': 'Pick the other Contract Term: the chosen product is cleared.',
    'form.valid': (step) =>
      `Fill Order Reference '${ethernetWalkReference}' (or '${ethernetWalkSecondReference}' after it was refused), ` +
      'Business Name, Room, Floor, the wayleave and site contacts, ' +
      (step.modelContext.ffn
        ? 'their numbers, ENNI Leeds double with SVLAN 300 and CVLAN 400, Yes to the eight site questions and ' +
          'Requested Survey Date 1 eight working days ahead (dd/MM/yyyy), '
        : 'ENNI Leeds single with VLAN 200, ') +
      "and 'No' to 'Is an asbestos register on site?'.",
    'form.invalid': 'Clear Business Name.',
    'ptw.choose': `Choose the PDF '${ethernetWalkPtw}' as PTW document (removing the one chosen before), without the tick.`,
    'ptw.verify':
      "Tick 'I verify that the files I submitted are signed by the right authorities.' (when files are chosen).",
    'validate.ok': 'The customer check answers valid.',
    'validate.fieldErrors': `The customer check refuses Order Reference: '${ethernetTakenReference}' (and a field the page does not have).`,
    'place.ok': "The placement answers the order: 'Order placed successfully'.",
    'upload.ok': "The PTW upload answers the stored file: 'PTW files uploaded successfully'.",
    'upload.fail':
      "The PTW upload call is lost: 'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.'",
    'step.next': (step, place) =>
      moves(step, place) ? 'Click Next.' : 'Click Next: refused (its message shows), the step stays.',
    'step.submit': (step, place) =>
      moves(step, place)
        ? 'Click Place Order.'
        : place.before.modelContext.ptw === 'chosen'
          ? "Click Place Order: 'PTW documents should be approved', nothing is sent."
          : 'Click Place Order again while placing: nothing more is sent.',
  },
  states: {
    ...words.states,
    'availability.idle': 'The Postcode field at /ordering/products/ethernet.',
    'availability.choosing': ({ modelContext: c }) =>
      `The Property list at /ordering/products/ethernet${
        c.property ? `, UPRN ${uprnOf(c.ffn)} in its info (${c.ffn ? 'Ethernet over FFN' : 'Metro'})` : ''
      }.`,
    'products.metro': "'Searching for available products...' at /ordering/products/ethernet/options.",
    'products.ffn': "'Searching for available products...' at /ordering/products/ethernet/options.",
    'products.failed': ({ modelContext: c }) => `Try again${c.ffn ? '' : " and 'Failed to retrieve Metro products.'"}.`,
    'products.none': "'There are no products available for this property.' with a View Orders link.",
    'products.choosing': ({ modelContext: c }) =>
      `The Contract Term and the products table (prices in £) at /ordering/products/ethernet/options; ${
        c.product ? 'a product chosen' : 'no product chosen'
      }.`,
    'customer.editing': ({ modelContext: c }) =>
      `'Customer Order Information' at /ordering/products/ethernet/customer with ${c.ffn ? 'CVLAN' : 'VLAN'} (not ${
        c.ffn ? 'VLAN' : 'CVLAN'
      })${c.serverError ? ` and '${ethernetTakenReference}'` : ''}; ${
        c.ptw === 'none'
          ? "'You have not added any PTW documents, are you sure you want to proceed?'"
          : `${ethernetWalkPtw} listed`
      }.`,
    'summary.reviewing': ({ modelContext: c }) =>
      `'Order Summary' at /ordering/products/ethernet/summary, Place Order enabled${
        c.ffn ? ', the survey date shown dd/MM/yyyy' : ''
      }; ${c.ptw === 'none' ? 'the no-PTW notice' : `${ethernetWalkPtw} listed`}.`,
    'summary.uploading': `The PTW upload is sent with directory the order reference and ${ethernetWalkPtw}.`,
    done: 'The orders list at /ordering/orders?page=1&sort=created_at&order=desc&limit=10&type=ethernet.',
  },
};
