import { assign, setup } from 'xstate';
import type { Option, OrderDetail, Property } from '@/contracts/orders';
import { type FttpOrderBody, orderToasts } from '@/lib/order-rules';
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
  replacesAppointment,
  resumePointOf,
  withOfferedAnswers,
} from './fttp-order-rules';
import { fttpPropertyCheckMachine, type PropertyCheckOutput } from './fttp-property-check.machine';
import type { StepMeta } from './funnel-steps';
import { type Done, type FunnelEvent, type FunnelInput, orderFunnel, toProvide } from './order-funnel';
import { type ProductRetrievalOutput, productRetrievalMachine } from './product-retrieval.machine';

export type { FttpStep } from './fttp-order-draft';
export type { FttpFlags } from './fttp-order-rules';
export type FttpOrderInput = FunnelInput<FttpFlags>;
type FttpEvent =
  | FunnelEvent<FttpStep>
  | { type: 'product.select'; product: string }
  | { type: 'lineProfile.select'; lineProfile: string }
  | { type: 'appointmentSlots.reserved'; slot: ReservedSlot };
type Guard = 'isChoiceValid' | 'hasAppointment' | 'isRequestedDateJourney' | 'isAppointmentJourney';

const funnel = orderFunnel<FttpStep, Property, FttpContext, FttpEvent, FttpDraft, Guard>({
  id: 'fttpOrder',
  draftOf: draftFrom,
  empty: emptyOrder,
  laterSteps,
  resumePointOf,
  offeredAnswers: withOfferedAnswers,
  fieldErrorsOf,
  isChoiceValid,
  isCustomerValid,
});
const { show, save, notify, states } = funnel;
type CheckDone = Done<PropertyCheckOutput>;
const isOutcome = (outcome: PropertyCheckOutput['outcome']) => ({
  type: 'isOutcome' as const,
  params: ({ event }: CheckDone) => ({ output: event.output, outcome }),
});

/**
 * The FTTP order funnel (spec 3 §2 FTTP funnel, §4, §5, §8), built on the funnel kit (`order-funnel.ts`: the draft,
 * the address, Availability's postcode and property, cancel, placement and 'Order Successful'). Its own: the
 * property's checks, Products (retrieval with retries, product and line profile), Customer (the shared rules, then the
 * sandbox's), Appointment (the slot list) unless a requested date replaces it, and the Summary's way back.
 * Views send what the user did and ask `can()`.
 */
