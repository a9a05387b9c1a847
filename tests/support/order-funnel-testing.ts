import type { FunnelContext } from '@machines/order-funnel';
import { expect, it, type Mock, vi } from 'vitest';
import {
  type AnyStateMachine,
  type ContextFrom,
  createActor,
  createMachine,
  type EventFromLogic,
  fromCallback,
  fromPromise,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { orderToasts } from '@/lib/order-rules';
import type { ModelStep } from './model-paths';
import { type AssertContext, type DriverContext, type ModelTestSpec, testMachineWithModel } from './model-testing';
import { httpError } from './support-fixtures';

// What the ordering funnels' machine tests (tests/machines/fttp-order.machine.test.ts, ethernet-order.machine.test.ts)
// do the same way for the funnel kit's part (machines/order-funnel.ts): start a funnel with its actors answered at once,
// the tests of the kit's steps, and the drivers and checks that replay the kit's events of the test models
// (machines/order-funnel.model.ts). Each test file keeps its own actors, tests and drivers.

/** The funnels' test clock. */
export const funnelNow = new Date('2026-01-05T09:00:00Z').getTime();

/** A funnel's input on the real clock, with random keys (the model-based runs). */
export const funnelInput = <F>(flags: F) => ({ flags, now: () => Date.now(), newKey: () => crypto.randomUUID() });

/** A child that finishes at once with the given output. */
export const done = <T>(output: T) =>
  createMachine({
    types: {} as { output: T },
    initial: 'done',
    states: { done: { type: 'final' } },
    output: () => output,
  });

/** Lets the invoked actors answer and the machine move on. */
export const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

/** The sandbox refusing fields (400 validation_failed). */
export const fieldError = (fields: Record<string, string[]>) =>
  Object.assign(httpError(400), { fields, message: 'validation_failed' });

const effects = [
  'notify',
  'reportFailure',
  'clearStoredDraft',
  'showStep',
  'saveDraft',
  'refreshOrders',
  'navigateToOrders',
] as const;
type Spies<K extends string> = Record<K, Mock>;

/**
 * Starts a funnel: the draft read back as `restored`, the address still, the customer check and placement answering
 * `validate` and `place` (valid, and `placed`, unless given), the funnel's own actors from `actors` (which may record
 * their input in the extra `calls`); the app's side effects are spies, each called with its params. Keys are
 * key-1, key-2, … and the clock is `funnelNow`.
 */
export function startOrderFunnel<M extends AnyStateMachine, const Extra extends string = never>(
  machine: M,
  funnel: {
    flags: unknown;
    placed: unknown;
    restored?: unknown;
    validate?: () => Promise<true>;
    place?: () => Promise<unknown>;
    calls?: Extra[];
    actors: (calls: Spies<Extra>) => Record<string, unknown>;
  },
) {
  const calls = Object.fromEntries(
    ['placeOrder', 'validateCustomer', ...(funnel.calls ?? [])].map((name) => [name, vi.fn()]),
  ) as Spies<Extra | 'placeOrder' | 'validateCustomer'>;
  const actions = Object.fromEntries(effects.map((name) => [name, vi.fn()])) as Spies<(typeof effects)[number]>;
  let keys = 0;
  const provided = machine.provide({
    actors: {
      restoreDraft: fromPromise(async () => funnel.restored),
      address: fromCallback(() => undefined),
      validateCustomer: fromPromise(async ({ input }) => {
        calls.validateCustomer(input);
        return (funnel.validate ?? (async () => true as const))();
      }),
      placeOrder: fromPromise(async ({ input }) => {
        calls.placeOrder(input);
        return (funnel.place ?? (async () => funnel.placed))();
      }),
      ...funnel.actors(calls),
    },
    actions: Object.fromEntries(effects.map((name) => [name, (_: unknown, p: unknown) => actions[name](p)])),
  } as never) as M;
  const actor = createActor(provided, {
    input: { flags: funnel.flags, now: () => funnelNow, newKey: () => `key-${++keys}` },
  } as never).start();
  const snapshot = () => actor.getSnapshot();
  const send = (event: EventFromLogic<M>) => actor.send(event);
  return { actor, snapshot, calls, actions, send };
}

/** A started funnel as the kit's tests see it. */
type StartedFunnel = {
  snapshot(): { context: FunnelContext<string, { uprn: string }>; status: string; matches(state: StateValue): boolean };
  send(event: { type: string; [key: string]: unknown }): void;
  calls: Spies<'placeOrder'>;
  actions: Spies<(typeof effects)[number]>;
};

/** Searches `postcode` and goes on with the property `uprn` (its checks answered). */
export async function searchAndCheck(f: StartedFunnel, postcode: string, uprn: string) {
  await settle();
  f.send({ type: 'postcode.change', postcode });
  f.send({ type: 'postcode.submit' });
  await settle();
  f.send({ type: 'property.select', uprn });
  f.send({ type: 'step.next' });
  await settle();
}

/**
 * The tests of the kit's part every funnel passes, each registered where the funnel's test file calls it: `start`
 * starts the funnel (with its options), `postcodes` are a well-formed one and a malformed one, `toSummary` goes to the
 * summary, `placed` is what placement answers, `cleared` what Cancel and 'Start again' also empty; `parse` reads a
 * stored draft; the draft's tests start with `draftOptions`, go to the summary by `toDraftSummary` (`toSummary` unless
 * given) and find the draft holding `draftMatch`; `spoil` makes a summary's draft whose customer step no longer passes.
 */
export function orderFunnelTests<F extends StartedFunnel, D extends { step: string }>(funnel: {
  start: (options?: never) => F;
  postcodes: { valid: string; malformed: string };
  toSummary: (f: F) => Promise<void>;
  toCustomer: (f: F) => Promise<void>;
  /** The customer step's messages as the view shows them (the funnel's `customerErrorsOf`). */
  errorsOf: (f: F) => Record<string, string>;
  placed: unknown;
  cleared: Record<string, unknown>;
  parse: (draft: unknown) => D | undefined;
  draftOptions?: Record<string, unknown>;
  toDraftSummary?: (f: F) => Promise<void>;
  draftMatch?: Record<string, unknown>;
  spoil: (draft: D) => D;
}) {
  const start = (options: Record<string, unknown> = {}) => funnel.start(options as never);
  const toDraftSummary = funnel.toDraftSummary ?? funnel.toSummary;
  const drafted = async () => {
    const first = start(funnel.draftOptions);
    await toDraftSummary(first);
    return first.actions.saveDraft.mock.lastCall?.[0] as D;
  };
  const tests = {
    postcode: () =>
      it('asks for a postcode, refuses a malformed one, and says when nothing is found (spec 3 §5)', async () => {
        const f = start({ properties: [] });
        await settle();
        f.send({ type: 'postcode.submit' });
        expect(f.snapshot().context.postcodeError).toBe('Please enter a postcode');
        f.send({ type: 'postcode.change', postcode: funnel.postcodes.malformed });
        f.send({ type: 'postcode.submit' });
        expect(f.snapshot().context.postcodeError).toBe('Invalid postcode');
        f.send({ type: 'postcode.change', postcode: funnel.postcodes.valid });
        f.send({ type: 'postcode.submit' });
        await settle();
        expect(f.snapshot().matches({ availability: 'idle' })).toBe(true);
        expect(f.snapshot().context.notAvailable).toBe(true);
      }),

    retry: () =>
      it('retries a failed attempt with the same key and body; a new attempt after Back gets a new key', async () => {
        let fail = true;
        const f = start({
          place: async () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : funnel.placed),
        });
        await funnel.toSummary(f);
        f.send({ type: 'step.submit' });
        await settle();
        expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
        expect(f.actions.notify).toHaveBeenCalledWith({ kind: 'error', ...orderToasts.orderFailed });
        f.send({ type: 'step.submit' });
        await settle();
        const [first, second] = f.calls.placeOrder.mock.calls.map((c) => c[0]);
        expect(second).toEqual(first);
        f.send({ type: 'step.back' });
        f.send({ type: 'step.next' });
        await settle();
        fail = false;
        f.send({ type: 'step.submit' });
        await settle();
        expect(f.calls.placeOrder.mock.calls[2]?.[0].idempotencyKey).toBe('key-2');
        expect(f.snapshot().matches('placed')).toBe(true);
      }),

    modalClose: () =>
      it('closing the Order Successful modal refreshes the orders, resets the funnel and opens the orders list', async () => {
        const f = start();
        await funnel.toSummary(f);
        f.send({ type: 'step.submit' });
        await settle();
        f.send({ type: 'modal.close' });
        expect(f.snapshot().status).toBe('done');
        expect(f.actions.refreshOrders).toHaveBeenCalled();
        expect(f.actions.navigateToOrders).toHaveBeenCalled();
        expect(f.snapshot().context.uprn).toBeNull();
      }),

    cancel: () =>
      it('Cancel resets the funnel to its first step and drops the draft', async () => {
        const f = start();
        await funnel.toSummary(f);
        f.send({ type: 'step.cancel' });
        expect(f.snapshot().matches({ availability: 'idle' })).toBe(true);
        expect(f.snapshot().context).toMatchObject({ postcode: '', uprn: null, customer: {}, ...funnel.cleared });
        expect(f.actions.clearStoredDraft).toHaveBeenCalled();
      }),

    resume: () =>
      it('resumes a stored draft at its step, keeping the attempt’s key', async () => {
        const draft = await drafted();
        expect(draft).toMatchObject({ step: 'summary', idempotencyKey: 'key-1', ...funnel.draftMatch });
        const resumed = start({
          ...funnel.draftOptions,
          restored: funnel.parse(JSON.parse(JSON.stringify(draft))),
        });
        await settle();
        // The order under way is offered first ('Continue your order for …?'), not resumed behind the user's back.
        expect(resumed.snapshot().matches('offering')).toBe(true);
        expect(resumed.actions.showStep).not.toHaveBeenCalled();
        resumed.send({ type: 'resume.continue' });
        expect(resumed.snapshot().matches({ summary: 'reviewing' })).toBe(true);
        expect(resumed.snapshot().context.idempotencyKey).toBe('key-1');
      }),

    startAgain: () =>
      it("'Start again' drops the offered draft and opens the first step afresh", async () => {
        const draft = await drafted();
        const resumed = start({ ...funnel.draftOptions, restored: draft });
        await settle();
        resumed.send({ type: 'resume.restart' });
        expect(resumed.snapshot().matches({ availability: 'idle' })).toBe(true);
        expect(resumed.snapshot().context).toMatchObject({ postcode: '', uprn: null, customer: {}, ...funnel.cleared });
        expect(resumed.actions.clearStoredDraft).toHaveBeenCalled();
      }),

    /** The customer step's rules: no message while typing, then, once Next is pressed, `messages` and no move on. */
    customerMessages: (title: string, values: Record<string, unknown>, messages: Record<string, string>) =>
      it(title, async () => {
        const f = start();
        await funnel.toCustomer(f);
        f.send({ type: 'customer.change', values });
        expect(funnel.errorsOf(f)).toEqual({});
        f.send({ type: 'step.next' });
        expect(f.snapshot().matches({ customer: 'editing' })).toBe(true);
        expect(funnel.errorsOf(f)).toMatchObject(messages);
      }),

    resumesNoFurther: (title: string) =>
      it(title, async () => {
        const first = start();
        await funnel.toSummary(first);
        const draft = first.actions.saveDraft.mock.lastCall?.[0] as D;
        const resumed = start({ restored: funnel.spoil(draft) });
        await settle();
        resumed.send({ type: 'resume.continue' });
        await settle();
        expect(resumed.snapshot().matches({ customer: 'editing' })).toBe(true);
      }),
  };
  return {
    postcode: tests.postcode,
    customerMessages: tests.customerMessages,
    resumesNoFurther: tests.resumesNoFurther,
    /** What follows placement the same in every funnel: a failed attempt retried, 'Order Successful' closed, Cancel. */
    afterPlacement: () => {
      tests.retry();
      tests.modalClose();
      tests.cancel();
    },
    /** The stored draft offered: continued at its step, or dropped by 'Start again'. */
    draftOffer: () => {
      tests.resume();
      tests.startAgain();
    },
  };
}

