import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { due: boolean; failed: boolean; rerated: boolean; commented: boolean };

/**
 * Test model of `reviewPromptMachine` (the review widget). Whether the prompt is due is a fact the layout hands in
 * (`due.yes` / `due.no` choose it before the check); the user's choices and the sandbox's answers are plain events.
 */
export const reviewPromptModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'due.yes' }
      | { type: 'check' }
      | { type: 'rate' }
      | { type: 'comment.type' }
      | { type: 'submit' }
      | { type: 'send.ok' }
      | { type: 'send.fail' }
      | { type: 'snooze' }
      | { type: 'dismiss' }
      | { type: 'close' },
    meta: {} as { matches: string },
  },
}).createMachine({
  id: 'reviewPromptModel',
  context: { due: false, failed: false, rerated: false, commented: false },
  initial: 'idle',
  states: {
    idle: {
      meta: { matches: 'idle' },
      on: {
        'due.yes': { guard: ({ context }) => !context.due, actions: assign({ due: true }) },
        check: { guard: ({ context }) => context.due, target: 'asking' },
      },
    },
    asking: {
      meta: { matches: 'asking' },
      tags: ['shown'],
      on: { rate: 'rating', snooze: 'snoozed', dismiss: 'dismissed' },
    },
    rating: {
      meta: { matches: 'rating' },
      tags: ['shown'],
      on: {
        rate: { guard: ({ context }) => !context.rerated, actions: assign({ rerated: true }) },
        'comment.type': { guard: ({ context }) => !context.commented, actions: assign({ commented: true }) },
        submit: 'sending',
        snooze: 'snoozed',
        dismiss: 'dismissed',
      },
    },
    sending: {
      meta: { matches: 'sending' },
      tags: ['shown', 'busy'],
      on: { 'send.ok': 'thanked', 'send.fail': { target: 'rating', actions: assign({ failed: true }) } },
    },
    thanked: { meta: { matches: 'thanked' }, tags: ['shown'], on: { close: 'done' } },
    snoozed: { meta: { matches: 'snoozed' }, type: 'final' },
    dismissed: { meta: { matches: 'dismissed' }, type: 'final' },
    done: { meta: { matches: 'done' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/review-prompt.qa.md. */
export const reviewPromptModelEvents: Record<EventFromLogic<typeof reviewPromptModel>['type'], string> = {
  'due.yes': 'The user opens the portal on their fifth distinct day (never snoozed or stopped): the prompt is due.',
  check: 'The layout checks the rule once the page is idle: due, the prompt shows; not due, nothing shows.',
  rate: 'The user chooses 4 stars (again, on the comment step): the optional comment and Send show.',
  'comment.type': 'The user types a comment.',
  submit: 'The user presses Send.',
  'send.ok': 'The sandbox stores the review: the widget thanks the user and will not ask again.',
  'send.fail': 'The call fails: the message shows; the stars and comment stay for Send again.',
  snooze: 'The user presses Not now: the widget goes and comes back in 30 days.',
  dismiss: "The user presses Don't ask again: the widget goes for good.",
  close: 'The user closes the thanks.',
};
