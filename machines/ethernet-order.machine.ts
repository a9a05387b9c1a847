import { assign, setup } from 'xstate';
import type { EthernetProduct, EthernetProperty, EthernetVariant } from '@/contracts/ethernet';
import { orderToasts } from '@/lib/order-rules';
import { ptwToasts } from '@/lib/ptw-rules';
import type { EthernetDraft, EthernetStep } from './ethernet-order-draft';
import {
  customerBodyOf,
  draftFrom,
  type EthernetContext,
  type EthernetFlags,
  type EthernetOrderBody,
  type EthernetPlaced,
  emptyOrder,
  fieldErrorsOf,
  hasPtwFiles,
  isChoiceValid,
  isCustomerValid,
  isPtwApproved,
  laterSteps,
  orderableProperties,
  orderBodyOf,
  ptwChosen,
  resumedFrom,
  resumePointOf,
  termsOf,
  variantOf,
  withCustomerDefaults,
  withOfferedAnswers,
} from './ethernet-order-rules';
import type { StepMeta } from './funnel-steps';
import { type MetroProductRequestOutput, metroProductRequestMachine } from './metro-product-request.machine';
import { type Done, type Failed, type FunnelEvent, type FunnelInput, orderFunnel, toProvide } from './order-funnel';

export type { EthernetStep } from './ethernet-order-draft';
export type { EthernetFlags } from './ethernet-order-rules';
export type EthernetOrderInput = FunnelInput<EthernetFlags>;
type EthernetEvent =
  | FunnelEvent<EthernetStep>
  | { type: 'term.select'; term: number }
  | { type: 'product.select'; productId: string }
  | { type: 'ptw.change'; files: File[]; verified: boolean };

type Guard = 'isChoiceValid';
type Retrieved = Done<MetroProductRequestOutput>;
const funnel = orderFunnel<EthernetStep, EthernetProperty, EthernetContext, EthernetEvent, EthernetDraft, Guard>({
  id: 'ethernetOrder',
  draftOf: draftFrom,
  empty: emptyOrder,
  laterSteps,
  restore: resumedFrom,
  resumePointOf,
  // Only properties the organisation can order (an FFN-only area needs the ethernetOverFFN flag).
  orderable: (properties, context) => orderableProperties(properties, context.flags),
  offeredAnswers: withOfferedAnswers,
  fieldErrorsOf,
  isChoiceValid,
  isCustomerValid,
});
const { save, notify, states } = funnel;

/**
 * The Ethernet order funnel (spec 3 §2 Ethernet funnel, §4, §5, §8) on the funnel kit (`order-funnel.ts`), metro and
 * over FFN as explicit branches (`variantOf`: the ethernetOverFFN flag and the property's service area). Its own: the
 * existing-order check (the notice, the user stays), Products (metro: a request polled by requestId; over FFN: by uprn;
 * the term defaults to the highest, changing it clears the product), Customer (the variant's rules, then the sandbox's;
 * PTW files and their tick), and after placement the PTW upload (its failure leaves the order placed).
 */
