import type { EventFromLogic } from 'xstate';
import {
  type FunnelModelContext,
  type FunnelModelEvent,
  funnelModelEvents,
  orderFunnelModel,
  same,
} from './order-funnel.model';

/** PTW documents on the customer step: none chosen, chosen without the verification tick, chosen and ticked. */
type Ptw = 'none' | 'chosen' | 'verified';
type ModelContext = FunnelModelContext<never> & {
  /** The organisation's ethernetOverFFN flag is on: the over-FFN branch (products by uprn, site questions, cvlan). */
  ffn: boolean;
  /** A product of the chosen contract term is selected. */
  product: boolean;
  ptw: Ptw;
};
type ModelEvent =
  | FunnelModelEvent
  | { type: 'open.overFfn' }
  | { type: 'term.change' }
  | { type: 'ptw.choose' }
  | { type: 'ptw.verify' }
  | { type: 'upload.ok' }
  | { type: 'upload.fail' };
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
const funnel = orderFunnelModel<never, ModelContext, ModelEvent>({ id: 'ethernetOrderModel', fresh, laterSteps });
const { update, states } = funnel;

/**
 * Test model of `ethernetOrderMachine`: the stored draft, every provider answer (postcode lookup, the property check, the
 * products of either variant, customer validation, placement, the PTW upload) are plain events (the metro request's
 * polling is tested on its own); `open.overFfn` opens the funnel for an organisation with the ethernetOverFFN flag on;
 * `page.reload` restarts the funnel, which reads back the draft it stored (its PTW files and tick too); `address.*` is
 * the browser's address moving. What it shares with the FTTP funnel's model is the kit's (`order-funnel.model.ts`).
 */
export const ethernetOrderModel = funnel
  .withGuards({
    isChoiceValid: ({ context }) => context.product,
    isOverFfn: ({ context }) => context.ffn,
    isPtwApproved: ({ context }) => context.ptw !== 'chosen',
    hasPtwFiles: ({ context }) => context.ptw === 'verified',
  })
  .createMachine({
    id: 'ethernetOrderModel',
    context: { ...fresh, ffn: false },
    initial: 'restoring',
    states: {
      restoring: states.restoring({
        'open.overFfn': { target: 'availability.idle', actions: update({ ...fresh, ffn: true }) },
      }),
      offering: states.offering(['summary', 'customer']),
      availability: states.availability({
        'check.ok': [
          { guard: 'isOverFfn', target: '#ethernetOrderModel.products.ffn' },
          { target: '#ethernetOrderModel.products.metro' },
        ],
        // 'Existing order in progress': the user stays on the property.
        'check.existingOrder': 'choosing',
        'check.fail': 'choosing',
      }),
      products: states.products({
        retrievals: {
          // Metro: POST /request-products/, then the products by its requestId.
          metro: states.retrieving('metro'),
          // Over FFN: GET /retrieve-ethernet-over-ffn-products/{uprn}.
          ffn: states.retrieving('ffn'),
        },
        retry: [{ guard: 'isOverFfn', target: 'ffn' }, { target: 'metro' }],
        // Changing the contract term clears the product; without one, Next says 'Please select a product to proceed.' (6 s).
        choose: {
          'product.choose': { actions: update({ product: true }) },
          'term.change': { actions: update({ product: false }) },
        },
      }),
      customer: states.customer({
        answers: {
          'ptw.choose': { actions: update({ ptw: 'chosen' }) },
          'ptw.verify': { actions: update((context) => ({ ptw: context.ptw === 'none' ? 'none' : 'verified' })) },
        },
        validated: '#ethernetOrderModel.summary',
      }),
      summary: states.summary({
        // Files chosen but not verified: 'PTW documents should be approved', nothing is placed.
        submit: [{ guard: 'isPtwApproved', target: 'placing' }, same],
        back: '#ethernetOrderModel.customer.editing',
        placed: [
          { guard: 'hasPtwFiles', target: 'uploading' },
          { target: '#ethernetOrderModel.placed', actions: update({ ptw: 'none' }) },
        ],
        more: {
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
      }),
      ...states.endStates,
    },
  });

/** What each model event stands for, for the generated paths (.stately/ethernet-order.qa.md). */
export const ethernetOrderModelEvents: Record<EventFromLogic<typeof ethernetOrderModel>['type'], string> = {
  ...funnelModelEvents,
  'draft.none': 'The funnel opens with no stored draft (ethernetOverFFN off: the metro branch).',
  'open.overFfn': 'The funnel opens with no stored draft for an organisation with ethernetOverFFN on.',
  'draft.restored': 'The funnel reopens: the draft stored before the reload comes back (its PTW files too).',
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
  'product.choose': 'The user selects a product of the chosen term.',
  'term.change': 'The user changes the contract term: the selected product is cleared.',
  'form.valid': 'The customer form is filled in validly for the variant.',
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
  'step.submit': 'The user presses Place Order (refused while PTW files are not verified; once while placing).',
};
