import { assign, fromPromise, setup } from 'xstate';
import type { EthernetProduct, MetroProductsAnswer } from '@/contracts/ethernet';
import { ethernetLimits } from '@/lib/ethernet-rules';

/** failed: the request or a poll failed, the provider said so, or it never answered within the polls (not 'no products'). */
export type MetroProductRequestOutput = { products: EthernetProduct[]; failed: boolean };

/** How the metro request is polled (the shared rules: every 2 s, 10 polls after the first; then it counts as failed). */
export const metroPolling = {
  intervalMs: ethernetLimits.metroPollIntervalMs,
  polls: ethernetLimits.metroPolls,
} as const;

/**
 * Metro products (spec 3 §4 Ethernet options, §7): POST /request-products/ answers a requestId; the products are then
 * fetched with it (GET /retrieve-metro-products/{requestId}), asked again while the provider answers `pending`. `ready`
 * ends with the products (perhaps none); `failed`, a failed call or a request still pending after the last poll end as
 * failed ('Failed to retrieve Metro products.' in the funnel).
 */
export const metroProductRequestMachine = setup({
  types: {
    context: {} as { uprn: string; requestId: string; polls: number; products: EthernetProduct[]; failed: boolean },
    input: {} as { uprn: string },
    output: {} as MetroProductRequestOutput,
  },
  actors: {
    // POST /request-products/ { uprn }
    requestProducts: fromPromise<string, { uprn: string }>(async () => {
      throw new Error('requestProducts not provided');
    }),
    // GET /retrieve-metro-products/{requestId}
    fetchProducts: fromPromise<MetroProductsAnswer, { requestId: string }>(async () => {
      throw new Error('fetchProducts not provided');
    }),
  },
  actions: {
    assignRequestId: assign({ requestId: (_, p: { requestId: string }) => p.requestId }),
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    assignProducts: assign({ products: (_, p: { products: EthernetProduct[] }) => p.products }),
    markFailed: assign({ failed: true }),
  },
  guards: {
    isStatus: (_, p: { answer: MetroProductsAnswer; status: MetroProductsAnswer['status'] }) =>
      p.answer.status === p.status,
    mayPoll: ({ context }) => context.polls < metroPolling.polls,
  },
  delays: { pollInterval: metroPolling.intervalMs },
}).createMachine({
  id: 'metroProductRequest',
  context: ({ input }) => ({ uprn: input.uprn, requestId: '', polls: 0, products: [], failed: false }),
  initial: 'requesting',
  states: {
    requesting: {
      invoke: {
        id: 'requestProducts',
        src: 'requestProducts',
        input: ({ context }) => ({ uprn: context.uprn }),
        onDone: {
          target: 'polling',
          actions: { type: 'assignRequestId', params: ({ event }) => ({ requestId: event.output }) },
        },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    polling: {
      invoke: {
        id: 'fetchProducts',
        src: 'fetchProducts',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ answer: event.output, status: 'ready' }) },
            target: 'retrieved',
            actions: { type: 'assignProducts', params: ({ event }) => ({ products: event.output.products }) },
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ answer: event.output, status: 'failed' }) },
            target: 'failed',
            actions: 'markFailed',
          },
          { guard: 'mayPoll', target: 'waiting' },
          { target: 'failed', actions: 'markFailed' },
        ],
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    waiting: { after: { pollInterval: { target: 'polling', actions: 'countPoll' } } },
    retrieved: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => ({ products: context.products, failed: context.failed }),
});
