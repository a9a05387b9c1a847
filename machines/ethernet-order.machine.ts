import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { EthernetProduct, EthernetProperty, EthernetVariant } from '@/contracts/ethernet';
import type { Toast } from '@/contracts/toast';
import { orderMessages, orderToasts, postcodeField } from '@/lib/order-rules';
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
  ethernetFunnelToasts,
  fieldErrorsOf,
  hasPtwFiles,
  isChoiceValid,
  isCustomerValid,
  isPtwApproved,
  laterSteps,
  orderableProperties,
  orderBodyOf,
  propertyOf,
  type ResumePoint,
  resumePointOf,
  termsOf,
  variantOf,
  withCustomerDefaults,
  withOfferedAnswers,
} from './ethernet-order-rules';
import type { StepMeta } from './funnel-steps';
import { type MetroProductRequestOutput, metroProductRequestMachine } from './metro-product-request.machine';

export type { EthernetStep } from './ethernet-order-draft';
export type { EthernetFlags } from './ethernet-order-rules';
export type EthernetOrderInput = { flags: EthernetFlags; now?: () => number; newKey?: () => string };
type Notice = Toast & { kind: 'success' | 'error' | 'warning' };

const show = (step: EthernetStep) => ({ type: 'showStep' as const, params: { step, replace: false } });
const save = (step: EthernetStep) => ({
  type: 'saveDraft' as const,
  params: ({ context }: { context: EthernetContext }) => draftFrom(context, step),
});
const notify = (kind: Notice['kind'], toast: Toast) => ({ type: 'notify' as const, params: { kind, ...toast } });
const sameFiles = (a: readonly File[], b: readonly File[]) => a.length === b.length && a.every((f, i) => f === b[i]);
const reset = { target: '#ethernetOrder.availability', actions: ['resetOrder', 'clearStoredDraft'] } as const;
type Guard = 'isChoiceValid';
/**
 * The address follows the machine and the machine follows the address (back and forward buttons): an address of the
 * step it is on changes nothing, a move its rules allow is taken, and any other puts the address back.
 */
const follow = (
  step: EthernetStep,
  moves: { to: EthernetStep; target: string; guard?: Guard; actions?: 'forgetLaterSteps' | 'forgetKey' }[],
) => [
  { guard: { type: 'isAddressOf' as const, params: { step } } },
  ...moves.map(({ to, target, guard, actions }) => ({
    guard: guard
      ? and([{ type: 'isAddressOf', params: { step: to } }, guard])
      : { type: 'isAddressOf' as const, params: { step: to } },
    target,
    actions,
  })),
  { actions: { type: 'showStep' as const, params: { step, replace: true } } },
];

/**
 * The Ethernet order funnel (spec 3 §2 Ethernet funnel, §4, §5, §8), metro and over FFN as explicit branches: the
 * organisation's ethernetOverFFN flag and the property's service area decide the branch (`variantOf`), the
 * enniSelectionEnabled flag whether the user picks the ENNI. Restore the stored draft; Availability (postcode, property,
 * the existing-order check: the notice and the user stays), Products (metro: a request polled by requestId; over FFN: by
 * uprn; the contract term defaults to the highest, changing it clears the product), Customer (the variant's shared rules,
 * then the sandbox's; PTW files and their verification tick), Summary, placement with one Idempotency-Key per attempt,
 * then the PTW upload (its failure leaves the order placed), and the 'Order Successful' modal.
 */
