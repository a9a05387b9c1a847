import { assign, type EventFromLogic, setup } from 'xstate';

/** Where a reload left the funnel: the point its stored draft resumes at. */
type Stored = 'none' | 'properties' | 'products' | 'customer' | 'appointment' | 'summary';
type ModelContext = {
  /** The typed postcode is well formed. */
  postcode: boolean;
  /**
   * The stored draft's postcode, while the one typed on the property list differs from it (the draft is stored when the
   * list opens and when a property is chosen, not on typing): a reload brings the stored one back. Null while they agree.
   */
  storedPostcode: boolean | null;
  /** The last search found nothing: 'Sorry! We are not yet available in this area.' */
  notAvailable: boolean;
  property: boolean;
  /** A product and its line profile are chosen. */
  choice: boolean;
  /** The chosen product on this (RFS_4) property needs no appointment: a requested date replaces it (spec 3 §4). */
  remote: boolean;
  /** The customer form passes the shared rules. */
  form: boolean;
  /** The sandbox refused a field of the customer step. */
  serverError: boolean;
  slot: boolean;
  stored: Stored;
};
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
// An event the funnel must ignore (or answer with only a message): an action keeps it in the model's graph.
const same = { actions: 'ignore' as const };
const resumed = 'resume' as const;
const storedAt = (stored: Stored) => ({
  target: '#fttpOrderModel.restoring',
  actions: { type: 'store' as const, params: { stored } },
});
const cancel = { target: '#fttpOrderModel.availability.idle', actions: 'reset' as const };

/**
 * Test model of `fttpOrderMachine`: the stored draft, every provider answer (address lookup, the property checks, the
 * product retrieval, the customer options and validation, placement) and the slot list's reservation are plain events
 * (the child machines are tested on their own); `page.reload` restarts the funnel, which reads back the draft it
 * stored; `address.*` is the browser's address moving (back and forward buttons, the first step's link).
 */
