import { assign, fromPromise, setup } from 'xstate';
import { type FeedbackReceipt, type ReviewBody, reviewBody, reviewCommentMax } from '@/contracts/feedback';
import { isReviewDue, type ReviewUsage, reviewSnoozeMs } from '@/lib/review-prompt-rule';
import { failureMessageOf } from './field-errors';

/** What the machine is told instead of reading the browser or the clock itself, so its rule is testable. */
export type ReviewPromptInput = { usage: ReviewUsage; now: number };

type Context = ReviewPromptInput & { rating: number; comment: string; route: string; error: string | null };

const isStars = (n: number) => Number.isInteger(n) && n >= 1 && n <= 5;

/**
 * The review widget (spec 1 §2 main layout): once the rule says it is due, asks "How would you rate the portal?".
 * Choosing stars opens the optional comment and Send; "Not now" snoozes it for 30 days, "Don't ask again" and a sent
 * review stop it. Each outcome is handed to `saveUsage` (the browser's record per user).
 */
export const reviewPromptMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ReviewPromptInput,
    events: {} as
      | { type: 'check' }
      | { type: 'rate'; stars: number }
      | { type: 'comment.change'; value: string }
      | { type: 'submit'; route: string }
      | { type: 'snooze' }
      | { type: 'dismiss' }
      | { type: 'close' },
  },
  actors: {
    sendReview: fromPromise<FeedbackReceipt, ReviewBody>(async () => {
      throw new Error('sendReview not provided');
    }),
  },
  actions: {
    assignRating: assign({ rating: (_, p: { stars: number }) => p.stars }),
    assignComment: assign({ comment: (_, p: { value: string }) => p.value.slice(0, reviewCommentMax) }),
    assignRoute: assign({ route: (_, p: { route: string }) => p.route }),
    assignError: assign({ error: (_, p: { error: unknown }) => failureMessageOf(p.error) }),
    clearError: assign({ error: null }),
    snoozeUsage: assign({ usage: ({ context }) => ({ ...context.usage, snoozedUntil: context.now + reviewSnoozeMs }) }),
    stopUsage: assign({ usage: ({ context }) => ({ ...context.usage, stopped: true }) }),
    // The browser's record; the view provides it (tests spy on it).
    saveUsage: (_, _p: { usage: ReviewUsage }) => {},
  },
  guards: {
    isDue: ({ context }) => isReviewDue(context.usage, context.now),
    isStars: (_, p: { stars: number }) => isStars(p.stars),
  },
}).createMachine({
  id: 'reviewPrompt',
  context: ({ input }) => ({ ...input, rating: 0, comment: '', route: '/', error: null }),
  initial: 'idle',
  states: {
    idle: { on: { check: { guard: 'isDue', target: 'asking' } } },
    asking: {
      tags: ['shown'],
      on: {
        rate: {
          guard: { type: 'isStars', params: ({ event }) => ({ stars: event.stars }) },
          target: 'rating',
          actions: { type: 'assignRating', params: ({ event }) => ({ stars: event.stars }) },
        },
        snooze: 'snoozed',
        dismiss: 'dismissed',
      },
    },
    rating: {
      tags: ['shown'],
      on: {
        rate: {
          guard: { type: 'isStars', params: ({ event }) => ({ stars: event.stars }) },
          actions: { type: 'assignRating', params: ({ event }) => ({ stars: event.stars }) },
        },
        'comment.change': { actions: { type: 'assignComment', params: ({ event }) => ({ value: event.value }) } },
        submit: {
          target: 'sending',
          actions: { type: 'assignRoute', params: ({ event }) => ({ route: event.route }) },
        },
        snooze: 'snoozed',
        dismiss: 'dismissed',
      },
    },
    sending: {
      tags: ['shown', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) =>
          reviewBody.parse({ rating: context.rating, comment: context.comment, route: context.route }),
        onDone: 'thanked',
        // Stars and comment stay; the message shows with Send again.
        onError: {
          target: 'rating',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    thanked: {
      tags: ['shown'],
      entry: ['stopUsage', { type: 'saveUsage', params: ({ context }) => ({ usage: context.usage }) }],
      on: { close: 'done' },
    },
    snoozed: {
      type: 'final',
      entry: ['snoozeUsage', { type: 'saveUsage', params: ({ context }) => ({ usage: context.usage }) }],
    },
    dismissed: {
      type: 'final',
      entry: ['stopUsage', { type: 'saveUsage', params: ({ context }) => ({ usage: context.usage }) }],
    },
    done: { type: 'final' },
  },
});
