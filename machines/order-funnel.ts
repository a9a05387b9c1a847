import { and, assign, type EventObject, fromCallback, fromPromise } from 'xstate';
import type { z } from 'zod';
import type { Toast } from '@/contracts/toast';
import { orderMessages, orderToasts, postcodeField } from '@/lib/order-rules';
import type { SlotReservedEvent } from './appointment-slot-list.machine';
import { type Done, type Failed, firstMessagesOf } from './field-errors';

/**
 * The ordering funnels' kit (FTTP, Ethernet, regrade): what every funnel does the same way, written once. A funnel
 * machine keeps only its own steps: its first step, its products, customer and summary rules.
 *
 * - the stored draft: read back, offered ('Continue your order for …?') or resumed at its step;
 * - the address: each step's state shows its address and follows the browser's (back and forward buttons);
 * - for the funnels that start from a property (`orderFunnel`): postcode, search, the property, the existing-order
 *   check (the funnel's own actor), the products step's frame;
 * - for every funnel (`orderSteps`): cancel and start again, toasts, the customer step's server errors, the appointment
 *   step, placement's Idempotency-Key, 'Order Successful'.
 *
 * States carry `meta: { step }` for the step bar (`funnel-steps.ts`).
 */

/** A toast the app shows for the funnel, with its kind. */
export type FunnelNotice = Toast & { kind: 'success' | 'error' | 'warning' };
/** How far a stored draft may resume: the furthest step what it holds still allows. */
export type ResumePoint = 'summary' | 'appointment' | 'customer' | 'products' | 'properties' | 'start';

/** An actor the app provides with `machine.provide`; the machine's own only says it is missing. */
export const toProvide = <TOutput, TInput = void>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
/** Reports the browser's address as `address.change` (back and forward buttons, links to a step). */
const addressActor = fromCallback(() => undefined);

/** The events every funnel takes. */
export type OrderStepsEvent<S extends string> =
  | { type: 'customer.change'; values: Record<string, unknown> }
  | { type: 'products.retry' }
  | { type: 'address.change'; step: S }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.submit' }
  | { type: 'step.cancel' }
  | { type: 'resume.continue' }
  | { type: 'resume.restart' }
  | { type: 'modal.close' };
/** The events every postcode-first funnel takes. */
export type FunnelEvent<S extends string> =
  | OrderStepsEvent<S>
  | { type: 'postcode.change'; postcode: string }
  | { type: 'postcode.submit' }
  | { type: 'property.select'; uprn: string };

/** What every funnel's context holds. */
export type OrderStepsContext<S extends string> = {
  customer: Record<string, unknown>;
  /** The customer step's messages are shown once Next was pressed (then they follow every change). */
  showErrors: boolean;
  /** Field errors the sandbox answered (first message each), until the field changes. */
  serverErrors: Record<string, string>;
  idempotencyKey: string | null;
  /** The placed order, for 'Order Successful'. */
  order: unknown;
  resumeAt: S;
  now: () => number;
  newKey: () => string;
};
/**
 * The customer step's answers checked by a funnel's rules (`parse`): the parsed values or the first message per field
 * (`check`); the messages the step shows, the sandbox's for a field it refused, else the rules' once Next was pressed
 * (`customerErrorsOf`); and whether Next may send them to the sandbox's check (`isCustomerValid`).
 */
export function customerChecks<C extends Pick<OrderStepsContext<string>, 'showErrors' | 'serverErrors'>, V>(
  parse: (c: C) => z.ZodSafeParseResult<V>,
) {
  const check = (c: C) => {
    const parsed = parse(c);
    return parsed.success
      ? { values: parsed.data, errors: {} as Record<string, string> }
      : { values: undefined, errors: firstMessagesOf(parsed.error) };
  };
  return {
    check,
    customerErrorsOf: (c: C): Record<string, string> => ({
      ...(c.showErrors ? check(c).errors : {}),
      ...c.serverErrors,
    }),
    isCustomerValid: (c: C) => check(c).values !== undefined && Object.keys(c.serverErrors).length === 0,
  };
}

