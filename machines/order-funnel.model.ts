import { assign, type EventObject, setup } from 'xstate';

/**
 * The test models' kit, beside the funnel kit (`order-funnel.ts`): what the models of the funnels with a stored draft
 * say the same way, written once. `draftModel` for every such funnel (the ordering funnels, the raise funnel): an
 * event the funnel ignores, a reload and the draft read back. `orderFunnelModel` for the funnels built with
 * `orderFunnel` (FTTP, Ethernet): the draft offered or resumed, Availability, the products step's frame, the customer
 * step, the summary with its placement, and 'Order Successful'; each model keeps its own checks, products, customer
 * answers and later steps.
 *
 * States carry `meta: { matches }`, the production state they stand for.
 */

/**
 * An event the funnel must ignore (or answer with only a message): an action keeps it in the model's graph (an empty
 * transition would drop out of it).
 */
export const same = { actions: 'ignore' as const };

/**
 * A funnel model's stored draft: `page.reload` restarts the funnel (`storedAt`: the model remembers where the draft was
 * stored, `store`), which reads the draft back (`isStoredAt`); once back, where it was stored no longer matters
 * (`resumed`). The model's actions and guards spread `actions` and `guards`.
 */
export function draftModel<S extends string, C extends { stored: S }, E extends EventObject>(id: string) {
  const storedAt = (stored: S) => ({
    target: `#${id}.restoring`,
    actions: { type: 'store' as const, params: { stored } },
  });
  const actions = {
    ignore: () => undefined,
    store: assign<C, E, { stored: S }, E, never>((_, p) => ({ stored: p.stored }) as Partial<C>),
    resume: assign<C, E, undefined, E, never>(() => ({ stored: 'none' }) as Partial<C>),
  };
  const guards = {
    isStoredAt: ({ context }: { context: C }, p: { stored: S }) => context.stored === p.stored,
  };
  return { same, resumed: 'resume' as const, storedAt, actions, guards };
}

/** Where a reload left an ordering funnel: the point its stored draft resumes at (and the funnel's later steps). */
type FunnelStored<S extends string> = 'none' | 'properties' | 'products' | 'customer' | 'summary' | S;

/** What the ordering funnels' models hold in common. */
export type FunnelModelContext<S extends string> = {
  /** The typed postcode is well formed. */
  postcode: boolean;
  /**
   * The stored draft's postcode, while the one typed on the property list differs from it (the draft is stored when the
   * list opens and when a property is chosen, not on typing): a reload brings the stored one back. Null while they agree.
   */
  storedPostcode: boolean | null;
  property: boolean;
  /** The customer form passes the shared rules. */
  form: boolean;
  /** The sandbox refused a field of the customer step. */
  serverError: boolean;
  stored: FunnelStored<S>;
};

/** The events of every ordering funnel's model; a funnel's model adds its own. */
export type FunnelModelEvent =
  | { type: 'draft.none' }
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
  | { type: 'form.valid' }
  | { type: 'form.invalid' }
  | { type: 'validate.ok' }
  | { type: 'validate.fieldErrors' }
  | { type: 'validate.fail' }
  | { type: 'place.ok' }
  | { type: 'place.fail' }
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
  | { type: 'address.start' };

/** What the ordering funnels' model events stand for where they say the same (for the generated paths). */
export const funnelModelEvents = {
  'draft.stale': 'The stored draft is of an older version (or unreadable): it is discarded and a fresh funnel opens.',
  'postcode.valid': 'The user types a well-formed postcode.',
  'postcode.invalid': "The user types a postcode of the wrong shape ('Invalid postcode').",
  'postcode.submit': 'The user presses Search (refused with a message while the postcode is not well formed).',
  'products.retry': 'The user presses Try again.',
  'form.invalid': 'A required customer field is cleared.',
  'step.next': 'The user presses Next (refused, with a message, while its rules are not met).',
  'step.back': 'The user presses Back.',
  'step.cancel': 'The user presses Cancel: the funnel resets to its first step and the draft is dropped.',
  'page.reload': 'The page reloads: the funnel restarts and reads the draft it stored.',
  'resume.continue': "The user answers 'Continue your order' to the offer: the funnel goes on where the draft was.",
  'resume.restart': "The user answers 'Start again' to the offer: the draft is dropped and the first step opens.",
  'address.current': "The browser's address shows the step the funnel is on (nothing changes).",
  'address.previous': 'The browser goes back a step (back button): taken when the funnel allows it.',
  'address.next': 'The browser goes forward a step (forward button): taken only when Next would be.',
  'address.start': "The browser's address jumps to the first step: refused past the products step.",
} satisfies Partial<Record<FunnelModelEvent['type'], string>>;

type Values<S extends string> = Partial<FunnelModelContext<S> & { notAvailable: boolean }>;

