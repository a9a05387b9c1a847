import { assign, type EventFromLogic, setup } from 'xstate';
import { metroPolling } from './metro-product-request.machine';

/**
 * Test model of `metroProductRequestMachine` (spec 3 §4, §7): the request's and each poll's answers and the 2 s wait
 * are plain events; the context counts the polls after the first (at most `metroPolling.polls`) so the graph is
 * finite. `retrieved` ends with the products (perhaps none); every failure ends in `failed`.
 */
export const metroProductRequestModel = setup({
  types: {
    context: {} as { polls: number; none: boolean },
    events: {} as
      | { type: 'request.ok' }
      | { type: 'request.fail' }
      | { type: 'poll.ready' }
      | { type: 'poll.readyEmpty' }
      | { type: 'poll.failed' }
      | { type: 'poll.pending' }
      | { type: 'poll.error' }
      | { type: 'clock.2s' },
    meta: {} as { matches: string },
  },
  guards: { mayPoll: ({ context }) => context.polls < metroPolling.polls },
}).createMachine({
  id: 'metroProductRequestModel',
  context: { polls: 0, none: false },
  initial: 'requesting',
  states: {
    requesting: { meta: { matches: 'requesting' }, on: { 'request.ok': 'polling', 'request.fail': 'failed' } },
    polling: {
      meta: { matches: 'polling' },
      on: {
        'poll.ready': 'retrieved',
        'poll.readyEmpty': { target: 'retrieved', actions: assign({ none: true }) },
        'poll.failed': 'failed',
        'poll.pending': [{ guard: 'mayPoll', target: 'waiting' }, { target: 'failed' }],
        'poll.error': 'failed',
      },
    },
    waiting: {
      meta: { matches: 'waiting' },
      on: { 'clock.2s': { target: 'polling', actions: assign({ polls: ({ context }) => context.polls + 1 }) } },
    },
    retrieved: { meta: { matches: 'retrieved' }, type: 'final' },
    failed: { meta: { matches: 'failed' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/metro-product-request.qa.md. */
export const metroProductRequestModelEvents: Record<EventFromLogic<typeof metroProductRequestModel>['type'], string> = {
  'request.ok': 'The provider takes the request for metro products and answers its request id.',
  'request.fail': 'The request fails: "Failed to retrieve Metro products."',
  'poll.ready': 'The products are ready: the funnel lists them.',
  'poll.readyEmpty': 'Ready with no products: the funnel shows No products found (not a failure).',
  'poll.failed': 'The provider says the retrieval failed.',
  'poll.pending': 'Still pending: asked again in 2 s, up to 10 times; still pending after the last poll is a failure.',
  'poll.error': 'A poll fails.',
  'clock.2s': 'Two seconds pass: the products are asked for again with the request id.',
};
