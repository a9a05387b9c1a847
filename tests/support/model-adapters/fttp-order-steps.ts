import type { fttpOrderModel } from '@machines/fttp-order.model';
import { appointmentProduct, remoteProduct } from '../../machines/fttp-order.fixtures';
import { orderFunnelWords } from './order-funnel-words';
import { moves, type StepTextTable } from './step-text';

// The words of the FTTP funnel's browser walk (e2e/fttp-order-model.spec.ts) and of .stately/fttp-order.qa.md: what a
// person does per model event (or what the orders service answers), what the portal shows per model state. The walk's
// step titles are these lines; its checks assert them. A new model event or state needs its words here.

/** The walk's property: an RFS_4 ACTIVE property of the seeded gazetteer (server/seed/scenarios.json order.requested-date). */
export const fttpWalkPostcode = 'M4 5RD';
export const fttpWalkUprn = '100010000401';
export const fttpWalkReference = 'ORD-MODEL-1';
export const fttpWalkSecondReference = 'ORD-MODEL-2';
export const fttpTakenReference = 'This reference is already used by another order';

const lineOf = (product: typeof appointmentProduct) => product.lineProfiles[0]?.label ?? '';

const words = orderFunnelWords<typeof fttpOrderModel>({
  address: '/ordering/products/fttp',
  heading: 'FTTP Order',
  postcode: fttpWalkPostcode,
  invalidPostcode: 'LS1',
  lookup: 'address lookup',
});

export const fttpOrderSteps: StepTextTable<typeof fttpOrderModel> = {
  checkedBy: ['e2e/fttp-order-model.spec.ts (in Chromium)', 'tests/machines/fttp-order.machine.test.ts'],
  before:
    'signed in as ordering@northfibre.example, open /ordering/products/fttp (\u2018FTTP Order\u2019) in a fresh tab. ' +
    'The orders service answers as each reply line says (by hand: pick the order.* scenario of server/seed/scenarios.json ' +
    'that gives that answer).',
  events: {
    ...words.events,
    'draft.none': 'The page finishes loading and finds no stored draft: a fresh funnel.',
    'draft.restored': (step, place) =>
      moves(step, place)
        ? 'The page finishes loading: the draft stored before the reload comes back.'
        : 'No draft was stored before: none comes back.',
    'draft.stale': 'Store a draft of an older version (IndexedDB portal-order-drafts), then reload: it is discarded.',
    'lookup.found': `The address lookup answers the properties of ${fttpWalkPostcode} (the sandbox's gazetteer).`,
    'property.select': `In Property, pick UPRN ${fttpWalkUprn}: its indicators show.`,
    'check.ok':
      'The order-exists check answers false; the product lookup and the service status come from the sandbox.',
    'check.existingOrder': "The order-exists check answers true: 'Existing order in progress'.",
    'check.noProducts':
      "The order-exists check answers false and the product lookup says no products: 'No available products'.",
    'check.fail': 'The order-exists check call is lost (network failure): a toast, the property stays chosen.',
    'products.found': `The product retrieval answers ${appointmentProduct.displayName} and ${remoteProduct.displayName}.`,
    'products.empty':
      'The product retrieval answers an empty list eleven times, 5 s apart (the page clock is moved on).',
    'products.fail': "The product retrieval call is lost: 'The products could not be retrieved.'",
    'product.choose': `Pick ${appointmentProduct.displayName} and line profile ${lineOf(appointmentProduct)}.`,
    'product.chooseRemote': `Pick ${remoteProduct.displayName} and line profile ${lineOf(remoteProduct)}.`,
    'options.loaded': 'The order types answer from the sandbox.',
    'options.fail': 'The order types call is lost: New Provide only.',
    'form.valid':
      `Fill Order Reference '${fttpWalkReference}' (or '${fttpWalkSecondReference}' after it was refused), ` +
      "Authentication Agent 'DHCP Option 82', Agent ID, Name, Email, Phone Number, and a Requested Date ten days " +
      'ahead when it is asked.',
    'form.invalid': 'Clear Name.',
    'validate.ok': 'The customer check (POST /order/customer) answers valid.',
    'validate.fieldErrors': `The customer check refuses Order Reference: '${fttpTakenReference}'.`,
    'slot.reserved': "Pick the first 08:00 slot and click 'Reserve appointment': the 'Order Summary' opens.",
    'place.ok': "The placement (POST /order) answers the order: 'Order placed successfully' and 'Order Successful'.",
    'step.next': (step, place) =>
      moves(step, place) ? 'Click Next.' : 'Click Next: refused (disabled, or its message shows), the step stays.',
    'step.submit': (step, place) =>
      moves(step, place) ? 'Click Place Order.' : 'Click Place Order again while placing: nothing more is sent.',
  },
  states: {
    ...words.states,
    'availability.idle': ({ modelContext: c }) =>
      `'Check Availability' at /ordering/products/fttp with the Postcode field${
        c.notAvailable ? " and 'Sorry! We are not yet available in this area.'" : ''
      }.`,
    'availability.choosing': ({ modelContext: c }) =>
      `The Property list at /ordering/products/fttp${c.property ? `, UPRN ${fttpWalkUprn} and its facts shown` : ''}.`,
    'availability.noProducts': "The 'No products found' box: 'There are no products available for this property.'",
    'products.retrieving': "'Searching for available products...' at /ordering/products/fttp/options.",
    'products.failed': "'The products could not be retrieved.' with Try again.",
    'products.none': "'There are no products available for this property.'",
    'products.choosing': ({ modelContext: c }) =>
      `'Select Products' at /ordering/products/fttp/options; Next is ${c.choice ? 'enabled' : 'disabled'}.`,
    'customer.loading': "'Loading the order options...' at /ordering/products/fttp/customer.",
    'customer.editing': ({ modelContext: c }) =>
      `'Customer Order Information' at /ordering/products/fttp/customer with ${
        c.remote ? 'a Requested Date field' : "'An engineer appointment is booked at the next step.'"
      }${c.serverError ? ` and '${fttpTakenReference}' under Order Reference` : ''}.`,
    appointment: ({ modelContext: c }) =>
      `'Book An Appointment' at /ordering/products/fttp/appointment${c.slot ? " with 'Reserved appointment: …'" : ''}.`,
    'summary.reviewing': ({ modelContext: c }) =>
      `'Order Summary' at /ordering/products/fttp/summary, Place Order enabled${
        c.remote ? ', the requested date shown dd/MM/yyyy' : ''
      }.`,
    done: 'The orders list at /ordering/orders?page=1&sort=created_at&order=desc&limit=10.',
  },
};
