import { assign, fromPromise, setup } from 'xstate';
import {
  type ApiSupportTicket,
  type ApiSupportTicketBody,
  type ApiTicketCategory,
  apiSupportTicketBody,
} from '@/contracts/developer';
import type { FieldErrors } from '@/contracts/service-actions';
import {
  type DialogFormState,
  dialogFormActions,
  dialogFormEditingOn,
  dialogFormSending,
  dialogFormStart,
  isComplete,
} from './dialog-form';
import { type Done, fieldErrorsOf } from './field-errors';

/** What the form holds: the category is unset until chosen; '' for the credential means "not about one". */
export type ApiTicketValues = {
  category: ApiTicketCategory | null;
  subject: string;
  description: string;
  client_id: string;
};

type Context = ApiTicketValues &
  DialogFormState & {
    /** The stored ticket, its reference shown once sent. */
    sent: ApiSupportTicket | null;
  };

type ApiSupportTicketEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'field.change'; name: 'subject' | 'description' | 'client_id'; value: string }
  | { type: 'category.change'; category: ApiTicketCategory }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'edit' };

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
 * support, a dialog form (`./dialog-form.ts`) that shows the stored ticket's reference once sent.
 */
export const apiSupportTicketMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ApiSupportTicketEvent,
  },
  actors: {
    sendTicket: fromPromise<ApiSupportTicket, ApiSupportTicketBody>(async () => {
      throw new Error('sendTicket not provided');
    }),
  },
  actions: {
    ...dialogFormActions<Context, ApiSupportTicketEvent>(problemsOf),
    assignSent: assign({ sent: (_, p: { ticket: ApiSupportTicket }) => p.ticket }),
    reset: assign(() => ({ ...empty(), ...dialogFormStart, sent: null })),
  },
  guards: { isComplete: isComplete(problemsOf) },
}).createMachine({
  id: 'apiSupportTicket',
  context: { ...empty(), ...dialogFormStart, sent: null },
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
        ...dialogFormEditingOn,
      },
    },
    ...dialogFormSending(
      'sendTicket',
      ({ context }: { context: Context }) => apiSupportTicketBody.parse(bodyOf(context)),
      {
        target: 'sent',
        actions: { type: 'assignSent', params: ({ event }: Done<ApiSupportTicket>) => ({ ticket: event.output }) },
      },
    ),
  },
});
