import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Option, OrderDetail, Property } from '@/contracts/orders';
import type { Toast } from '@/contracts/toast';
import { type FttpOrderBody, orderMessages, orderToasts, postcodeField } from '@/lib/order-rules';
import { appointmentSlotListMachine } from './appointment-slot-list.machine';
import type { FttpDraft, FttpStep, ReservedSlot } from './fttp-order-draft';
import {
  customerBodyOf,
  draftFrom,
  emptyOrder,
  type FttpContext,
  type FttpFlags,
  fieldErrorsOf,
  isChoiceValid,
  isCustomerValid,
  laterSteps,
  orderBodyOf,
  propertyOf,
  type ResumePoint,
  replacesAppointment,
  resumePointOf,
  withOfferedAnswers,
} from './fttp-order-rules';
import { fttpPropertyCheckMachine, type PropertyCheckOutput } from './fttp-property-check.machine';
import type { StepMeta } from './funnel-steps';
import { type ProductRetrievalOutput, productRetrievalMachine } from './product-retrieval.machine';

export type { FttpStep } from './fttp-order-draft';
export type { FttpFlags } from './fttp-order-rules';
export type FttpOrderInput = { flags: FttpFlags; now?: () => number; newKey?: () => string };
type Notice = Toast & { kind: 'success' | 'error' };

const show = (step: FttpStep) => ({ type: 'showStep' as const, params: { step, replace: false } });
const save = (step: FttpStep) => ({
  type: 'saveDraft' as const,
  params: ({ context }: { context: FttpContext }) => draftFrom(context, step),
});
const notify = (kind: Notice['kind'], toast: Toast) => ({ type: 'notify' as const, params: { kind, ...toast } });
type Guard = 'hasProducts' | 'isChoiceValid' | 'hasAppointment' | 'isRequestedDateJourney' | 'isAppointmentJourney';
/**
 * The address follows the machine and the machine follows the address (back and forward buttons): an address of the
 * step it is on changes nothing, a move its rules allow is taken, and any other puts the address back.
 */
