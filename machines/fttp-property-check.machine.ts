import { assign, fromPromise, setup } from 'xstate';
import type { RfsCode } from '@/contracts/orders';

export type ServiceStatus = 'ACTIVE' | 'REGRADE' | 'GPL WLTO';
/** ok: the property can be ordered; existingOrder and noProducts: the notices of spec 3 §8; failed: a call failed. */
export type PropertyCheckOutput =
  | { outcome: 'ok'; isRegrade: boolean; gplWlto: boolean }
  | { outcome: 'existingOrder' | 'noProducts' }
  | { outcome: 'failed'; error: unknown };
type Input = { uprn: string; rfsCode: RfsCode };

/**
 * The FTTP availability checks of a chosen property, in the order of spec 3 §4: the existing-order check first, then the
 * product lookup (no products: the notice), then for RFS_4 properties the service status (REGRADE sets is_regrade, GPL
 * WLTO sets gpl_wlto).
 */
export const fttpPropertyCheckMachine = setup({
  types: {
    context: {} as Input & { output: PropertyCheckOutput },
    input: {} as Input,
    output: {} as PropertyCheckOutput,
  },
  actors: {
    // GET /order/exists/{uprn}
    orderExists: fromPromise<boolean, { uprn: string }>(async () => {
      throw new Error('orderExists not provided');
    }),
    // GET /product-lookup/{uprn}: whether any product can be supplied.
    lookupProducts: fromPromise<{ products_available: boolean }, { uprn: string }>(async () => {
      throw new Error('lookupProducts not provided');
    }),
    // GET /service-status/{uprn}
    serviceStatus: fromPromise<ServiceStatus, { uprn: string }>(async () => {
      throw new Error('serviceStatus not provided');
    }),
  },
  actions: {
    conclude: assign({ output: (_, p: PropertyCheckOutput) => p }),
  },
  guards: {
    isTrue: (_, p: { value: boolean }) => p.value,
    isActive: ({ context }) => context.rfsCode === 'RFS_4',
  },
}).createMachine({
  id: 'fttpPropertyCheck',
  context: ({ input }) => ({ ...input, output: { outcome: 'ok', isRegrade: false, gplWlto: false } }),
  initial: 'checkingOrder',
  states: {
    checkingOrder: {
      invoke: {
        id: 'orderExists',
        src: 'orderExists',
        input: ({ context }) => ({ uprn: context.uprn }),
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: event.output }) },
            target: 'done',
            actions: { type: 'conclude', params: { outcome: 'existingOrder' } },
          },
          { target: 'lookingUp' },
        ],
        onError: {
          target: 'done',
          actions: { type: 'conclude', params: ({ event }) => ({ outcome: 'failed', error: event.error }) },
        },
      },
    },
    lookingUp: {
      invoke: {
        id: 'lookupProducts',
        src: 'lookupProducts',
        input: ({ context }) => ({ uprn: context.uprn }),
        onDone: [
          {
            guard: { type: 'isTrue', params: ({ event }) => ({ value: !event.output.products_available }) },
            target: 'done',
            actions: { type: 'conclude', params: { outcome: 'noProducts' } },
          },
          { guard: 'isActive', target: 'checkingStatus' },
          { target: 'done' },
        ],
        onError: {
          target: 'done',
          actions: { type: 'conclude', params: ({ event }) => ({ outcome: 'failed', error: event.error }) },
        },
      },
    },
    checkingStatus: {
      invoke: {
        id: 'serviceStatus',
        src: 'serviceStatus',
        input: ({ context }) => ({ uprn: context.uprn }),
        onDone: {
          target: 'done',
          actions: {
            type: 'conclude',
            params: ({ event }) => ({
              outcome: 'ok',
              isRegrade: event.output === 'REGRADE',
              gplWlto: event.output === 'GPL WLTO',
            }),
          },
        },
        onError: {
          target: 'done',
          actions: { type: 'conclude', params: ({ event }) => ({ outcome: 'failed', error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});
