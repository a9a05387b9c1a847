import { inviteUserMachine } from '@machines/invite-user.machine';
import { inviteUserModel } from '@machines/invite-user.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import { type Invitation, userMessages } from '@/contracts/user-management';
import { testMachineWithModel } from '../support/model-testing';

const support = 'rol_SupportAAAAAAAAA';
const ordering = 'rol_OrderingAAAAAAAA';
const invitation: Invitation = {
  invitation_id: 'inv_1',
  roles: [{ id: support, name: 'Support' }],
  inviter: { name: 'Ada Admin' },
  invitee: { email: 'new.colleague@example.com' },
  status: 'pending',
  created_at: '2026-01-05T09:00:00.000Z',
  expires_at: '2026-01-12T09:00:00.000Z',
  invitation_url: '/authorize?invitation=tok&organization=org_1&organization_name=North%20Fibre',
};
const hasAccount = new HttpError({
  status: 409,
  message: 'This email address already has an account',
  body: { error: { status: 409, code: 'conflict', message: 'This email address already has an account' } },
});

function start(send: (input: { email: string; roles: string[] }) => Promise<Invitation> = async () => invitation) {
  const sendInvite = vi.fn(send);
  const actor = createActor(
    inviteUserMachine.provide({ actors: { sendInvite: fromPromise(({ input }) => sendInvite(input)) } }),
  ).start();
  return { actor, sendInvite };
}

describe('invite user machine (/user-management/invite)', () => {
  it("shows 'Required' for the e-mail and for the roles on Send, and sends nothing", () => {
    const { actor, sendInvite } = start();
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: [userMessages.required],
      roles: [userMessages.required],
    });
    actor.send({ type: 'email.change', value: 'not an address' });
    expect(actor.getSnapshot().context.fieldErrors.email).toEqual([userMessages.email]);
    expect(sendInvite).not.toHaveBeenCalled();
  });

  it('sends the address with every chosen role once, and shows the invitation', async () => {
    const { actor, sendInvite } = start();
    actor.send({ type: 'email.change', value: ' new.colleague@example.com ' });
    actor.send({ type: 'roles.change', roles: [support, ordering] });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendInvite).toHaveBeenCalledTimes(1);
    expect(sendInvite).toHaveBeenCalledWith({ email: 'new.colleague@example.com', roles: [support, ordering] });
    expect(actor.getSnapshot().context.sent?.invitation_url).toBe(invitation.invitation_url);
  });

  it('says on the e-mail field that the address already has an account, until it is changed', async () => {
    const { actor } = start(async () => {
      throw hasAccount;
    });
    actor.send({ type: 'email.change', value: 'admin@northfibre.example' });
    actor.send({ type: 'roles.change', roles: [support] });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('refused'));
    expect(actor.getSnapshot().context.fieldErrors.email).toEqual(['This email address already has an account']);
    expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
    actor.send({ type: 'email.change', value: 'someone.else@example.com' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('offers Try again after a failure and sends the same invitation', async () => {
    let calls = 0;
    const { actor, sendInvite } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Network down');
      return invitation;
    });
    actor.send({ type: 'email.change', value: 'new.colleague@example.com' });
    actor.send({ type: 'roles.change', roles: [support] });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('Network down');
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendInvite.mock.calls[1]?.[0]).toEqual(sendInvite.mock.calls[0]?.[0]);
  });
});

testMachineWithModel({
  name: 'invite-user',
  machine: inviteUserMachine,
  model: inviteUserModel,
  drivers: {
    'email.valid': ({ send }) => send({ type: 'email.change', value: 'new.colleague@example.com' }),
    'email.clear': ({ send }) => send({ type: 'email.change', value: '' }),
    'roles.pick': ({ send }) => send({ type: 'roles.change', roles: [support] }),
    'roles.clear': ({ send }) => send({ type: 'roles.change', roles: [] }),
    submit: ({ send }) => send({ type: 'submit' }),
    'send.ok': ({ resolve }) => resolve('sendInvite', invitation),
    'send.refused': ({ reject }) => reject('sendInvite', hasAccount),
    'send.fail': ({ reject }) => reject('sendInvite', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
    another: ({ send }) => send({ type: 'another' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { email: boolean; roles: boolean; problems: boolean };
    const state = String(step.expectedState);
    if (state === 'editing' && model.problems) {
      expect(context.fieldErrors.email !== undefined).toBe(!model.email);
      expect(context.fieldErrors.roles !== undefined).toBe(!model.roles);
    }
    if (state === 'refused') expect(context.fieldErrors.email).toEqual([hasAccount.message]);
    if (state === 'sent') expect(context.sent?.invitation_id).toBe('inv_1');
    if (state === 'failed') expect(context.error).toBe('Network down');
  },
});
