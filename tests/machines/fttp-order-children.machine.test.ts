import {
  fttpPropertyCheckMachine,
  type PropertyCheckOutput,
  type ServiceStatus,
} from '@machines/fttp-property-check.machine';
import { fttpPropertyCheckModel } from '@machines/fttp-property-check.model';
import { productRetrievalMachine } from '@machines/product-retrieval.machine';
import { productRetrievalModel } from '@machines/product-retrieval.model';
import { createActor, fromPromise, toPromise } from 'xstate';
import type { FttpProduct } from '@/contracts/orders';
import { orderLimits } from '@/lib/order-rules';
import { testMachineWithModel } from '../support/model-testing';
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

testMachineWithModel({
  name: 'product-retrieval',
  machine: productRetrievalMachine,
  model: productRetrievalModel,
  input: { uprn: '100000000001' },
  drivers: {
    'answer.products': async ({ resolve, inputOf }) => {
      expect(inputOf('retrieveProducts')).toEqual({ uprn: '100000000001' });
      await resolve('retrieveProducts', [appointmentProduct]);
    },
    'answer.empty': ({ resolve }) => resolve('retrieveProducts', []),
    'answer.fail': ({ reject }) => reject('retrieveProducts', new Error('down')),
    'clock.5s': async ({ advance, snapshot }) => {
      // Not a moment before the interval.
      await advance(orderLimits.productRetryIntervalMs - 1);
      expect(snapshot().value).toBe('waiting');
      await advance(1);
    },
  },
  assertState: ({ step, snapshot }) => {
    const { context, status } = snapshot();
    expect(context.retries).toBe((step.modelContext as { retries: number }).retries);
    const state = String(step.expectedState);
    if (state === 'retrieved') expect(snapshot().output).toEqual({ products: [appointmentProduct], failed: false });
    if (state === 'none') expect(snapshot().output).toEqual({ products: [], failed: false });
    if (state === 'failed') expect(snapshot().output).toEqual({ products: [], failed: true });
    if (['retrieved', 'none', 'failed'].includes(state)) expect(status).toBe('done');
  },
});

const checkError = httpError(500);
/** What the check ends with in each final state of the model. */
const checkOutcomes: Record<string, PropertyCheckOutput> = {
  existingOrder: { outcome: 'existingOrder' },
  noProducts: { outcome: 'noProducts' },
  ok: { outcome: 'ok', isRegrade: false, gplWlto: false },
  regrade: { outcome: 'ok', isRegrade: true, gplWlto: false },
  gplWlto: { outcome: 'ok', isRegrade: false, gplWlto: true },
  failed: { outcome: 'failed', error: checkError },
};

testMachineWithModel({
  name: 'fttp-property-check',
  machine: fttpPropertyCheckMachine,
  model: fttpPropertyCheckModel,
  input: { uprn: '100000000001', rfsCode: 'RFS_4' },
  drivers: {
    'property.notRfs4': ({ restart }) => restart({ uprn: '100000000002', rfsCode: 'RFS_1' }),
    'exists.yes': ({ resolve }) => resolve('orderExists', true),
    'exists.no': ({ resolve }) => resolve('orderExists', false),
    'exists.fail': ({ reject }) => reject('orderExists', checkError),
    'lookup.none': ({ resolve }) => resolve('lookupProducts', { products_available: false }),
    'lookup.some': ({ resolve }) => resolve('lookupProducts', { products_available: true }),
    'lookup.fail': ({ reject }) => reject('lookupProducts', checkError),
    'status.active': ({ resolve }) => resolve('serviceStatus', 'ACTIVE'),
    'status.regrade': ({ resolve }) => resolve('serviceStatus', 'REGRADE'),
    'status.gplWlto': ({ resolve }) => resolve('serviceStatus', 'GPL WLTO'),
    'status.fail': ({ reject }) => reject('serviceStatus', checkError),
  },
  assertState: ({ step, snapshot }) => {
    const outcome = checkOutcomes[String(step.expectedState)];
    if (outcome) expect(snapshot().output).toEqual(outcome);
    // Each call is asked for the chosen property only.
    const { rfs4 } = step.modelContext as { rfs4: boolean };
    expect(snapshot().context.uprn).toBe(rfs4 ? '100000000001' : '100000000002');
  },
});
