import { reviewPromptMachine } from '@machines/review-prompt.machine';
import { reviewPromptModel } from '@machines/review-prompt.model';
import { createActor, fromPromise } from 'xstate';
import type { FeedbackReceipt, ReviewBody } from '@/contracts/feedback';
import { freshUsage, type ReviewUsage, reviewSnoozeMs } from '@/lib/review-prompt-rule';
import { testMachineWithModel } from '../support/model-testing';

const receipt: FeedbackReceipt = { id: 'rv_1', received_at: '2026-01-05T09:00:00.000Z' };
const now = Date.parse('2026-01-05T09:00:00Z');
const due: ReviewUsage = { ...freshUsage, days: 5, lastDay: '2026-01-05' };
const notYet: ReviewUsage = { ...freshUsage, days: 4, lastDay: '2026-01-05' };

function start(usage: ReviewUsage, send: (body: ReviewBody) => Promise<FeedbackReceipt> = async () => receipt) {
  const sendReview = vi.fn(send);
  const saveUsage = vi.fn();
  const actor = createActor(
    reviewPromptMachine.provide({
      actors: { sendReview: fromPromise(({ input }) => sendReview(input)) },
      actions: { saveUsage: (_, p) => saveUsage(p.usage) },
    }),
    { input: { usage, now } },
  ).start();
  actor.send({ type: 'check' });
  return { actor, sendReview, saveUsage };
}

describe('review prompt machine (the review widget)', () => {
  it('asks on the fifth distinct day and not before', () => {
    expect(start(notYet).actor.getSnapshot().value).toBe('idle');
    expect(start(due).actor.getSnapshot().value).toBe('asking');
  });

  it('does not ask while snoozed, and asks again once the 30 days are over', () => {
    expect(start({ ...due, snoozedUntil: now + 1 }).actor.getSnapshot().value).toBe('idle');
    expect(start({ ...due, snoozedUntil: now }).actor.getSnapshot().value).toBe('asking');
  });

  it("never asks again after Don't ask again or a sent review", () => {
    expect(start({ ...due, stopped: true, days: 40 }).actor.getSnapshot().value).toBe('idle');
  });

  it('snoozes for 30 days on Not now', () => {
    const { actor, saveUsage } = start(due);
    actor.send({ type: 'snooze' });
    expect(actor.getSnapshot().value).toBe('snoozed');
    expect(saveUsage).toHaveBeenCalledWith({ ...due, snoozedUntil: now + reviewSnoozeMs });
  });

  it("stops for good on Don't ask again", () => {
    const { actor, saveUsage } = start(due);
    actor.send({ type: 'rate', stars: 2 });
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('dismissed');
    expect(saveUsage).toHaveBeenCalledWith({ ...due, stopped: true });
  });

  it('sends the stars, the comment and the page, thanks the user and stops asking', async () => {
    const { actor, sendReview, saveUsage } = start(due);
    actor.send({ type: 'rate', stars: 0 });
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'rate', stars: 4 });
    actor.send({ type: 'comment.change', value: ' Clear and quick. ' });
    actor.send({ type: 'submit', route: '/support/incidents' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('thanked'));
    expect(sendReview).toHaveBeenCalledWith({ rating: 4, comment: 'Clear and quick.', route: '/support/incidents' });
    expect(saveUsage).toHaveBeenCalledWith({ ...due, stopped: true });
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps the stars and comment when sending fails, and says why', async () => {
    const { actor, saveUsage } = start(due, async () => {
      throw new Error('Network down');
    });
    actor.send({ type: 'rate', stars: 5 });
    actor.send({ type: 'comment.change', value: 'Great' });
    actor.send({ type: 'submit', route: '/' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Network down'));
    expect(actor.getSnapshot().value).toBe('rating');
    expect(actor.getSnapshot().context).toMatchObject({ rating: 5, comment: 'Great' });
    expect(saveUsage).not.toHaveBeenCalled();
  });
});

testMachineWithModel({
  name: 'review-prompt',
  machine: reviewPromptMachine,
  model: reviewPromptModel,
  input: { usage: notYet, now },
  drivers: {
    'due.yes': ({ restart }) => restart({ usage: due, now }),
    check: ({ send }) => send({ type: 'check' }),
    rate: ({ send }) => send({ type: 'rate', stars: 4 }),
    'comment.type': ({ send }) => send({ type: 'comment.change', value: 'Clear and quick.' }),
    submit: ({ send }) => send({ type: 'submit', route: '/' }),
    'send.ok': ({ resolve }) => resolve('sendReview', receipt),
    'send.fail': ({ reject }) => reject('sendReview', new Error('Network down')),
    snooze: ({ send }) => send({ type: 'snooze' }),
    dismiss: ({ send }) => send({ type: 'dismiss' }),
    close: ({ send }) => send({ type: 'close' }),
  },
  assertState: ({ step, snapshot, actions }) => {
    const { context } = snapshot();
    const state = String(step.expectedState);
    const saved = actions.saveUsage?.mock.calls.at(-1)?.[1] as { usage: ReviewUsage } | undefined;
    if (state === 'snoozed') expect(saved?.usage.snoozedUntil).toBe(now + reviewSnoozeMs);
    if (state === 'dismissed' || state === 'thanked') expect(saved?.usage.stopped).toBe(true);
    if (state === 'idle' || state === 'asking') expect(actions.saveUsage).not.toHaveBeenCalled();
    if (state === 'rating') {
      expect(context.rating).toBe(4);
      expect(context.error !== null).toBe((step.modelContext as { failed: boolean }).failed);
    }
  },
});