/**
 * The model of a funnel built with `orderFunnel`. The funnel gives its model's id, its context as it starts (`fresh`,
 * less what its input decides) and what a new property or search forgets (`laterSteps`); `notAvailable` when its model
 * keeps the last search's 'Sorry! We are not yet available in this area.'. The kit brings the actions and every guard
 * of its states but `isChoiceValid` (the products step's Next is taken), which the model implements.
 */
export function orderFunnelModel<S extends string, C extends FunnelModelContext<S>, E extends EventObject>(funnel: {
  id: string;
  fresh: Partial<C>;
  laterSteps: Partial<C>;
  notAvailable?: boolean;
}) {
  const id = `#${funnel.id}`;
  const draft = draftModel<FunnelStored<S>, C, E>(funnel.id);
  const { resumed, storedAt } = draft;
  /** An assignment of the model's context (for the events a funnel's model gives the kit's states). */
  const update = (values: Partial<C> | ((context: C) => Partial<C>)) =>
    assign<C, E, undefined, E, never>(({ context }) => (typeof values === 'function' ? values(context) : values));
  const set = (values: Values<S> | ((context: C) => Values<S>)) => update(values as Partial<C>);
  const laterSteps = funnel.laterSteps as Values<S>;
  const typed = (postcode: boolean) => set(funnel.notAvailable ? { postcode, notAvailable: false } : { postcode });
  const search = [
    { guard: 'isPostcodeValid', target: 'searching', actions: set({ property: false, ...laterSteps }) },
    same,
  ] as const;
  const cancel = { target: `${id}.availability.idle`, actions: 'reset' } as const;
  const toCustomer = [{ guard: 'isChoiceValid', target: `${id}.customer` }, same] as const;

  const actions = { ...draft.actions, reset: set(funnel.fresh as Values<S>) };
  type Args = { context: C };
  const guards = {
    ...draft.guards,
    isPostcodeValid: ({ context }: Args) => context.postcode,
    hasProperty: ({ context }: Args) => context.property,
    isCustomerValid: ({ context }: Args) => context.form && !context.serverError,
    isOrderStored: ({ context }: Args) => context.stored !== 'none' && context.stored !== 'properties',
  };

  /** The draft read back (`opening`: other ways the funnel opens afresh, after 'draft.none'). */
  const restoring = <const Opening extends object = object>(opening?: Opening) =>
    ({
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'draft.none': { target: 'availability.idle', actions: 'reset' },
        ...(opening as Opening),
        'draft.stale': { target: 'availability.idle', actions: 'reset' },
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
    }) as const;

  /** 'Continue your order for …?': on at the furthest of `later` (each a state of its name) the draft holds. */
  const offering = (later: FunnelStored<S>[]) =>
    ({
      meta: { matches: 'offering' },
      on: {
        'resume.continue': [
          ...later.map((stored) => ({
            guard: { type: 'isStoredAt' as const, params: { stored } },
            target: stored,
            actions: resumed,
          })),
          { target: 'products.choosing', actions: resumed },
        ],
        'resume.restart': { target: 'availability.idle', actions: 'reset' },
      },
    }) as const;

  /** Availability: the postcode, the search, the property; the funnel's own checks (`checks`, and `more` states). */
  const availability = <const Checks extends object, const More extends object = object>(checks: Checks, more?: More) =>
    ({
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
            'postcode.valid': { actions: typed(true) },
            'postcode.invalid': { actions: typed(false) },
            'postcode.submit': search,
            // Next with no property chosen: the message asks for one.
            'step.next': same,
          },
        },
        searching: {
          meta: { matches: { availability: 'searching' } },
          tags: ['busy'],
          on: {
            'lookup.found': 'choosing',
            'lookup.none': funnel.notAvailable ? { target: 'idle', actions: set({ notAvailable: true }) } : 'idle',
            'lookup.fail': 'idle',
          },
        },
        choosing: {
          meta: { matches: { availability: 'choosing' } },
          on: {
            'property.select': { actions: set({ property: true, storedPostcode: null, ...laterSteps }) },
            // The next steps store the draft with the postcode as typed.
            'step.next': [{ guard: 'hasProperty', target: 'checking', actions: set({ storedPostcode: null }) }, same],
            'postcode.invalid': {
              actions: set((context) => ({
                postcode: false,
                storedPostcode: context.storedPostcode ?? context.postcode,
              })),
            },
            'postcode.submit': search,
            'page.reload': {
              target: `${id}.restoring`,
              actions: [
                { type: 'store', params: { stored: 'properties' } },
                set((context) => ({ postcode: context.storedPostcode ?? context.postcode, storedPostcode: null })),
              ],
            },
          },
        },
        checking: { meta: { matches: { availability: 'checking' } }, tags: ['busy'], on: checks },
        ...(more as More),
      },
    }) as const;

  /** A product retrieval of the funnel (the state `name`). */
  const retrieving = <const N extends string>(name: N) =>
    ({
      meta: { matches: { products: name } },
      tags: ['busy'],
      on: { 'products.found': 'choosing', 'products.empty': 'none', 'products.fail': 'failed' },
    }) as const;

  /**
   * Products: the funnel's retrievals (`retrievals`, the first one first) and its `retry`; back to the property (what
   * later steps held is forgotten); choosing (the funnel's `choose` events), on to the customer once `isChoiceValid`.
   */
  const products = <const Retrievals extends object, const Retry, const Choose extends object>(step: {
    retrievals: Retrievals;
    retry: Retry;
    choose: Choose;
  }) =>
    ({
      initial: Object.keys(step.retrievals)[0] as keyof Retrievals,
      on: {
        'step.back': { target: `${id}.availability.choosing`, actions: set(laterSteps) },
        'step.cancel': cancel,
        'address.current': same,
        'address.previous': { target: `${id}.availability.choosing`, actions: set(laterSteps) },
        'address.next': toCustomer,
      },
      states: {
        ...step.retrievals,
        failed: { meta: { matches: { products: 'failed' } }, on: { 'products.retry': step.retry } },
        none: { meta: { matches: { products: 'none' } } },
        choosing: {
          meta: { matches: { products: 'choosing' } },
          on: { ...step.choose, 'step.next': toCustomer, 'page.reload': storedAt('products') },
        },
      },
    }) as const;

  /**
   * Customer: `before` editing (states the step opens in first), the form (and the funnel's `answers` events), Next
   * checked by the sandbox, on as `validated` says.
   */
  const customer = <const Before extends object, const Answers extends object, const Validated>(step: {
    before?: Before;
    answers?: Answers;
    validated: Validated;
  }) =>
    ({
      initial: (Object.keys(step.before ?? {})[0] ?? 'editing') as keyof Before | 'editing',
      on: {
        'address.current': same,
        'address.previous': `${id}.products.choosing`,
        'address.next': same,
      },
      states: {
        ...(step.before as Before),
        editing: {
          meta: { matches: { customer: 'editing' } },
          on: {
            'form.valid': { actions: set({ form: true, serverError: false }) },
            'form.invalid': { actions: set({ form: false }) },
            ...(step.answers as Answers),
            // Refused while invalid: the messages show under their fields.
            'step.next': [{ guard: 'isCustomerValid', target: 'validating' }, same],
            'step.back': `${id}.products.choosing`,
            'step.cancel': cancel,
            'page.reload': storedAt('customer'),
          },
        },
        validating: {
          meta: { matches: { customer: 'validating' } },
          tags: ['busy'],
          on: {
            'validate.ok': step.validated,
            'validate.fieldErrors': { target: 'editing', actions: set({ serverError: true }) },
            'validate.fail': 'editing',
          },
        },
      },
    }) as const;

  /**
   * The summary: Place Order (`submit`), back (`back`, the browser's too), placement (on as `placed` says), and the
   * funnel's `more` states after placing.
   */
  const summary = <const Submit, const Back, const Placed, const More extends object = object>(step: {
    submit: Submit;
    back: Back;
    placed: Placed;
    more?: More;
  }) =>
    ({
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: { matches: { summary: 'reviewing' } },
          on: {
            'step.submit': step.submit,
            'step.back': step.back,
            'step.cancel': cancel,
            'page.reload': storedAt('summary'),
            'address.current': same,
            'address.previous': step.back,
            'address.start': same,
          },
        },
        placing: {
          meta: { matches: { summary: 'placing' } },
          tags: ['busy'],
          on: {
            // A second press while the order is placed sends nothing.
            'step.submit': same,
            'place.ok': step.placed,
            // The same attempt: pressing Place Order again sends the same Idempotency-Key.
            'place.fail': 'reviewing',
            'address.current': same,
            'address.previous': same,
          },
        },
        ...(step.more as More),
      },
    }) as const;

  /** 'Order Successful', and the orders list once it is closed. */
  const endStates = {
    placed: {
      meta: { matches: 'placed' },
      on: { 'modal.close': 'done', 'address.current': same, 'address.previous': same },
    },
    done: { meta: { matches: 'done' }, type: 'final' },
  } as const;

  /** The funnel model's `setup` given its own guards: its context and events, the kit's actions and guards, and those. */
  const setupModel = <G extends Record<string, (args: Args) => boolean>>(own: G) =>
    setup({
      types: { context: {} as C, events: {} as E, meta: {} as { matches: unknown } },
      actions,
      guards: { ...guards, ...own },
    });

  return {
    cancel,
    storedAt,
    update,
    withGuards: setupModel,
    states: { restoring, offering, availability, retrieving, products, customer, summary, endStates },
  };
}
