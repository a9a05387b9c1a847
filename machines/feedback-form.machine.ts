import { assign, fromPromise, setup } from 'xstate';
import { type FeedbackArea, type FeedbackBody, type FeedbackReceipt, feedbackBody } from '@/contracts/feedback';
import type { FieldErrors } from '@/contracts/service-actions';
import {
  type DialogFormState,
  dialogFormActions,
  dialogFormEditingOn,
  dialogFormSending,
  dialogFormStart,
  isComplete,
} from './dialog-form';
import { fieldErrorsOf } from './field-errors';

type Values = { area: FeedbackArea | null; comment: string; mayContact: boolean };

type Context = Values &
  DialogFormState & {
    /** The page the form was opened on, sent with the feedback. */
    route: string;
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

type FeedbackFormEvent =
  | { type: 'open'; route: string }
  | { type: 'close' }
  | { type: 'area.change'; area: FeedbackArea }
  | { type: 'comment.change'; value: string }
  | { type: 'contact.change'; value: boolean }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'edit' };

/** The layout's Give feedback form (spec 1 §2), a dialog form (`./dialog-form.ts`) sent with the page it was opened on. */
export const feedbackFormMachine = setup({
  types: {
    context: {} as Context,
    events: {} as FeedbackFormEvent,
  },
  actors: {
    sendFeedback: fromPromise<FeedbackReceipt, FeedbackBody>(async () => {
      throw new Error('sendFeedback not provided');
    }),
  },
  actions: {
    ...dialogFormActions<Context, FeedbackFormEvent>(problemsOf),
    assignRoute: assign({ route: (_, p: { route: string }) => p.route }),
    reset: assign(() => ({ ...empty(), ...dialogFormStart })),
  },
  guards: { isComplete: isComplete(problemsOf) },
}).createMachine({
  id: 'feedbackForm',
  context: { ...empty(), route: '/', ...dialogFormStart },
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
        ...dialogFormEditingOn,
      },
    },
    ...dialogFormSending(
      'sendFeedback',
      ({ context }: { context: Context }) => feedbackBody.parse(bodyOf(context)),
      'sent',
    ),
  },
});
