import { type InvitationActionRequest, invitationActionMachine } from '@machines/invitation-action.machine';
import { invitationActionModel } from '@machines/invitation-action.model';
import { createActor, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';

const invitation = { id: 'inv_1', email: 'new.colleague@example.com', roles: ['rol_SupportAAAAAAAAA'] };

function start(act: (input: InvitationActionRequest) => Promise<unknown> = async () => undefined) {
  const spy = vi.fn(act);
  const actor = createActor(
    invitationActionMachine.provide({ actors: { act: fromPromise(({ input }) => spy(input)) } }),
  ).start();
  return { actor, act: spy };
}

describe('invitation action machine (/user-management/invitations)', () => {
  it('asks before deleting, naming the address, and deletes only once confirmed', async () => {
    const { actor, act } = start();
    actor.send({ type: 'delete', invitation });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.invitation?.email).toBe(invitation.email);
    actor.send({ type: 'cancel' });
    expect(act).not.toHaveBeenCalled();
    actor.send({ type: 'delete', invitation });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(act).toHaveBeenCalledTimes(1);
    expect(act).toHaveBeenCalledWith({ kind: 'delete', invitation });
    expect(actor.getSnapshot().context.done).toEqual({ kind: 'delete', invitation });
  });

  it('resends the same address and roles at once, and offers Try again after a failure', async () => {
    let calls = 0;
    const { actor, act } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Network down');
    });
    actor.send({ type: 'resend', invitation });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('Network down');
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.done?.kind).toBe('resend'));
    expect(act.mock.calls.map(([input]) => input)).toEqual([
      { kind: 'resend', invitation },
      { kind: 'resend', invitation },
    ]);
  });
});

testMachineWithModel({
  name: 'invitation-action',
  machine: invitationActionMachine,
  model: invitationActionModel,
  drivers: {
    resend: ({ send }) => send({ type: 'resend', invitation }),
    delete: ({ send }) => send({ type: 'delete', invitation }),
    confirm: ({ send }) => send({ type: 'confirm' }),
    cancel: ({ send }) => send({ type: 'cancel' }),
    'act.ok': ({ resolve }) => resolve('act'),
    'act.fail': ({ reject }) => reject('act', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    if (String(step.expectedState) === 'idle') {
      expect(context.invitation).toBeNull();
      expect(context.done !== null).toBe((step.modelContext as { done: boolean }).done);
    }
  },
});