/** What the postcode-first funnels' contexts hold besides. */
export type FunnelContext<S extends string, P extends { uprn: string }> = OrderStepsContext<S> & {
  postcode: string;
  /** Why the postcode cannot be searched, once the user tried (spec 3 §5 messages). */
  postcodeError: string | null;
  /** The last search found no property: 'Sorry! We are not yet available in this area.' */
  notAvailable: boolean;
  /** The chosen property has an order in progress (the notice stays until another property or search). */
  existingOrder: boolean;
  properties: P[];
  uprn: string | null;
  flags: unknown;
};
/** A postcode-first funnel's context as it starts, but for its own steps' fields (and its input). */
export const emptyFunnelContext = {
  postcode: '',
  postcodeError: null,
  notAvailable: false,
  existingOrder: false,
  properties: [],
  uprn: null,
  customer: {},
  showErrors: false,
  serverErrors: {},
  idempotencyKey: null,
  order: null,
} as const satisfies Omit<FunnelContext<string, never>, 'flags' | 'now' | 'newKey' | 'resumeAt'>;
export type { Done, Failed } from './field-errors';
/** A clock and key maker that tests may replace, for every funnel. */
export type OrderStepsInput = { now?: () => number; newKey?: () => string };
/** What a postcode-first funnel starts from: the organisation's flags. */
export type FunnelInput<F> = OrderStepsInput & { flags: F };

/** The address follows the machine and the machine follows the address: one allowed move from a step. */
type Move<S extends string, G extends string, A extends string> = {
  to: S;
  target: string;
  guard?: G;
  actions?: A;
};

/** A failed call's field errors, as the funnel's rules read them (undefined when the answer was not about fields). */
type FieldErrorsOf = (error: unknown) => Record<string, string> | undefined;

/**
 * A funnel's address and draft: each step's state shows its address and keeps the draft, and the address follows the
 * machine and the machine follows the address (back and forward buttons): an address of the step it is on changes
 * nothing, a move its rules allow is taken, and any other puts the address back. The machine implements `showStep`,
 * `saveDraft` and the guard `isAddressOf`.
 */
function funnelAddress<S extends string, C, D, G extends string, A extends string = never>(
  draftOf: (context: C, step: S) => D,
) {
  const show = (step: S, replace = false) => ({ type: 'showStep' as const, params: { step, replace } });
  const save = (step: S) => ({
    type: 'saveDraft' as const,
    params: ({ context }: { context: C }) => draftOf(context, step),
  });
  const follow = (step: S, moves: Move<S, G, A>[]) => [
    { guard: { type: 'isAddressOf' as const, params: { step } } },
    ...moves.map(({ to, target, guard, actions }) => ({
      guard: guard
        ? and([{ type: 'isAddressOf' as const, params: { step: to } }, guard as never])
        : { type: 'isAddressOf' as const, params: { step: to } },
      target,
      actions,
    })),
    { actions: show(step, true) },
  ];
  return { show, save, follow };
}

/** A funnel's own rules, as the kit reads them. */
type FunnelRules<S extends string, C, D> = {
  /** The machine's id, for targets from inside nested states. */
  id: string;
  /** What the funnel keeps while it is on a step, to resume there after a reload. */
  draftOf: (context: C, step: S) => D;
  /** The funnel as it starts (less its input). */
  empty: Partial<C>;
  /** A stored draft as the funnel resumes it (all it holds but its version, by default); undefined to drop it. */
  restore?: (draft: D, context: C) => Partial<C> | undefined;
  resumePointOf: (context: C) => ResumePoint;
  /** The customer's answers as kept: only what the form offers. */
  offeredAnswers: (context: C, values: Record<string, unknown>) => Record<string, unknown>;
  fieldErrorsOf: FieldErrorsOf;
  /** The product step's choice, and the customer step's answers, as the funnel's rules accept them. */
  isChoiceValid: (context: C) => boolean;
  isCustomerValid: (context: C) => boolean;
};

