import { passwordChangeMachine } from '@machines/password-change.machine';
import { passwordChangeModel } from '@machines/password-change.model';
import { createActor, fromPromise } from 'xstate';
import { userMessages } from '@/contracts/user-management';
import { testMachineWithModel } from '../support/model-testing';

const strong = 'Fibre-Light-42!';
const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, ...(fields ? { fields } : {}) });

function start(change: (input: unknown) => Promise<unknown> = async () => undefined) {
  const changePassword = vi.fn(change);
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(input)) },
  });
  return { actor: createActor(machine).start(), changePassword };
}

describe('password change machine (account settings)', () => {
  it("requires the current password, the §5 rules and a matching confirmation ('Passwords do not match')", () => {
    const { actor, changePassword } = start();
    actor.send({ type: 'password.change', value: 'weak' });
    actor.send({ type: 'confirmation.change', value: 'other' });
    actor.send({ type: 'submit' });
    const { fieldErrors } = actor.getSnapshot().context;
    expect(fieldErrors.current_password).toEqual([userMessages.required]);
    expect(fieldErrors.password).toEqual([userMessages.passwordRules]);
    actor.send({ type: 'password.change', value: strong });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.confirm_password).toEqual([userMessages.passwordsDiffer]);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("puts a wrong current password (the sandbox's 400) on its field, then changes it and forgets the passwords", async () => {
    const { actor, changePassword } = start();
    changePassword.mockRejectedValueOnce(
      httpError(400, 'Some fields are not valid', { current_password: ['The current password is not correct'] }),
    );
    actor.send({ type: 'current.change', value: 'wrong' });
    actor.send({ type: 'password.change', value: strong });
    actor.send({ type: 'confirmation.change', value: strong });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.fieldErrors.current_password).toEqual(['The current password is not correct']);
    actor.send({ type: 'current.change', value: 'Portal-demo-1!' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(changePassword).toHaveBeenLastCalledWith({
      currentPassword: 'Portal-demo-1!',
      password: strong,
      confirmPassword: strong,
    });
    expect(actor.getSnapshot().context.password).toBe('');
  });
});

testMachineWithModel({
  name: 'password-change',
  machine: passwordChangeMachine,
  model: passwordChangeModel,
  drivers: {
    'current.type': ({ send }) => send({ type: 'current.change', value: 'Portal-demo-1!' }),
    'password.strong': ({ send }) => send({ type: 'password.change', value: strong }),
    'password.weak': ({ send }) => send({ type: 'password.change', value: 'weak' }),
    'confirmation.type': ({ send }) => send({ type: 'confirmation.change', value: strong }),
    submit: ({ send }) => send({ type: 'submit' }),
    'submit.ok': ({ resolve }) => resolve('changePassword'),
    'submit.refused': ({ reject }) =>
      reject('changePassword', httpError(400, 'Some fields are not valid', { password: [userMessages.breached] })),
    'submit.fail': ({ reject }) => reject('changePassword', httpError(429, 'Too many attempts: try again later')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(Object.keys(context.fieldErrors).length > 0).toBe(step.modelContext.problems);
    expect(context.error !== null).toBe(step.modelContext.error);
  },
});
