import { assign, type EventObject } from 'xstate';

/**
 * The dialog forms' test-model fragment (`./dialog-form.ts`; the feedback and API support ticket models): each field
 * the user fills is a boolean in the model's context, Send is ready once the required ones are, and the sandbox's answers
 * (stored, refused with field errors, failed) are plain events. A form's model names its own field events.
 */
export type DialogFormModelEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'submit' }
  | { type: 'send.ok' }
  | { type: 'send.refused' }
  | { type: 'send.fail' }
  | { type: 'retry' }
  | { type: 'edit' };

/** The model's pieces for its context `C` and events `E`; `blank` is the empty form. */
export function dialogFormModel<C extends Record<string, boolean> & { problems: boolean }, E extends EventObject>(
  blank: C,
) {
  const update = (values: Partial<C>) => assign<C, E, undefined, E, never>(values);
  const showProblems = update({ problems: true } as Partial<C>);
  return {
    /** A field event: it fills (true) or empties (false) the field, once. */
    fieldTo: (field: keyof C & string, value: boolean) =>
      ({
        guard: ({ context }: { context: C }) => context[field] !== value,
        actions: update({ [field]: value } as Partial<C>),
      }) as const,
    /** The form's states: closed, editing (with the form's own field events), sending, failed and sent. */
    states: <const F>(fields: F) =>
      ({
        closed: { meta: { matches: 'closed' }, on: { open: 'editing' } },
        editing: {
          meta: { matches: 'editing' },
          tags: ['open'],
          on: {
            ...fields,
            submit: [{ guard: 'ready', target: 'sending' }, { actions: showProblems }],
            close: 'closed',
          },
        },
        sending: {
          meta: { matches: 'sending' },
          tags: ['open', 'busy'],
          on: {
            'send.ok': 'sent',
            'send.refused': { target: 'failed', actions: showProblems },
            'send.fail': 'failed',
          },
        },
        failed: {
          meta: { matches: 'failed' },
          tags: ['open'],
          on: { retry: 'sending', edit: 'editing', close: 'closed' },
        },
        sent: {
          meta: { matches: 'sent' },
          tags: ['open'],
          on: { close: { target: 'closed', actions: update(blank) } },
        },
      }) as const,
  };
}