export const ethernetOrderMachine = setup({
  types: {
    context: {} as EthernetContext,
    input: {} as EthernetOrderInput,
    meta: {} as StepMeta<EthernetStep>,
    events: {} as
      | { type: 'postcode.change'; postcode: string }
      | { type: 'postcode.submit' }
      | { type: 'property.select'; uprn: string }
      | { type: 'term.select'; term: number }
      | { type: 'product.select'; productId: string }
      | { type: 'customer.change'; values: Record<string, unknown> }
      | { type: 'ptw.change'; files: File[]; verified: boolean }
      | { type: 'products.retry' }
      | { type: 'address.change'; step: EthernetStep }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.submit' }
      | { type: 'step.cancel' }
      | { type: 'resume.continue' }
      | { type: 'resume.restart' }
      | { type: 'modal.close' },
  },
  actors: {
    // Reads the stored draft for the signed-in user (undefined when none, or when it no longer fits).
    restoreDraft: fromPromise<EthernetDraft | undefined>(async () => undefined),
    // Reports the browser's address as `address.change` (back and forward buttons, links to a step).
    address: fromCallback(() => undefined),
    // GET /combined-postcode-lookup?postcode=
    lookupPostcode: fromPromise<EthernetProperty[], { postcode: string }>(async () => {
      throw new Error('lookupPostcode not provided');
    }),
    // GET /order/check-live-service-exists/{uprn}: true when an order is in progress for the property.
    checkExistingOrder: fromPromise<boolean, { uprn: string }>(async () => {
      throw new Error('checkExistingOrder not provided');
    }),
    // Metro: POST /request-products/, then the products by requestId (polled).
    metroProducts: metroProductRequestMachine,
    // Over FFN: GET /retrieve-ethernet-over-ffn-products/{uprn}
    ffnProducts: fromPromise<EthernetProduct[], { uprn: string }>(async () => {
      throw new Error('ffnProducts not provided');
    }),
    // POST /ethernet/customer or /ethernet-over-ffn/customer
    validateCustomer: fromPromise<true, { variant: EthernetVariant; body: Record<string, unknown> }>(async () => {
      throw new Error('validateCustomer not provided');
    }),
    // POST /ethernet or /ethernet-over-ffn with its Idempotency-Key.
    placeOrder: fromPromise<
      EthernetPlaced,
      { variant: EthernetVariant; body: EthernetOrderBody; idempotencyKey: string }
    >(async () => {
      throw new Error('placeOrder not provided');
    }),
    // POST /permission-to-work/upload: directory = the order's buyer reference, files[].
    uploadPtw: fromPromise<unknown, { directory: string; files: File[] }>(async () => {
      throw new Error('uploadPtw not provided');
    }),
  },
  actions: {
    assignRestored: assign(({ context }, draft: EthernetDraft | undefined) =>
      // A draft of the other branch (the flag changed since) is not resumed.
      draft && (draft.variant === null || draft.variant === variantOf({ ...context, ...draft }))
        ? {
            postcode: draft.postcode,
            properties: draft.properties,
            uprn: draft.uprn,
            products: draft.products,
            choice: draft.choice,
            // A draft stored before the defaults were kept gets them (what the step shows is what it holds).
            customer: withCustomerDefaults({ ...context, ...draft }),
            ptw: draft.ptw,
            idempotencyKey: draft.idempotencyKey,
            resumeAt: draft.step,
          }
        : {},
    ),
    assignPostcode: assign({ postcode: (_, p: { postcode: string }) => p.postcode, postcodeError: null }),
    assignPostcodeError: assign({
      postcodeError: ({ context }) => postcodeField.safeParse(context.postcode).error?.issues[0]?.message ?? null,
    }),
    // A new search starts the funnel afresh from its first step.
    startSearch: assign({
      ...laterSteps,
      properties: [],
      uprn: null,
      notAvailable: false,
      postcodeError: null,
      existingOrder: false,
    }),
    // Only properties the organisation can order (an FFN-only area needs the ethernetOverFFN flag).
    assignProperties: assign({
      properties: ({ context }, p: { properties: EthernetProperty[] }) =>
        orderableProperties(p.properties, context.flags),
    }),
    assignNotAvailable: assign({ notAvailable: true }),
    requireProperty: assign({ postcodeError: orderMessages.propertyRequired }),
    assignProperty: assign((_, p: { uprn: string }) => ({
      ...laterSteps,
      uprn: p.uprn,
      postcodeError: null,
      existingOrder: false,
    })),
    markExistingOrder: assign({ existingOrder: true }),
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
    // Keeps only offered answers, and forgets the sandbox's message of each field that changed.
    assignCustomer: assign(({ context }, p: { values: Record<string, unknown> }) => {
      const customer = withOfferedAnswers(context, p.values);
      const serverErrors = Object.fromEntries(
        Object.entries(context.serverErrors).filter(([field]) => customer[field] === context.customer[field]),
      );
      return { customer, serverErrors };
    }),
    // Another choice of files asks for the tick again: it vouches for the files it was given for.
    assignPtw: assign({
      ptw: ({ context }, p: { files: File[]; verified: boolean }) => ({
        files: p.files,
        verified: p.verified && sameFiles(context.ptw.files, p.files),
      }),
    }),
    assignCustomerDefaults: assign({ customer: ({ context }) => withCustomerDefaults(context) }),
    showErrors: assign({ showErrors: true }),
    assignServerErrors: assign({ serverErrors: (_, p: { errors: Record<string, string> }) => p.errors }),
    // One key per placement attempt: made when the summary is reached, kept across retries and reloads of it.
    ensureKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newKey() }),
    forgetKey: assign({ idempotencyKey: null }),
    forgetLaterSteps: assign(laterSteps),
    assignOrder: assign({ order: (_, p: { order: EthernetPlaced }) => p.order }),
    resetOrder: assign(() => ({ ...emptyOrder, resumeAt: 'availability' as const })),
    // The app's side effects: the address, the stored draft, toasts, the error pages and the orders list.
    showStep: (_, _p: { step: EthernetStep; replace: boolean }) => undefined,
    saveDraft: (_, _p: EthernetDraft) => undefined,
    clearStoredDraft: () => undefined,
    notify: (_, _p: Notice) => undefined,
    reportFailure: (_, _p: { error: unknown }) => undefined,
    refreshOrders: () => undefined,
    navigateToOrders: () => undefined,
  },
  guards: {
    isResumingTo: ({ context }, p: { to: ResumePoint }) => resumePointOf(context) === p.to,
    // A draft past the first step (a property checked and kept) is offered, never silently resumed.
    isOrderUnderWay: ({ context }) => !['properties', 'start'].includes(resumePointOf(context)),
    isAddressOf: ({ event }, p: { step: EthernetStep }) => event.type === 'address.change' && event.step === p.step,
    isPostcodeValid: ({ context }) => postcodeField.safeParse(context.postcode).success,
    isFound: ({ context }, p: { properties: EthernetProperty[] }) =>
      orderableProperties(p.properties, context.flags).length > 0,
    isOffered: ({ context }, p: { uprn: string }) => context.properties.some((x) => x.uprn === p.uprn),
    hasProperty: ({ context }) => propertyOf(context) !== undefined,
    isTrue: (_, p: { value: boolean }) => p.value,
    isOverFfn: ({ context }) => variantOf(context) === 'ffn',
    isRetrieved: (_, p: MetroProductRequestOutput) => p.products.length > 0,
    isFailedRetrieval: (_, p: MetroProductRequestOutput) => p.failed,
    isTermOffered: ({ context }, p: { term: number }) => termsOf(context.products).includes(p.term),
    isProductOffered: ({ context }, p: { productId: string }) =>
      context.products.some((x) => x.productId === p.productId && x.contractTerm === context.choice.term),
    isChoiceValid: ({ context }) => isChoiceValid(context),
    isCustomerValid: ({ context }) => isCustomerValid(context),
    hasFieldErrors: (_, p: { error: unknown }) => fieldErrorsOf(p.error) !== undefined,
    isPtwApproved: ({ context }) => isPtwApproved(context),
    hasPtwFiles: ({ context }) => hasPtwFiles(context),
  },
}).createMachine({
  id: 'ethernetOrder',
  context: ({ input }) => ({
    ...emptyOrder,
    flags: input.flags,
    now: input.now ?? Date.now,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
    resumeAt: 'availability',
  }),
  invoke: { id: 'address', src: 'address' },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        onDone: { target: 'restored', actions: { type: 'assignRestored', params: ({ event }) => event.output } },
        onError: 'availability',
      },
    },
    restored: { always: [{ guard: 'isOrderUnderWay', target: 'offering' }, { target: 'resuming' }] },
    // 'Continue your order for <address>?': continue where the draft was, or start again (the draft is dropped).
    offering: {
      on: {
        'resume.continue': 'resuming',
        'resume.restart': reset,
      },
    },
    // Resumes the draft at the step it was on, as far as what it holds still allows.
    resuming: {
      always: [
        { guard: { type: 'isResumingTo', params: { to: 'summary' } }, target: 'summary' },
        { guard: { type: 'isResumingTo', params: { to: 'customer' } }, target: 'customer' },
        { guard: { type: 'isResumingTo', params: { to: 'products' } }, target: 'products.choosing' },
        { guard: { type: 'isResumingTo', params: { to: 'properties' } }, target: 'availability.choosing' },
        { target: 'availability' },
      ],
    },
    availability: {
      meta: { step: 'availability' },
      initial: 'idle',
      entry: show('availability'),
      on: {
        'postcode.change': { actions: { type: 'assignPostcode', params: ({ event }) => event } },
        'postcode.submit': [
          { guard: 'isPostcodeValid', target: '.searching', actions: 'startSearch' },
          { actions: 'assignPostcodeError' },
        ],
        // Next without a chosen property (spec 3 §5).
        'step.next': { actions: 'requireProperty' },
        'step.cancel': reset,
        // Later steps are reached only through the check (going back to the start cleared them).
        'address.change': follow('availability', []),
      },
      states: {
        idle: { entry: save('availability') },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'lookupPostcode',
            src: 'lookupPostcode',
            input: ({ context }) => ({ postcode: context.postcode.trim() }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ properties: event.output }) },
                target: 'choosing',
                actions: { type: 'assignProperties', params: ({ event }) => ({ properties: event.output }) },
              },
              { target: 'idle', actions: 'assignNotAvailable' },
            ],
            onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => event } },
          },
        },
        choosing: {
          entry: save('availability'),
          on: {
            'property.select': {
              guard: { type: 'isOffered', params: ({ event }) => event },
              target: 'choosing',
              actions: [{ type: 'assignProperty', params: ({ event }) => event }, save('availability')],
            },
            'step.next': { guard: 'hasProperty', target: 'checking' },
          },
        },
        // The existing-order check: an order in progress shows the notice and the user stays (spec 3 §4).
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkExistingOrder',
            src: 'checkExistingOrder',
            input: ({ context }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                target: 'choosing',
                actions: ['markExistingOrder', notify('error', orderToasts.existingOrder)],
              },
              { target: '#ethernetOrder.products' },
            ],
            onError: { target: 'choosing', actions: { type: 'reportFailure', params: ({ event }) => event } },
          },
        },
      },
    },
    products: {
      meta: { step: 'products' },
      initial: 'retrieving',
      entry: show('products'),
      on: {
        'step.back': { target: '#ethernetOrder.availability.choosing', actions: 'forgetLaterSteps' },
        'step.cancel': reset,
        'address.change': follow('products', [
          { to: 'availability', target: '#ethernetOrder.availability.choosing', actions: 'forgetLaterSteps' },
          { to: 'customer', target: '#ethernetOrder.customer', guard: 'isChoiceValid' },
        ]),
      },
      states: {
        // 'Searching for available products...': the branch decides how.
        retrieving: {
          always: [{ guard: 'isOverFfn', target: 'ffn' }, { target: 'metro' }],
        },
        metro: {
          tags: ['busy'],
          invoke: {
            id: 'metroProducts',
            src: 'metroProducts',
            input: ({ context }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isRetrieved', params: ({ event }) => event.output },
                target: 'choosing',
                actions: { type: 'assignProducts', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isFailedRetrieval', params: ({ event }) => event.output },
                target: 'failed',
                actions: notify('error', ethernetFunnelToasts.metroProductsFailed),
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
            input: ({ context }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isRetrieved', params: ({ event }) => ({ products: event.output, failed: false }) },
                target: 'choosing',
                actions: { type: 'assignProducts', params: ({ event }) => ({ products: event.output }) },
              },
              { target: 'none' },
            ],
            onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => event } },
          },
        },
        failed: { on: { 'products.retry': 'retrieving' } },
        // 'No products found' with Cancel and View Orders.
        none: {},
        choosing: {
          entry: save('products'),
          on: {
            'term.select': {
              guard: { type: 'isTermOffered', params: ({ event }) => event },
              actions: [{ type: 'assignTerm', params: ({ event }) => event }, save('products')],
            },
            'product.select': {
              guard: { type: 'isProductOffered', params: ({ event }) => event },
              actions: [{ type: 'assignProduct', params: ({ event }) => event }, save('products')],
            },
            'step.next': [
              { guard: 'isChoiceValid', target: '#ethernetOrder.customer' },
              { actions: notify('error', ethernetFunnelToasts.productRequired) },
            ],
          },
        },
      },
    },
    customer: {
      meta: { step: 'customer' },
      initial: 'editing',
      entry: [show('customer'), 'assignCustomerDefaults'],
      on: {
        'address.change': follow('customer', [{ to: 'products', target: '#ethernetOrder.products.choosing' }]),
      },
      states: {
        editing: {
          entry: save('customer'),
          on: {
            'customer.change': {
              actions: [{ type: 'assignCustomer', params: ({ event }) => event }, save('customer')],
            },
            // The chosen files are kept with the draft: a reload brings them back (spec 3 §5 PTW documents).
            'ptw.change': { actions: [{ type: 'assignPtw', params: ({ event }) => event }, save('customer')] },
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, { actions: 'showErrors' }],
            'step.back': '#ethernetOrder.products.choosing',
            'step.cancel': reset,
          },
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateCustomer',
            src: 'validateCustomer',
            input: ({ context }) => ({ variant: variantOf(context), body: customerBodyOf(context) }),
            onDone: { target: '#ethernetOrder.summary' },
            onError: [
              {
                guard: { type: 'hasFieldErrors', params: ({ event }) => event },
                target: 'editing',
                actions: [
                  { type: 'assignServerErrors', params: ({ event }) => ({ errors: fieldErrorsOf(event.error) ?? {} }) },
                  'showErrors',
                ],
              },
              { target: 'editing', actions: { type: 'reportFailure', params: ({ event }) => event } },
            ],
          },
        },
      },
    },
    summary: {
      meta: { step: 'summary' },
      initial: 'reviewing',
      entry: show('summary'),
      // While the order is being placed the address stays on the summary.
      on: { 'address.change': follow('summary', []) },
      states: {
        reviewing: {
          entry: ['ensureKey', save('summary')],
          on: {
            'step.submit': [
              { guard: 'isPtwApproved', target: 'placing' },
              // Files chosen but not verified: the order is not placed (spec 3 §5).
              { actions: notify('error', ptwToasts.notApproved) },
            ],
            'step.back': { target: '#ethernetOrder.customer.editing', actions: 'forgetKey' },
            'step.cancel': reset,
            'address.change': follow('summary', [
              { to: 'customer', target: '#ethernetOrder.customer.editing', actions: 'forgetKey' },
            ]),
          },
        },
        // A second press while placing changes nothing: one request per attempt.
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              variant: variantOf(context),
              body: orderBodyOf(context),
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: [
              {
                guard: 'hasPtwFiles',
                target: 'uploading',
                actions: [
                  { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
                  'clearStoredDraft',
                ],
              },
              {
                target: '#ethernetOrder.placed',
                actions: [
                  { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
                  notify('success', orderToasts.orderPlaced),
                ],
              },
            ],
            // The key stays: pressing Place Order again retries the same attempt (the sandbox answers the same order).
            onError: { target: 'reviewing', actions: notify('error', orderToasts.orderFailed) },
          },
        },
        // The order is placed; its PTW files go up under its buyer reference. A failure leaves the order placed.
        uploading: {
          tags: ['busy'],
          invoke: {
            id: 'uploadPtw',
            src: 'uploadPtw',
            input: ({ context }) => ({
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
    },
    // The 'Order Successful' modal; closing it refreshes the orders, resets the funnel and opens the orders list.
    placed: {
      meta: { step: 'summary' },
      entry: 'clearStoredDraft',
      on: {
        'modal.close': { target: 'done', actions: ['refreshOrders', 'resetOrder', 'navigateToOrders'] },
        'address.change': follow('summary', []),
      },
    },
    done: { type: 'final' },
  },
});
