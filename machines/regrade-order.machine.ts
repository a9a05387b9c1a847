import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { OrderDetail, RegradeLookup } from '@/contracts/orders';
import type { Toast } from '@/contracts/toast';
import { todayIso } from '@/lib/dates';
import {
  orderToasts,
  type RegradeOrderBody,
  regradeCustomerBody,
  regradeCustomerRules,
  regradeOrderBody,
} from '@/lib/order-rules';
import { appointmentSlotListMachine, type ReservedSlot } from './appointment-slot-list.machine';
import { errorStatus } from './error-status';
import { funnelStepsOf, type StepMeta } from './funnel-steps';
import {
  emptyCustomer,
  type RegradeCustomerValues,
  type RegradeDraft,
  type RegradeStep,
  regradeDraftVersion,
  regradeSteps,
} from './regrade-order-draft';

/** The wizard's steps as the address shows them (spec 3 §2 Regrade wizard). */
export type { RegradeStep } from './regrade-order-draft';
export type RegradeInput = { token: string | null; now?: () => number; newKey?: () => string };
type FieldErrors = Partial<Record<keyof RegradeCustomerValues, string>>;
type CustomerBody = Omit<RegradeOrderBody, 'line_profile' | 'product_display_name' | 'appointment' | 'sourceDetails'>;

export const regradeMessages = {
  title: 'Regrade Order',
  searching: 'Searching for available products...',
  invalidLink:
    'This regrade link is not valid or has expired. Please open the regrade from the service again, or go back to your orders.',
  lookupFailed: 'The regrade could not be loaded. Please try again.',
  summaryTitle: 'Regrade Order Summary',
  customerNotChecked: {
    title: 'Customer details not checked',
    description: 'The customer details could not be checked. Please try again.',
    duration: 5,
  },
} as const;

export type RegradeContext = {
  token: string | null;
  now: () => number;
  newKey: () => string;
  lookup: RegradeLookup | null;
  product: string;
  line_profile: string;
  customer: RegradeCustomerValues;
  /** Messages on the customer fields: the rules' once Next was pressed, then the server's (first message each). */
  errors: FieldErrors;
  showErrors: boolean;
  appointment: ReservedSlot | null;
  idempotencyKey: string | null;
  order: OrderDetail | null;
  /** The draft read back, until the lookup says where it may resume. */
  restored: RegradeDraft | null;
};

/** The products the service may move to: the lookup's options without its current product. */
export const productOptions = (lookup: RegradeLookup | null) =>
  lookup ? lookup.options.filter((o) => o.value !== lookup.service.product) : [];
export const lineProfilesOf = (lookup: RegradeLookup | null, product: string) =>
  (product && lookup?.lineProfiles[product]) || [];
export const appointmentNeeded = (c: Pick<RegradeContext, 'lookup' | 'product'>) =>
  c.lookup?.products[c.product]?.appointmentRequired ?? false;

/**
 * The wizard's steps for the step bar (spec 3 §4 Regrade wizard): Products, Customer, Appointment only when the chosen
 * product requires one, Summary. Decided by the machine's own rule (`isAppointmentNeeded`), never by the view.
 */
export const regradeStepsFor = (c: Pick<RegradeContext, 'lookup' | 'product'>): RegradeStep[] =>
  funnelStepsOf(regradeSteps, (step) => step === 'appointment' && !appointmentNeeded(c));
const productChosen = (c: RegradeContext) =>
  productOptions(c.lookup).some((o) => o.value === c.product) &&
  lineProfilesOf(c.lookup, c.product).some((p) => p.value === c.line_profile);
const customerRules = (c: RegradeContext) =>
  regradeCustomerRules({ appointmentRequired: appointmentNeeded(c), today: todayIso(c.now()) });