type Shared =
  | 'draft.none'
  | 'draft.restored'
  | 'draft.stale'
  | 'postcode.valid'
  | 'postcode.invalid'
  | 'postcode.submit'
  | 'lookup.found'
  | 'lookup.none'
  | 'lookup.fail'
  | 'products.retry'
  | 'form.valid'
  | 'validate.ok'
  | 'validate.fieldErrors'
  | 'validate.fail'
  | 'place.ok'
  | 'place.fail'
  | 'modal.close'
  | 'step.next'
  | 'step.back'
  | 'step.submit'
  | 'step.cancel'
  | 'page.reload'
  | 'resume.continue'
  | 'resume.restart'
  | 'address.current'
  | 'address.previous'
  | 'address.next'
  | 'address.start';
type Drivers<M extends AnyStateMachine, Mo extends AnyStateMachine> = ModelTestSpec<M, Mo>['drivers'];
type Driving = DriverContext<AnyStateMachine, unknown> & {
  snapshot: () => { value: StateValue; context: { serverErrors: Record<string, string> } };
  send: (event: { type: string; [key: string]: unknown }) => Promise<void>;
};

/**
 * Replays a funnel's test model against its machine (`testMachineWithModel`) with the drivers of the kit's events and
 * checks of the kit's states, beside the funnel's own (`drivers`, `assertState`). The funnel gives its `steps` in
 * order (`previous`: where the browser's Back goes instead of the step before), its `flags` (per the model's context,
 * read again on a reload), the stored draft as the funnel reads it back (`readBack`), the `postcodes`, its `lookup` actor and what it
 * finds, what placement answers (`placed`), and the customer's valid `answers` with its references' prefix.
 */
