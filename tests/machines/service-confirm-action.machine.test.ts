import { serviceConfirmActionMachine } from '@machines/service-confirm-action.machine';
import { serviceConfirmActionModel } from '@machines/service-confirm-action.model';
import { createActor, fromPromise } from 'xstate';
import type { ConfirmActionKind, ServiceActionResult } from '@/contracts/service-actions';
import { serviceActionMessages } from '@/lib/service-action-rules';
import { testMachineWithModel } from '../support/model-testing';

const today = '2026-01-05'; // a Monday
const result: ServiceActionResult = {
  service_id: 'svc_1',
  action: 'cancel',
  status: 'Cancellation Requested',
  history_id: 'h_1',
  replayed: false,
};
const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, ...(fields ? { fields } : {}) });

function start(kind: ConfirmActionKind, submit: (input: unknown) => Promise<ServiceActionResult>) {
  const submitAction = vi.fn(submit);
  const announceDone = vi.fn();
  const machine = serviceConfirmActionMachine.provide({
    actors: { submitAction: fromPromise(({ input }) => submitAction(input)) },
    actions: { announceDone },
  });
  const actor = createActor(machine, { input: { serviceId: 'svc_1', kind, today } }).start();
  return { actor, submitAction, announceDone };
}

describe('service confirm action machine (cancel, cease, remote activation)', () => {
  it('cancels with the optional reason once confirmed, then announces the new status', async () => {
    const { actor, submitAction, announceDone } = start('cancel', async () => result);
    actor.send({ type: 'reason.change', reason: 'Customer moved out' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(submitAction).toHaveBeenCalledWith({
      serviceId: 'svc_1',
      kind: 'cancel',
      date: '',
      reason: 'Customer moved out',
    });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().context.result).toEqual(result);
    expect(announceDone.mock.calls[0]?.[1]).toEqual({ result });
  });

  it('asks remote activation for a working day from today, and sends nothing before', () => {
    const { actor, submitAction } = start('remoteActivation', async () => result);
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.fieldErrors['remote-activation-date']).toEqual([
      serviceActionMessages.fieldRequired,
    ]);
    actor.send({ type: 'date.change', date: '2026-01-02' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.fieldErrors['remote-activation-date']).toEqual([
      serviceActionMessages.remoteActivationPast,
    ]);
    actor.send({ type: 'date.change', date: '2026-01-10' }); // a Saturday
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.fieldErrors['remote-activation-date']).toEqual([
      serviceActionMessages.workingDay,
    ]);
    expect(submitAction).not.toHaveBeenCalled();
    actor.send({ type: 'date.change', date: '2026-01-06' });
    actor.send({ type: 'confirm' });
    expect(submitAction).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'remoteActivation', date: '2026-01-06' }),
    );
  });

  it("shows a refused action's message (flag off: 409) and sends the same confirmation again on retry", async () => {
    let refuse = true;
    const { actor, submitAction } = start('cease', async () => {
      if (refuse) throw httpError(409, 'This service cannot be ceased now');
      return { ...result, action: 'cease', status: 'Ceased' };
    });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.error).toBe('This service cannot be ceased now');
    refuse = false;
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(submitAction).toHaveBeenCalledTimes(2);
  });

  it("puts the sandbox's field errors (400) beside the fields and lets the user change them", async () => {
    const { actor } = start('remoteActivation', async () => {
      throw httpError(400, 'Some fields are not valid', {
        'remote-activation-date': ['The date cannot be in the past'],
      });
    });
    actor.send({ type: 'date.change', date: '2026-01-06' });
    actor.send({ type: 'confirm' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirming'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'remote-activation-date': ['The date cannot be in the past'],
    });
  });
});

testMachineWithModel({
  name: 'service-confirm-action',
  machine: serviceConfirmActionMachine,
  model: serviceConfirmActionModel,
  input: { serviceId: 'svc_1', kind: 'remoteActivation', today },
  drivers: {
    'date.valid': ({ send }) => send({ type: 'date.change', date: '2026-01-06' }),
    'date.past': ({ send }) => send({ type: 'date.change', date: '2026-01-02' }),
    'reason.type': ({ send }) => send({ type: 'reason.change', reason: 'Activate at opening' }),
    confirm: ({ send }) => send({ type: 'confirm' }),
    'submit.ok': ({ resolve }) => resolve('submitAction', { ...result, action: 'remoteActivation' }),
    'submit.refused': ({ reject }) =>
      reject(
        'submitAction',
        httpError(400, 'Some fields are not valid', { 'remote-activation-date': ['Invalid date'] }),
      ),
    'submit.fail': ({ reject }) => reject('submitAction', httpError(409, 'Remote activation is not available')),
    retry: ({ send }) => send({ type: 'retry' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(Object.keys(context.fieldErrors).length > 0).toBe(step.modelContext.problems);
    expect(context.error !== null).toBe(step.modelContext.error);
  },
});
