import { assign, setup } from 'xstate';
import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import { orderToasts, type RegradeOrderBody } from '@/lib/order-rules';
import { appointmentSlotListMachine, type ReservedSlot } from './appointment-slot-list.machine';
import { errorStatus } from './error-status';
import type { StepMeta } from './funnel-steps';
import { type Done, type OrderStepsEvent, orderSteps, toProvide } from './order-funnel';
import type { RegradeDraft, RegradeStep } from './regrade-order-draft';
import {
  appointmentNeeded,
  type CustomerBody,
  customerBodyOf,
  customerValid,
  draftOf,
  emptyRegrade,
  fieldErrorsOf,
  offeredAnswers,
  orderBodyOf,
  productChosen,
  productOptions,
  type RegradeContext,
  type RegradeInput,
  resumePointOf,
} from './regrade-order-rules';

export type { RegradeStep } from './regrade-order-draft';

type RegradeEvent =
  | OrderStepsEvent<RegradeStep>
  | { type: 'product.select'; product: string }
  | { type: 'lineProfile.select'; lineProfile: string }
  | { type: 'appointmentSlots.reserved'; slot: ReservedSlot };
type Guard = 'isChoiceValid' | 'hasAppointment' | 'isAppointmentNeeded';

// Spec 3 §2 Regrade wizard: Cancel returns to the orders list and resets the wizard.
const cancelled = '#regradeOrder.cancelled';
const funnel = orderSteps<RegradeStep, RegradeContext, RegradeEvent, RegradeDraft, Guard>({
  id: 'regradeOrder',
  first: 'products',
  // 'Start again' keeps the service the link named: its products are chosen afresh.
  start: 'products.choosing',
  cancel: cancelled,
  draftOf,
  empty: emptyRegrade,
  resumePointOf,
  offeredAnswers,
  fieldErrorsOf,
  isChoiceValid: productChosen,
  isCustomerValid: customerValid,
});
const { show, save, notify, follow, states } = funnel;
// From the appointment and the summary, the address may go back to the products or the customer step.
const earlierSteps = [
  { to: 'products', target: '#regradeOrder.products.choosing' },
  { to: 'customer', target: '#regradeOrder.customer' },
] as const;
type Looked = Done<RegradeLookup>;

/**
 * The regrade wizard (spec 3 §2 Regrade wizard, §3 Regrade wizard data, §4 Regrade wizard, §5 Regrade, §8) on the funnel
 * kit (`order-funnel.ts`: the draft, the address, the customer step's checks, the appointment step, placement and
 * 'Order Successful'). Its own: the service comes from the signed token in the address (a refused token is the
 * invalid-link page), its products are looked up and its property checked for an order in progress before the draft
 * is read back; Products (a product but the current one, then a line profile), the Customer step's rules, Appointment
 * only when the product requires one, the Summary's way back, and Cancel to the orders list.
 * Views send what the user did and enable buttons with `can(...)`.
 */
