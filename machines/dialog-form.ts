import { assign, type EventObject } from 'xstate';
import type { FieldErrors } from '@/contracts/service-actions';
import { type Failed, failureMessageOf, fieldRefusalOf } from './field-errors';

/**
 * What a dialog form does the same way (the layout's Give feedback, Developer Tools' API Support Ticket): closed until
 * opened; the contract's messages shown from the first Send on and kept current as the user types; what they typed kept
 * when they close it or a send fails, and cleared only once the sandbox has stored it. A form keeps its own values, its
 * contract (`problemsOf`) and what it does once sent.
 */
export type DialogFormState = {
  /** The contract's messages, shown from the first Send on and kept current as the user types. */
  fieldErrors: FieldErrors;
  showErrors: boolean;
  /** Why the last send failed, shown with Try again. */
  error: string | null;
};

export const dialogFormStart: DialogFormState = { fieldErrors: {}, showErrors: false, error: null };

/** The actions the fragment's states name; `problemsOf` is the form's contract, the sandbox's own words. */
export function dialogFormActions<C extends DialogFormState, E extends EventObject>(problemsOf: (c: C) => FieldErrors) {
  const update = <P = undefined>(fn: (args: { context: C }, params: P) => Partial<C>) => assign<C, E, P, E, never>(fn);
  return {
    assignValue: update(
      ({ context }, p: Partial<C>) =>
        ({ ...p, fieldErrors: context.showErrors ? problemsOf({ ...context, ...p }) : {} }) as Partial<C>,
    ),
    showProblems: update(({ context }) => ({ showErrors: true, fieldErrors: problemsOf(context) }) as Partial<C>),
    // The sandbox's 400 puts its messages on their fields; any failure is said with Try again.
    assignFailure: update((_, p: { error: unknown }) => {
      const fields = fieldRefusalOf(p.error);
      return {
        error: failureMessageOf(p.error),
        ...(fields ? { fieldErrors: fields, showErrors: true } : {}),
      } as Partial<C>;
    }),
    clearError: update(() => ({ error: null }) as Partial<C>),
  };
}

/** The form passes its contract: Send sends. */
export const isComplete =
  <C>(problemsOf: (c: C) => FieldErrors) =>
  ({ context }: { context: C }) =>
    Object.keys(problemsOf(context)).length === 0;

/** Send (with problems they show and nothing is sent) and close, beside the form's own field events in `editing`. */
export const dialogFormEditingOn = {
  submit: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
  close: 'closed',
} as const;

/** Sending, a failure with Try again, and sent (closing it clears the form: `reset`). */
export function dialogFormSending<const Src extends string, I, const D>(src: Src, input: I, onDone: D) {
  return {
    sending: {
      tags: ['open', 'busy'],
      entry: 'clearError',
      invoke: {
        id: src,
        src,
        input,
        onDone,
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }: Failed) => ({ error: event.error }) },
        },
      },
    },
    // The values stay; field errors from the sandbox show on their fields.
    failed: {
      tags: ['open'],
      on: {
        retry: 'sending',
        edit: { target: 'editing', actions: 'clearError' },
        close: { target: 'closed', actions: 'clearError' },
      },
    },
    sent: { tags: ['open'], on: { close: { target: 'closed', actions: 'reset' } } },
  } as const;
}
