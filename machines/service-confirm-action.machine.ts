import { assign, fromPromise, setup } from 'xstate';
import type { ConfirmActionKind, FieldErrors, ServiceActionResult } from '@/contracts/service-actions';
import { todayIso } from '@/lib/dates';
import { confirmActionProblems } from '@/lib/service-action-rules';
import { fieldEdits, formErrorActions, isFieldRefusal, submissionFailed } from './field-errors';

export type ConfirmActionInput = { serviceId: string; kind: ConfirmActionKind; today?: string };

type Context = {
  serviceId: string;
  kind: ConfirmActionKind;
  today: string;
  /** Remote activation's date (yyyy-MM-dd), '' until typed. */
  date: string;
  /** Cancel's and cease's optional reason. */
  reason: string;
  fieldErrors: FieldErrors;
  error: string | null;
  result: ServiceActionResult | null;
};

const edits = fieldEdits({ 'date.change': 'assignDate', 'reason.change': 'assignReason' }, 'confirming');

type Event =
  | { type: 'date.change'; date: string }
  | { type: 'reason.change'; reason: string }
  | { type: 'confirm' }
  | { type: 'retry' };

/**
 * Cancel, cease and remote activation of a service (spec 2 §4 "Service ordering of actions", §7): one confirmation
 * (with the reason, or remote activation's date), then sent once; done (the view toasts and refreshes the service), or
 * refused field by field (back to confirming with the sandbox's messages), or failed (the message shown, retry). The
 * dialog is opened only when the service's flag allows the action; the sandbox checks the flag again.
 */
export const serviceConfirmActionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ConfirmActionInput,
    events: {} as Event,
  },
  actors: {
    // POST /v2/services/cancel/{id}, /v2/services/cease/{id}, /v2/service/{id}/remote-activation?remote-activation-date=.
    submitAction: fromPromise<
      ServiceActionResult,
      { serviceId: string; kind: ConfirmActionKind; date: string; reason: string }
    >(async () => {
      throw new Error('submitAction not provided');
    }),
  },
  actions: {
    assignDate: assign({ date: (_, p: { date: string }) => p.date, fieldErrors: {} }),
    assignReason: assign({ reason: (_, p: { reason: string }) => p.reason, fieldErrors: {} }),
    assignProblems: assign({
      fieldErrors: ({ context }) =>
        confirmActionProblems(context.kind, { date: context.date, reason: context.reason }, context.today),
    }),
    ...formErrorActions<Context, Event>(),
    assignResult: assign({ result: (_, p: { result: ServiceActionResult }) => p.result }),
    // The view toasts success and invalidates the service's detail (its status, flags and history).
    announceDone: (_, _p: { result: ServiceActionResult }) => undefined,
  },
  guards: {
    isComplete: ({ context }) =>
      Object.keys(confirmActionProblems(context.kind, { date: context.date, reason: context.reason }, context.today))
        .length === 0,
    isFieldRefusal,
  },
}).createMachine({
  id: 'serviceConfirmAction',
  context: ({ input }) => ({
    serviceId: input.serviceId,
    kind: input.kind,
    today: input.today ?? todayIso(),
    date: '',
    reason: '',
    fieldErrors: {},
    error: null,
    result: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        ...edits.editing,
        confirm: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'assignProblems' }],
      },
    },
    submitting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'submitAction',
        input: ({ context }) => ({
          serviceId: context.serviceId,
          kind: context.kind,
          date: context.date,
          reason: context.reason,
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceDone', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: submissionFailed('confirming'),
      },
    },
    // The message stays; the same confirmation may be sent again, or changed first.
    failed: {
      on: { retry: 'submitting', ...edits.failed },
    },
    done: { type: 'final' },
  },
});
