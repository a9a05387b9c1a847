import { feedbackFormMachine } from '@machines/feedback-form.machine';
import { feedbackFormModel } from '@machines/feedback-form.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import { type FeedbackBody, type FeedbackReceipt, feedbackMessages } from '@/contracts/feedback';
import { testMachineWithModel } from '../support/model-testing';

const receipt: FeedbackReceipt = { id: 'fb_1', received_at: '2026-01-05T09:00:00.000Z' };
const refused = new HttpError({
  status: 400,
  message: 'Some fields are not valid',
  body: {
    error: {
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields: { comment: [feedbackMessages.commentTooLong] },
    },
  },
});

function start(send: (body: FeedbackBody) => Promise<FeedbackReceipt> = async () => receipt) {
  const sendFeedback = vi.fn(send);
  const actor = createActor(
    feedbackFormMachine.provide({ actors: { sendFeedback: fromPromise(({ input }) => sendFeedback(input)) } }),
  ).start();
  return { actor, sendFeedback };
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'open', route: '/ordering/orders' });
  actor.send({ type: 'area.change', area: 'Ordering' });
  actor.send({ type: 'comment.change', value: '  Filters could be remembered.  ' });
  actor.send({ type: 'contact.change', value: true });
};

describe('feedback form machine (Give feedback)', () => {
  it('is closed until opened, and sends nothing while a field is missing', () => {
    const { actor, sendFeedback } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'submit' });
    actor.send({ type: 'open', route: '/' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      area: [feedbackMessages.area],
      comment: [feedbackMessages.comment],
    });
    actor.send({ type: 'area.change', area: 'Billing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ comment: [feedbackMessages.comment] });
    expect(sendFeedback).not.toHaveBeenCalled();
  });

  it('sends the area, the trimmed comment, the contact choice and the page it was opened on, once', async () => {
    const { actor, sendFeedback } = start();
    fill(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendFeedback).toHaveBeenCalledTimes(1);
    expect(sendFeedback).toHaveBeenCalledWith({
      area: 'Ordering',
      comment: 'Filters could be remembered.',
      may_contact: true,
      route: '/ordering/orders',
    });
  });

  it('keeps what was typed when the form is closed, and clears it once sent', async () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'close' });
    actor.send({ type: 'open', route: '/' });
    expect(actor.getSnapshot().context).toMatchObject({ area: 'Ordering', mayContact: true, route: '/' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    actor.send({ type: 'close' });
    actor.send({ type: 'open', route: '/' });
    expect(actor.getSnapshot().context).toMatchObject({ area: null, comment: '', mayContact: false });
  });

  it("shows the sandbox's field errors on their fields and keeps every value", async () => {
    const { actor } = start(async () => {
      throw refused;
    });
    fill(actor);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    const { context } = actor.getSnapshot();
    expect(context.fieldErrors).toEqual({ comment: [feedbackMessages.commentTooLong] });
    expect(context.comment).toBe('  Filters could be remembered.  ');
    actor.send({ type: 'edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.comment).toEqual([feedbackMessages.commentTooLong]);
  });

  it('offers Try again after a failure and sends the same feedback', async () => {
    let calls = 0;
    const { actor, sendFeedback } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Network down');
      return receipt;
    });
    fill(actor);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('Network down');
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendFeedback.mock.calls[1]?.[0]).toEqual(sendFeedback.mock.calls[0]?.[0]);
  });
});

testMachineWithModel({
  name: 'feedback-form',
  machine: feedbackFormMachine,
  model: feedbackFormModel,
  drivers: {
    open: ({ send }) => send({ type: 'open', route: '/ordering/orders' }),
    close: ({ send }) => send({ type: 'close' }),
    'area.pick': ({ send }) => send({ type: 'area.change', area: 'Ordering' }),
    'comment.type': ({ send }) => send({ type: 'comment.change', value: 'Filters could be remembered.' }),
    'comment.clear': ({ send }) => send({ type: 'comment.change', value: '   ' }),
    'contact.tick': ({ send }) => send({ type: 'contact.change', value: true }),
    submit: ({ send }) => send({ type: 'submit' }),
    'send.ok': ({ resolve }) => resolve('sendFeedback', receipt),
    'send.refused': ({ reject }) => reject('sendFeedback', refused),
    'send.fail': ({ reject }) => reject('sendFeedback', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { area: boolean; comment: boolean; contact: boolean; problems: boolean };
    const state = String(step.expectedState);
    // Values are never lost: whatever the state, the context holds what the model says was typed.
    expect(context.area !== null).toBe(model.area);
    expect(context.comment.trim() !== '').toBe(model.comment);
    expect(context.mayContact).toBe(model.contact);
    if (
      state === 'editing' &&
      model.problems &&
      !context.fieldErrors.comment?.includes(feedbackMessages.commentTooLong)
    ) {
      expect(context.fieldErrors.area !== undefined).toBe(!model.area);
      expect(context.fieldErrors.comment !== undefined).toBe(!model.comment);
    }
    if (state === 'failed') expect(context.error).not.toBeNull();
  },
});
