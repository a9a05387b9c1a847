import { assign, setup } from 'xstate';

type Context = {
  /** The QA path being played (its index in `<name>.qa.json`), or null while simulating. */
  path: number | null;
  /** How many steps the chosen path has. */
  length: number;
  /** The step shown: 0 is the path's start, n the state after its n-th step. */
  step: number;
};

/** How long the player shows each step before the next. */
export const flowViewerStepMs = 1_200;

/**
 * The flow viewer's side panel (/sandbox/flows/<machine>): simulating the machine by hand, or playing one of its QA
 * paths on the diagram, step by step or on its own (pausing at the end).
 */
export const flowViewerMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'simulate' }
      | { type: 'qa.choose'; path: number; length: number }
      | { type: 'qa.next' }
      | { type: 'qa.previous' }
      | { type: 'qa.restart' }
      | { type: 'qa.play' }
      | { type: 'qa.pause' },
  },
  actions: {
    choose: assign((_, p: { path: number; length: number }) => ({ path: p.path, length: p.length, step: 0 })),
    forward: assign({ step: ({ context }) => Math.min(context.step + 1, context.length) }),
    back: assign({ step: ({ context }) => Math.max(context.step - 1, 0) }),
    restart: assign({ step: 0 }),
    leave: assign({ path: null, length: 0, step: 0 }),
  },
  guards: {
    hasNext: ({ context }) => context.step < context.length,
    hasPrevious: ({ context }) => context.step > 0,
  },
  delays: { stepDelay: flowViewerStepMs },
}).createMachine({
  id: 'flowViewer',
  context: { path: null, length: 0, step: 0 },
  initial: 'simulating',
  on: {
    'qa.choose': {
      target: '.qa.paused',
      actions: { type: 'choose', params: ({ event }) => ({ path: event.path, length: event.length }) },
    },
  },
  states: {
    simulating: {},
    qa: {
      initial: 'paused',
      on: {
        simulate: { target: 'simulating', actions: 'leave' },
        'qa.restart': { target: '.paused', actions: 'restart' },
      },
      states: {
        paused: {
          on: {
            'qa.next': { guard: 'hasNext', actions: 'forward' },
            'qa.previous': { guard: 'hasPrevious', actions: 'back' },
            'qa.play': { guard: 'hasNext', target: 'playing' },
          },
        },
        playing: {
          on: { 'qa.pause': 'paused' },
          after: {
            stepDelay: [
              { guard: 'hasNext', target: 'playing', reenter: true, actions: 'forward' },
              { target: 'paused' },
            ],
          },
        },
      },
    },
  },
});