export const ethernetOrderMachine = setup({
  types: {
    context: {} as EthernetContext,
    input: {} as EthernetOrderInput,
    meta: {} as StepMeta<EthernetStep>,
    events: {} as EthernetEvent,
  },
  actors: {
    ...funnel.actors,
    // GET /combined-postcode-lookup?postcode=
    lookupPostcode: toProvide<EthernetProperty[], { postcode: string }>('lookupPostcode'),
    // GET /order/check-live-service-exists/{uprn}: true when an order is in progress for the property.
    checkExistingOrder: toProvide<boolean, { uprn: string }>('checkExistingOrder'),
    // Metro: POST /request-products/, then the products by requestId (polled).
    metroProducts: metroProductRequestMachine,
    // Over FFN: GET /retrieve-ethernet-over-ffn-products/{uprn}
    ffnProducts: toProvide<EthernetProduct[], { uprn: string }>('ffnProducts'),
    // POST /ethernet/customer or /ethernet-over-ffn/customer
    validateCustomer: toProvide<true, { variant: EthernetVariant; body: Record<string, unknown> }>('validateCustomer'),
    // POST /ethernet or /ethernet-over-ffn with its Idempotency-Key.
    placeOrder: toProvide<
      EthernetPlaced,
      { variant: EthernetVariant; body: EthernetOrderBody; idempotencyKey: string }
    >('placeOrder'),
    // POST /permission-to-work/upload: directory = the order's buyer reference, files[].
    uploadPtw: toProvide<unknown, { directory: string; files: File[] }>('uploadPtw'),
  },
  actions: {
    ...funnel.actions,
    // The default contract term is the highest available (spec 3 §4).
    assignProducts: assign((_, p: { products: EthernetProduct[] }) => ({
      products: p.products,
      choice: { term: termsOf(p.products)[0] ?? null, productId: '' },
    })),
    // Changing the term clears the selected product.
    assignTerm: assign({ choice: (_, p: { term: number }) => ({ term: p.term, productId: '' }) }),
    assignProduct: assign({
      choice: ({ context }, p: { productId: string }) => ({ ...context.choice, productId: p.productId }),
    }),
    assignPtw: assign({
      ptw: ({ context }, p: { files: File[]; verified: boolean }) => ptwChosen(context, p.files, p.verified),
    }),
    assignCustomerDefaults: assign({ customer: ({ context }) => withCustomerDefaults(context) }),
  },
  guards: {
    ...funnel.guards,
    isOverFfn: ({ context }) => variantOf(context) === 'ffn',
    isTermOffered: ({ context }, p: { term: number }) => termsOf(context.products).includes(p.term),
    isProductOffered: ({ context }, p: { productId: string }) =>
      context.products.some((x) => x.productId === p.productId && x.contractTerm === context.choice.term),
    isPtwApproved: ({ context }) => isPtwApproved(context),
    hasPtwFiles: ({ context }) => hasPtwFiles(context),
  },
}).createMachine({
  id: 'ethernetOrder',
  ...funnel.root,
  states: {
    ...states.draftStates,
    resuming: states.resuming(['summary', 'customer']),
    availability: states.availability('lookupPostcode', {
      // The existing-order check: an order in progress shows the notice and the user stays (spec 3 §4).
      checking: {
        tags: ['busy'],
        invoke: {
          id: 'checkExistingOrder',
          src: 'checkExistingOrder',
          input: ({ context }: { context: EthernetContext }) => ({ uprn: context.uprn ?? '' }),
          onDone: [
            {
              guard: { type: 'isTrue', params: ({ event }: Done<boolean>) => ({ value: event.output }) },
              target: 'choosing',
              actions: ['markExistingOrder', notify('error', orderToasts.existingOrder)],
            },
            { target: '#ethernetOrder.products' },
          ],
          onError: { target: 'choosing', actions: { type: 'reportFailure', params: ({ event }: Failed) => event } },
        },
      },
    }),
    products: states.products(
      {
        // 'Searching for available products...': the branch decides how.
        retrieving: { always: [{ guard: 'isOverFfn', target: 'ffn' }, { target: 'metro' }] },
        metro: {
          tags: ['busy'],
          invoke: {
            id: 'metroProducts',
            src: 'metroProducts',
            input: ({ context }: { context: EthernetContext }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isRetrieved', params: ({ event }: Retrieved) => event.output },
                target: 'choosing',
                actions: {
                  type: 'assignProducts',
                  params: ({ event }: Retrieved) => event.output,
                },
              },
              {
                guard: {
                  type: 'isFailedRetrieval',
                  params: ({ event }: Retrieved) => event.output,
                },
                target: 'failed',
                actions: notify('error', orderToasts.metroProductsFailed),
              },
              { target: 'none' },
            ],
          },
        },
        ffn: {
          tags: ['busy'],
          invoke: {
            id: 'ffnProducts',
            src: 'ffnProducts',
            input: ({ context }: { context: EthernetContext }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isRetrieved',
                  params: ({ event }: Done<EthernetProduct[]>) => ({ products: event.output, failed: false }),
                },
                target: 'choosing',
                actions: {
                  type: 'assignProducts',
                  params: ({ event }: Done<EthernetProduct[]>) => ({ products: event.output }),
                },
              },
              { target: 'none' },
            ],
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }: Failed) => event } },
          },
        },
      },
      {
        entry: save('products'),
        on: {
          'term.select': {
            guard: { type: 'isTermOffered', params: ({ event }: { event: { term: number } }) => event },
            actions: [
              { type: 'assignTerm', params: ({ event }: { event: { term: number } }) => event },
              save('products'),
            ],
          },
          'product.select': {
            guard: { type: 'isProductOffered', params: ({ event }: { event: { productId: string } }) => event },
            actions: [
              { type: 'assignProduct', params: ({ event }: { event: { productId: string } }) => event },
              save('products'),
            ],
          },
          'step.next': [
            { guard: 'isChoiceValid', target: '#ethernetOrder.customer' },
            { actions: notify('error', orderToasts.productRequired) },
          ],
        },
      },
    ),
    customer: {
      meta: { step: 'customer' },
      initial: 'editing',
      entry: [funnel.show('customer'), 'assignCustomerDefaults'],
      on: states.customerOn,
      states: {
        editing: {
          entry: save('customer'),
          on: {
            ...states.editingOn,
            // The chosen files are kept with the draft: a reload brings them back (spec 3 §5 PTW documents).
            'ptw.change': { actions: [{ type: 'assignPtw', params: ({ event }) => event }, save('customer')] },
          },
        },
        validating: states.validating(
          'validateCustomer',
          ({ context }) => ({ variant: variantOf(context), body: customerBodyOf(context) }),
          { target: '#ethernetOrder.summary' },
        ),
      },
    },
    summary: states.summary({
      submit: [
        { guard: 'isPtwApproved', target: 'placing' },
        // Files chosen but not verified: the order is not placed (spec 3 §5).
        { actions: notify('error', ptwToasts.notApproved) },
      ],
      back: { target: '#ethernetOrder.customer.editing' },
      moves: [{ to: 'customer', target: '#ethernetOrder.customer.editing' }],
      place: ({ context }) => ({
        variant: variantOf(context),
        body: orderBodyOf(context),
        idempotencyKey: context.idempotencyKey ?? '',
      }),
      placed: [
        {
          guard: 'hasPtwFiles',
          target: 'uploading',
          actions: [
            { type: 'assignOrder', params: ({ event }: Done<EthernetPlaced>) => ({ order: event.output }) },
            'clearStoredDraft',
          ],
        },
        states.orderPlaced,
      ],
      states: {
        // The order is placed; its PTW files go up under its buyer reference. A failure leaves the order placed.
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPtw',
            src: 'uploadPtw',
            input: ({ context }: { context: EthernetContext }) => ({
              directory: context.order?.buyer_order_reference ?? String(context.customer.buyer_reference ?? ''),
              files: context.ptw.files,
            }),
            onDone: {
              target: '#ethernetOrder.placed',
              actions: [notify('success', orderToasts.orderPlaced), notify('success', ptwToasts.uploaded)],
            },
            onError: {
              target: '#ethernetOrder.placed',
              actions: [notify('success', orderToasts.orderPlaced), notify('error', ptwToasts.uploadFailedAfterOrder)],
            },
          },
        },
      },
    }),
    ...states.endStates,
  },
});
