import { assign, type EventObject } from 'xstate';
import type { z } from 'zod';
import type { FieldErrors } from '@/contracts/service-actions';

/**
 * A contract's failed parse as a form's field messages (every message of each top-level field, in order), the shape
 * the sandbox's 400 answers with: the flows show the same rule's words before and after sending.
 */
export function fieldErrorsOf(error: z.ZodError, ignore: readonly string[] = []): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (!ignore.includes(field)) fields[field] = [...(fields[field] ?? []), issue.message];
  }
  return fields;
}

/** A failed parse's first message per top-level field: what a form shows beside each field. */
export function firstMessagesOf(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) messages[String(issue.path[0] ?? '')] ??= issue.message;
  return messages;
}

/** A failure the sandbox explained field by field (400 with `fields`): a form shows them beside the fields; else null. */
export function fieldRefusalOf(error: unknown): FieldErrors | null {
  const e = error as { status?: unknown; fields?: unknown } | null;
  if (e?.status !== 400 || !e.fields || typeof e.fields !== 'object') return null;
  return Object.keys(e.fields).length > 0 ? (e.fields as FieldErrors) : null;
}

/** The message of any other failure (a refused action's 409 or 403 says why; a network failure says so). */
export function failureMessageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== ''
    ? message
    : 'The request failed. Please try again or contact support';
}

/** An invoked actor's answer and failure, as the params of the transitions that take them see them. */
export type Done<T> = { event: { output: T } };
export type Failed = { event: { error: unknown } };

/**
 * A form's submission failing, as every flow that sends a form takes it (password change and reset, user and service
 * actions, invitation acceptance): the sandbox's 400 with field errors puts each message on its field and goes back to
 * the form (`back`); any other failure is kept as the form's error in `failed`, where the user may try again. The
 * machine implements `assignFieldErrors` and `assignError`, with the guard `isFieldRefusal` below.
 */
export const submissionFailed = <const Back extends string>(back: Back) =>
  [
    {
      guard: { type: 'isFieldRefusal', params: ({ event }: Failed) => ({ error: event.error }) },
      target: back,
      actions: {
        type: 'assignFieldErrors',
        params: ({ event }: Failed) => ({ fields: fieldRefusalOf(event.error) ?? {} }),
      },
    },
    { target: 'failed', actions: { type: 'assignError', params: ({ event }: Failed) => ({ error: event.error }) } },
  ] as const;
export const isFieldRefusal = (_: unknown, p: { error: unknown }) => fieldRefusalOf(p.error) !== null;

/**
 * The actions `submissionFailed` names, and clearing them, for a form machine's `setup({ actions })`: the sandbox's
 * field messages (the form's message cleared), another failure's message, and a new attempt starting clean.
 */
export function formErrorActions<
  C extends { fieldErrors: FieldErrors; error: string | null },
  E extends EventObject,
>() {
  const update = <P = undefined>(fn: (args: { context: C }, params: P) => Partial<C>) => assign<C, E, P, E, never>(fn);
  return {
    assignFieldErrors: update(
      (_, p: { fields: FieldErrors }) => ({ fieldErrors: p.fields, error: null }) as Partial<C>,
    ),
    assignError: update((_, p: { error: unknown }) => ({ error: failureMessageOf(p.error) }) as Partial<C>),
    clearError: update(() => ({ error: null }) as Partial<C>),
    // A new attempt starts clean: the last answer's field messages go with its failure message.
    clearAnswer: update(() => ({ error: null, fieldErrors: {} }) as Partial<C>),
  };
}

/**
 * A form's field changes (event type → the action that keeps its value), as its editing state and its failed state take
 * them: while editing a change is kept; after a failure it clears the message and goes back to `editing`. Each action
 * is given the event itself (`{ value }`, `{ date }`…), as its own params declare.
 */
export function fieldEdits<const M extends Record<string, string>>(edits: M, editing: string) {
  // The event is what the action's params declare: the action's own type checks it where setup declares it.
  const keep = <A extends string>(type: A) => ({ type, params: ({ event }: { event: EventObject }) => event as never });
  type Keep<A extends string> = ReturnType<typeof keep<A>>;
  const each = <T>(edit: (action: string) => T): unknown =>
    Object.fromEntries(Object.entries(edits).map(([event, action]) => [event, edit(action)]));
  return {
    editing: each((action) => ({ actions: keep(action) })) as { [K in keyof M]: { actions: Keep<M[K]> } },
    failed: each((action) => ({ target: editing, actions: ['clearError', keep(action)] })) as {
      [K in keyof M]: { target: string; actions: readonly ['clearError', Keep<M[K]>] };
    },
  };
}
