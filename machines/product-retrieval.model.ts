import { assign, type EventFromLogic, setup } from 'xstate';
import { orderLimits } from '@/lib/order-rules';

/**
 * Test model of `productRetrievalMachine` (GET /retrieve-products, spec 3 §7, §9): the provider's answers and the 5 s
 * wait are plain events; the context counts the retries so the graph stays finite (at most
 * `orderLimits.productRetries`).
 */
export const productRetrievalModel = setup({
  types: {
    context: {} as { retries: number },
    events: {} as
      | { type: 'answer.products' }
      | { type: 'answer.empty' }
      | { type: 'answer.fail' }
      | { type: 'clock.5s' },
    meta: {} as { matches: string },
  },
  guards: { mayRetry: ({ context }) => context.retries < orderLimits.productRetries },
}).createMachine({
  id: 'productRetrievalModel',
  context: { retries: 0 },
  initial: 'retrieving',
  states: {
    retrieving: {
      meta: { matches: 'retrieving' },
      on: {
        'answer.products': 'retrieved',
        'answer.empty': [{ guard: 'mayRetry', target: 'waiting' }, { target: 'none' }],
        'answer.fail': 'failed',
      },
    },
    waiting: {
      meta: { matches: 'waiting' },
      on: { 'clock.5s': { target: 'retrieving', actions: assign({ retries: ({ context }) => context.retries + 1 }) } },
    },
    retrieved: { meta: { matches: 'retrieved' }, type: 'final' },
    none: { meta: { matches: 'none' }, type: 'final' },
    failed: { meta: { matches: 'failed' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/product-retrieval.qa.md. */
export const productRetrievalModelEvents: Record<EventFromLogic<typeof productRetrievalModel>['type'], string> = {
  'answer.products': 'The provider answers the property’s products: the funnel shows them.',
  'answer.empty': 'The provider answers an empty list (still retrieving): ask again in 5 s, up to 10 times.',
  'answer.fail': 'The call fails: the funnel offers to try again.',
  'clock.5s': 'Five seconds pass: the products are asked for again.',
};
