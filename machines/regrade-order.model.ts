import { assign, type EventFromLogic, setup } from 'xstate';

/** Where a reload left the wizard: the step its stored draft was saved at. */
type Stored = 'none' | 'products' | 'customer' | 'appointment' | 'summary';
type ModelContext = {
  /** A product and one of its line profiles are chosen. */
  chosen: boolean;
  /** The chosen product requires an appointment. */
  apptReq: boolean;
  /** The customer step's values pass the rules. */
  valid: boolean;
  /** A slot is reserved. */
  appt: boolean;
  stored: Stored;
};
const fresh: ModelContext = { chosen: false, apptReq: false, valid: false, appt: false, stored: 'none' };
// An event the wizard must ignore (or answer in place): an action keeps it in the model's graph.
const same = { actions: 'ignore' as const };
const reload = (stored: Stored) => ({
  target: '#regradeOrderModel.products.retrieving',
  actions: { type: 'store' as const, params: { stored } },
});
const cancel = '#regradeOrderModel.cancelled';

/**
 * Test model of `regradeOrderMachine`: the lookup, the existing-order check, the stored draft, the customer check, the
 * slot list's report and the placement are plain events (the slot list is tested on its own); `page.reload` restarts
 * the wizard, which looks the link up again and reads back the draft it stored; `address.*` is the browser's address
 * moving (back and forward buttons). `link.missing` opens the wizard without a token.
 */