/**
 * What every ordering funnel does the same way from its products on: the draft read back and resumed, the customer
 * step, the appointment step, the summary and placement, 'Order Successful', cancel and start again. The funnel names
 * its first step, the state a fresh start opens and, when Cancel leaves the funnel rather than starting it again,
 * where Cancel goes.
 */
export function orderSteps<
  S extends string,
  C extends OrderStepsContext<S>,
  E extends EventObject,
  D extends { version: number; step: S },
  G extends string,
  /** The actions the address's moves may take (the funnel's own besides forgetting the key). */
  A extends string = 'forgetKey',
>(
  funnel: FunnelRules<S, C, D> & {
    first: S;
    /** The state a fresh start opens ('Start again', a draft that cannot be read, none to resume). */
    start: string;
    /** Cancel's target: by default a fresh start (spec 3 §4); the regrade wizard leaves for the orders list (§2). */
    cancel?: string;
  },
) {
  const update = <Params = undefined>(fn: (args: { context: C }, params: Params) => Partial<C>) =>
    assign<C, E, Params, E, never>(fn);
  const { show, save, follow } = funnelAddress<S, C, D, G, A | 'forgetKey'>(funnel.draftOf);
  const notify = (kind: FunnelNotice['kind'], toast: Toast) => ({
    type: 'notify' as const,
    params: { kind, ...toast },
  });
  /** Start again: the funnel afresh with nothing kept. */
  const reset = { target: `#${funnel.id}.${funnel.start}`, actions: ['resetOrder', 'clearStoredDraft'] } as const;
  const cancel = funnel.cancel ?? reset;

  /** The machine's root: its context from the input, the address followed throughout, then its initial state. */
  const rootOf = <I extends OrderStepsInput, const Initial extends string>(
    own: (input: I) => Partial<C>,
    initial: Initial,
  ) =>
    ({
      context: ({ input }: { input: I }) =>
        ({
          ...funnel.empty,
          ...own(input),
          now: input.now ?? Date.now,
          newKey: input.newKey ?? (() => crypto.randomUUID()),
          resumeAt: funnel.first,
        }) as C,
      invoke: { id: 'address', src: 'address' },
      initial,
    }) as const;
  const actors = {
    // Reads the stored draft for the signed-in user (undefined when none, or when it no longer fits).
    restoreDraft: fromPromise<D | undefined>(async () => undefined),
    address: addressActor,
  };

  const restore = (draft: D, context: C) => {
    if (funnel.restore) return funnel.restore(draft, context);
    const { version: _, step, ...kept } = draft;
    return { ...kept, resumeAt: step } as unknown as Partial<C>;
  };

  const actions = {
    assignRestored: update(({ context }, draft: D | undefined) => (draft && restore(draft, context)) || {}),
    // Keeps only offered answers, and forgets the sandbox's message of each field that changed.
    assignCustomer: update(({ context }, p: { values: Record<string, unknown> }) => {
      const customer = funnel.offeredAnswers(context, p.values);
      const serverErrors = Object.fromEntries(
        Object.entries(context.serverErrors).filter(([field]) => customer[field] === context.customer[field]),
      );
      return { customer, serverErrors } as Partial<C>;
    }),
    showErrors: update(() => ({ showErrors: true }) as Partial<C>),
    assignServerErrors: update(
      (_, p: { errors: Record<string, string> }) => ({ serverErrors: p.errors }) as Partial<C>,
    ),
    // One key per placement attempt: made when the summary is reached, kept across retries and reloads of it.
    ensureKey: update(({ context }) => ({ idempotencyKey: context.idempotencyKey ?? context.newKey() }) as Partial<C>),
    forgetKey: update(() => ({ idempotencyKey: null }) as Partial<C>),
    assignOrder: update((_, p: { order: C['order'] }) => ({ order: p.order }) as Partial<C>),
    resetOrder: update(() => ({ ...funnel.empty, resumeAt: funnel.first }) as Partial<C>),
    // The app's side effects: the address, the stored draft, toasts, the error pages and the orders list.
    showStep: (_: unknown, _p: { step: S; replace: boolean }) => undefined,
    saveDraft: (_: unknown, _p: D) => undefined,
    clearStoredDraft: () => undefined,
    notify: (_: unknown, _p: FunnelNotice) => undefined,
    reportFailure: (_: unknown, _p: { error: unknown }) => undefined,
    refreshOrders: () => undefined,
    navigateToOrders: () => undefined,
  };

  type Args = { context: C; event: E };
  const guards = {
    isResumingTo: ({ context }: Args, p: { to: ResumePoint }) => funnel.resumePointOf(context) === p.to,
    // A draft past the first step (a property checked and kept) is offered, never silently resumed.
    isOrderUnderWay: ({ context }: Args) => !['properties', 'start'].includes(funnel.resumePointOf(context)),
    isAddressOf: ({ event }: Args, p: { step: S }) =>
      event.type === 'address.change' && (event as { step?: S }).step === p.step,
    isTrue: (_: Args, p: { value: boolean }) => p.value,
    // A product retrieval's outcome: products found, or a failure to offer a retry for.
    isRetrieved: (_: Args, p: { products: readonly unknown[] }) => p.products.length > 0,
    isFailedRetrieval: (_: Args, p: { failed: boolean }) => p.failed,
    hasFieldErrors: (_: Args, p: { error: unknown }) => funnel.fieldErrorsOf(p.error) !== undefined,
    isChoiceValid: ({ context }: Args) => funnel.isChoiceValid(context),
    isCustomerValid: ({ context }: Args) => funnel.isCustomerValid(context),
  };

  /** The stored draft read back: offered when an order is under way, else resumed (`resuming` is the funnel's). */
  const draftStates = {
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        onDone: {
          target: 'restored',
          actions: {
            type: 'assignRestored',
            params: ({ event }: Done<D | undefined>) => event.output,
          },
        },
        onError: funnel.start,
      },
    },
    restored: { always: [{ guard: 'isOrderUnderWay', target: 'offering' }, { target: 'resuming' }] },
    // 'Continue your order for <address>?': continue where the draft was, or start again (the draft is dropped).
    offering: { on: { 'resume.continue': 'resuming', 'resume.restart': reset } },
  } as const;

  /**
   * Resumes the draft at the furthest step what it holds still allows: the funnel's later steps (each its state's
   * start), then the products' choice and the funnel's earlier points, else a fresh start.
   */
  const resuming = (later: ResumePoint[], earlier: [ResumePoint, string][] = []) => {
    const points: [ResumePoint, string][] = [
      ...later.map((point): [ResumePoint, string] => [point, point]),
      ['products', 'products.choosing'],
      ...earlier,
    ];
    return {
      always: [
        ...points
          .filter(([, target]) => target !== funnel.start)
          .map(([to, target]) => ({ guard: { type: 'isResumingTo' as const, params: { to } }, target })),
        { target: funnel.start },
      ],
    } as const;
  };

  /** Customer: the address goes back to the products; editing keeps the answers, checks them on Next. */
  const customerOn = {
    'address.change': follow('customer' as S, [{ to: 'products' as S, target: `#${funnel.id}.products.choosing` }]),
  } as const;
  const editingOn = {
    'customer.change': {
      actions: [
        { type: 'assignCustomer', params: ({ event }: { event: { values: Record<string, unknown> } }) => event },
        save('customer' as S),
      ],
    },
    'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, { actions: 'showErrors' }],
    'step.back': `#${funnel.id}.products.choosing`,
    'step.cancel': cancel,
  } as const;

  /** The customer answers as the sandbox checks them: its field errors go on their fields, anything else is reported. */
  const validating = <const Src extends string, Input, const Done>(
    src: Src,
    input: (args: { context: C }) => Input,
    onDone: Done,
  ) =>
    ({
      tags: ['busy'],
      invoke: {
        id: src,
        src,
        input,
        onDone,
        onError: [
          {
            guard: { type: 'hasFieldErrors', params: ({ event }: Failed) => event },
            target: 'editing',
            actions: [
              {
                type: 'assignServerErrors',
                params: ({ event }: Failed) => ({
                  errors: funnel.fieldErrorsOf(event.error) ?? {},
                }),
              },
              'showErrors',
            ],
          },
          {
            target: 'editing',
            actions: { type: 'reportFailure', params: ({ event }: Failed) => event },
          },
        ],
      },
    }) as const;

  /**
   * 'Book An Appointment' (spec 3 §4): the slot list is a child (`appointmentSlots`); a reservation it makes goes on to
   * the summary, Next without one is 'Appointment required'. The funnel's own: what runs first on entry, the slot
   * list's input, Back and the address's moves. It implements `assignAppointment` and `hasAppointment`.
   */
  const appointment = <Input, const Back, const Before extends readonly unknown[] = []>(step: {
    before?: Before;
    input: (args: { context: C }) => Input;
    back: Back;
    moves: Move<S, G, never>[];
  }) =>
    ({
      meta: { step: 'appointment' as S },
      entry: [...(step.before ?? ([] as unknown as Before)), show('appointment' as S), save('appointment' as S)],
      invoke: { id: 'appointmentSlots', src: 'appointmentSlots', input: step.input },
      on: {
        'appointmentSlots.reserved': {
          target: 'summary',
          actions: { type: 'assignAppointment', params: ({ event }: { event: SlotReservedEvent }) => event },
        },
        'step.next': [
          { guard: 'hasAppointment', target: 'summary' },
          { actions: notify('error', orderToasts.appointmentRequired) },
        ],
        'step.back': step.back,
        'step.cancel': cancel,
        'address.change': follow('appointment' as S, step.moves),
      },
    }) as const;

  /** Placement: one request per attempt; a failure keeps the key, so Place Order again retries the same attempt. */
  const placing = <Input, const Done>(input: (args: { context: C }) => Input, onDone: Done) =>
    ({
      tags: ['busy'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input,
        onDone,
        onError: { target: 'reviewing', actions: notify('error', orderToasts.orderFailed) },
      },
    }) as const;

  /** A way back from the summary (a guard, and where): the attempt is over, its key is forgotten. */
  type Way = { guard?: G; target: string };
  const forgettingKey = <W extends Way>(way: W) => ({ ...way, actions: 'forgetKey' as const });
  /**
   * The summary: its key made on arrival (kept across retries and reloads), Place Order (`submit`, straight to placing
   * unless the funnel checks first), back (`back`, and `moves` for the address: the key is forgotten), cancel,
   * placement.
   */
  const summary = <const Submit, Input, const Done, const More extends object = object>(step: {
    submit?: Submit;
    back: Way | Way[];
    moves: Omit<Move<S, G, never>, 'actions'>[];
    place: (args: { context: C }) => Input;
    placed: Done;
    states?: More;
  }) =>
    ({
      meta: { step: 'summary' as S },
      initial: 'reviewing',
      entry: show('summary' as S),
      // While the order is being placed the address stays on the summary.
      on: { 'address.change': follow('summary' as S, []) },
      states: {
        reviewing: {
          entry: ['ensureKey', save('summary' as S)],
          on: {
            'step.submit': step.submit ?? ('placing' as const),
            'step.back': Array.isArray(step.back) ? step.back.map(forgettingKey) : forgettingKey(step.back),
            'step.cancel': cancel,
            'address.change': follow('summary' as S, step.moves.map(forgettingKey)),
          },
        },
        placing: placing(step.place, step.placed),
        ...(step.states as More),
      },
    }) as const;

  /** Placed: the order kept for the modal, and 'Order placed'. */
  const orderPlaced = {
    target: `#${funnel.id}.placed`,
    actions: [
      { type: 'assignOrder', params: ({ event }: Done<C['order']>) => ({ order: event.output }) },
      notify('success', orderToasts.orderPlaced),
    ],
  } as const;

  /** The 'Order Successful' modal; closing it refreshes the orders, resets the funnel and opens the orders list. */
  const endStates = {
    placed: {
      meta: { step: 'summary' as S },
      entry: 'clearStoredDraft',
      on: {
        'modal.close': { target: 'done', actions: ['refreshOrders', 'resetOrder', 'navigateToOrders'] },
        'address.change': follow('summary' as S, []),
      },
    },
    done: { type: 'final' },
  } as const;

  return {
    show,
    save,
    notify,
    follow,
    reset,
    update,
    rootOf,
    actors,
    actions,
    guards,
    states: {
      draftStates,
      resuming,
      customerOn,
      editingOn,
      validating,
      appointment,
      summary,
      orderPlaced,
      endStates,
    },
  };
}

