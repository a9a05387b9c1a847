import { fttpPropertyCheckMachine, type ServiceStatus } from '@machines/fttp-property-check.machine';
import { productRetrievalMachine } from '@machines/product-retrieval.machine';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { FttpProduct } from '@/contracts/orders';
import { httpError } from '../support/support-fixtures';
import { appointmentProduct } from './fttp-order.fixtures';

describe('product retrieval (GET /retrieve-products, spec 3 §7, §9)', () => {
  afterEach(() => vi.useRealTimers());

  function retrieve(answers: Array<FttpProduct[] | Error>) {
    vi.useFakeTimers();
    const calls: number[] = [];
    const actor = createActor(
      productRetrievalMachine.provide({
        actors: {
          retrieveProducts: fromPromise(async () => {
            calls.push(Date.now());
            const answer = answers[Math.min(calls.length - 1, answers.length - 1)] ?? [];
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
      { input: { uprn: '100000000001' } },
    ).start();
    return { actor, calls, output: toPromise(actor) };
  }

  it('asks again 5 s after an empty answer and ends with the first products', async () => {
    const { calls, output } = retrieve([[], [], [appointmentProduct]]);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(output).resolves.toEqual({ products: [appointmentProduct], failed: false });
    expect(calls.map((t) => t - (calls[0] ?? 0))).toEqual([0, 5_000, 10_000]);
  });

  it('retries up to 10 times, 5 s apart, then ends with no products', async () => {
    const { calls, output } = retrieve([[]]);
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(output).resolves.toEqual({ products: [], failed: false });
    expect(calls).toHaveLength(11);
    expect((calls.at(-1) ?? 0) - (calls[0] ?? 0)).toBe(50_000);
  });

  it('ends as failed when the call fails (not the same as no products)', async () => {
    const { output } = retrieve([new Error('down')]);
    await expect(output).resolves.toEqual({ products: [], failed: true });
  });
});

describe('FTTP property checks (spec 3 §4 FTTP availability)', () => {
  function check(
    rfsCode: 'RFS_4' | 'RFS_1',
    answers: { exists?: boolean | Error; available?: boolean; status?: ServiceStatus } = {},
  ) {
    const calls: string[] = [];
    const actor = createActor(
      fttpPropertyCheckMachine.provide({
        actors: {
          orderExists: fromPromise(async () => {
            calls.push('exists');
            if (answers.exists instanceof Error) throw answers.exists;
            return answers.exists ?? false;
          }),
          lookupProducts: fromPromise(async () => {
            calls.push('lookup');
            return { products_available: answers.available ?? true };
          }),
          serviceStatus: fromPromise(async () => {
            calls.push('status');
            return answers.status ?? 'ACTIVE';
          }),
        },
      }),
      { input: { uprn: '100000000001', rfsCode } },
    ).start();
    return { calls, output: toPromise(actor) };
  }

  it('checks for an existing order first and stops there when one exists', async () => {
    const { calls, output } = check('RFS_4', { exists: true });
    await expect(output).resolves.toEqual({ outcome: 'existingOrder' });
    expect(calls).toEqual(['exists']);
  });

  it('gives the no-products outcome when the product lookup finds none', async () => {
    const { calls, output } = check('RFS_4', { available: false });
    await expect(output).resolves.toEqual({ outcome: 'noProducts' });
    expect(calls).toEqual(['exists', 'lookup']);
  });

  it.each([
    ['REGRADE', { isRegrade: true, gplWlto: false }],
    ['GPL WLTO', { isRegrade: false, gplWlto: true }],
    ['ACTIVE', { isRegrade: false, gplWlto: false }],
  ] as const)('reads the RFS_4 service status: %s', async (status, flags) => {
    const { calls, output } = check('RFS_4', { status });
    await expect(output).resolves.toEqual({ outcome: 'ok', ...flags });
    expect(calls).toEqual(['exists', 'lookup', 'status']);
  });

  it('does not ask the service status of a property that is not RFS_4', async () => {
    const { calls, output } = check('RFS_1');
    await expect(output).resolves.toEqual({ outcome: 'ok', isRegrade: false, gplWlto: false });
    expect(calls).toEqual(['exists', 'lookup']);
  });

  it('reports a failed call with its error', async () => {
    const error = httpError(500);
    const { output } = check('RFS_4', { exists: error });
    await expect(output).resolves.toEqual({ outcome: 'failed', error });
  });
});
