import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `globalSearchMachine`: the user's keys, the 500 ms pause and the calls' answers are plain events. The
 * results of `search.hits` are two hits (and one category that failed); `active` is the highlighted one (-1: none).
 */
export const globalSearchModel = setup({
  types: {
    context: {} as { active: number },
    events: {} as
      | { type: 'open' }
      | { type: 'close' }
      | { type: 'type.blank' }
      | { type: 'type.short' }
      | { type: 'type.term' }
      | { type: 'clock.pause' }
      | { type: 'search.hits' }
      | { type: 'search.none' }
      | { type: 'search.fail' }
      | { type: 'search.error' }
      | { type: 'retry' }
      | { type: 'arrow.down' }
      | { type: 'arrow.up' }
      | { type: 'enter' },
    meta: {} as { matches: string | Record<string, string> },
  },
}).createMachine({
  id: 'globalSearchModel',
  context: { active: -1 },
  initial: 'closed',
  states: {
    closed: { meta: { matches: 'closed' }, on: { open: 'open' } },
    open: {
      initial: 'idle',
      on: {
        close: { target: 'closed', actions: assign({ active: -1 }) },
        'type.blank': { target: '.idle', actions: assign({ active: -1 }) },
        'type.short': { target: '.tooShort', actions: assign({ active: -1 }) },
        'type.term': { target: '.waiting', reenter: true, actions: assign({ active: -1 }) },
      },
      states: {
        idle: { meta: { matches: { open: 'idle' } } },
        tooShort: { meta: { matches: { open: 'tooShort' } } },
        waiting: { meta: { matches: { open: 'waiting' } }, on: { 'clock.pause': 'searching' } },
        searching: {
          meta: { matches: { open: 'searching' } },
          tags: ['busy'],
          on: {
            'search.hits': 'results',
            'search.none': 'noResults',
            'search.fail': 'failed',
            'search.error': 'failed',
          },
        },
        results: {
          meta: { matches: { open: 'results' } },
          on: {
            'arrow.down': { actions: assign({ active: ({ context }) => (context.active + 1) % 2 }) },
            'arrow.up': {
              actions: assign({ active: ({ context }) => (context.active <= 0 ? 1 : context.active - 1) }),
            },
            enter: [
              {
                guard: ({ context }) => context.active >= 0,
                target: '#globalSearchModel.closed',
                actions: assign({ active: -1 }),
              },
              // Nothing highlighted: Enter does nothing.
              { guard: ({ context }) => context.active < 0 },
            ],
          },
        },
        noResults: { meta: { matches: { open: 'noResults' } } },
        failed: { meta: { matches: { open: 'failed' } }, on: { retry: 'searching' } },
      },
    },
  },
});

/** What each model event stands for, the words of .stately/global-search.qa.md. */
export const globalSearchModelEvents: Record<EventFromLogic<typeof globalSearchModel>['type'], string> = {
  open: 'The user presses Ctrl+K (Cmd+K on a Mac) or the Search control in the header.',
  close: 'The user presses Escape, closes the window, or the page changes.',
  'type.blank': 'The user empties the search box.',
  'type.short': "The user types 'ab' (under 3 characters): nothing is searched.",
  'type.term': "The user types 'stonegate'.",
  'clock.pause': '500 ms pass without typing.',
  'search.hits': 'The calls answer: two results, and one category that failed (shown as failed).',
  'search.none': 'The calls answer with nothing found.',
  'search.fail': 'Every category fails.',
  'search.error': 'The search cannot be made at all.',
  retry: 'The user presses Try again.',
  'arrow.down': 'The user presses the Down arrow.',
  'arrow.up': 'The user presses the Up arrow.',
  enter: 'The user presses Enter.',
};
