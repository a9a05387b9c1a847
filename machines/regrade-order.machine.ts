import { and, assign, fromPromise, setup } from 'xstate';
import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import type { Toast } from '@/contracts/toast';
import { orderToasts, type RegradeOrderBody } from '@/lib/order-rules';
import { appointmentSlotListMachine, type ReservedSlot } from './appointment-slot-list.machine';
import { errorStatus } from './error-status';
import type { StepMeta } from './funnel-steps';
import { addressActor, funnelAddress, toProvide } from './order-funnel';
import { emptyCustomer, type RegradeCustomerValues, type RegradeDraft, type RegradeStep } from './regrade-order-draft';
import {
  appointmentNeeded,
  type CustomerBody,
  clientErrors,
  customerBodyOf,
  customerChange,
  customerValid,
  draftOf,
  fresh,
  orderBodyOf,
  productChosen,
  productOptions,
  type RegradeContext,
  type RegradeInput,
  regradeMessages,
  serverErrorsOf,
} from './regrade-order-rules';

export type { RegradeStep } from './regrade-order-draft';

type StepGuard = 'isProductChosen' | 'isSummaryReady' | 'isAppointmentNeeded';
const { show, save, follow } = funnelAddress<RegradeStep, RegradeContext, RegradeDraft, StepGuard>(draftOf);
const resumingAt = (step: RegradeStep) => ({ type: 'isResumingAt' as const, params: { step } });

/**
 * The regrade wizard (spec 3 §2 Regrade wizard, §3 Regrade wizard data, §4 Regrade wizard, §5 Regrade, §8): the service
 * comes from the signed token in the address (a refused token is the invalid-link page). Products → Customer →
 * Appointment (only when the product requires one; the slot list is a child) → Summary → placement with an
 * Idempotency-Key kept across retries of one attempt → 'Order Successful'. The draft is kept per step until placed or
 * cancelled. Views send what the user did and enable buttons with `can(...)`.
 */
