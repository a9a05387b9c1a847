import { type EventFromLogic, setup } from 'xstate';
import { type DialogFormModelEvent, dialogFormModel } from './dialog-form-model';

type ModelContext = {
  category: boolean;
  subject: boolean;
  description: boolean;
  credential: boolean;
  problems: boolean;
};

const blank: ModelContext = { category: false, subject: false, description: false, credential: false, problems: false };

type ModelEvent =
  | DialogFormModelEvent
  | { type: 'category.pick' }
  | { type: 'subject.type' }
  | { type: 'description.type' }
  | { type: 'description.clear' }
  | { type: 'credential.pick' };

const form = dialogFormModel<ModelContext, ModelEvent>(blank);

/**
 * Test model of `apiSupportTicketMachine` (Developer Tools > API Support Ticket): what the developer chooses and types,
 * Send, and the sandbox's answers (stored, refused with field errors, failed) are plain events.
 */
export const apiSupportTicketModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: string },
  },
  guards: { ready: ({ context }) => context.category && context.subject && context.description },
}).createMachine({
  id: 'apiSupportTicketModel',
  context: blank,
  initial: 'closed',
  states: form.states({
    'category.pick': form.fieldTo('category', true),
    'subject.type': form.fieldTo('subject', true),
    'description.type': form.fieldTo('description', true),
    'description.clear': form.fieldTo('description', false),
    'credential.pick': form.fieldTo('credential', true),
  }),
});

/** What each model event stands for, the words of .stately/api-support-ticket.qa.md. */
export const apiSupportTicketModelEvents: Record<EventFromLogic<typeof apiSupportTicketModel>['type'], string> = {
  open: 'The developer chooses Developer Tools > API Support Ticket: the form opens with what they typed before, if anything.',
  close: 'The developer presses Cancel, Close or Escape: the form closes (what they typed is kept until it is sent).',
  'category.pick': 'The developer chooses what the question is about (Authentication).',
  'subject.type': 'The developer types a subject.',
  'description.type': 'The developer describes the problem.',
  'description.clear': 'The developer empties the description.',
  'credential.pick': 'The developer chooses the credential the question is about (optional).',
  submit: 'The developer presses Send ticket (with a field missing, its message shows and nothing is sent).',
  'send.ok': 'The sandbox stores the ticket: its reference (API-000123) shows.',
  'send.refused': 'The sandbox refuses a field (400): its message shows on the field, with Try again.',
  'send.fail': 'The call fails: the message shows with Try again; nothing typed is lost.',
  retry: 'The developer presses Try again: the same ticket is sent again.',
  edit: 'The developer presses Edit to change the ticket before sending it again.',
};