export const regradeOrderMachine = setup({
  types: {
    context: {} as RegradeContext,
    input: {} as RegradeInput,
    meta: {} as StepMeta<RegradeStep>,
    events: {} as RegradeEvent,
  },
  actors: {
    ...funnel.actors,
    // GET /regrade?token=
    lookupRegrade: toProvide<RegradeLookup, { token: string }>('lookupRegrade'),
    // GET /order/exists/{uprn}: the same existing-order check as the FTTP and Ethernet funnels' first step.
    orderExists: toProvide<boolean, { uprn: string }>('orderExists'),
    // POST /regrade-customer: resolves when valid; a 400 carries field errors.
    validateCustomer: toProvide<unknown, CustomerBody>('validateCustomer'),
    // POST /regrade-order with the header Idempotency-Key.
    placeOrder: toProvide<OrderDetail, { body: RegradeOrderBody; idempotencyKey: string }>('placeOrder'),
    appointmentSlots: appointmentSlotListMachine,
  },
  actions: {
    ...funnel.actions,
    assignLookup: assign({ lookup: (_, p: { lookup: RegradeLookup }) => p.lookup }),
    // A hold that has run out (a draft left for a while) is no reservation: the user picks a slot again.
    dropExpiredAppointment: assign({
      appointment: ({ context }) =>
        context.appointment && Date.parse(context.appointment.expires_at) > context.now() ? context.appointment : null,
    }),
    // A new product clears the line profile, and any appointment (reserved for the old product).
    assignProduct: assign((_, p: { product: string }) => ({ product: p.product, line_profile: '', appointment: null })),
    assignLineProfile: assign({ line_profile: (_, p: { lineProfile: string }) => p.lineProfile }),
    assignAppointment: assign({ appointment: (_, p: { slot: ReservedSlot }) => p.slot }),
  },
  guards: {
    ...funnel.guards,
    hasToken: ({ context }) => !!context.token,
    isRefusedLink: (_, p: { error: unknown }) => errorStatus(p.error) === 400 || errorStatus(p.error) === 404,
    isAppointmentNeeded: ({ context }) => appointmentNeeded(context),
    hasAppointment: ({ context }) => context.appointment !== null,
  },
}).createMachine({
  id: 'regradeOrder',
  ...funnel.rootOf((input: RegradeInput) => ({ token: input.token, lookup: null }), 'opening'),
  states: {
    // The link is the input: without a token, the invalid-link page.
    opening: { always: [{ guard: 'hasToken', target: 'products' }, { target: 'invalidLink' }] },
    products: {
      meta: { step: 'products' },
      initial: 'retrieving',
      on: { 'step.cancel': cancelled },
      states: {
        // 'Searching for available products...': the service and its products, from the link.
        retrieving: {
          tags: ['busy'],
          invoke: {
            id: 'lookupRegrade',
            src: 'lookupRegrade',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'isRetrieved',
                  params: ({ event }: Looked) => ({ products: productOptions(event.output) }),
                },
                target: 'checking',
                actions: { type: 'assignLookup', params: ({ event }: Looked) => ({ lookup: event.output }) },
              },
              // The service's products but its current one: none is an info box.
              {
                target: 'none',
                actions: { type: 'assignLookup', params: ({ event }: Looked) => ({ lookup: event.output }) },
              },
            ],
            onError: [
              { guard: { type: 'isRefusedLink', params: ({ event }) => event }, target: '#regradeOrder.invalidLink' },
              { target: 'failed' },
            ],
          },
        },
        // Spec 3 §4 as in the other funnels: an order in progress for the property stops the wizard at its first step
        // (a used link walked again), rather than at placement with a 409. Then the draft is read back.
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
                actions: [notify('error', orderToasts.existingOrder), 'clearStoredDraft'],
              },
              { target: '#regradeOrder.restoring' },
            ],
            onError: 'failed',
          },
        },
        // 'Existing order in progress' with View Orders and Cancel; nothing further can be chosen.
        orderInProgress: { entry: show('products', true) },
        none: { entry: show('products', true) },
        // Any other failure of the lookup or the check: try again.
        failed: { entry: show('products', true), on: { 'products.retry': 'retrieving' } },
        choosing: {
          entry: [show('products'), save('products')],
          on: {
            'product.select': { actions: [{ type: 'assignProduct', params: ({ event }) => event }, save('products')] },
            'lineProfile.select': {
              actions: [{ type: 'assignLineProfile', params: ({ event }) => event }, save('products')],
            },
            'step.next': { guard: 'isChoiceValid', target: '#regradeOrder.customer' },
            'address.change': follow('products', [
              { to: 'customer', target: '#regradeOrder.customer', guard: 'isChoiceValid' },
            ]),
          },
        },
      },
    },
    ...states.draftStates,
    resuming: states.resuming(['summary', 'appointment', 'customer']),
    customer: {
      meta: { step: 'customer' },
      initial: 'editing',
      entry: show('customer'),
      on: states.customerOn,
      states: {
        editing: { entry: save('customer'), on: states.editingOn },
        // POST /regrade-customer; then the appointment when the product requires one, else the summary (spec 3 §4).
        validating: states.validating('validateCustomer', ({ context }) => customerBodyOf(context), [
          { guard: 'isAppointmentNeeded', target: '#regradeOrder.appointment' },
          { target: '#regradeOrder.summary' },
        ]),
      },
    },
    appointment: states.appointment({
      before: ['dropExpiredAppointment'],
      input: ({ context }) => ({
        uprn: context.lookup?.service.uprn ?? '',
        product: context.product,
        ispMigration: false,
        newOrderType: 'regrade',
        restore: context.appointment,
      }),
      back: '#regradeOrder.customer',
      moves: [...earlierSteps, { to: 'summary', target: '#regradeOrder.summary', guard: 'hasAppointment' }],
    }),
    summary: states.summary({
      // Back to the appointment when the product requires one, else to the customer step.
      back: [
        { guard: 'isAppointmentNeeded', target: '#regradeOrder.appointment' },
        { target: '#regradeOrder.customer' },
      ],
      moves: [
        ...earlierSteps,
        { to: 'appointment', target: '#regradeOrder.appointment', guard: 'isAppointmentNeeded' },
      ],
      place: ({ context }) => ({ body: orderBodyOf(context), idempotencyKey: context.idempotencyKey ?? '' }),
      placed: states.orderPlaced,
    }),
    ...states.endStates,
    // A missing, tampered, expired or foreign link: a clear page with a link to the orders list.
    invalidLink: { type: 'final', entry: 'clearStoredDraft' },
    cancelled: { type: 'final', entry: ['resetOrder', 'clearStoredDraft', 'navigateToOrders'] },
  },
});