export const fttpOrderMachine = setup({
  types: {
    context: {} as FttpContext,
    input: {} as FttpOrderInput,
    meta: {} as StepMeta<FttpStep>,
    events: {} as FttpEvent,
  },
  actors: {
    ...funnel.actors,
    // GET /address-lookup?postcode=
    lookupAddresses: toProvide<Property[], { postcode: string }>('lookupAddresses'),
    checkProperty: fttpPropertyCheckMachine,
    retrieveProducts: productRetrievalMachine,
    // GET /orders/type and GET /project-lookup.
    loadCustomerOptions: toProvide<{ orderTypes: Option[]; projects: { id: string; name: string }[] }>(
      'loadCustomerOptions',
    ),
    // POST /order/customer
    validateCustomer: toProvide<true, ReturnType<typeof customerBodyOf>>('validateCustomer'),
    // The appointment slot list (10 at a time, Show More, reserve); it sends `appointmentSlots.reserved` for each.
    appointmentSlots: appointmentSlotListMachine,
    // POST /order with its Idempotency-Key.
    placeOrder: toProvide<OrderDetail, { body: FttpOrderBody; idempotencyKey: string }>('placeOrder'),
  },
  actions: {
    ...funnel.actions,
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
    // The order type the form shows (New Provide unless another is offered and chosen) is the one the draft holds.
    assignCustomerDefaults: assign({ customer: ({ context }) => withOfferedAnswers(context, context.customer) }),
    showChoiceErrors: assign({ showChoiceErrors: true }),
    // Spec 3 §4: a requested date is dropped when an appointment is needed, an appointment when a date replaces it.
    dropRequestedDate: assign({ customer: ({ context }) => ({ ...context.customer, requested_date: '' }) }),
    dropAppointment: assign({ appointment: null }),
    assignAppointment: assign({ appointment: (_, p: { slot: ReservedSlot }) => p.slot }),
  },
  guards: {
    ...funnel.guards,
    isOutcome: (_, p: { output: PropertyCheckOutput; outcome: PropertyCheckOutput['outcome'] }) =>
      p.output.outcome === p.outcome,
    isRequestedDateJourney: ({ context }) => replacesAppointment(context),
    isAppointmentJourney: ({ context }) => !replacesAppointment(context),
    hasAppointment: ({ context }) => context.appointment !== null,
  },
}).createMachine({
  id: 'fttpOrder',
  ...funnel.root,
  states: {
    ...states.draftStates,
    resuming: states.resuming(['summary', 'appointment', 'customer']),
    availability: states.availability('lookupAddresses', {
      // Existing order first, then the product lookup, then (RFS_4) the service status.
      checking: {
        tags: ['busy'],
        invoke: {
          id: 'checkProperty',
          src: 'checkProperty',
          input: ({ context }: { context: FttpContext }) => ({
            uprn: context.uprn ?? '',
            rfsCode: propertyOf(context)?.rfs_status.code ?? 'NOT_RFS_0',
          }),
          onDone: [
            {
              guard: isOutcome('ok'),
              target: '#fttpOrder.products',
              actions: { type: 'assignCheck', params: ({ event }: CheckDone) => event.output },
            },
            {
              guard: isOutcome('existingOrder'),
              target: 'choosing',
              actions: ['markExistingOrder', notify('error', orderToasts.existingOrder)],
            },
            { guard: isOutcome('noProducts'), target: 'noProducts', actions: notify('error', orderToasts.noProducts) },
            {
              target: 'choosing',
              actions: {
                type: 'reportFailure',
                params: ({ event }: CheckDone) => ({ error: 'error' in event.output ? event.output.error : undefined }),
              },
            },
          ],
        },
      },
      // 'No products found' with Cancel and View Orders; another property may be chosen.
      noProducts: {
        on: {
          'property.select': {
            guard: { type: 'isOffered', params: ({ event }: { event: { uprn: string } }) => event },
            target: 'choosing',
            actions: { type: 'assignProperty', params: ({ event }: { event: { uprn: string } }) => event },
          },
        },
      },
    }),
    products: states.products(
      {
        // 'Searching for available products...' (retried while the provider answers an empty list).
        retrieving: {
          tags: ['busy'],
          invoke: {
            id: 'retrieveProducts',
            src: 'retrieveProducts',
            input: ({ context }: { context: FttpContext }) => ({ uprn: context.uprn ?? '' }),
            onDone: [
              {
                guard: { type: 'isRetrieved', params: ({ event }: Done<ProductRetrievalOutput>) => event.output },
                target: 'choosing',
                actions: { type: 'assignProducts', params: ({ event }: Done<ProductRetrievalOutput>) => event.output },
              },
              {
                guard: { type: 'isFailedRetrieval', params: ({ event }: Done<ProductRetrievalOutput>) => event.output },
                target: 'failed',
              },
              { target: 'none', actions: notify('error', orderToasts.noProducts) },
            ],
          },
        },
      },
      {
        entry: save('products'),
        on: {
          'product.select': {
            actions: [
              { type: 'assignProduct', params: ({ event }: { event: { product: string } }) => event },
              save('products'),
            ],
          },
          'lineProfile.select': {
            actions: [
              { type: 'assignLineProfile', params: ({ event }: { event: { lineProfile: string } }) => event },
              save('products'),
            ],
          },
          // Without a product and its line profile: the messages show now, never before a Next.
          'step.next': [{ guard: 'isChoiceValid', target: '#fttpOrder.customer' }, { actions: 'showChoiceErrors' }],
        },
      },
    ),
    customer: {
      meta: { step: 'customer' },
      initial: 'loading',
      entry: show('customer'),
      on: states.customerOn,
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
          on: states.editingOn,
        },
        validating: states.validating('validateCustomer', ({ context }) => customerBodyOf(context), [
          { guard: 'isRequestedDateJourney', target: '#fttpOrder.summary', actions: 'dropAppointment' },
          { target: '#fttpOrder.appointment', actions: 'dropRequestedDate' },
        ]),
      },
    },
    // 'Book An Appointment': the slot list is a child; each reservation it makes goes on to the summary.
    appointment: states.appointment({
      input: ({ context }) => ({
        uprn: context.uprn ?? '',
        product: context.choice.product,
        ispMigration: context.customer.isp_migration === true,
        newOrderType: typeof context.customer.new_order_type === 'string' ? context.customer.new_order_type : undefined,
        restore: context.appointment,
      }),
      back: '#fttpOrder.customer.editing',
      moves: [
        { to: 'customer', target: '#fttpOrder.customer.editing' },
        { to: 'summary', target: '#fttpOrder.summary', guard: 'hasAppointment' },
      ],
    }),
    summary: states.summary({
      // Spec 3 §4: back to the customer step when a requested date exists, else to the appointment.
      back: [
        { guard: 'isRequestedDateJourney', target: '#fttpOrder.customer.editing' },
        { target: '#fttpOrder.appointment' },
      ],
      moves: [
        {
          to: 'customer',
          target: '#fttpOrder.customer.editing',
          guard: 'isRequestedDateJourney',
        },
        { to: 'appointment', target: '#fttpOrder.appointment', guard: 'isAppointmentJourney' },
      ],
      place: ({ context }) => ({ body: orderBodyOf(context), idempotencyKey: context.idempotencyKey ?? '' }),
      placed: states.orderPlaced,
    }),
    ...states.endStates,
  },
});