/**
 * The funnels that start from a property (FTTP, Ethernet): `orderSteps` with Availability first (the postcode, the
 * search, the property and the funnel's own check) and the products step's frame. Each funnel gives what a new
 * property or search forgets (`laterSteps`) and, when not all, the properties it may order (`orderable`).
 */
export function orderFunnel<
  S extends string,
  P extends { uprn: string },
  C extends FunnelContext<S, P>,
  E extends EventObject,
  D extends { version: number; step: S },
  G extends string,
>(
  funnel: FunnelRules<S, C, D> & {
    laterSteps: Partial<C>;
    /** The properties of a search the organisation may order (all unless the funnel says otherwise). */
    orderable?: (properties: P[], context: C) => P[];
  },
) {
  const first = 'availability' as S;
  const steps = orderSteps<S, C, E, D, G, 'forgetKey' | 'forgetLaterSteps'>({
    ...funnel,
    first,
    start: 'availability',
  });
  const { show, save, follow, reset, update } = steps;
  const orderable = (properties: P[], context: C) => funnel.orderable?.(properties, context) ?? properties;

  /** The machine's root: its context from the flags, the address followed throughout, the draft read first. */
  const root = steps.rootOf((input: FunnelInput<C['flags']>) => ({ flags: input.flags }) as Partial<C>, 'restoring');

  const actions = {
    ...steps.actions,
    assignPostcode: update(
      (_, p: { postcode: string }) => ({ postcode: p.postcode, postcodeError: null }) as Partial<C>,
    ),
    assignPostcodeError: update(
      ({ context }) =>
        ({
          postcodeError: postcodeField.safeParse(context.postcode).error?.issues[0]?.message ?? null,
        }) as Partial<C>,
    ),
    // A new search starts the funnel afresh from its first step.
    startSearch: update(
      () =>
        ({
          ...funnel.laterSteps,
          properties: [],
          uprn: null,
          notAvailable: false,
          postcodeError: null,
          existingOrder: false,
        }) as Partial<C>,
    ),
    assignProperties: update(
      ({ context }, p: { properties: P[] }) => ({ properties: orderable(p.properties, context) }) as Partial<C>,
    ),
    assignNotAvailable: update(() => ({ notAvailable: true }) as Partial<C>),
    requireProperty: update(() => ({ postcodeError: orderMessages.propertyRequired }) as Partial<C>),
    assignProperty: update(
      (_, p: { uprn: string }) =>
        ({ ...funnel.laterSteps, uprn: p.uprn, postcodeError: null, existingOrder: false }) as Partial<C>,
    ),
    markExistingOrder: update(() => ({ existingOrder: true }) as Partial<C>),
    forgetLaterSteps: update(() => funnel.laterSteps),
  };

  type Args = { context: C };
  const guards = {
    ...steps.guards,
    isPostcodeValid: ({ context }: Args) => postcodeField.safeParse(context.postcode).success,
    isFound: ({ context }: Args, p: { properties: P[] }) => orderable(p.properties, context).length > 0,
    isOffered: ({ context }: Args, p: { uprn: string }) => context.properties.some((x) => x.uprn === p.uprn),
    hasProperty: ({ context }: Args) => context.properties.some((x) => x.uprn === context.uprn),
  };

  /** Resumes at the funnel's later steps, the products' choice, or the properties found (`orderSteps`' resuming). */
  const resuming = (later: ResumePoint[]) => steps.states.resuming(later, [['properties', 'availability.choosing']]);

  /**
   * Availability (spec 3 §4, §5): the postcode, the search (the funnel's lookup actor), the property, then the
   * funnel's own `checking` state once Next is pressed with a property chosen.
   */
  const availability = <const Lookup extends string, const States extends object>(
    lookup: Lookup,
    checkStates: States,
  ) =>
    ({
      meta: { step: first },
      initial: 'idle',
      entry: show(first),
      on: {
        'postcode.change': {
          actions: { type: 'assignPostcode', params: ({ event }: { event: { postcode: string } }) => event },
        },
        'postcode.submit': [
          { guard: 'isPostcodeValid', target: '.searching', actions: 'startSearch' },
          { actions: 'assignPostcodeError' },
        ],
        // Next without a chosen property (spec 3 §5).
        'step.next': { actions: 'requireProperty' },
        'step.cancel': reset,
        // Later steps are reached only through the checks (going back to the start cleared them).
        'address.change': follow(first, []),
      },
      states: {
        idle: { entry: save(first) },
        searching: {
          tags: ['busy'],
          invoke: {
            id: lookup,
            src: lookup,
            input: ({ context }: { context: C }) => ({ postcode: context.postcode.trim() }),
            onDone: [
              {
                guard: {
                  type: 'isFound',
                  params: ({ event }: Done<P[]>) => ({ properties: event.output }),
                },
                target: 'choosing',
                actions: {
                  type: 'assignProperties',
                  params: ({ event }: Done<P[]>) => ({ properties: event.output }),
                },
              },
              { target: 'idle', actions: 'assignNotAvailable' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'reportFailure', params: ({ event }: Failed) => event },
            },
          },
        },
        choosing: {
          entry: save(first),
          on: {
            'property.select': {
              guard: { type: 'isOffered', params: ({ event }: { event: { uprn: string } }) => event },
              target: 'choosing',
              actions: [
                { type: 'assignProperty', params: ({ event }: { event: { uprn: string } }) => event },
                save(first),
              ],
            },
            'step.next': { guard: 'hasProperty', target: 'checking' },
          },
        },
        ...checkStates,
      },
    }) as const;

  /** Products: back to the property (what later steps held is forgotten), on to the customer once chosen. */
  const productsOn = {
    'step.back': { target: `#${funnel.id}.availability.choosing`, actions: 'forgetLaterSteps' },
    'step.cancel': reset,
    'address.change': follow('products' as S, [
      { to: first, target: `#${funnel.id}.availability.choosing`, actions: 'forgetLaterSteps' },
      { to: 'customer' as S, target: `#${funnel.id}.customer`, guard: 'isChoiceValid' as G },
    ]),
  } as const;
  /**
   * Products: the funnel's own retrieval (`retrieving` first) and choice (`choosing`); a retrieval that failed is retried on
   * demand, none found is an info box ('No products found').
   */
  const products = <const Retrieval extends object, const Choosing extends object>(
    retrieval: Retrieval,
    choosing: Choosing,
  ) =>
    ({
      meta: { step: 'products' as S },
      initial: 'retrieving',
      entry: show('products' as S),
      on: productsOn,
      states: { ...retrieval, failed: { on: { 'products.retry': 'retrieving' } }, none: {}, choosing },
    }) as const;

  return { ...steps, root, actions, guards, states: { ...steps.states, resuming, availability, products } };
}
