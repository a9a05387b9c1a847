import { assign, fromPromise, setup } from 'xstate';
import {
  type ApiSupportTicket,
  type ApiSupportTicketBody,
  type ApiTicketCategory,
  apiSupportTicketBody,
} from '@/contracts/developer';
import type { FieldErrors } from '@/contracts/service-actions';
import { failureMessageOf, fieldErrorsOf, fieldRefusalOf } from './field-errors';

/** What the form holds: the category is unset until chosen; '' for the credential means "not about one". */
export type ApiTicketValues = {
  category: ApiTicketCategory | null;
  subject: string;
  description: string;
  client_id: string;
};

type Context = ApiTicketValues & {
  /** The contract's messages, shown from the first Send on and kept current as the developer types. */
  fieldErrors: FieldErrors;
  showErrors: boolean;
  /** Why the last send failed, shown with Try again. */
  error: string | null;
  /** The stored ticket, its reference shown once sent. */
  sent: ApiSupportTicket | null;
};

const bodyOf = (v: ApiTicketValues) => ({
  category: v.category ?? undefined,
  subject: v.subject,
  description: v.description,
  ...(v.client_id ? { client_id: v.client_id } : {}),
});

/** The form's problems by the contract the sandbox validates with: the same words before and after sending. */
function problemsOf(v: ApiTicketValues): FieldErrors {
  const parsed = apiSupportTicketBody.safeParse(bodyOf(v));
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

const empty = (): ApiTicketValues => ({ category: null, subject: '', description: '', client_id: '' });

/**
 * The Developer Tools menu's API Support Ticket (spec 1 §2): a question about the API to the provider's developer
 * support. Closed until the developer opens it; what they typed is kept when they close it or a send fails, and
 * cleared only once the sandbox has stored the ticket (its reference is then shown).
 */
export const apiSupportTicketMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'open' }
      | { type: 'close' }
      | { type: 'field.change'; name: 'subject' | 'description' | 'client_id'; value: string }
      | { type: 'category.change'; category: ApiTicketCategory }
      | { type: 'submit' }
      | { type: 'retry' }
      | { type: 'edit' },
  },
  actors: {
    sendTicket: fromPromise<ApiSupportTicket, ApiSupportTicketBody>(async () => {
      throw new Error('sendTicket not provided');
    }),
  },
  actions: {
    assignValue: assign(({ context }, p: Partial<ApiTicketValues>) => {
      const next = { ...context, ...p };
      return { ...p, fieldErrors: context.showErrors ? problemsOf(next) : {} };
    }),
    showProblems: assign({ showErrors: true, fieldErrors: ({ context }) => problemsOf(context) }),
    assignFailure: assign((_, p: { error: unknown }) => {
      const fields = fieldRefusalOf(p.error);
      return { error: failureMessageOf(p.error), ...(fields ? { fieldErrors: fields, showErrors: true } : {}) };
    }),
    assignSent: assign({ sent: (_, p: { ticket: ApiSupportTicket }) => p.ticket }),
    clearError: assign({ error: null }),
    reset: assign(() => ({ ...empty(), fieldErrors: {}, showErrors: false, error: null, sent: null })),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  id: 'apiSupportTicket',
  context: { ...empty(), fieldErrors: {}, showErrors: false, error: null, sent: null },
  initial: 'closed',
  states: {
    closed: { on: { open: 'editing' } },
    editing: {
      tags: ['open'],
      on: {
        'category.change': {
          actions: { type: 'assignValue', params: ({ event }) => ({ category: event.category }) },
        },
        'field.change': {
          actions: { type: 'assignValue', params: ({ event }) => ({ [event.name]: event.value }) },
        },
        submit: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
        close: 'closed',
      },
    },
    sending: {
      tags: ['open', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendTicket',
        src: 'sendTicket',
        input: ({ context }) => apiSupportTicketBody.parse(bodyOf(context)),
        onDone: { target: 'sent', actions: { type: 'assignSent', params: ({ event }) => ({ ticket: event.output }) } },
        onError: {
          target: 'failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
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
  },
});
