import { assign, fromPromise, setup } from 'xstate';
import { type FeedbackArea, type FeedbackBody, type FeedbackReceipt, feedbackBody } from '@/contracts/feedback';
import type { FieldErrors } from '@/contracts/service-actions';
import { failureMessageOf, fieldErrorsOf, fieldRefusalOf } from './field-errors';

type Values = { area: FeedbackArea | null; comment: string; mayContact: boolean };

type Context = Values & {
  /** The page the form was opened on, sent with the feedback. */
  route: string;
  /** The contract's messages, shown from the first Send on and kept current as the user types. */
  fieldErrors: FieldErrors;
  showErrors: boolean;
  /** Why the last send failed, shown with Try again. */
  error: string | null;
};

const bodyOf = (c: Pick<Context, keyof Values | 'route'>) => ({
  area: c.area ?? undefined,
  comment: c.comment,
  may_contact: c.mayContact,
  route: c.route,
});

/** The form's problems by the contract the sandbox validates with (the route is the app's, never the user's). */
function problemsOf(c: Context): FieldErrors {
  const parsed = feedbackBody.safeParse(bodyOf(c));
  return parsed.success ? {} : fieldErrorsOf(parsed.error, ['route']);
}

const empty = (): Values => ({ area: null, comment: '', mayContact: false });

/**
 * The layout's Give feedback form (spec 1 §2): closed until the user opens it; what they typed is kept when they close
 * it or the send fails, and cleared only once the sandbox has stored it.
 */
export const feedbackFormMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: 'open'; route: string }
      | { type: 'close' }
      | { type: 'area.change'; area: FeedbackArea }
      | { type: 'comment.change'; value: string }
      | { type: 'contact.change'; value: boolean }
      | { type: 'submit' }
      | { type: 'retry' }
      | { type: 'edit' },
  },
  actors: {
    sendFeedback: fromPromise<FeedbackReceipt, FeedbackBody>(async () => {
      throw new Error('sendFeedback not provided');
    }),
  },
  actions: {
    assignRoute: assign({ route: (_, p: { route: string }) => p.route }),
    assignValue: assign(({ context }, p: Partial<Values>) => {
      const next = { ...context, ...p };
      return { ...p, fieldErrors: context.showErrors ? problemsOf(next) : {} };
    }),
    showProblems: assign({ showErrors: true, fieldErrors: ({ context }) => problemsOf(context) }),
    assignFailure: assign((_, p: { error: unknown }) => {
      const fields = fieldRefusalOf(p.error);
      return { error: failureMessageOf(p.error), ...(fields ? { fieldErrors: fields, showErrors: true } : {}) };
    }),
    clearError: assign({ error: null }),
    reset: assign(() => ({ ...empty(), fieldErrors: {}, showErrors: false, error: null })),
  },
  guards: {
    isComplete: ({ context }) => Object.keys(problemsOf(context)).length === 0,
  },
}).createMachine({
  id: 'feedbackForm',
  context: { ...empty(), route: '/', fieldErrors: {}, showErrors: false, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: {
          target: 'editing',
          actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
        },
      },
    },
    editing: {
      tags: ['open'],
      on: {
        'area.change': { actions: { type: 'assignValue', params: ({ event }) => ({ area: event.area }) } },
        'comment.change': { actions: { type: 'assignValue', params: ({ event }) => ({ comment: event.value }) } },
        'contact.change': { actions: { type: 'assignValue', params: ({ event }) => ({ mayContact: event.value }) } },
        submit: [{ guard: 'isComplete', target: 'sending' }, { actions: 'showProblems' }],
        close: 'closed',
      },
    },
    sending: {
      tags: ['open', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendFeedback',
        src: 'sendFeedback',
        input: ({ context }) => feedbackBody.parse(bodyOf(context)),
        onDone: 'sent',
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
