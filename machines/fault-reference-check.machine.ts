import { assign, fromPromise, sendParent, setup } from 'xstate';

/** empty: nothing typed; checking: waiting for the pause or the answer; unchecked: the check failed (checked on submit). */
export type FaultReferenceStatus = 'empty' | 'checking' | 'unique' | 'duplicate' | 'unchecked';
export type FaultReferenceStatusEvent = { type: 'faultReference.status'; status: FaultReferenceStatus };

const report = (status: FaultReferenceStatus) => ({ type: 'reportStatus' as const, params: { status } });

/**
 * Fault reference uniqueness (spec 2 §5): checked 450 ms after typing stops. Every change starts the pause again, and
 * the parent hears each outcome (`faultReference.status`) so its guards can keep Next disabled while a reference is a
 * duplicate or not yet checked.
 */
export const faultReferenceCheckMachine = setup({
  types: {
    context: {} as { reference: string },
    input: {} as { reference: string },
    events: {} as { type: 'reference.change'; reference: string },
  },
  actors: {
    // GET /v2/incidents/check_fault_reference/{ref}: true when no incident of the organisation uses it.
    isUnique: fromPromise<boolean, { reference: string }>(async () => {
      throw new Error('isUnique not provided');
    }),
  },
  actions: {
    assignReference: assign({ reference: (_, p: { reference: string }) => p.reference.trim() }),
    reportStatus: sendParent(
      (_, p: { status: FaultReferenceStatus }): FaultReferenceStatusEvent => ({
        type: 'faultReference.status',
        status: p.status,
      }),
    ),
  },
  guards: {
    isBlank: ({ context }) => context.reference === '',
    // The parent forwards every change of its form; only a different reference starts the pause again.
    isChanged: ({ context }, p: { reference: string }) => p.reference.trim() !== context.reference,
    isUnique: (_, p: { unique: boolean }) => p.unique,
  },
  delays: { typingPause: 450 },
}).createMachine({
  id: 'faultReferenceCheck',
  context: ({ input }) => ({ reference: input.reference.trim() }),
  initial: 'deciding',
  on: {
    'reference.change': {
      guard: { type: 'isChanged', params: ({ event }) => event },
      target: '.deciding',
      reenter: true,
      actions: { type: 'assignReference', params: ({ event }) => event },
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'isBlank', target: 'empty' }, { target: 'pausing' }],
    },
    empty: { entry: report('empty') },
    pausing: { entry: report('checking'), after: { typingPause: 'checking' } },
    checking: {
      invoke: {
        id: 'isUnique',
        src: 'isUnique',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          { guard: { type: 'isUnique', params: ({ event }) => ({ unique: event.output }) }, target: 'unique' },
          { target: 'duplicate' },
        ],
        onError: 'unchecked',
      },
    },
    unique: { entry: report('unique') },
    duplicate: { entry: report('duplicate') },
    unchecked: { entry: report('unchecked') },
  },
});
