import { type EventFromLogic, setup } from 'xstate';
import { type DialogFormModelEvent, dialogFormModel } from './dialog-form-model';

type ModelContext = { area: boolean; comment: boolean; contact: boolean; problems: boolean };

const blank: ModelContext = { area: false, comment: false, contact: false, problems: false };

type ModelEvent =
  | DialogFormModelEvent
  | { type: 'area.pick' }
  | { type: 'comment.type' }
  | { type: 'comment.clear' }
  | { type: 'contact.tick' };

const form = dialogFormModel<ModelContext, ModelEvent>(blank);

/**
 * Test model of `feedbackFormMachine` (the layout's Give feedback form): what the user picks and types, Send, and the
 * sandbox's answers (stored, refused with field errors, failed) are plain events.
 */
export const feedbackFormModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { ready: ({ context }) => context.area && context.comment },
}).createMachine({
  id: 'feedbackFormModel',
  context: blank,
  initial: 'closed',
  states: form.states({
    'area.pick': form.fieldTo('area', true),
    'comment.type': form.fieldTo('comment', true),
    'comment.clear': form.fieldTo('comment', false),
    'contact.tick': form.fieldTo('contact', true),
  }),
});

/** What each model event stands for, the words of .stately/feedback-form.qa.md. */
export const feedbackFormModelEvents: Record<EventFromLogic<typeof feedbackFormModel>['type'], string> = {
  open: 'The user presses Give feedback in the footer: the form opens with what they typed before, if anything.',
  close: 'The user presses Cancel, Close or Escape: the form closes (what they typed is kept until it is sent).',
  'area.pick': 'The user chooses what it is about (Ordering).',
  'comment.type': 'The user types a comment.',
  'comment.clear': 'The user empties the comment.',
  'contact.tick': "The user ticks 'You may contact me about this feedback'.",
  submit: 'The user presses Send feedback (with a field missing, its message shows and nothing is sent).',
  'send.ok': 'The sandbox stores the feedback: the form thanks the user.',
  'send.refused': 'The sandbox refuses a field (400): its message shows on the field, with Try again.',
  'send.fail': 'The call fails: the message shows with Try again; nothing typed is lost.',
  retry: 'The user presses Try again: the same feedback is sent again.',
  edit: 'The user presses Edit to change the feedback before sending it again.',
};
