import { apiSupportTicketMachine } from '@machines/api-support-ticket.machine';
import { apiSupportTicketModel } from '@machines/api-support-ticket.model';
import { createActor, fromPromise } from 'xstate';
import { HttpError } from '@/api/http';
import { type ApiSupportTicket, type ApiSupportTicketBody, apiTicketMessages } from '@/contracts/developer';
import { testMachineWithModel } from '../support/model-testing';

const ticket: ApiSupportTicket = {
  id: 'apt_1',
  reference: 'API-000042',
  category: 'Authentication',
  subject: 'Token refused',
  status: 'Open',
  created_at: '2026-11-28T09:00:00.000Z',
};
const refused = new HttpError({
  status: 400,
  message: 'Some fields are not valid',
  body: {
    error: {
      status: 400,
      code: 'validation_failed',
      message: 'Some fields are not valid',
      fields: { client_id: [apiTicketMessages.unknownCredential] },
    },
  },
});

function start(send: (body: ApiSupportTicketBody) => Promise<ApiSupportTicket> = async () => ticket) {
  const sendTicket = vi.fn(send);
  const actor = createActor(
    apiSupportTicketMachine.provide({ actors: { sendTicket: fromPromise(({ input }) => sendTicket(input)) } }),
  ).start();
  return { actor, sendTicket };
}

const fill = (actor: ReturnType<typeof start>['actor']) => {
  actor.send({ type: 'open' });
  actor.send({ type: 'category.change', category: 'Authentication' });
  actor.send({ type: 'field.change', name: 'subject', value: '  Token refused  ' });
  actor.send({ type: 'field.change', name: 'description', value: 'Our token is refused with 401.' });
};

describe('API support ticket machine (Developer Tools > API Support Ticket)', () => {
  it('is closed until opened and sends nothing while a field is missing, naming each', () => {
    const { actor, sendTicket } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'submit' });
    actor.send({ type: 'open' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      category: [apiTicketMessages.category],
      subject: ['Please add a subject to proceed'],
      description: ['Please describe the problem to proceed'],
    });
    // Kept current as the developer types, once shown.
    actor.send({ type: 'category.change', category: 'Errors' });
    expect(actor.getSnapshot().context.fieldErrors.category).toBeUndefined();
    expect(sendTicket).not.toHaveBeenCalled();
  });

  it('sends the trimmed ticket once, without a credential unless one is chosen, and shows its reference', async () => {
    const { actor, sendTicket } = start();
    fill(actor);
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendTicket).toHaveBeenCalledTimes(1);
    expect(sendTicket).toHaveBeenCalledWith({
      category: 'Authentication',
      subject: 'Token refused',
      description: 'Our token is refused with 401.',
    });
    expect(actor.getSnapshot().context.sent?.reference).toBe('API-000042');
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().context).toMatchObject({ subject: '', category: null, sent: null });
  });

  it('shows the sandbox’s refusal on its field and keeps what was typed; Try again sends the same ticket', async () => {
    let calls = 0;
    const { actor, sendTicket } = start(async () => {
      calls += 1;
      if (calls === 1) throw refused;
      return ticket;
    });
    fill(actor);
    actor.send({ type: 'field.change', name: 'client_id', value: 'fwc_someoneelse' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ client_id: [apiTicketMessages.unknownCredential] });
    // Closing keeps the draft until it is sent.
    actor.send({ type: 'close' });
    actor.send({ type: 'open' });
    expect(actor.getSnapshot().context).toMatchObject({ subject: '  Token refused  ', client_id: 'fwc_someoneelse' });
    actor.send({ type: 'field.change', name: 'client_id', value: '' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('sent'));
    expect(sendTicket.mock.calls[1]?.[0]).not.toHaveProperty('client_id');
  });
});

testMachineWithModel({
  name: 'api-support-ticket',
  machine: apiSupportTicketMachine,
  model: apiSupportTicketModel,
  drivers: {
    open: ({ send }) => send({ type: 'open' }),
    close: ({ send }) => send({ type: 'close' }),
    'category.pick': ({ send }) => send({ type: 'category.change', category: 'Authentication' }),
    'subject.type': ({ send }) => send({ type: 'field.change', name: 'subject', value: 'Token refused' }),
    'description.type': ({ send }) => send({ type: 'field.change', name: 'description', value: 'Refused with 401.' }),
    'description.clear': ({ send }) => send({ type: 'field.change', name: 'description', value: '   ' }),
    'credential.pick': ({ send }) => send({ type: 'field.change', name: 'client_id', value: 'fwc_AAAAAAAA' }),
    submit: ({ send }) => send({ type: 'submit' }),
    'send.ok': ({ resolve }) => resolve('sendTicket', ticket),
    'send.refused': ({ reject }) => reject('sendTicket', refused),
    'send.fail': ({ reject }) => reject('sendTicket', new Error('Network down')),
    retry: ({ send }) => send({ type: 'retry' }),
    edit: ({ send }) => send({ type: 'edit' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    const model = step.modelContext as {
      category: boolean;
      subject: boolean;
      description: boolean;
      credential: boolean;
      problems: boolean;
    };
    const state = String(step.expectedState);
    // Values are never lost: whatever the state, the context holds what the model says was chosen and typed.
    expect(context.category !== null).toBe(model.category);
    expect(context.subject.trim() !== '').toBe(model.subject);
    expect(context.description.trim() !== '').toBe(model.description);
    expect(context.client_id !== '').toBe(model.credential);
    if (state === 'editing' && model.problems && !context.fieldErrors.client_id) {
      expect(context.fieldErrors.category !== undefined).toBe(!model.category);
      expect(context.fieldErrors.description !== undefined).toBe(!model.description);
    }
    if (state === 'failed') expect(context.error).not.toBeNull();
    if (state === 'sent') expect(context.sent?.reference).toBe(ticket.reference);
  },
});