export const fttpOrderModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'draft.none' }
      | { type: 'draft.restored' }
      | { type: 'draft.stale' }
      | { type: 'postcode.valid' }
      | { type: 'postcode.invalid' }
      | { type: 'postcode.submit' }
      | { type: 'lookup.found' }
      | { type: 'lookup.none' }
      | { type: 'lookup.fail' }
      | { type: 'property.select' }
      | { type: 'check.ok' }
      | { type: 'check.existingOrder' }
      | { type: 'check.noProducts' }
      | { type: 'check.fail' }
      | { type: 'products.found' }
      | { type: 'products.empty' }
      | { type: 'products.fail' }
      | { type: 'products.retry' }
      | { type: 'product.choose' }
      | { type: 'product.chooseRemote' }
      | { type: 'options.loaded' }
      | { type: 'options.fail' }
      | { type: 'form.valid' }
      | { type: 'form.invalid' }
      | { type: 'validate.ok' }
      | { type: 'validate.fieldErrors' }
      | { type: 'validate.fail' }
      | { type: 'slot.reserved' }
      | { type: 'place.ok' }
      | { type: 'place.fail' }
      | { type: 'modal.close' }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.submit' }
      | { type: 'step.cancel' }
      | { type: 'page.reload' }
      | { type: 'resume.continue' }
      | { type: 'resume.restart' }
      | { type: 'address.current' }
      | { type: 'address.previous' }
      | { type: 'address.next' }
      | { type: 'address.start' },
    meta: {} as { matches: unknown },
  },
  actions: {
    ignore: () => undefined,
    reset: assign(fresh),
    store: assign((_, p: { stored: Stored }) => ({ stored: p.stored })),
    resume: assign({ stored: 'none' as const }),
  },
  guards: {
    isPostcodeValid: ({ context }) => context.postcode,
    hasProperty: ({ context }) => context.property,
    isChoiceValid: ({ context }) => context.choice,
    isCustomerValid: ({ context }) => context.form && !context.serverError,
    isRemote: ({ context }) => context.remote,
    hasSlot: ({ context }) => context.slot,
    isStoredAt: ({ context }, p: { stored: Stored }) => context.stored === p.stored,
    isOrderStored: ({ context }) => context.stored !== 'none' && context.stored !== 'properties',
  },
}).createMachine({
  id: 'fttpOrderModel',
  context: fresh,
  initial: 'restoring',
  states: {
    restoring: {
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'draft.none': { target: 'availability.idle', actions: assign(fresh) },
        'draft.stale': { target: 'availability.idle', actions: assign(fresh) },
        // A draft past the first step is offered ('Continue your order for …?'); one on the first step resumes.
        'draft.restored': [
          {
            guard: { type: 'isStoredAt', params: { stored: 'properties' } },
            target: 'availability.choosing',
            actions: resumed,
          },
          { guard: 'isOrderStored', target: 'offering' },
        ],
      },
    },
    offering: {
      meta: { matches: 'offering' },
      on: {
        'resume.continue': [
          { guard: { type: 'isStoredAt', params: { stored: 'summary' } }, target: 'summary', actions: resumed },
          { guard: { type: 'isStoredAt', params: { stored: 'appointment' } }, target: 'appointment', actions: resumed },
          { guard: { type: 'isStoredAt', params: { stored: 'customer' } }, target: 'customer', actions: resumed },
          { target: 'products.choosing', actions: resumed },
        ],
        'resume.restart': { target: 'availability.idle', actions: 'reset' },
      },
    },
    availability: {
      initial: 'idle',
      on: {
        'step.cancel': cancel,
        'address.current': same,
        'address.start': same,
        // Forward to the products' address without the checks: the address goes back.
        'address.next': same,
      },
      states: {
        idle: {
          meta: { matches: { availability: 'idle' } },
          on: {
            'postcode.valid': { actions: assign({ postcode: true, notAvailable: false }) },
            'postcode.invalid': { actions: assign({ postcode: false, notAvailable: false }) },
            'postcode.submit': [
              { guard: 'isPostcodeValid', target: 'searching', actions: assign({ property: false, ...laterSteps }) },
              same,
            ],
            // Next with no property chosen: the message asks for one.
            'step.next': same,
          },
        },
        searching: {
          meta: { matches: { availability: 'searching' } },
          tags: ['busy'],
          on: {
            'lookup.found': 'choosing',
            'lookup.none': { target: 'idle', actions: assign({ notAvailable: true }) },
            'lookup.fail': 'idle',
          },
        },
        choosing: {
          meta: { matches: { availability: 'choosing' } },
          on: {
            'property.select': { actions: assign({ property: true, storedPostcode: null, ...laterSteps }) },
            // The next steps store the draft with the postcode as typed.
            'step.next': [
              { guard: 'hasProperty', target: 'checking', actions: assign({ storedPostcode: null }) },
              same,
            ],
            'postcode.invalid': {
              actions: assign(({ context }) => ({
                postcode: false,
                storedPostcode: context.storedPostcode ?? context.postcode,
              })),
            },
            'postcode.submit': [
              { guard: 'isPostcodeValid', target: 'searching', actions: assign({ property: false, ...laterSteps }) },
              same,
            ],
            'page.reload': {
              target: '#fttpOrderModel.restoring',
              actions: [
                { type: 'store', params: { stored: 'properties' } },
                assign(({ context }) => ({
                  postcode: context.storedPostcode ?? context.postcode,
                  storedPostcode: null,
                })),
              ],
            },
          },
        },
        checking: {
          meta: { matches: { availability: 'checking' } },
          tags: ['busy'],
          on: {
            'check.ok': '#fttpOrderModel.products.retrieving',
            'check.existingOrder': 'choosing',
            'check.noProducts': 'noProducts',
            'check.fail': 'choosing',
          },
        },
        noProducts: {
          meta: { matches: { availability: 'noProducts' } },
          on: { 'property.select': { target: 'choosing', actions: assign({ property: true, ...laterSteps }) } },
        },
      },
    },
    products: {
      initial: 'retrieving',
      on: {
        'step.back': { target: '#fttpOrderModel.availability.choosing', actions: assign(laterSteps) },
        'step.cancel': cancel,
        'address.current': same,
        'address.previous': { target: '#fttpOrderModel.availability.choosing', actions: assign(laterSteps) },
        'address.next': [{ guard: 'isChoiceValid', target: '#fttpOrderModel.customer' }, same],
      },
      states: {
        retrieving: {
          meta: { matches: { products: 'retrieving' } },
          tags: ['busy'],
          on: { 'products.found': 'choosing', 'products.empty': 'none', 'products.fail': 'failed' },
        },
        failed: { meta: { matches: { products: 'failed' } }, on: { 'products.retry': 'retrieving' } },
        none: { meta: { matches: { products: 'none' } } },
        choosing: {
          meta: { matches: { products: 'choosing' } },
          on: {
            'product.choose': { actions: assign({ choice: true, remote: false }) },
            // A product whose journey needs a requested date: a form filled for an appointment lacks one.
            'product.chooseRemote': {
              actions: assign(({ context }) => ({ choice: true, remote: true, form: context.form && context.remote })),
            },
            'step.next': [{ guard: 'isChoiceValid', target: '#fttpOrderModel.customer' }, same],
            'page.reload': storedAt('products'),
          },
        },
      },
    },
    customer: {
      initial: 'loading',
      on: {
        'address.current': same,
        'address.previous': '#fttpOrderModel.products.choosing',
        'address.next': same,
      },
      states: {
        loading: {
          meta: { matches: { customer: 'loading' } },
          tags: ['busy'],
          on: { 'options.loaded': 'editing', 'options.fail': 'editing' },
        },
        editing: {
          meta: { matches: { customer: 'editing' } },
          on: {
            'form.valid': { actions: assign({ form: true, serverError: false }) },
            'form.invalid': { actions: assign({ form: false }) },
            // Refused while invalid: the messages show under their fields.
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, same],
            'step.back': '#fttpOrderModel.products.choosing',
            'step.cancel': cancel,
            'page.reload': storedAt('customer'),
          },
        },
        validating: {
          meta: { matches: { customer: 'validating' } },
          tags: ['busy'],
          on: {
            'validate.ok': [
              { guard: 'isRemote', target: '#fttpOrderModel.summary', actions: assign({ slot: false }) },
              { target: '#fttpOrderModel.appointment' },
            ],
            'validate.fieldErrors': { target: 'editing', actions: assign({ serverError: true }) },
            'validate.fail': 'editing',
          },
        },
      },
    },
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
    summary: {
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: { matches: { summary: 'reviewing' } },
          on: {
            'step.submit': 'placing',
            'step.back': [
              { guard: 'isRemote', target: '#fttpOrderModel.customer.editing' },
              { target: '#fttpOrderModel.appointment' },
            ],
            'step.cancel': cancel,
            'page.reload': storedAt('summary'),
            'address.current': same,
            'address.previous': [
              { guard: 'isRemote', target: '#fttpOrderModel.customer.editing' },
              { target: '#fttpOrderModel.appointment' },
            ],
            'address.start': same,
          },
        },
        placing: {
          meta: { matches: { summary: 'placing' } },
          tags: ['busy'],
          on: {
            // A second press while the order is placed sends nothing.
            'step.submit': same,
            'place.ok': '#fttpOrderModel.placed',
            // The same attempt: pressing Place Order again sends the same Idempotency-Key.
            'place.fail': 'reviewing',
            'address.current': same,
            'address.previous': same,
          },
        },
      },
    },
    placed: {
      meta: { matches: 'placed' },
      on: { 'modal.close': 'done', 'address.current': same, 'address.previous': same },
    },
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, for the generated paths (.stately/fttp-order.qa.md). */
export const fttpOrderModelEvents: Record<EventFromLogic<typeof fttpOrderModel>['type'], string> = {
  'draft.none': 'The funnel opens with no stored draft.',
  'draft.restored': 'The funnel reopens: the draft stored before the reload comes back.',
  'draft.stale': 'The stored draft is of an older version (or unreadable): it is discarded and a fresh funnel opens.',
  'postcode.valid': 'The user types a well-formed postcode.',
  'postcode.invalid': "The user types a postcode of the wrong shape ('Invalid postcode').",
  'postcode.submit': 'The user presses Search (refused with a message while the postcode is not well formed).',
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
  'products.retry': 'The user presses Try again.',
  'product.choose': 'The user chooses a product that needs an engineer appointment, and its line profile.',
  'product.chooseRemote': 'The user chooses a product without an appointment (RFS_4): a requested date replaces it.',
  'options.loaded': 'The order types and projects load.',
  'options.fail': 'The order types or projects fail to load: New Provide only, no project.',
  'form.valid': 'The customer form is filled in validly (with a requested date when it is asked).',
  'form.invalid': 'A required customer field is cleared.',
  'validate.ok': 'POST /order/customer accepts the customer step.',
  'validate.fieldErrors': 'POST /order/customer refuses fields: each shows its first message under the field.',
  'validate.fail': 'POST /order/customer fails otherwise (the app’s error handling).',
  'slot.reserved': 'The user reserves an appointment slot in the list.',
  'place.ok': "POST /order places the order: 'Order placed successfully' and the 'Order Successful' modal.",
  'place.fail': "POST /order fails or its answer is lost: 'Order failed' (5 s); the attempt's key is kept.",
  'modal.close': 'The user closes the modal: orders refreshed, funnel reset, the orders list opens.',
  'step.next': 'The user presses Next (refused, with a message, while its rules are not met).',
  'step.back': 'The user presses Back.',
  'step.submit': 'The user presses Place Order (a second press while placing sends nothing).',
  'step.cancel': 'The user presses Cancel: the funnel resets to its first step and the draft is dropped.',
  'page.reload': 'The page reloads: the funnel restarts and reads the draft it stored.',
  'resume.continue': "The user answers 'Continue your order' to the offer: the funnel goes on where the draft was.",
  'resume.restart': "The user answers 'Start again' to the offer: the draft is dropped and the first step opens.",
  'address.current': "The browser's address shows the step the funnel is on (nothing changes).",
  'address.previous': 'The browser goes back a step (back button): taken when the funnel allows it.',
  'address.next': 'The browser goes forward a step (forward button): taken only when Next would be.',
  'address.start': "The browser's address jumps to the first step: refused past the products step.",
};
