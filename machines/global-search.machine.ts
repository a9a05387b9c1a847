import { assign, emit, fromPromise, setup } from 'xstate';
import { type CategoryOutcome, flatHits, globalSearchRules, isSearchableTerm } from '@/lib/global-search';

type Context = {
  term: string;
  /** The term the results on show answer (the one searched after the pause). */
  searched: string;
  outcomes: CategoryOutcome[];
  /** The highlighted result in keyboard order (flatHits), -1 for none. */
  active: number;
};

type Events =
  | { type: 'search.open' }
  | { type: 'search.close' }
  | { type: 'term.change'; term: string }
  | { type: 'search.retry' }
  | { type: 'selection.next' }
  | { type: 'selection.previous' }
  | { type: 'selection.choose' };

const empty: Context = { term: '', searched: '', outcomes: [], active: -1 };
const hitCount = (context: Context) => flatHits(context.outcomes).length;

/**
 * Global search (spec 1 §4, §5, §9): a modal opened by Ctrl/Cmd+K or the header's control; nothing runs under 3
 * characters; a term runs after a 500 ms pause; each category answers on its own (a failed one is shown, the others
 * stay usable). The arrow keys move through the results and Enter opens one: the machine emits `result.open` with its
 * address and closes. Route change, Escape and exit send `search.close`.
 */
export const globalSearchMachine = setup({
  types: {
    context: {} as Context,
    events: {} as Events,
    emitted: {} as { type: 'result.open'; href: string },
  },
  actors: {
    /** Every category's call for the term; a category that fails comes back `ok: false`, never as a rejection. */
    search: fromPromise<CategoryOutcome[], { term: string }>(async () => []),
  },
  delays: { pause: globalSearchRules.pauseMs },
  guards: {
    isBlankTerm: ({ event }) => event.type === 'term.change' && event.term.trim() === '',
    isShortTerm: ({ event }) => event.type === 'term.change' && !isSearchableTerm(event.term),
    hasNoHits: ({ event }) =>
      hitCount({ ...empty, outcomes: (event as unknown as { output: CategoryOutcome[] }).output }) === 0,
    isEveryCategoryFailed: ({ event }) =>
      (event as unknown as { output: CategoryOutcome[] }).output.every((o) => !o.ok),
    hasActive: ({ context }) => context.active >= 0,
  },
  actions: {
    reset: assign(() => empty),
    assignTerm: assign({ term: ({ event }) => (event.type === 'term.change' ? event.term : '') }),
    clearResults: assign({ outcomes: [], active: -1, searched: '' }),
    next: assign({ active: ({ context }) => (context.active + 1) % hitCount(context) }),
    previous: assign({
      active: ({ context }) => (context.active <= 0 ? hitCount(context) - 1 : context.active - 1),
    }),
    openActive: emit(({ context }) => ({
      type: 'result.open' as const,
      href: flatHits(context.outcomes)[context.active]?.href ?? '',
    })),
  },
}).createMachine({
  id: 'globalSearch',
  context: empty,
  initial: 'closed',
  states: {
    closed: { on: { 'search.open': 'open' } },
    open: {
      initial: 'idle',
      on: {
        'search.close': { target: 'closed', actions: 'reset' },
        'term.change': [
          { guard: 'isBlankTerm', target: '.idle', actions: ['assignTerm', 'clearResults'] },
          { guard: 'isShortTerm', target: '.tooShort', actions: ['assignTerm', 'clearResults'] },
          { target: '.waiting', reenter: true, actions: 'assignTerm' },
        ],
      },
      states: {
        idle: {},
        tooShort: {},
        waiting: { after: { pause: 'searching' } },
        searching: {
          tags: ['busy'],
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => ({ term: context.term.trim() }),
            onDone: [
              {
                guard: 'isEveryCategoryFailed',
                target: 'failed',
                actions: assign({ outcomes: ({ event }) => event.output, searched: ({ context }) => context.term }),
              },
              {
                guard: 'hasNoHits',
                target: 'noResults',
                actions: assign({ outcomes: ({ event }) => event.output, searched: ({ context }) => context.term }),
              },
              {
                target: 'results',
                actions: assign({
                  outcomes: ({ event }) => event.output,
                  searched: ({ context }) => context.term,
                  active: -1,
                }),
              },
            ],
            onError: 'failed',
          },
        },
        results: {
          on: {
            // Results always hold a hit (noResults otherwise), so the arrows always have somewhere to go.
            'selection.next': { actions: 'next' },
            'selection.previous': { actions: 'previous' },
            'selection.choose': {
              guard: 'hasActive',
              target: '#globalSearch.closed',
              actions: ['openActive', 'reset'],
            },
          },
        },
        noResults: {},
        failed: { on: { 'search.retry': 'searching' } },
      },
    },
  },
});
