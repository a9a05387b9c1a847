import { assign, type EventFromLogic, setup } from 'xstate';

/** Where a reload left the funnel: the point its stored draft resumes at. */
type Stored = 'none' | 'properties' | 'products' | 'customer' | 'summary';
/** PTW documents on the customer step: none chosen, chosen without the verification tick, chosen and ticked. */
type Ptw = 'none' | 'chosen' | 'verified';
type ModelContext = {
  /** The organisation's ethernetOverFFN flag is on: the over-FFN branch (products by uprn, site questions, cvlan). */
  ffn: boolean;
  /** The typed postcode is well formed. */
  postcode: boolean;
  /**
   * The stored draft's postcode, while the one typed on the property list differs from it (the draft is stored when the
   * list opens and when a property is chosen, not on typing): a reload brings the stored one back. Null while they agree.
   */
  storedPostcode: boolean | null;
  property: boolean;
  /** A product of the chosen contract term is selected. */
  product: boolean;
  /** The customer form passes the shared rules of its variant. */
  form: boolean;
  /** The sandbox refused a field of the customer step. */
  serverError: boolean;
  ptw: Ptw;
  stored: Stored;
};
const fresh = {
  postcode: false,
  storedPostcode: null,
  property: false,
  product: false,
  form: false,
  serverError: false,
  ptw: 'none',
  stored: 'none',
} as const satisfies Omit<ModelContext, 'ffn'>;
const laterSteps = { product: false, form: false, serverError: false, ptw: 'none' } as const;
// An event the funnel must ignore (or answer with only a message): an action keeps it in the model's graph.
const same = { actions: 'ignore' as const };
const storedAt = (stored: Stored) => ({
  target: '#ethernetOrderModel.restoring',
  actions: { type: 'store' as const, params: { stored } },
});
const cancel = { target: '#ethernetOrderModel.availability.idle', actions: 'reset' as const };
const resumed = 'resume' as const;

/**
 * Test model of `ethernetOrderMachine`: the stored draft, every provider answer (postcode lookup, the property check, the
 * products of either variant, customer validation, placement, the PTW upload) are plain events (the metro request's
 * polling is tested on its own); `open.overFfn` opens the funnel for an organisation with the ethernetOverFFN flag on;
 * `page.reload` restarts the funnel, which reads back the draft it stored (its PTW files and tick too); `address.*` is
 * the browser's address moving.
 */
