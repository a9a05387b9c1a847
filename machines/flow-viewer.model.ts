import { assign, type EventFromLogic, setup } from 'xstate';

/** Paths in the model have two steps, so the player can be at the start, in the middle and at the end. */
export const flowViewerModelPathLength = 2;

/**
 * Test model of `flowViewerMachine` (the flow viewer's side panel): the analyst's choices and the player's clock are
 * plain events; `step` is where the played path is.
 */
export const flowViewerModel = setup({
  types: {
    context: {} as { step: number },
    events: {} as
      | { type: 'simulate' }
      | { type: 'qa.choose' }
      | { type: 'qa.next' }
      | { type: 'qa.previous' }
      | { type: 'qa.restart' }
      | { type: 'qa.play' }
      | { type: 'qa.pause' }
      | { type: 'clock.step' },
    meta: {} as { matches: string | Record<string, string> },
  },
  guards: {
    hasNext: ({ context }) => context.step < flowViewerModelPathLength,
    hasPrevious: ({ context }) => context.step > 0,
  },
}).createMachine({
  id: 'flowViewerModel',
  context: { step: 0 },
  initial: 'simulating',
  on: { 'qa.choose': { target: '.paused', actions: assign({ step: 0 }) } },
  states: {
    simulating: { meta: { matches: 'simulating' } },
    paused: {
      meta: { matches: { qa: 'paused' } },
      on: {
        simulate: { target: 'simulating', actions: assign({ step: 0 }) },
        'qa.restart': { actions: assign({ step: 0 }) },
        'qa.next': { guard: 'hasNext', actions: assign({ step: ({ context }) => context.step + 1 }) },
        'qa.previous': { guard: 'hasPrevious', actions: assign({ step: ({ context }) => context.step - 1 }) },
        'qa.play': { guard: 'hasNext', target: 'playing' },
      },
    },
    playing: {
      meta: { matches: { qa: 'playing' } },
      on: {
        simulate: { target: 'simulating', actions: assign({ step: 0 }) },
        'qa.restart': { target: 'paused', actions: assign({ step: 0 }) },
        'qa.pause': 'paused',
        'clock.step': [
          { guard: 'hasNext', actions: assign({ step: ({ context }) => context.step + 1 }) },
          { target: 'paused' },
        ],
      },
    },
  },
});

/** What each model event stands for, the words of .stately/flow-viewer.qa.md. */
export const flowViewerModelEvents: Record<EventFromLogic<typeof flowViewerModel>['type'], string> = {
  simulate: 'The analyst presses Simulate: the diagram goes back to the simulation.',
  'qa.choose': 'The analyst chooses a QA path: its start is highlighted.',
  'qa.next': 'The analyst presses Next step: the next state is highlighted (not past the last step).',
  'qa.previous': 'The analyst presses Previous step (not before the start).',
  'qa.restart': 'The analyst presses Restart: back to the path’s start, paused.',
  'qa.play': 'The analyst presses Play: the steps follow one another on their own.',
  'qa.pause': 'The analyst presses Pause.',
  'clock.step': 'A step’s time passes while playing: the next state, or a pause at the end.',
};