export const regradeOrderMachine = setup({
  types: {
    context: {} as RegradeContext,
    input: {} as RegradeInput,
    meta: {} as StepMeta<RegradeStep>,
    events: {} as
      | { type: 'product.select'; product: string }
      | { type: 'lineProfile.select'; lineProfile: string }
      | { type: 'customer.change'; values: Partial<RegradeCustomerValues> }
      | { type: 'appointmentSlots.reserved'; slot: ReservedSlot }
      | { type: 'address.change'; step: RegradeStep }
      | { type: 'lookup.retry' }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.cancel' }
      | { type: 'resume.continue' }
      | { type: 'resume.restart' }
      | { type: 'order.place' }
      | { type: 'success.close' },
  },
  actors: {
    // Reads the stored draft of this link for the signed-in user (idb-keyval); undefined when none fits.
    restoreDraft: fromPromise<RegradeDraft | undefined, { token: string }>(async () => undefined),
    // GET /regrade?token=
    lookupRegrade: toProvide<RegradeLookup, { token: string }>('lookupRegrade'),
    // GET /order/exists/{uprn}: the same existing-order check as the FTTP and Ethernet funnels' first step.
    orderExists: toProvide<boolean, { uprn: string }>('orderExists'),
    // POST /regrade-customer: resolves when valid; a 400 carries field errors.
    validateCustomer: toProvide<unknown, CustomerBody>('validateCustomer'),
    // POST /regrade-order with the header Idempotency-Key.
    placeOrder: toProvide<OrderDetail, { body: RegradeOrderBody; idempotencyKey: string }>('placeOrder'),
    // Reports the browser's address as `address.change` (back and forward buttons).
    address: addressActor,
    appointmentSlots: appointmentSlotListMachine,
  },
  actions: {
    assignRestored: assign((_, p: { draft: RegradeDraft | undefined }) => ({ restored: p.draft ?? null })),
    assignLookup: assign(({ context }, p: { lookup: RegradeLookup }) => {
      const d = context.restored;
      return {
        lookup: p.lookup,
        ...(d
          ? {
              product: d.product,
              line_profile: d.line_profile,
              customer: d.customer,
              appointment: d.appointment,
              idempotencyKey: d.idempotencyKey,
            }
          : {}),
      };
    }),
    forgetRestored: assign({ restored: null }),
    // 'Start again': the draft's choices go, the service's lookup stays.
    forgetDraft: assign({
      product: '',
      line_profile: '',
      customer: emptyCustomer,
      appointment: null,
      idempotencyKey: null,
      restored: null,
    }),
    // A hold that has run out (a draft left for a while) is no reservation: the user picks a slot again.
    dropExpiredAppointment: assign({
      appointment: ({ context }) =>
        context.appointment && Date.parse(context.appointment.expires_at) > context.now() ? context.appointment : null,
    }),
    // A new product clears the line profile, and any appointment (reserved for the old product).
    assignProduct: assign((_, p: { product: string }) => ({
      product: p.product,
      line_profile: '',
      appointment: null,
      idempotencyKey: null,
    })),
    assignLineProfile: assign((_, p: { lineProfile: string }) => ({
      line_profile: p.lineProfile,
      idempotencyKey: null,
    })),
    assignCustomer: assign(({ context }, p: { values: Partial<RegradeCustomerValues> }) =>
      customerChange(context, p.values),
    ),
    showClientErrors: assign(({ context }) => ({ errors: clientErrors(context), showErrors: true })),
    // Server errors keyed by field on their fields, first message each; none without an errors object (spec 3 §5).
    assignServerErrors: assign((_, p: { error: unknown }) => ({ errors: serverErrorsOf(p.error) })),
    clearErrors: assign({ errors: {}, showErrors: false }),
    assignAppointment: assign((_, p: { slot: ReservedSlot }) => ({ appointment: p.slot, idempotencyKey: null })),
    // One attempt, one key: a retry after a failed or lost answer sends the same key (the sandbox replays the order).
    assignKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? context.newKey() }),
    assignOrder: assign({ order: (_, p: { order: OrderDetail }) => p.order }),
    reset: assign(() => ({ ...fresh })),
    // The app's side effects: the address, the stored draft, toasts, error pages and where the wizard ends.
    showStep: (_, _p: { step: RegradeStep; replace: boolean }) => undefined,
    saveDraft: (_, _p: RegradeDraft) => undefined,
    clearStoredDraft: () => undefined,
    notify: (_, _p: Toast) => undefined,
    notifySuccess: (_, _p: Toast) => undefined,
    reportError: (_, _p: { error: unknown }) => undefined,
    navigateToOrders: () => undefined,
    finishPlaced: () => undefined,
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    isRefusedLink: (_, p: { error: unknown }) => errorStatus(p.error) === 400 || errorStatus(p.error) === 404,
    hasProducts: (_, p: { lookup: RegradeLookup }) => productOptions(p.lookup).length > 0,
    isTrue: (_, p: { value: boolean }) => p.value,
    // A draft with a product chosen is offered ('Continue your order for …?'), never silently resumed.
    isOrderUnderWay: ({ context }) => context.restored !== null && productChosen(context),
    isResumingAt: ({ context }, p: { step: RegradeStep }) => context.restored?.step === p.step,
    isAddressOf: ({ event }, p: { step: RegradeStep }) => event.type === 'address.change' && event.step === p.step,
    isProductChosen: ({ context }) => productChosen(context),
    isCustomerValid: ({ context }) => customerValid(context),
    isAppointmentNeeded: ({ context }) => appointmentNeeded(context),
    hasAppointment: ({ context }) => context.appointment !== null,
    // Everything the summary shows is in place (a resumed or addressed summary).
    isSummaryReady: ({ context }) =>
      productChosen(context) && customerValid(context) && (!appointmentNeeded(context) || context.appointment !== null),
    isFieldRefusal: (_, p: { error: unknown }) => errorStatus(p.error) === 400,
    isUnexplained: (_, p: { error: unknown }) => errorStatus(p.error) >= 401 && errorStatus(p.error) !== 409,
  },
}).createMachine({
  id: 'regradeOrder',
  context: ({ input }) => ({
    ...fresh,
    token: input.token,
    now: input.now ?? Date.now,
    newKey: input.newKey ?? (() => crypto.randomUUID()),
  }),
  invoke: { id: 'address', src: 'address' },
  initial: 'restoring',
  states: {
    // The stored draft of this link comes back before the products are looked up.
    restoring: {
      always: [{ guard: 'hasToken', target: 'reading' }, { target: 'invalidLink' }],
    },
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'products',
          actions: { type: 'assignRestored', params: ({ event }) => ({ draft: event.output }) },
        },
        onError: 'products',
      },
    },
    products: {
      meta: { step: 'products' },
      initial: 'loading',
      on: { 'step.cancel': '#regradeOrder.cancelled' },
      states: {
        // 'Searching for available products...'
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'lookupRegrade',
            src: 'lookupRegrade',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'hasProducts', params: ({ event }) => ({ lookup: event.output }) },
                target: 'checking',
                actions: { type: 'assignLookup', params: ({ event }) => ({ lookup: event.output }) },
              },
              { target: 'none', actions: { type: 'assignLookup', params: ({ event }) => ({ lookup: event.output }) } },
            ],
            onError: [
              { guard: { type: 'isRefusedLink', params: ({ event }) => event }, target: '#regradeOrder.invalidLink' },
              { target: 'unavailable' },
            ],
          },
        },
        // Spec 3 §4 as in the other funnels: an order in progress for the property stops the wizard at its first step
        // (a used link walked again), rather than at placement with a 409.
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'orderExists',
            src: 'orderExists',
            input: ({ context }) => ({ uprn: context.lookup?.service.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
                target: 'orderInProgress',
                actions: [{ type: 'notify', params: orderToasts.existingOrder }, 'clearStoredDraft'],
              },
              { guard: 'isOrderUnderWay', target: 'offering' },
              { target: 'resuming' },
            ],
            onError: 'unavailable',
          },
        },
        // 'Existing order in progress' with View Orders and Cancel; nothing further can be chosen.
        orderInProgress: { entry: show('products', true) },
        // 'Continue your order for <address>?': continue where the draft was, or start again (the draft is dropped).
        offering: {
          on: {
            'resume.continue': 'resuming',
            'resume.restart': { target: 'choosing', actions: ['forgetDraft', 'clearStoredDraft'] },
          },
        },
        // A draft resumes at its step when what that step needs is still in place.
        resuming: {
          exit: 'forgetRestored',
          always: [
            {
              guard: and([resumingAt('summary'), 'isSummaryReady']),
              target: '#regradeOrder.summary',
            },
            {
              guard: and([resumingAt('appointment'), 'isProductChosen', 'isCustomerValid', 'isAppointmentNeeded']),
              target: '#regradeOrder.appointment',
            },
            {
              guard: and([resumingAt('customer'), 'isProductChosen']),
              target: '#regradeOrder.customer',
            },
            { target: 'choosing' },
          ],
        },
        // The service's products but its current one: no products is an info box.
        none: { entry: show('products', true) },
        // Any other failure of the lookup: try again.
        unavailable: { entry: show('products', true), on: { 'lookup.retry': 'loading' } },
        choosing: {
          entry: [show('products'), save('products')],
          on: {
            'product.select': { actions: [{ type: 'assignProduct', params: ({ event }) => event }, save('products')] },
            'lineProfile.select': {
              actions: [{ type: 'assignLineProfile', params: ({ event }) => event }, save('products')],
            },
            'step.next': { guard: 'isProductChosen', target: '#regradeOrder.customer' },
            'address.change': follow('products', [
              { to: 'customer', target: '#regradeOrder.customer', guard: 'isProductChosen' },
            ]),
          },
        },
      },
    },
    customer: {
      meta: { step: 'customer' },
      initial: 'editing',
      entry: [show('customer'), save('customer')],
      exit: 'clearErrors',
      on: { 'step.cancel': '#regradeOrder.cancelled' },
      states: {
        editing: {
          on: {
            'customer.change': {
              actions: [{ type: 'assignCustomer', params: ({ event }) => event }, save('customer')],
            },
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, { actions: 'showClientErrors' }],
            'step.back': '#regradeOrder.products.choosing',
            'address.change': follow('customer', [{ to: 'products', target: '#regradeOrder.products.choosing' }]),
          },
        },
        // POST /regrade-customer: the server's field errors go on their fields.
        validating: {
          tags: ['busy'],
          invoke: {
            id: 'validateCustomer',
            src: 'validateCustomer',
            input: ({ context }) => customerBodyOf(context),
            onDone: [
              { guard: 'isAppointmentNeeded', target: '#regradeOrder.appointment' },
              { target: '#regradeOrder.summary' },
            ],
            onError: [
              {
                guard: { type: 'isFieldRefusal', params: ({ event }) => event },
                target: 'editing',
                actions: { type: 'assignServerErrors', params: ({ event }) => event },
              },
              {
                guard: { type: 'isUnexplained', params: ({ event }) => event },
                target: 'editing',
                actions: { type: 'reportError', params: ({ event }) => event },
              },
              { target: 'editing', actions: { type: 'notify', params: regradeMessages.customerNotChecked } },
            ],
          },
        },
      },
    },
    // The slot list is a child (snapshot.children.appointmentSlots); it reports the reserved slot.
    appointment: {
      meta: { step: 'appointment' },
      entry: ['dropExpiredAppointment', show('appointment'), save('appointment')],
      invoke: {
        id: 'appointmentSlots',
        src: 'appointmentSlots',
        input: ({ context }) => ({
          uprn: context.lookup?.service.uprn ?? '',
          product: context.product,
          ispMigration: false,
          newOrderType: 'regrade',
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
          { actions: { type: 'notify', params: orderToasts.appointmentRequired } },
        ],
        'step.back': 'customer',
        'step.cancel': 'cancelled',
        'address.change': follow('appointment', [
          { to: 'products', target: '#regradeOrder.products.choosing' },
          { to: 'customer', target: '#regradeOrder.customer' },
          { to: 'summary', target: '#regradeOrder.summary', guard: 'isSummaryReady' },
        ]),
      },
    },
    summary: {
      meta: { step: 'summary' },
      initial: 'reviewing',
      entry: [show('summary'), save('summary')],
      on: { 'address.change': follow('summary', []) },
      states: {
        reviewing: {
          on: {
            'order.place': { target: 'placing', actions: ['assignKey', save('summary')] },
            'step.back': [
              { guard: 'isAppointmentNeeded', target: '#regradeOrder.appointment' },
              { target: '#regradeOrder.customer' },
            ],
            'step.cancel': '#regradeOrder.cancelled',
            'address.change': follow('summary', [
              { to: 'products', target: '#regradeOrder.products.choosing' },
              { to: 'customer', target: '#regradeOrder.customer' },
              { to: 'appointment', target: '#regradeOrder.appointment', guard: 'isAppointmentNeeded' },
            ]),
          },
        },
        // POST /regrade-order; the address stays on the summary meanwhile.
        placing: {
          tags: ['busy'],
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => ({
              body: orderBodyOf(context),
              idempotencyKey: context.idempotencyKey as string,
            }),
            onDone: {
              target: '#regradeOrder.placed',
              actions: [
                { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) },
                { type: 'notifySuccess', params: orderToasts.orderPlaced },
              ],
            },
            // The key is kept: placing again retries the same attempt.
            onError: { target: 'reviewing', actions: { type: 'notify', params: orderToasts.orderFailed } },
          },
        },
      },
    },
    // 'Order Successful'; closing it refreshes the orders and goes to the orders list.
    placed: {
      meta: { step: 'summary' },
      entry: 'clearStoredDraft',
      on: { 'success.close': { target: 'done', actions: ['reset', 'finishPlaced'] } },
    },
    done: { type: 'final' },
    // A missing, tampered, expired or foreign link: a clear page with a link to the orders list.
    invalidLink: { type: 'final', entry: 'clearStoredDraft' },
    cancelled: { type: 'final', entry: ['reset', 'clearStoredDraft', 'navigateToOrders'] },
  },
});