export const ethernetOrderModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'draft.none' }
      | { type: 'open.overFfn' }
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
      | { type: 'check.fail' }
      | { type: 'products.found' }
      | { type: 'products.empty' }
      | { type: 'products.fail' }
      | { type: 'products.retry' }
      | { type: 'product.choose' }
      | { type: 'term.change' }
      | { type: 'form.valid' }
      | { type: 'form.invalid' }
      | { type: 'ptw.choose' }
      | { type: 'ptw.verify' }
      | { type: 'validate.ok' }
      | { type: 'validate.fieldErrors' }
      | { type: 'validate.fail' }
      | { type: 'place.ok' }
      | { type: 'place.fail' }
      | { type: 'upload.ok' }
      | { type: 'upload.fail' }
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
    // The draft keeps the chosen PTW files and their tick: a reload brings them back.
    store: assign((_, p: { stored: Stored }) => ({ stored: p.stored })),
    resume: assign({ stored: 'none' as const }),
  },
  guards: {
    isPostcodeValid: ({ context }) => context.postcode,
    hasProperty: ({ context }) => context.property,
    hasProduct: ({ context }) => context.product,
    isCustomerValid: ({ context }) => context.form && !context.serverError,
    isOverFfn: ({ context }) => context.ffn,
    isPtwApproved: ({ context }) => context.ptw !== 'chosen',
    hasPtwFiles: ({ context }) => context.ptw === 'verified',
    isStoredAt: ({ context }, p: { stored: Stored }) => context.stored === p.stored,
    isOrderStored: ({ context }) => context.stored !== 'none' && context.stored !== 'properties',
  },
}).createMachine({
  id: 'ethernetOrderModel',
  context: { ...fresh, ffn: false },
  initial: 'restoring',
  states: {
    restoring: {
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'draft.none': { target: 'availability.idle', actions: assign(fresh) },
        'open.overFfn': { target: 'availability.idle', actions: assign({ ...fresh, ffn: true }) },
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
            'postcode.valid': { actions: assign({ postcode: true }) },
            'postcode.invalid': { actions: assign({ postcode: false }) },
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
            'lookup.none': 'idle',
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
              target: '#ethernetOrderModel.restoring',
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
            'check.ok': [
              { guard: 'isOverFfn', target: '#ethernetOrderModel.products.ffn' },
              { target: '#ethernetOrderModel.products.metro' },
            ],
            // 'Existing order in progress': the user stays on the property.
            'check.existingOrder': 'choosing',
            'check.fail': 'choosing',
          },
        },
      },
    },
    products: {
      initial: 'metro',
      on: {
        'step.back': { target: '#ethernetOrderModel.availability.choosing', actions: assign(laterSteps) },
        'step.cancel': cancel,
        'address.current': same,
        'address.previous': { target: '#ethernetOrderModel.availability.choosing', actions: assign(laterSteps) },
        'address.next': [{ guard: 'hasProduct', target: '#ethernetOrderModel.customer' }, same],
      },
      states: {
        // Metro: POST /request-products/, then the products by its requestId.
        metro: {
          meta: { matches: { products: 'metro' } },
          tags: ['busy'],
          on: { 'products.found': 'choosing', 'products.empty': 'none', 'products.fail': 'failed' },
        },
        // Over FFN: GET /retrieve-ethernet-over-ffn-products/{uprn}.
        ffn: {
          meta: { matches: { products: 'ffn' } },
          tags: ['busy'],
          on: { 'products.found': 'choosing', 'products.empty': 'none', 'products.fail': 'failed' },
        },
        failed: {
          meta: { matches: { products: 'failed' } },
          on: {
            'products.retry': [{ guard: 'isOverFfn', target: 'ffn' }, { target: 'metro' }],
          },
        },
        none: { meta: { matches: { products: 'none' } } },
        choosing: {
          meta: { matches: { products: 'choosing' } },
          on: {
            'product.choose': { actions: assign({ product: true }) },
            // Changing the contract term clears the product.
            'term.change': { actions: assign({ product: false }) },
            // Without a product: 'Please select a product to proceed.' (6 s).
            'step.next': [{ guard: 'hasProduct', target: '#ethernetOrderModel.customer' }, same],
            'page.reload': storedAt('products'),
          },
        },
      },
    },
    customer: {
      initial: 'editing',
      on: {
        'address.current': same,
        'address.previous': '#ethernetOrderModel.products.choosing',
        'address.next': same,
      },
      states: {
        editing: {
          meta: { matches: { customer: 'editing' } },
          on: {
            'form.valid': { actions: assign({ form: true, serverError: false }) },
            'form.invalid': { actions: assign({ form: false }) },
            'ptw.choose': { actions: assign({ ptw: 'chosen' as const }) },
            'ptw.verify': { actions: assign(({ context }) => ({ ptw: context.ptw === 'none' ? 'none' : 'verified' })) },
            // Refused while invalid: the messages show under their fields.
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, same],
            'step.back': '#ethernetOrderModel.products.choosing',
            'step.cancel': cancel,
            'page.reload': storedAt('customer'),
          },
        },
        validating: {
          meta: { matches: { customer: 'validating' } },
          tags: ['busy'],
          on: {
            'validate.ok': '#ethernetOrderModel.summary',
            'validate.fieldErrors': { target: 'editing', actions: assign({ serverError: true }) },
            'validate.fail': 'editing',
          },
        },
      },
    },
    summary: {
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: { matches: { summary: 'reviewing' } },
          on: {
            // Files chosen but not verified: 'PTW documents should be approved', nothing is placed.
            'step.submit': [{ guard: 'isPtwApproved', target: 'placing' }, same],
            'step.back': '#ethernetOrderModel.customer.editing',
            'step.cancel': cancel,
            'page.reload': storedAt('summary'),
            'address.current': same,
            'address.previous': '#ethernetOrderModel.customer.editing',
            'address.start': same,
          },
        },
        placing: {
          meta: { matches: { summary: 'placing' } },
          tags: ['busy'],
          on: {
            // A second press while the order is placed sends nothing.
            'step.submit': same,
            'place.ok': [
              { guard: 'hasPtwFiles', target: 'uploading' },
              { target: '#ethernetOrderModel.placed', actions: assign({ ptw: 'none' as const }) },
            ],
            // The same attempt: pressing Place Order again sends the same Idempotency-Key.
            'place.fail': 'reviewing',
            'address.current': same,
            'address.previous': same,
          },
        },
        // The order is placed; its PTW files go up with the buyer reference as their directory.
        uploading: {
          meta: { matches: { summary: 'uploading' } },
          tags: ['busy'],
          on: {
            'upload.ok': '#ethernetOrderModel.placed',
            // 'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.' (10 s): still placed.
            'upload.fail': '#ethernetOrderModel.placed',
            'address.current': same,
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

/** What each model event stands for, for the generated paths (.stately/ethernet-order.qa.md). */
export const ethernetOrderModelEvents: Record<EventFromLogic<typeof ethernetOrderModel>['type'], string> = {
  'draft.none': 'The funnel opens with no stored draft (ethernetOverFFN off: the metro branch).',
  'open.overFfn': 'The funnel opens with no stored draft for an organisation with ethernetOverFFN on.',
  'draft.restored': 'The funnel reopens: the draft stored before the reload comes back (its PTW files too).',
  'draft.stale': 'The stored draft is of an older version (or unreadable): it is discarded and a fresh funnel opens.',
  'postcode.valid': 'The user types a well-formed postcode.',
  'postcode.invalid': "The user types a postcode of the wrong shape ('Invalid postcode').",
  'postcode.submit': 'The user presses Search (refused with a message while the postcode is not well formed).',
  'lookup.found': 'GET /combined-postcode-lookup answers the properties of the postcode.',
  'lookup.none': "GET /combined-postcode-lookup finds nothing: 'Sorry! We are not yet available in this area.'",
  'lookup.fail': 'GET /combined-postcode-lookup fails (the app’s error handling).',
  'property.select': 'The user selects a property: its info shows.',
  'check.ok': 'No order in progress for the property.',
  'check.existingOrder': "An order is in progress: 'Existing order in progress' (5 s, closable); the user stays.",
  'check.fail': 'The existing-order check fails (the app’s error handling).',
  'products.found': 'The products of the branch arrive (metro: by the request’s requestId; over FFN: by uprn).',
  'products.empty': "No products: the 'No products found' box.",
  'products.fail': "The products call fails (metro: 'Failed to retrieve Metro products.'); the user may try again.",
  'products.retry': 'The user presses Try again.',
  'product.choose': 'The user selects a product of the chosen term.',
  'term.change': 'The user changes the contract term: the selected product is cleared.',
  'form.valid': 'The customer form is filled in validly for the variant.',
  'form.invalid': 'A required customer field is cleared.',
  'ptw.choose': 'The user chooses a PTW PDF without ticking the verification.',
  'ptw.verify': "The user ticks 'I verify that the files I submitted are signed by the right authorities.'",
  'validate.ok': 'POST /ethernet/customer (or /ethernet-over-ffn/customer) accepts the customer step.',
  'validate.fieldErrors': 'The customer validation refuses fields: each shows its first message under the field.',
  'validate.fail': 'The customer validation fails otherwise (the app’s error handling).',
  'place.ok': "POST /ethernet (or /ethernet-over-ffn) places the order: 'Order placed successfully'.",
  'place.fail': "Placement fails or its answer is lost: 'Order failed' (5 s); the attempt's key is kept.",
  'upload.ok': "POST /permission-to-work/upload accepts the files: 'PTW files uploaded successfully'.",
  'upload.fail':
    "The PTW upload fails: 'Sorry, PTW file upload failed. Please proceed to the Service Portal and try again.'",
  'modal.close': "The user closes the 'Order Successful' modal: orders refreshed, funnel reset, the orders list opens.",
  'step.next': 'The user presses Next (refused, with a message, while its rules are not met).',
  'step.back': 'The user presses Back.',
  'step.submit': 'The user presses Place Order (refused while PTW files are not verified; once while placing).',
  'step.cancel': 'The user presses Cancel: the funnel resets to its first step and the draft is dropped.',
  'page.reload': 'The page reloads: the funnel restarts and reads the draft it stored.',
  'resume.continue': "The user answers 'Continue your order' to the offer: the funnel goes on where the draft was.",
  'resume.restart': "The user answers 'Start again' to the offer: the draft is dropped and the first step opens.",
  'address.current': "The browser's address shows the step the funnel is on (nothing changes).",
  'address.previous': 'The browser goes back a step (back button): taken when the funnel allows it.',
  'address.next': 'The browser goes forward a step (forward button): taken only when Next would be.',
  'address.start': "The browser's address jumps to the first step: refused past the products step.",
};
