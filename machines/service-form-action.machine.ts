import { assign, fromPromise, setup } from 'xstate';
import {
  type ActionOption,
  type FieldErrors,
  type FormActionKind,
  formKindsWithOptions,
  type ServiceActionResult,
} from '@/contracts/service-actions';
import { todayIso } from '@/lib/dates';
import { formProblems } from '@/lib/service-action-rules';
import { failureMessageOf, isFieldRefusal, submissionFailed } from './field-errors';

export type FormValues = Record<string, unknown>;

export type FormActionInput = {
  serviceId: string;
  kind: FormActionKind;
  /** The values the form opens with (the service's current contacts, location, network…). */
  values: FormValues;
  /** The case a comment is for. */
  caseId?: string;
  today?: string;
};

/** What loading a form's choices answers: the choices and the current values they imply (the chosen install type). */
export type LoadedOptions = { options: ActionOption[]; values: FormValues };

type Context = {
  serviceId: string;
  kind: FormActionKind;
  caseId: string | null;
  today: string;
  initial: FormValues;
  values: FormValues;
  options: ActionOption[];
  fieldErrors: FieldErrors;
  error: string | null;
  result: ServiceActionResult | null;
};

/**
 * The service actions that are a form (spec 2 §7: contacts, location, network, line profile, requested date, switch
 * date, install options, case comments): the choices loaded first where the form has some (line profiles, install
 * options), then editing with the rules of src/lib/service-action-rules.ts (the sandbox's own: a press with problems
 * shows them and sends nothing), submitting, then done (the view toasts and refreshes the service), refused field by
 * field (the sandbox's 400: back to editing with its messages) or failed (the message; retry, or edit again). A case
 * comment's form opens again empty after it is sent.
 */
export const serviceFormActionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as FormActionInput,
    events: {} as
      | { type: 'field.change'; name: string; value: unknown }
      | { type: 'submit' }
      | { type: 'retry' }
      | { type: 'again' },
  },
  actors: {
    // GET /v2/line-profiles/{id} or GET /v2/service/{id}/install-options.
    loadOptions: fromPromise<LoadedOptions, { serviceId: string; kind: FormActionKind }>(async () => {
      throw new Error('loadOptions not provided');
    }),
    // The form's PUT or POST (spec 2 §7 Services).
    submitAction: fromPromise<
      ServiceActionResult,
      { serviceId: string; kind: FormActionKind; caseId: string | null; values: FormValues }
    >(async () => {
      throw new Error('submitAction not provided');
    }),
  },
  actions: {
    assignOptions: assign({
      options: (_, p: { loaded: LoadedOptions }) => p.loaded.options,
      values: ({ context }, p: { loaded: LoadedOptions }) => ({ ...context.values, ...p.loaded.values }),
    }),
    assignField: assign({
      values: ({ context }, p: { name: string; value: unknown }) => ({ ...context.values, [p.name]: p.value }),
      fieldErrors: ({ context }, p: { name: string; value: unknown }) => {
        const { [p.name]: _dropped, ...rest } = context.fieldErrors;
        return rest;
      },
    }),
    assignProblems: assign({
      fieldErrors: ({ context }) => formProblems(context.kind, context.values, context.today),
    }),
    assignFieldErrors: assign({ fieldErrors: (_, p: { fields: FieldErrors }) => p.fields }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clearError: assign({ error: null }),
    assignResult: assign({ result: (_, p: { result: ServiceActionResult }) => p.result }),
    resetValues: assign({ values: ({ context }) => context.initial, fieldErrors: {}, result: null }),
    // The view toasts success and invalidates the service's detail (its fields and history).
    announceDone: (_, _p: { result: ServiceActionResult }) => undefined,
  },
  guards: {
    needsOptions: ({ context }) => formKindsWithOptions.includes(context.kind),
    isValid: ({ context }) => Object.keys(formProblems(context.kind, context.values, context.today)).length === 0,
    isFieldRefusal,
  },
}).createMachine({
  id: 'serviceFormAction',
  context: ({ input }) => ({
    serviceId: input.serviceId,
    kind: input.kind,
    caseId: input.caseId ?? null,
    today: input.today ?? todayIso(),
    initial: input.values,
    values: input.values,
    options: [],
    fieldErrors: {},
    error: null,
    result: null,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'needsOptions', target: 'loading' }, { target: 'editing' }] },
    loading: {
      tags: ['loading'],
      entry: 'clearError',
      invoke: {
        src: 'loadOptions',
        input: ({ context }) => ({ serviceId: context.serviceId, kind: context.kind }),
        onDone: {
          target: 'editing',
          actions: { type: 'assignOptions', params: ({ event }) => ({ loaded: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The choices could not be loaded: nothing to edit yet; try again.
    loadFailed: { on: { retry: 'loading' } },
    editing: {
      on: {
        'field.change': {
          actions: { type: 'assignField', params: ({ event }) => ({ name: event.name, value: event.value }) },
        },
        submit: [{ guard: 'isValid', target: 'submitting' }, { actions: 'assignProblems' }],
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
          caseId: context.caseId,
          values: context.values,
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'assignResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'announceDone', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: submissionFailed('editing'),
      },
    },
    // The values stay: send them again, or change one first.
    failed: {
      on: {
        retry: 'submitting',
        'field.change': {
          target: 'editing',
          actions: [
            'clearError',
            { type: 'assignField', params: ({ event }) => ({ name: event.name, value: event.value }) },
          ],
        },
      },
    },
    // A case comment's box opens again, empty, for the next comment; the other dialogs close.
    done: { on: { again: { target: 'editing', actions: 'resetValues' } } },
  },
});