const follow = (
  step: FttpStep,
  moves: { to: FttpStep; target: string; guard?: Guard; actions?: 'forgetLaterSteps' | 'forgetKey' }[],
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
 * The FTTP order funnel (spec 3 §2 FTTP funnel, §4, §5, §8): restore the stored draft; Availability (postcode, property,
 * then the property's checks), Products (retrieval with retries, product and line profile), Customer (the shared rules,
 * then the sandbox's), Appointment (the slot list) unless a requested date replaces it, Summary, placement with one
 * Idempotency-Key per attempt, and the 'Order Successful' modal. Views send what the user did and ask `can()`.
 */
export const fttpOrderMachine = setup({
  types: {
    context: {} as FttpContext,
    input: {} as FttpOrderInput,
    meta: {} as StepMeta<FttpStep>,
    events: {} as
      | { type: 'postcode.change'; postcode: string }
      | { type: 'postcode.submit' }
      | { type: 'property.select'; uprn: string }
      | { type: 'product.select'; product: string }
      | { type: 'lineProfile.select'; lineProfile: string }
      | { type: 'customer.change'; values: Record<string, unknown> }
      | { type: 'appointmentSlots.reserved'; slot: ReservedSlot }
      | { type: 'products.retry' }
      | { type: 'address.change'; step: FttpStep }
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
    restoreDraft: fromPromise<FttpDraft | undefined>(async () => undefined),
    // Reports the browser's address as `address.change` (back and forward buttons, links to a step).
    address: fromCallback(() => undefined),
    // GET /address-lookup?postcode=
    lookupAddresses: fromPromise<Property[], { postcode: string }>(async () => {
      throw new Error('lookupAddresses not provided');
    }),
    checkProperty: fttpPropertyCheckMachine,
    retrieveProducts: productRetrievalMachine,
    // GET /orders/type and GET /project-lookup.
    loadCustomerOptions: fromPromise<{ orderTypes: Option[]; projects: { id: string; name: string }[] }>(async () => {
      throw new Error('loadCustomerOptions not provided');
    }),
    // POST /order/customer
    validateCustomer: fromPromise<true, ReturnType<typeof customerBodyOf>>(async () => {
      throw new Error('validateCustomer not provided');
    }),
    // The appointment slot list (10 at a time, Show More, reserve); it sends `appointmentSlots.reserved` for each.
    appointmentSlots: appointmentSlotListMachine,
    // POST /order with its Idempotency-Key.
    placeOrder: fromPromise<OrderDetail, { body: FttpOrderBody; idempotencyKey: string }>(async () => {
      throw new Error('placeOrder not provided');
    }),
  },
  actions: {
    assignRestored: assign((_, draft: FttpDraft | undefined) =>
      draft
        ? {
            postcode: draft.postcode,
            properties: draft.properties,
            uprn: draft.uprn,
            isRegrade: draft.isRegrade,
            gplWlto: draft.gplWlto,
            products: draft.products,
            choice: draft.choice,
            orderTypes: draft.orderTypes,
            projects: draft.projects,
            customer: draft.customer,
            appointment: draft.appointment,
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
    assignProperties: assign({ properties: (_, p: { properties: Property[] }) => p.properties }),
    assignNotAvailable: assign({ notAvailable: true }),
    requireProperty: assign({ postcodeError: orderMessages.propertyRequired }),
    assignProperty: assign((_, p: { uprn: string }) => ({
      ...laterSteps,
      uprn: p.uprn,
      postcodeError: null,
      existingOrder: false,
    })),
    markExistingOrder: assign({ existingOrder: true }),
    assignCheck: assign((_, p: PropertyCheckOutput) =>
      p.outcome === 'ok' ? { isRegrade: p.isRegrade, gplWlto: p.gplWlto } : {},
    ),
    assignProducts: assign({ products: (_, p: ProductRetrievalOutput) => p.products }),
    // A new product drops the line profile of the old one.
    assignProduct: assign({ choice: (_, p: { product: string }) => ({ product: p.product, line_profile: '' }) }),
    assignLineProfile: assign({
      choice: ({ context }, p: { lineProfile: string }) => ({ ...context.choice, line_profile: p.lineProfile }),
    }),
    assignCustomerOptions: assign((_, p: { orderTypes: Option[]; projects: { id: string; name: string }[] }) => ({
      orderTypes: p.orderTypes,
      projects: p.projects,
    })),
    // Keeps only offered answers, and forgets the sandbox's message of each field that changed.
    assignCustomer: assign(({ context }, p: { values: Record<string, unknown> }) => {
      const customer = withOfferedAnswers(context, p.values);
      const serverErrors = Object.fromEntries(
        Object.entries(context.serverErrors).filter(([field]) => customer[field] === context.customer[field]),
      );
      return { customer, serverErrors };
    }),
    // The order type the form shows (New Provide unless another is offered and chosen) is the one the draft holds.
    assignCustomerDefaults: assign({ customer: ({ context }) => withOfferedAnswers(context, context.customer) }),
    showChoiceErrors: assign({ showChoiceErrors: true }),
    showErrors: assign({ showErrors: true }),
    assignServerErrors: assign({ serverErrors: (_, p: { errors: Record<string, string> }) => p.errors }),
    // Spec 3 §4: a requested date is dropped when an appointment is needed, an appointment when a date replaces it.
    dropRequestedDate: assign({ customer: ({ context }) => ({ ...context.customer, requested_date: '' }) }),
    dropAppointment: assign({ appointment: null }),
    assignAppointment: assign({ appointment: (_, p: { slot: ReservedSlot }) => p.slot }),
    // One key per placement attempt: made when the summary is reached, kept across retries and reloads of it.
    ensureKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newKey() }),
    forgetKey: assign({ idempotencyKey: null }),
    forgetLaterSteps: assign(laterSteps),
    assignOrder: assign({ order: (_, p: { order: OrderDetail }) => p.order }),
    resetOrder: assign(() => ({ ...emptyOrder, resumeAt: 'availability' as const })),
    // The app's side effects: the address, the stored draft, toasts, the error pages and the orders list.
    showStep: (_, _p: { step: FttpStep; replace: boolean }) => undefined,
    saveDraft: (_, _p: FttpDraft) => undefined,
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
    isAddressOf: ({ event }, p: { step: FttpStep }) => event.type === 'address.change' && event.step === p.step,
    isPostcodeValid: ({ context }) => postcodeField.safeParse(context.postcode).success,
    hasProperties: ({ context }) => context.properties.length > 0,
    isFound: (_, p: { properties: Property[] }) => p.properties.length > 0,
    isOffered: ({ context }, p: { uprn: string }) => context.properties.some((x) => x.uprn === p.uprn),
    hasProperty: ({ context }) => propertyOf(context) !== undefined,
    isOutcome: (_, p: { output: PropertyCheckOutput; outcome: PropertyCheckOutput['outcome'] }) =>
      p.output.outcome === p.outcome,
    hasProducts: ({ context }) => context.products.length > 0,
    isRetrieved: (_, p: ProductRetrievalOutput) => p.products.length > 0,
    isFailedRetrieval: (_, p: ProductRetrievalOutput) => p.failed,
    isChoiceValid: ({ context }) => isChoiceValid(context),
    isCustomerValid: ({ context }) => isCustomerValid(context),
    hasFieldErrors: (_, p: { error: unknown }) => fieldErrorsOf(p.error) !== undefined,
    isRequestedDateJourney: ({ context }) => replacesAppointment(context),
    isAppointmentJourney: ({ context }) => !replacesAppointment(context),
    hasAppointment: ({ context }) => context.appointment !== null,
    isReadyToPlace: ({ context }) =>
      isCustomerValid(context) && (replacesAppointment(context) || context.appointment !== null),
  },
}).createMachine({
  id: 'fttpOrder',
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
        'resume.restart': { target: 'availability', actions: ['resetOrder', 'clearStoredDraft'] },
      },
    },
    // Resumes the draft at the step it was on, as far as what it holds still allows.
    resuming: {
      always: [
        { guard: { type: 'isResumingTo', params: { to: 'summary' } }, target: 'summary' },
        { guard: { type: 'isResumingTo', params: { to: 'appointment' } }, target: 'appointment' },
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
        'step.cancel': { target: 'availability', actions: ['resetOrder', 'clearStoredDraft'] },
        // Later steps are reached only through the checks (going back to the start cleared them).
        'address.change': follow('availability', []),
      },
      states: {
        idle: { entry: save('availability') },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'lookupAddresses',
            src: 'lookupAddresses',
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
        // Existing order first, then the product lookup, then (RFS_4) the service status.
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkProperty',
            src: 'checkProperty',
            input: ({ context }) => ({
              uprn: context.uprn ?? '',
              rfsCode: propertyOf(context)?.rfs_status.code ?? 'NOT_RFS_0',
            }),
            onDone: [
              {
                guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'ok' }) },
                target: '#fttpOrder.products',
                actions: { type: 'assignCheck', params: ({ event }) => event.output },
              },
              {
                guard: {
                  type: 'isOutcome',
                  params: ({ event }) => ({ output: event.output, outcome: 'existingOrder' }),
                },
                target: 'choosing',
                actions: ['markExistingOrder', notify('error', orderToasts.existingOrder)],
              },
              {
                guard: { type: 'isOutcome', params: ({ event }) => ({ output: event.output, outcome: 'noProducts' }) },
                target: 'noProducts',
                actions: notify('error', orderToasts.noProducts),
              },
              {
                target: 'choosing',
                actions: {
                  type: 'reportFailure',
                  params: ({ event }) => ({ error: 'error' in event.output ? event.output.error : undefined }),
                },
              },
            ],
          },
        },
        // 'No products found' with Cancel and View Orders; another property may be chosen.
        noProducts: {
          on: {
            'property.select': {
              guard: { type: 'isOffered', params: ({ event }) => event },
              target: 'choosing',
              actions: { type: 'assignProperty', params: ({ event }) => event },
            },
          },
        },
      },
    },
    products: {
      meta: { step: 'products' },
      initial: 'retrieving',
      entry: show('products'),
      on: {
        'step.back': { target: '#fttpOrder.availability.choosing', actions: 'forgetLaterSteps' },
        'step.cancel': { target: 'availability', actions: ['resetOrder', 'clearStoredDraft'] },
        'address.change': follow('products', [
          { to: 'availability', target: '#fttpOrder.availability.choosing', actions: 'forgetLaterSteps' },
          { to: 'customer', target: '#fttpOrder.customer', guard: 'isChoiceValid' },
        ]),
      },
      states: {
        // 'Searching for available products...' (retried while the provider answers an empty list).
        retrieving: {
          tags: ['busy'],
          invoke: {
            id: 'retrieveProducts',
            src: 'retrieveProducts',
            input: ({ context }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isRetrieved', params: ({ event }) => event.output },
                target: 'choosing',
                actions: { type: 'assignProducts', params: ({ event }) => event.output },
              },
              { guard: { type: 'isFailedRetrieval', params: ({ event }) => event.output }, target: 'failed' },
              { target: 'none', actions: notify('error', orderToasts.noProducts) },
            ],
          },
        },
        failed: { on: { 'products.retry': 'retrieving' } },
        none: {},
        choosing: {
          entry: save('products'),
          on: {
            'product.select': { actions: [{ type: 'assignProduct', params: ({ event }) => event }, save('products')] },
            'lineProfile.select': {
              actions: [{ type: 'assignLineProfile', params: ({ event }) => event }, save('products')],
            },
            // Without a product and its line profile: the messages show now, never before a Next.
            'step.next': [{ guard: 'isChoiceValid', target: '#fttpOrder.customer' }, { actions: 'showChoiceErrors' }],
          },
        },
      },
    },
    customer: {
      meta: { step: 'customer' },
      initial: 'loading',
      entry: show('customer'),
      on: {
        'address.change': follow('customer', [{ to: 'products', target: '#fttpOrder.products.choosing' }]),
      },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadCustomerOptions',
            src: 'loadCustomerOptions',
            onDone: {
              target: 'editing',
              actions: { type: 'assignCustomerOptions', params: ({ event }) => event.output },
            },
            // Without them the order is a New Provide with no project: still a valid order.
            onError: 'editing',
          },
        },
        editing: {
          entry: ['assignCustomerDefaults', save('customer')],
          on: {
            'customer.change': {
              actions: [{ type: 'assignCustomer', params: ({ event }) => event }, save('customer')],
            },
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, { actions: 'showErrors' }],
            'step.back': '#fttpOrder.products.choosing',
            'step.cancel': { target: '#fttpOrder.availability', actions: ['resetOrder', 'clearStoredDraft'] },
          },
        },
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateCustomer',
            src: 'validateCustomer',
            input: ({ context }) => customerBodyOf(context),
            onDone: [
              { guard: 'isRequestedDateJourney', target: '#fttpOrder.summary', actions: 'dropAppointment' },
              { target: '#fttpOrder.appointment', actions: 'dropRequestedDate' },
            ],
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
    // 'Book An Appointment': the slot list is a child; each reservation it makes comes back here.
    appointment: {
      meta: { step: 'appointment' },
      entry: [show('appointment'), save('appointment')],
      invoke: {
        id: 'appointmentSlots',
        src: 'appointmentSlots',
        input: ({ context }) => ({
          uprn: context.uprn ?? '',
          product: context.choice.product,
          ispMigration: context.customer.isp_migration === true,
          newOrderType:
            typeof context.customer.new_order_type === 'string' ? context.customer.new_order_type : undefined,
          restore: context.appointment,
        }),
      },
      on: {
        // Spec 3 §4: after reserving an appointment the journey goes to the summary.
        'appointmentSlots.reserved': {
          target: 'summary',
          actions: { type: 'assignAppointment', params: ({ event }) => event },
        },
        'step.next': [
          { guard: 'hasAppointment', target: 'summary' },
          { actions: notify('error', orderToasts.appointmentRequired) },
        ],
        'step.back': '#fttpOrder.customer.editing',
        'step.cancel': { target: 'availability', actions: ['resetOrder', 'clearStoredDraft'] },
        'address.change': follow('appointment', [
          { to: 'customer', target: '#fttpOrder.customer.editing' },
          { to: 'summary', target: '#fttpOrder.summary', guard: 'hasAppointment' },
        ]),
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
            'step.submit': 'placing',
            // Spec 3 §4: back to the customer step when a requested date exists, else to the appointment.
            'step.back': [
              { guard: 'isRequestedDateJourney', target: '#fttpOrder.customer.editing', actions: 'forgetKey' },
              { target: '#fttpOrder.appointment', actions: 'forgetKey' },
            ],
            'step.cancel': { target: '#fttpOrder.availability', actions: ['resetOrder', 'clearStoredDraft'] },
            'address.change': follow('summary', [
              {
                to: 'customer',
                target: '#fttpOrder.customer.editing',
                guard: 'isRequestedDateJourney',
                actions: 'forgetKey',
              },
              {
                to: 'appointment',
                target: '#fttpOrder.appointment',
                guard: 'isAppointmentJourney',
                actions: 'forgetKey',
              },
            ]),
          },
        },
        // A second press while placing changes nothing: one request per attempt.
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({ body: orderBodyOf(context), idempotencyKey: context.idempotencyKey ?? '' }),
            onDone: {
              target: '#fttpOrder.placed',
              actions: [
                { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
                notify('success', orderToasts.orderPlaced),
              ],
            },
            // The key stays: pressing Place Order again retries the same attempt (the sandbox answers the same order).
            onError: { target: 'reviewing', actions: notify('error', orderToasts.orderFailed) },
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
