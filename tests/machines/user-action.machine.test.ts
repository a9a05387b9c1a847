import { userActionMachine } from '@machines/user-action.machine';
import { userActionModel } from '@machines/user-action.model';
import { createActor, fromPromise } from 'xstate';
import { userMessages } from '@/contracts/user-management';
import { testMachineWithModel } from '../support/model-testing';

const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, ...(fields ? { fields } : {}) });
const roleId = 'rol_AAAAAAAAAAAAAAAA';

function start(input: Parameters<typeof createActor<typeof userActionMachine>>[1] extends infer O ? O : never) {
  const submitAction = vi.fn(async (_: unknown): Promise<unknown> => ({}));
  const announceDone = vi.fn();
  const machine = userActionMachine.provide({
    actors: { submitAction: fromPromise(({ input }) => submitAction(input)) },
    actions: { announceDone },
  });
  return { actor: createActor(machine, input).start(), submitAction, announceDone };
}

describe('user action machine (rename, roles, password reset, delete)', () => {
  it("refuses an empty name with 'Please add a name to proceed' and sends nothing", () => {
    const { actor, submitAction } = start({ input: { userId: 'usr_1', kind: 'rename', name: 'Ann' } });
    actor.send({ type: 'name.change', name: '   ' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.fieldErrors.name).toEqual([userMessages.name]);
    expect(submitAction).not.toHaveBeenCalled();
  });

  it("asks for at least one role ('Required') before adding or removing roles", async () => {
    const { actor, submitAction } = start({ input: { userId: 'usr_1', kind: 'addRoles' } });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.fieldErrors.roles).toEqual([userMessages.required]);
    actor.send({ type: 'roles.change', roles: [roleId] });
    actor.send({ type: 'confirm' });
    expect(submitAction).toHaveBeenCalledWith({ userId: 'usr_1', kind: 'addRoles', name: '', roles: [roleId] });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
  });

  it('deletes once confirmed and announces it', async () => {
    const { actor, submitAction, announceDone } = start({ input: { userId: 'usr_2', kind: 'delete' } });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(submitAction).toHaveBeenCalledTimes(1);
    expect(announceDone).toHaveBeenCalledTimes(1);
  });

  it("shows the sandbox's refusal (409: the organisation's last Admin) and sends again on Retry", async () => {
    const { actor, submitAction } = start({ input: { userId: 'usr_3', kind: 'removeRoles' } });
    submitAction.mockRejectedValueOnce(httpError(409, "The organisation's last Admin keeps the Admin role"));
    actor.send({ type: 'roles.change', roles: [roleId] });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe("The organisation's last Admin keeps the Admin role");
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(submitAction).toHaveBeenCalledTimes(2);
  });
});

testMachineWithModel({
  name: 'user-action',
  machine: userActionMachine,
  model: userActionModel,
  input: { userId: 'usr_1', kind: 'rename', name: 'Ann Example' },
  drivers: {
    'name.valid': ({ send }) => send({ type: 'name.change', name: 'Ann Renamed' }),
    'name.empty': ({ send }) => send({ type: 'name.change', name: '' }),
    'roles.pick': ({ send }) => send({ type: 'roles.change', roles: [roleId] }),
    confirm: ({ send }) => send({ type: 'confirm' }),
    'submit.ok': ({ resolve }) => resolve('submitAction', {}),
    'submit.refused': ({ reject }) =>
      reject('submitAction', httpError(400, 'Some fields are not valid', { name: [userMessages.name] })),
    'submit.fail': ({ reject }) => reject('submitAction', httpError(403, 'You do not have permission to do this')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(Object.keys(context.fieldErrors).length > 0).toBe(step.modelContext.problems);
    expect(context.error !== null).toBe(step.modelContext.error);
  },
});
