import { assign, type EventFromLogic } from 'xstate';
import {
  type FunnelModelContext,
  type FunnelModelEvent,
  funnelModelEvents,
  orderFunnelModel,
  same,
} from './order-funnel.model';

type ModelContext = FunnelModelContext<'appointment'> & {
  /** The last search found nothing: 'Sorry! We are not yet available in this area.' */
  notAvailable: boolean;
  /** A product and its line profile are chosen. */
  choice: boolean;
  /** The chosen product on this (RFS_4) property needs no appointment: a requested date replaces it (spec 3 §4). */
  remote: boolean;
  slot: boolean;
};
type ModelEvent =
  | FunnelModelEvent
  | { type: 'check.noProducts' }
  | { type: 'product.chooseRemote' }
  | { type: 'options.loaded' }
  | { type: 'options.fail' }
  | { type: 'slot.reserved' };
const fresh: ModelContext = {
  postcode: false,
  storedPostcode: null,
  notAvailable: false,
  property: false,
  choice: false,
  remote: false,
  form: false,
  serverError: false,
  slot: false,
  stored: 'none',
};
const laterSteps = { choice: false, remote: false, form: false, serverError: false, slot: false } as const;
const funnel = orderFunnelModel<'appointment', ModelContext, ModelEvent>({
  id: 'fttpOrderModel',
  fresh,
  laterSteps,
  notAvailable: true,
});
const { cancel, storedAt, update, states } = funnel;

/**
 * Test model of `fttpOrderMachine`: the stored draft, every provider answer (address lookup, the property checks, the
 * product retrieval, the customer options and validation, placement) and the slot list's reservation are plain events
 * (the child machines are tested on their own); `page.reload` restarts the funnel, which reads back the draft it
 * stored; `address.*` is the browser's address moving (back and forward buttons, the first step's link). What it
 * shares with the Ethernet funnel's model is the kit's (`order-funnel.model.ts`).
 */
export const fttpOrderModel = funnel
  .withGuards({
    isChoiceValid: ({ context }) => context.choice,
    isRemote: ({ context }) => context.remote,
    hasSlot: ({ context }) => context.slot,
  })
  .createMachine({
    id: 'fttpOrderModel',
    context: fresh,
    initial: 'restoring',
    states: {
      restoring: states.restoring(),
      offering: states.offering(['summary', 'appointment', 'customer']),
      availability: states.availability(
        {
          'check.ok': '#fttpOrderModel.products.retrieving',
          'check.existingOrder': 'choosing',
          'check.noProducts': 'noProducts',
          'check.fail': 'choosing',
        },
        {
          noProducts: {
            meta: { matches: { availability: 'noProducts' } },
            on: { 'property.select': { target: 'choosing', actions: update({ property: true, ...laterSteps }) } },
          },
        },
      ),
      products: states.products({
        retrievals: { retrieving: states.retrieving('retrieving') },
        retry: 'retrieving',
        choose: {
          'product.choose': { actions: update({ choice: true, remote: false }) },
          // A product whose journey needs a requested date: a form filled for an appointment lacks one.
          'product.chooseRemote': {
            actions: update((context) => ({ choice: true, remote: true, form: context.form && context.remote })),
          },
        },
      }),
      customer: states.customer({
        before: {
          loading: {
            meta: { matches: { customer: 'loading' } },
            tags: ['busy'],
            on: { 'options.loaded': 'editing', 'options.fail': 'editing' },
          },
        },
        validated: [
          { guard: 'isRemote', target: '#fttpOrderModel.summary', actions: update({ slot: false }) },
          { target: '#fttpOrderModel.appointment' },
        ],
      }),
      appointment: {
        meta: { matches: 'appointment' },
        on: {
          // After reserving, the journey goes to the summary (spec 3 §4).
          'slot.reserved': { target: 'summary', actions: assign({ slot: true }) },
          // Without a reserved slot: 'Appointment required'.
          'step.next': [{ guard: 'hasSlot', target: 'summary' }, same],
          'step.back': '#fttpOrderModel.customer.editing',
          'step.cancel': cancel,
          'page.reload': storedAt('appointment'),
          'address.current': same,
          'address.previous': '#fttpOrderModel.customer.editing',
          'address.next': [{ guard: 'hasSlot', target: 'summary' }, same],
        },
      },
      summary: states.summary({
        submit: 'placing',
        back: [
          { guard: 'isRemote', target: '#fttpOrderModel.customer.editing' },
          { target: '#fttpOrderModel.appointment' },
        ],
        placed: '#fttpOrderModel.placed',
      }),
      ...states.endStates,
    },
  });

/** What each model event stands for, for the generated paths (.stately/fttp-order.qa.md). */
export const fttpOrderModelEvents: Record<EventFromLogic<typeof fttpOrderModel>['type'], string> = {
  ...funnelModelEvents,
  'draft.none': 'The funnel opens with no stored draft.',
  'draft.restored': 'The funnel reopens: the draft stored before the reload comes back.',
  'lookup.found': 'GET /address-lookup answers the properties of the postcode.',
  'lookup.none': "GET /address-lookup finds nothing: 'Sorry! We are not yet available in this area.'",
  'lookup.fail': 'GET /address-lookup fails (the app’s error handling).',
  'property.select': 'The user selects a property: its indicators show.',
  'check.ok': 'No order in progress, products available (and for RFS_4 the service status read).',
  'check.existingOrder': "An order is already in progress: 'Existing order in progress' (5 s, closable).",
  'check.noProducts': "The product lookup finds no product: 'No available products' and the 'No products found' box.",
  'check.fail': 'A check call fails (the app’s error handling).',
  'products.found': 'GET /retrieve-products answers the products (perhaps after empty polls).',
  'products.empty': 'Still no products after 10 retries 5 s apart: the notice and the box.',
  'products.fail': 'The retrieval call fails: the user may try again.',
  'product.choose': 'The user chooses a product that needs an engineer appointment, and its line profile.',
  'product.chooseRemote': 'The user chooses a product without an appointment (RFS_4): a requested date replaces it.',
  'options.loaded': 'The order types and projects load.',
  'options.fail': 'The order types or projects fail to load: New Provide only, no project.',
  'form.valid': 'The customer form is filled in validly (with a requested date when it is asked).',
  'validate.ok': 'POST /order/customer accepts the customer step.',
  'validate.fieldErrors': 'POST /order/customer refuses fields: each shows its first message under the field.',
  'validate.fail': 'POST /order/customer fails otherwise (the app’s error handling).',
  'slot.reserved': 'The user reserves an appointment slot in the list.',
  'place.ok': "POST /order places the order: 'Order placed successfully' and the 'Order Successful' modal.",
  'place.fail': "POST /order fails or its answer is lost: 'Order failed' (5 s); the attempt's key is kept.",
  'modal.close': 'The user closes the modal: orders refreshed, funnel reset, the orders list opens.',
  'step.submit': 'The user presses Place Order (a second press while placing sends nothing).',
};