export function testOrderFunnelWithModel<M extends AnyStateMachine, Mo extends AnyStateMachine>(funnel: {
  name: string;
  machine: M;
  model: Mo;
  steps: readonly string[];
  previous?: (here: string, modelContext: ContextFrom<Mo>) => string | undefined;
  flags: (modelContext: ContextFrom<Mo>) => unknown;
  readBack: (draft: never) => unknown;
  postcodes: { valid: string; invalid: string };
  lookup: { actor: string; found: unknown[] };
  placed: unknown;
  answers: (step: ModelStep<ContextFrom<Mo>>) => Record<string, unknown>;
  reference: string;
  drivers: Omit<Drivers<M, Mo>, Shared>;
  assertState: (ctx: AssertContext<M, ContextFrom<Mo>>) => void;
}): void {
  const inputOf = (modelContext: ContextFrom<Mo>) => funnelInput(funnel.flags(modelContext)) as InputFrom<M>;
  const { steps } = funnel;
  const first = steps[0] as string;
  const last = steps.at(-1) as string;
  const stepOf = (value: unknown) =>
    value === 'placed' || value === 'done'
      ? last
      : (steps.find((s) => JSON.stringify(value).includes(`"${s}"`) || value === s) ?? first);
  const by = (here: string, offset: number) =>
    steps[Math.min(steps.length - 1, Math.max(0, steps.indexOf(here) + offset))] as string;
  const addressAt =
    (to: (here: string, modelContext: ContextFrom<Mo>) => string) =>
    ({ send, snapshot, step }: Driving) =>
      send({ type: 'address.change', step: to(stepOf(snapshot().value), step.modelContext as ContextFrom<Mo>) });
  const send =
    (type: string) =>
    ({ send }: Driving) =>
      send({ type });

  const shared: Record<Shared, (ctx: Driving) => Promise<void> | void> = {
    'draft.none': ({ resolve }) => resolve('restoreDraft', undefined),
    'draft.restored': async ({ resolve, actions }) => {
      const draft = actions.saveDraft?.mock.lastCall?.[1];
      // Nothing stored yet: no draft comes back, the funnel is still reading (the model stays in restoring).
      if (!draft) return;
      await resolve('restoreDraft', funnel.readBack(draft as never));
    },
    'draft.stale': ({ reject }) => reject('restoreDraft', new Error('stale')),
    'postcode.valid': ({ send }) => send({ type: 'postcode.change', postcode: funnel.postcodes.valid }),
    'postcode.invalid': ({ send }) => send({ type: 'postcode.change', postcode: funnel.postcodes.invalid }),
    'postcode.submit': send('postcode.submit'),
    'lookup.found': ({ resolve }) => resolve(funnel.lookup.actor, funnel.lookup.found),
    'lookup.none': ({ resolve }) => resolve(funnel.lookup.actor, []),
    'lookup.fail': ({ reject }) => reject(funnel.lookup.actor, httpError(500)),
    'products.retry': send('products.retry'),
    'form.valid': ({ send, snapshot, step }) =>
      send({
        type: 'customer.change',
        values: {
          ...funnel.answers(step as ModelStep<ContextFrom<Mo>>),
          // A new reference each time: it answers a field error the sandbox gave the old one.
          buyer_reference: `${funnel.reference}-${Object.keys(snapshot().context.serverErrors).length ? 'B' : 'A'}${Date.now() % 1000}`,
        },
      }),
    'validate.ok': ({ resolve }) => resolve('validateCustomer', true),
    'validate.fieldErrors': ({ reject }) =>
      reject('validateCustomer', fieldError({ buyer_reference: ['This reference is already used by another order'] })),
    'validate.fail': ({ reject }) => reject('validateCustomer', httpError(500)),
    'place.ok': ({ resolve }) => resolve('placeOrder', funnel.placed),
    'place.fail': ({ reject }) => reject('placeOrder', new TypeError('Failed to fetch')),
    'modal.close': send('modal.close'),
    'step.next': send('step.next'),
    'step.back': send('step.back'),
    'step.submit': send('step.submit'),
    'step.cancel': send('step.cancel'),
    'page.reload': ({ restart, step }) => restart(inputOf(step.modelContext as ContextFrom<Mo>)),
    'resume.continue': send('resume.continue'),
    'resume.restart': send('resume.restart'),
    'address.current': addressAt((here) => here),
    'address.previous': addressAt((here, c) => funnel.previous?.(here, c) ?? by(here, -1)),
    'address.next': addressAt((here) => by(here, 1)),
    'address.start': addressAt(() => first),
  };

  testMachineWithModel({
    name: funnel.name,
    machine: funnel.machine,
    model: funnel.model,
    input: inputOf((createActor(funnel.model).getSnapshot() as { context: ContextFrom<Mo> }).context),
    now: new Date(funnelNow),
    drivers: { ...shared, ...funnel.drivers } as Drivers<M, Mo>,
    assertState: (ctx) => {
      funnel.assertState(ctx);
      const { step, actions } = ctx;
      const snapshot = ctx.snapshot as () => { context: { idempotencyKey: string | null } };
      const state = JSON.stringify(step.expectedState);
      if (state.includes('reviewing')) expect(snapshot().context.idempotencyKey).not.toBeNull();
      // The address shows the step (the summary's while placing and after), and the draft goes once placed or
      // cancelled. While the draft's order is offered, the address is left as the reload found it.
      if (state !== '"restoring"' && state !== '"done"' && state !== '"offering"')
        expect(actions.showStep?.mock.lastCall?.[1]).toMatchObject({ step: stepOf(step.expectedState) });
      if (state === '"placed"') expect(actions.clearStoredDraft).toHaveBeenCalled();
      if ('event' in step && (step as { event: { type: string } }).event.type === 'step.cancel')
        expect(actions.clearStoredDraft).toHaveBeenCalled();
      if (state === '"done"') expect(actions.navigateToOrders).toHaveBeenCalled();
    },
  });
}
