import { metroPolling, metroProductRequestMachine } from '@machines/metro-product-request.machine';
import { metroProductRequestModel } from '@machines/metro-product-request.model';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { MetroProductsAnswer } from '@/contracts/ethernet';
import { ethernetLimits } from '@/lib/ethernet-rules';
import { testMachineWithModel } from '../support/model-testing';
import { httpError } from '../support/support-fixtures';
import { metroProducts } from './ethernet-order.fixtures';

const answer = (status: MetroProductsAnswer['status'], products = metroProducts): MetroProductsAnswer => ({
  requestId: 'req-1',
  status,
  products: status === 'ready' ? products : [],
  message: status === 'failed' ? 'Failed to retrieve Metro products.' : null,
});

describe('metro product request (POST /request-products/, then by requestId; spec 3 §4, §7)', () => {
  afterEach(() => vi.useRealTimers());

  function request(answers: Array<MetroProductsAnswer | Error>, requestFails = false) {
    vi.useFakeTimers();
    const polls: { at: number; requestId: string }[] = [];
    const requested: string[] = [];
    const actor = createActor(
      metroProductRequestMachine.provide({
        actors: {
          requestProducts: fromPromise(async ({ input }) => {
            requested.push(input.uprn);
            if (requestFails) throw httpError(502);
            return 'req-1';
          }),
          fetchProducts: fromPromise(async ({ input }) => {
            polls.push({ at: Date.now(), requestId: input.requestId });
            const next = answers[Math.min(polls.length - 1, answers.length - 1)] ?? answer('pending');
            if (next instanceof Error) throw next;
            return next;
          }),
        },
      }),
      { input: { uprn: '200000000001' } },
    ).start();
    return { polls, requested, output: toPromise(actor) };
  }

  it('requests by uprn, then polls with the requestId while pending, 2 s apart, and ends with the products', async () => {
    const { polls, requested, output } = request([answer('pending'), answer('pending'), answer('ready')]);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(output).resolves.toEqual({ products: metroProducts, failed: false });
    expect(requested).toEqual(['200000000001']);
    expect(polls.map((p) => p.requestId)).toEqual(['req-1', 'req-1', 'req-1']);
    expect(polls.map((p) => p.at - (polls[0]?.at ?? 0))).toEqual([0, 2_000, 4_000]);
  });

  it('ready with no products is not a failure (the funnel shows the No products found box)', async () => {
    const { output } = request([answer('ready', [])]);
    await expect(output).resolves.toEqual({ products: [], failed: false });
  });

  it('fails when the provider says failed, when a call fails, or when still pending after the last poll', async () => {
    await expect(request([answer('failed')]).output).resolves.toEqual({ products: [], failed: true });
    await expect(request([], true).output).resolves.toEqual({ products: [], failed: true });
    await expect(request([httpError(500)]).output).resolves.toEqual({ products: [], failed: true });
    const slow = request([answer('pending')]);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(slow.output).resolves.toEqual({ products: [], failed: true });
    expect(slow.polls).toHaveLength(metroPolling.polls + 1);
  });

  it('polls as the shared rules name it', () => {
    expect(metroPolling).toEqual({ intervalMs: ethernetLimits.metroPollIntervalMs, polls: ethernetLimits.metroPolls });
  });
});

testMachineWithModel({
  name: 'metro-product-request',
  machine: metroProductRequestMachine,
  model: metroProductRequestModel,
  input: { uprn: '200000000001' },
  drivers: {
    'request.ok': async ({ resolve, inputOf }) => {
      expect(inputOf('requestProducts')).toEqual({ uprn: '200000000001' });
      await resolve('requestProducts', 'req-1');
    },
    'request.fail': ({ reject }) => reject('requestProducts', httpError(502)),
    'poll.ready': async ({ resolve, inputOf }) => {
      expect(inputOf('fetchProducts')).toEqual({ requestId: 'req-1' });
      await resolve('fetchProducts', answer('ready'));
    },
    'poll.readyEmpty': ({ resolve }) => resolve('fetchProducts', answer('ready', [])),
    'poll.failed': ({ resolve }) => resolve('fetchProducts', answer('failed')),
    'poll.pending': ({ resolve }) => resolve('fetchProducts', answer('pending')),
    'poll.error': ({ reject }) => reject('fetchProducts', httpError(500)),
    'clock.2s': async ({ advance, snapshot }) => {
      await advance(metroPolling.intervalMs - 1);
      expect(snapshot().value).toBe('waiting');
      await advance(1);
    },
  },
  assertState: ({ step, snapshot }) => {
    const model = step.modelContext as { polls: number; none: boolean };
    expect(snapshot().context.polls).toBe(model.polls);
    const state = String(step.expectedState);
    if (state === 'retrieved') {
      expect(snapshot().output).toEqual({ products: model.none ? [] : metroProducts, failed: false });
    }
    if (state === 'failed') expect(snapshot().output).toEqual({ products: [], failed: true });
  },
});