export const regradeOrderModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'link.missing' }
      | { type: 'lookup.products' }
      | { type: 'lookup.noProducts' }
      | { type: 'lookup.refused' }
      | { type: 'lookup.fail' }
      | { type: 'products.retry' }
      | { type: 'check.ok' }
      | { type: 'check.orderInProgress' }
      | { type: 'check.fail' }
      | { type: 'draft.none' }
      | { type: 'draft.restored' }
      | { type: 'draft.unreadable' }
      | { type: 'resume.continue' }
      | { type: 'resume.restart' }
      | { type: 'product.pickAppointment' }
      | { type: 'product.pickDirect' }
      | { type: 'product.only' }
      | { type: 'customer.fill' }
      | { type: 'customer.invalid' }
      | { type: 'validate.ok' }
      | { type: 'validate.fields' }
      | { type: 'validate.fail' }
      | { type: 'validate.network' }
      | { type: 'slot.reserved' }
      | { type: 'address.products' }
      | { type: 'address.customer' }
      | { type: 'address.appointment' }
      | { type: 'address.summary' }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.cancel' }
      | { type: 'step.submit' }
      | { type: 'place.ok' }
      | { type: 'place.fail' }
      | { type: 'modal.close' }
      | { type: 'page.reload' },
    meta: {} as { matches: unknown },
  },
  actions: {
    ignore: () => undefined,
    // A reload keeps the draft, saved at the step it was on.
    store: assign((_, p: { stored: Stored }) => ({ stored: p.stored })),
  },
  guards: {
    isProductChosen: ({ context }) => context.chosen,
    isCustomerValid: ({ context }) => context.valid,
    isAppointmentNeeded: ({ context }) => context.apptReq,
    hasAppointment: ({ context }) => context.appt,
    canResumeAppointment: ({ context: c }) => c.stored === 'appointment' && c.chosen && c.valid && c.apptReq,
    canResumeSummary: ({ context: c }) => c.stored === 'summary' && c.chosen && c.valid && (!c.apptReq || c.appt),
    canResumeCustomer: ({ context: c }) => c.stored === 'customer' && c.chosen,
    isOrderStored: ({ context: c }) => c.stored !== 'none' && c.chosen,
  },
}).createMachine({
  id: 'regradeOrderModel',
  context: fresh,
  initial: 'products',
  states: {
    products: {
      initial: 'retrieving',
      on: { 'step.cancel': cancel },
      states: {
        retrieving: {
          meta: { matches: { products: 'retrieving' } },
          tags: ['busy'],
          on: {
            'link.missing': { target: '#regradeOrderModel.invalidLink', actions: assign(fresh) },
            'lookup.products': 'checking',
            'lookup.noProducts': { target: 'none', actions: assign(fresh) },
            'lookup.refused': { target: '#regradeOrderModel.invalidLink', actions: assign(fresh) },
            // The stored draft is still to be read: Try again may resume it.
            'lookup.fail': 'failed',
          },
        },
        // The existing-order check of the service's property (the same as the other funnels' first step).
        checking: {
          meta: { matches: { products: 'checking' } },
          tags: ['busy'],
          on: {
            'check.ok': '#regradeOrderModel.restoring',
            // 'Existing order in progress': a used link stops here; the draft is dropped.
            'check.orderInProgress': { target: 'orderInProgress', actions: assign(fresh) },
            'check.fail': 'failed',
          },
        },
        orderInProgress: { meta: { matches: { products: 'orderInProgress' } } },
        none: { meta: { matches: { products: 'none' } } },
        failed: { meta: { matches: { products: 'failed' } }, on: { 'products.retry': 'retrieving' } },
        choosing: {
          meta: { matches: { products: 'choosing' } },
          on: {
            'product.pickAppointment': { actions: assign({ chosen: true, apptReq: true, appt: false }) },
            'product.pickDirect': { actions: assign({ chosen: true, apptReq: false, appt: false }) },
            // A product without its line profile (the profile is cleared).
            'product.only': { actions: assign({ chosen: false, apptReq: true, appt: false }) },
            'step.next': { guard: 'isProductChosen', target: '#regradeOrderModel.customer' },
            'address.products': same,
            'address.customer': { guard: 'isProductChosen', target: '#regradeOrderModel.customer' },
            'address.summary': same,
            'page.reload': reload('products'),
          },
        },
      },
    },
    // The draft stored for this link, read back once the link is looked up and checked.
    restoring: {
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'draft.none': { target: 'products.choosing', actions: assign(fresh) },
        'draft.unreadable': { target: 'products.choosing', actions: assign(fresh) },
        'draft.restored': [
          { guard: 'isOrderStored', target: 'offering' },
          { target: 'products.choosing', actions: assign({ stored: 'none' }) },
        ],
      },
    },
    // 'Continue your order for <address>?'
    offering: {
      meta: { matches: 'offering' },
      on: {
        'resume.continue': [
          { guard: 'canResumeSummary', target: 'summary', actions: assign({ stored: 'none' }) },
          { guard: 'canResumeAppointment', target: 'appointment', actions: assign({ stored: 'none' }) },
          { guard: 'canResumeCustomer', target: 'customer', actions: assign({ stored: 'none' }) },
          { target: 'products.choosing', actions: assign({ stored: 'none' }) },
        ],
        'resume.restart': { target: 'products.choosing', actions: assign(fresh) },
      },
    },
    customer: {
      initial: 'editing',
      states: {
        editing: {
          meta: { matches: { customer: 'editing' } },
          on: {
            'customer.fill': { actions: assign({ valid: true }) },
            'customer.invalid': { actions: assign({ valid: false }) },
            // Invalid: the rules' messages show on their fields.
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, same],
            'step.back': '#regradeOrderModel.products.choosing',
            'step.cancel': cancel,
            'address.products': '#regradeOrderModel.products.choosing',
            'address.customer': same,
            'address.summary': same,
            'page.reload': reload('customer'),
          },
        },
        validating: {
          meta: { matches: { customer: 'validating' } },
          tags: ['busy'],
          on: {
            'validate.ok': [
              { guard: 'isAppointmentNeeded', target: '#regradeOrderModel.appointment' },
              { target: '#regradeOrderModel.summary' },
            ],
            // 400 with field errors (on their fields), another status (the error pages), no answer (the toast).
            'validate.fields': 'editing',
            'validate.fail': 'editing',
            'validate.network': 'editing',
          },
        },
      },
    },
    appointment: {
      meta: { matches: 'appointment' },
      on: {
        // After reserving, the journey goes to the summary (spec 3 §4).
        'slot.reserved': { target: 'summary', actions: assign({ appt: true }) },
        // Without a reserved slot: the 'Appointment required' toast.
        'step.next': [{ guard: 'hasAppointment', target: 'summary' }, same],
        'step.back': 'customer',
        'step.cancel': cancel,
        'address.products': 'products.choosing',
        'address.customer': 'customer',
        'address.appointment': same,
        'address.summary': [{ guard: 'hasAppointment', target: 'summary' }, same],
        'page.reload': reload('appointment'),
      },
    },
    summary: {
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: { matches: { summary: 'reviewing' } },
          on: {
            'step.submit': 'placing',
            'step.back': [
              { guard: 'isAppointmentNeeded', target: '#regradeOrderModel.appointment' },
              { target: '#regradeOrderModel.customer' },
            ],
            'step.cancel': cancel,
            'address.products': '#regradeOrderModel.products.choosing',
            'address.customer': '#regradeOrderModel.customer',
            'address.appointment': [{ guard: 'isAppointmentNeeded', target: '#regradeOrderModel.appointment' }, same],
            'address.summary': same,
            'page.reload': reload('summary'),
          },
        },
        placing: {
          meta: { matches: { summary: 'placing' } },
          tags: ['busy'],
          on: {
            'place.ok': '#regradeOrderModel.placed',
            // 'Order failed'; placing again sends the same Idempotency-Key.
            'place.fail': 'reviewing',
            'address.summary': same,
            'address.customer': same,
          },
        },
      },
    },
    placed: {
      meta: { matches: 'placed' },
      on: { 'modal.close': 'done', 'address.summary': same, 'address.customer': same },
    },
    done: { meta: { matches: 'done' }, type: 'final' },
    invalidLink: { meta: { matches: 'invalidLink' }, type: 'final' },
    cancelled: { meta: { matches: 'cancelled' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/regrade-order.qa.md. */
export const regradeOrderModelEvents: Record<EventFromLogic<typeof regradeOrderModel>['type'], string> = {
  'link.missing': 'The wizard is opened without a token in the address.',
  'lookup.products': "GET /regrade answers the service and its products ('Searching for available products...').",
  'lookup.noProducts': 'GET /regrade answers no product but the current one (the info box).',
  'lookup.refused':
    "GET /regrade refuses the token (tampered or expired): 'This regrade link is not valid or has expired...'.",
  'lookup.fail': 'GET /regrade fails otherwise (try again).',
  'products.retry': 'The user presses Retry.',
  'check.ok': 'GET /order/exists answers no order in progress for the service’s property.',
  'check.orderInProgress':
    "GET /order/exists answers an order in progress (a used link): 'Existing order in progress', nothing to choose.",
  'check.fail': 'GET /order/exists fails (try again).',
  'draft.none': 'No draft of this link is stored.',
  'draft.restored': 'The draft stored for this link comes back.',
  'draft.unreadable': 'The stored draft cannot be read (a fresh wizard).',
  'resume.continue': "The user answers 'Continue your order' to the offer: the wizard goes on where the draft was.",
  'resume.restart': "The user answers 'Start again' to the offer: the draft is dropped, Products opens afresh.",
  'product.pickAppointment': 'The user picks a product that requires an appointment, then a line profile.',
  'product.pickDirect': 'The user picks a product without an appointment, then a line profile.',
  'product.only': 'The user picks a product only (its line profile is cleared).',
  'customer.fill': 'The user fills Order Reference, Name, Email and Phone Number correctly.',
  'customer.invalid': 'The user enters an invalid email.',
  'validate.ok': 'POST /regrade-customer accepts the customer.',
  'validate.fields': 'POST /regrade-customer answers 400 with field errors (shown on their fields).',
  'validate.fail': 'POST /regrade-customer answers 500 (the error page).',
  'validate.network':
    "POST /regrade-customer gets no answer: 'The orders service could not be reached' (the answers are kept).",
  'slot.reserved': 'The slot list reports a reserved slot.',
  'address.products': 'The browser goes to /ordering/products/regrade (back button).',
  'address.customer': 'The browser goes to …/regrade/customer.',
  'address.appointment': 'The browser goes to …/regrade/appointment.',
  'address.summary': 'The browser goes to …/regrade/summary.',
  'step.next': 'The user presses Next (ignored, or answered with messages, when the step is not ready).',
  'step.back': 'The user presses Back.',
  'step.cancel': 'The user presses Cancel (back to the orders list, the draft is dropped).',
  'step.submit': 'The user presses Place Order.',
  'place.ok': "POST /regrade-order answers the order ('Order Successful').",
  'place.fail': "POST /regrade-order fails ('Order failed'; the key is kept for the retry).",
  'modal.close': "The user closes 'Order Successful' (to the orders list).",
  'page.reload': 'The user reloads the page.',
};
