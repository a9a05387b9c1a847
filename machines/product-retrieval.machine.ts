import { assign, fromPromise, setup } from 'xstate';
import type { FttpProduct } from '@/contracts/orders';
import { orderLimits } from '@/lib/order-rules';

/** failed: the call itself failed (not the same as no products). */
export type ProductRetrievalOutput = { products: FttpProduct[]; failed: boolean };

/**
 * GET /retrieve-products/{uprn}/ (spec 3 §7, §9): the provider answers an empty list while it is still retrieving, so an
 * empty answer is asked again 5 s later, up to 10 times; still empty after that means no products. A failed call ends
 * the retrieval with an error (the funnel offers to try again).
 */
export const productRetrievalMachine = setup({
  types: {
    context: {} as { uprn: string; retries: number; products: FttpProduct[]; failed: boolean },
    input: {} as { uprn: string },
    output: {} as ProductRetrievalOutput,
  },
  actors: {
    retrieveProducts: fromPromise<FttpProduct[], { uprn: string }>(async () => {
      throw new Error('retrieveProducts not provided');
    }),
  },
  actions: {
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
    assignProducts: assign({ products: (_, p: { products: FttpProduct[] }) => p.products }),
    markFailed: assign({ failed: true }),
  },
  guards: {
    hasProducts: (_, p: { products: FttpProduct[] }) => p.products.length > 0,
    mayRetry: ({ context }) => context.retries < orderLimits.productRetries,
  },
  delays: { retryInterval: orderLimits.productRetryIntervalMs },
}).createMachine({
  id: 'productRetrieval',
  context: ({ input }) => ({ uprn: input.uprn, retries: 0, products: [], failed: false }),
  initial: 'retrieving',
  states: {
    retrieving: {
      invoke: {
        id: 'retrieveProducts',
        src: 'retrieveProducts',
        input: ({ context }) => ({ uprn: context.uprn }),
        onDone: [
          {
            guard: { type: 'hasProducts', params: ({ event }) => ({ products: event.output }) },
            target: 'retrieved',
            actions: { type: 'assignProducts', params: ({ event }) => ({ products: event.output }) },
          },
          { guard: 'mayRetry', target: 'waiting' },
          { target: 'none' },
        ],
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    waiting: { after: { retryInterval: { target: 'retrieving', actions: 'countRetry' } } },
    retrieved: { type: 'final' },
    none: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ products: context.products, failed: context.failed }),
});
