import { type InvitationDetails, invitationAcceptanceMachine } from '@machines/invitation-acceptance.machine';
import { invitationAcceptanceModel } from '@machines/invitation-acceptance.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import { userMessages } from '@/contracts/user-management';
import { testMachineWithModel } from '../support/model-testing';

const strong = 'Fibre-Light-42!';
const details: InvitationDetails = {
  email: 'new.colleague@example.com',
  organization_name: 'North Fibre',
  roles: ['Support', 'Ordering'],
  expires_at: '2026-01-12T09:00:00.000Z',
};
const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  new HttpError({
    status,
    message,
    body: { error: { status, code: 'x', message, ...(fields ? { fields } : {}) } },
  });
const gone = httpError(410, 'This invitation has expired');
const breached = httpError(400, 'Some fields are not valid', { password: [userMessages.breached] });

function start(
  opts: {
    token?: string;
    lookUp?: () => Promise<InvitationDetails>;
    accept?: (input: unknown) => Promise<unknown>;
  } = {},
) {
  const accept = vi.fn(opts.accept ?? (async () => ({})));
  const signIn = vi.fn(async (_: { email: string }) => undefined);
  const actor = createActor(
    invitationAcceptanceMachine.provide({
      actors: {
        lookUpInvitation: fromPromise(opts.lookUp ?? (async () => details)),
        acceptInvitation: fromPromise(({ input }) => accept(input)),
        signIn: fromPromise(({ input }) => signIn(input)),
      },
    }),
    { input: { token: opts.token ?? 'tok-1' } },
  ).start();
  return { actor, accept, signIn };
}

const fill = (actor: ReturnType<typeof start>['actor'], confirmation = strong) => {
  actor.send({ type: 'name.change', value: 'Nia Newcomer' });
  actor.send({ type: 'password.change', value: strong });
  actor.send({ type: 'confirmation.change', value: confirmation });
  actor.send({ type: 'terms.change', value: true });
};

describe('invitation acceptance machine (/authorize)', () => {
  it('goes to the invitation-not-found page for a link without an invitation, and for a used or expired one', async () => {
    expect(start({ token: '' }).actor.getSnapshot().value).toBe('notFound');
    const { actor } = start({
      lookUp: async () => {
        throw gone;
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('notFound'));
  });

  it("shows the §5 messages on submit: name minimum 3, 'Passwords do not match', the terms; nothing is sent", async () => {
    const { actor, accept } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('form'));
    actor.send({ type: 'name.change', value: 'Ni' });
    actor.send({ type: 'password.change', value: strong });
    actor.send({ type: 'confirmation.change', value: 'Fibre-Light-43!' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      name: [userMessages.nameTooShort],
      confirm_password: [userMessages.passwordsDiffer],
      terms_accepted: [userMessages.terms],
    });
    expect(accept).not.toHaveBeenCalled();
  });

  it('creates the account once and starts the sign-in with the invited address', async () => {
    const { actor, accept, signIn } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('form'));
    fill(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('signingIn'));
    expect(accept).toHaveBeenCalledTimes(1);
    expect(accept).toHaveBeenCalledWith({
      token: 'tok-1',
      name: 'Nia Newcomer',
      password: strong,
      confirmPassword: strong,
      termsAccepted: true,
    });
    expect(signIn).toHaveBeenCalledWith({ email: details.email });
    expect(actor.getSnapshot().context.password).toBe('');
  });

  it("puts the sandbox's breached-password refusal on the password field", async () => {
    const { actor } = start({
      accept: async () => {
        throw breached;
      },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('form'));
    fill(actor);
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.fieldErrors.password).toEqual([userMessages.breached]));
    expect(actor.getSnapshot().value).toBe('form');
  });
});

testMachineWithModel({
  name: 'invitation-acceptance',
  machine: invitationAcceptanceMachine,
  model: invitationAcceptanceModel,
  input: { token: 'tok-1' },
  drivers: {
    'link.missing': ({ restart }) => restart({ token: '' }),
    'lookup.ok': ({ resolve }) => resolve('lookUpInvitation', details),
    'lookup.unusable': ({ reject }) => reject('lookUpInvitation', httpError(404, 'Invitation not found')),
    'lookup.fail': ({ reject }) => reject('lookUpInvitation', new Error('Network down')),
    'name.type': ({ send }) => send({ type: 'name.change', value: 'Nia Newcomer' }),
    'password.strong': ({ send }) => send({ type: 'password.change', value: strong }),
    'password.weak': ({ send }) => send({ type: 'password.change', value: 'Fibre' }),
    'confirmation.type': ({ send }) => send({ type: 'confirmation.change', value: strong }),
    'terms.agree': ({ send }) => send({ type: 'terms.change', value: true }),
    'terms.disagree': ({ send }) => send({ type: 'terms.change', value: false }),
    submit: ({ send }) => send({ type: 'submit' }),
    'accept.ok': ({ resolve }) => resolve('acceptInvitation', {}),
    'accept.unusable': ({ reject }) => reject('acceptInvitation', gone),
    'accept.refused': async ({ reject, send }) => {
      await reject('acceptInvitation', breached);
      // The model's invitee is told to choose another password: the refused one no longer counts as strong.
      await send({ type: 'password.change', value: 'Fibre' });
    },
    'accept.fail': ({ reject }) => reject('acceptInvitation', new Error('Network down')),
    'signin.started': ({ resolve }) => resolve('signIn'),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as { name: boolean; strong: boolean; confirmed: boolean; terms: boolean };
    const state = String(step.expectedState);
    if (state === 'form') {
      expect(context.invitation?.email).toBe(details.email);
      if (context.showErrors) expect(context.fieldErrors.terms_accepted !== undefined).toBe(!model.terms);
    }
    if (state === 'loadFailed' || state === 'failed') expect(context.error).toBe('Network down');
  },
});
