import { assign, fromPromise, setup } from 'xstate';
import type { DiagnosticResult } from '@/contracts/incidents';
import { supportLimits, supportMessages } from '@/lib/support-rules';

/** What a poll of diagnostic-check-received answers (spec 2 §7). */
export type DiagnosticPoll = { status: 'pending' } | { status: 'complete'; result: DiagnosticResult };
export type DiagnosticOutcome = 'up' | 'down' | 'dyingGasp' | 'unknown' | 'error' | 'provisioning';
export type DiagnosticsOutput = { outcome: DiagnosticOutcome; message: string; result: DiagnosticResult | null };

/** Line-test wording of spec 2 §4 and §8. */
const diagnosticMessages: Record<DiagnosticOutcome, string> = {
  up: 'Line Ok',
  down: 'Test Fail',
  dyingGasp: 'Unable to run test',
  unknown: 'Test unable to complete',
  error: 'Unable to run test',
  provisioning: supportMessages.provisioning,
};

const outcomeByCode: Record<string, DiagnosticOutcome> = {
  UP: 'up',
  DOWN: 'down',
  DYING_GASP: 'dyingGasp',
  PROVISIONING: 'provisioning',
};
/** A completed result's outcome: any code other than the four known ones is an error. */
const outcomeOf = (result: DiagnosticResult): DiagnosticOutcome => outcomeByCode[result.code] ?? 'error';
/** The app's actors reject with `{ code: 'PROVISIONING' }` when the check reports the service as provisioning. */
const isProvisioningFailure = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PROVISIONING';

type Context = { serviceReference: string; checkId: string | null; polls: number };
/** A final state of one outcome; its output becomes the machine's output. */
const outcome = (name: DiagnosticOutcome) => ({
  type: 'final' as const,
  // The event that entered the state: a completed poll carries the result, failures and pending polls none.
  output: ({ event }: { event: { output?: unknown } }): DiagnosticsOutput => {
    const poll = event.output as DiagnosticPoll | undefined;
    return {
      outcome: name,
      message: diagnosticMessages[name],
      result: poll?.status === 'complete' ? poll.result : null,
    };
  },
});

/**
 * The line test (spec 2 §4 Diagnostics, §9): start a check, then poll its result up to 3 times, 5 s apart; still
 * pending after the third poll is unknown. Every outcome is a final state; the output carries it and its message.
 */
export const diagnosticsCheckMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { serviceReference: string },
    output: {} as DiagnosticsOutput,
  },
  actors: {
    // POST /v2/incidents/diagnostic-check.
    startCheck: fromPromise<{ check_id: string }, { serviceReference: string }>(async () => {
      throw new Error('startCheck not provided');
    }),
    // POST /v2/incidents/diagnostic-check-received.
    pollCheck: fromPromise<DiagnosticPoll, { checkId: string }>(async () => {
      throw new Error('pollCheck not provided');
    }),
  },
  actions: {
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    assignCheck: assign({ checkId: (_, params: { checkId: string }) => params.checkId }),
  },
  guards: {
    isPending: (_, params: { poll: DiagnosticPoll }) => params.poll.status === 'pending',
    isPendingWithPollsLeft: ({ context }, params: { poll: DiagnosticPoll }) =>
      params.poll.status === 'pending' && context.polls < supportLimits.diagnosticPolls,
    isOutcome: (_, params: { poll: DiagnosticPoll; outcome: DiagnosticOutcome }) =>
      params.poll.status === 'complete' && outcomeOf(params.poll.result) === params.outcome,
    isProvisioningError: (_, params: { error: unknown }) => isProvisioningFailure(params.error),
  },
  delays: { pollInterval: supportLimits.diagnosticPollIntervalMs },
}).createMachine({
  id: 'diagnosticsCheck',
  context: ({ input }) => ({ serviceReference: input.serviceReference, checkId: null, polls: 0 }),
  initial: 'starting',
  output: ({ event }) => event.output as DiagnosticsOutput,
  states: {
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startCheck',
        src: 'startCheck',
        input: ({ context }) => ({ serviceReference: context.serviceReference }),
        onDone: {
          target: 'waiting',
          actions: { type: 'assignCheck', params: ({ event }) => ({ checkId: event.output.check_id }) },
        },
        onError: [
          { guard: { type: 'isProvisioningError', params: ({ event }) => event }, target: 'provisioning' },
          { target: 'error' },
        ],
      },
    },
    waiting: { tags: ['busy'], after: { pollInterval: { target: 'polling' } } },
    polling: {
      tags: ['busy'],
      entry: 'countPoll',
      invoke: {
        id: 'pollCheck',
        src: 'pollCheck',
        input: ({ context }) => ({ checkId: context.checkId ?? '' }),
        onDone: [
          {
            guard: { type: 'isPendingWithPollsLeft', params: ({ event }) => ({ poll: event.output }) },
            target: 'waiting',
          },
          { guard: { type: 'isPending', params: ({ event }) => ({ poll: event.output }) }, target: 'unknown' },
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ poll: event.output, outcome: 'up' }) },
            target: 'up',
          },
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ poll: event.output, outcome: 'down' }) },
            target: 'down',
          },
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ poll: event.output, outcome: 'dyingGasp' }) },
            target: 'dyingGasp',
          },
          {
            guard: { type: 'isOutcome', params: ({ event }) => ({ poll: event.output, outcome: 'provisioning' }) },
            target: 'provisioning',
          },
          // Any other completed result (e.g. code ERROR, the reference not recognised).
          { target: 'error' },
        ],
        onError: [
          { guard: { type: 'isProvisioningError', params: ({ event }) => event }, target: 'provisioning' },
          { target: 'error' },
        ],
      },
    },
    up: outcome('up'),
    down: outcome('down'),
    dyingGasp: outcome('dyingGasp'),
    unknown: outcome('unknown'),
    error: outcome('error'),
    // Raising an incident is not possible for a service still being provisioned.
    provisioning: outcome('provisioning'),
  },
});
