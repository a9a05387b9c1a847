import { passwordResetMachine } from '@machines/password-reset.machine';
import { passwordResetModel } from '@machines/password-reset.model';
import { createActor, fromPromise } from 'xstate';
import { userMessages } from '@/contracts/user-management';
import { testMachineWithModel } from '../support/model-testing';

const strong = 'Fibre-Light-42!';
const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, ...(fields ? { fields } : {}) });

function start(token: string, complete: (input: unknown) => Promise<unknown> = async () => undefined) {
  const completeReset = vi.fn(complete);
  const machine = passwordResetMachine.provide({
    actors: { completeReset: fromPromise(({ input }) => completeReset(input)) },
  });
  return { actor: createActor(machine, { input: { token } }).start(), completeReset };
}

describe('password reset machine (/reset-password)', () => {
  it('says at once that a link without a token is not valid', () => {
    expect(start('').actor.getSnapshot().value).toBe('invalidLink');
  });

  it("sets the new password with the link's token once it meets §5 and matches its confirmation", async () => {
    const { actor, completeReset } = start('tok-1');
    actor.send({ type: 'password.change', value: strong });
    actor.send({ type: 'confirmation.change', value: 'Fibre-Light-43!' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.confirm_password).toEqual([userMessages.passwordsDiffer]);
    actor.send({ type: 'confirmation.change', value: strong });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(completeReset).toHaveBeenCalledWith({ token: 'tok-1', password: strong, confirmPassword: strong });
  });

  it('says an unknown, used or expired link (404) is not valid', async () => {
    const { actor } = start('used', async () => {
      throw httpError(404, 'This link is not valid');
    });
    actor.send({ type: 'password.change', value: strong });
    actor.send({ type: 'confirmation.change', value: strong });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('invalidLink'));
  });
});

testMachineWithModel({
  name: 'password-reset',
  machine: passwordResetMachine,
  model: passwordResetModel,
  input: { token: 'tok-1' },
  drivers: {
    'link.missing': ({ restart }) => restart({ token: '' }),
    'password.strong': ({ send }) => send({ type: 'password.change', value: strong }),
    'password.weak': ({ send }) => send({ type: 'password.change', value: 'weak' }),
    'confirmation.type': ({ send }) => send({ type: 'confirmation.change', value: strong }),
    submit: ({ send }) => send({ type: 'submit' }),
    'submit.ok': ({ resolve }) => resolve('completeReset'),
    'submit.unusable': ({ reject }) => reject('completeReset', httpError(404, 'Not found')),
    'submit.refused': ({ reject }) =>
      reject('completeReset', httpError(400, 'Some fields are not valid', { password: [userMessages.breached] })),
    'submit.fail': ({ reject }) => reject('completeReset', httpError(500, 'Something went wrong')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(Object.keys(context.fieldErrors).length > 0).toBe(step.modelContext.problems);
    expect(context.error !== null).toBe(step.modelContext.error);
  },
});