const customerValid = (c: RegradeContext) => customerRules(c).safeParse(c.customer).success;
/** The rules' messages, first per field. */
function clientErrors(c: RegradeContext): FieldErrors {
  const parsed = customerRules(c).safeParse(c.customer);
  const errors: FieldErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof RegradeCustomerValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
const fieldsOf = (error: unknown) => (error as { fields?: Record<string, string[]> } | null)?.fields;

/** POST /regrade-customer's body (the rules' output: trimmed, a requested date only when no appointment is needed). */
function customerBodyOf(c: RegradeContext): CustomerBody {
  const customer = customerRules(c).parse(c.customer);
  return regradeCustomerBody.parse({ ...customer, token: c.token ?? '', product: c.product });
}
/** POST /regrade-order's body: what the summary shows. */
export function orderBodyOf(c: RegradeContext): RegradeOrderBody {
  const lookup = c.lookup as RegradeLookup;
  const { uprn, product, authenticationAgent, remoteAgentId } = lookup.service;
  const slot = appointmentNeeded(c) ? c.appointment : null;
  return regradeOrderBody.parse({
    ...customerBodyOf(c),
    product_display_name: lookup.products[c.product]?.displayName ?? '',
    line_profile: c.line_profile,
    appointment: slot
      ? {
          appointmentDate: slot.appointmentDate,
          appointmentStartTime: slot.appointmentStartTime,
          appointmentEndTime: slot.appointmentEndTime,
          appointmentReservationKey: slot.appointmentReservationKey,
        }
      : null,
    sourceDetails: { uprn, product, authenticationAgent, remoteAgentId },
  });
}

function draftOf(c: RegradeContext, step: RegradeStep): RegradeDraft {
  return {
    version: regradeDraftVersion,
    token: c.token ?? '',
    step,
    product: c.product,
    line_profile: c.line_profile,
    customer: c.customer,
    appointment: c.appointment,
    idempotencyKey: c.idempotencyKey,
  };
}

const show = (step: RegradeStep, replace = false) => ({ type: 'showStep' as const, params: { step, replace } });
const save = (step: RegradeStep) => ({
  type: 'saveDraft' as const,
  params: ({ context }: { context: RegradeContext }) => draftOf(context, step),
});
const resumingAt = (step: RegradeStep) => ({ type: 'isResumingAt' as const, params: { step } });
type StepGuard = 'isProductChosen' | 'isSummaryReady' | 'isAppointmentNeeded';
/**
 * The address follows the wizard and the wizard follows the address (back and forward buttons): the address of the step
 * it is on changes nothing, a move its rules allow is taken, any other puts the address back.
 */
const follow = (step: RegradeStep, moves: { to: RegradeStep; target: string; guard?: StepGuard }[]) => [
  { guard: { type: 'isAddressOf' as const, params: { step } } },
  ...moves.map(({ to, target, guard }) => ({
    guard: guard
      ? and([{ type: 'isAddressOf' as const, params: { step: to } }, guard])
      : { type: 'isAddressOf' as const, params: { step: to } },
    target,
  })),
  { actions: show(step, true) },
];

const fresh = {
  lookup: null,
  product: '',
  line_profile: '',
  customer: emptyCustomer,
  errors: {},
  showErrors: false,
  appointment: null,
  idempotencyKey: null,
  order: null,
  restored: null,
} satisfies Partial<RegradeContext>;

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
    lookupRegrade: fromPromise<RegradeLookup, { token: string }>(async () => {
      throw new Error('lookupRegrade not provided');
    }),
    // GET /order/exists/{uprn}: the same existing-order check as the FTTP and Ethernet funnels' first step.
    orderExists: fromPromise<boolean, { uprn: string }>(async () => {
      throw new Error('orderExists not provided');
    }),
    // POST /regrade-customer: resolves when valid; a 400 carries field errors.
    validateCustomer: fromPromise<unknown, CustomerBody>(async () => {
      throw new Error('validateCustomer not provided');
    }),
    // POST /regrade-order with the header Idempotency-Key.
    placeOrder: fromPromise<OrderDetail, { body: RegradeOrderBody; idempotencyKey: string }>(async () => {
      throw new Error('placeOrder not provided');
    }),
    // Reports the browser's address as `address.change` (back and forward buttons).
    address: fromCallback(() => undefined),
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
    assignCustomer: assign(({ context }, p: { values: Partial<RegradeCustomerValues> }) => {
      const customer = { ...context.customer, ...p.values };
      // Once Next was pressed the rules' messages follow the typing; a server message goes when its field changes.
      const errors: FieldErrors = context.showErrors ? clientErrors({ ...context, customer }) : {};
      for (const [field, message] of Object.entries(context.errors) as [keyof FieldErrors, string][]) {
        if (!(field in p.values) && !errors[field]) errors[field] = message;
      }
      return { customer, errors, idempotencyKey: null };
    }),
    showClientErrors: assign(({ context }) => ({ errors: clientErrors(context), showErrors: true })),
    // Server errors keyed by field on their fields, first message each; none without an errors object (spec 3 §5).
    assignServerErrors: assign((_, p: { error: unknown }) => {
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(fieldsOf(p.error) ?? {})) {
        if (field in emptyCustomer && messages[0]) errors[field as keyof FieldErrors] = messages[0];
      }
      return { errors };
    }),
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
