import { serviceFormActionMachine } from '@machines/service-form-action.machine';
import { serviceFormActionModel } from '@machines/service-form-action.model';
import { createActor, fromPromise } from 'xstate';
import type { FormActionKind, ServiceActionResult } from '@/contracts/service-actions';
import { serviceActionMessages } from '@/lib/service-action-rules';
import { testMachineWithModel } from '../support/model-testing';

const today = '2026-01-05';
const result: ServiceActionResult = {
  service_id: 'svc_1',
  action: 'lineProfile',
  status: 'Live',
  history_id: 'h_1',
  replayed: false,
};
const options = [
  { value: 'fttp-500-50', label: '500/50' },
  { value: 'fttp-1000-115', label: '1000/115' },
];
const httpError = (status: number, message: string, fields?: Record<string, string[]>) =>
  Object.assign(new Error(message), { status, ...(fields ? { fields } : {}) });
const goodContacts = {
  site_contact_name: 'Sam Site',
  site_contact_email: 'sam@example.com',
  site_contact_telephone: '07700900123',
};
/** The forms as the dialogs open them on a service with nothing set: every field there, empty. */
const blankContacts = {
  site_contact_name: '',
  site_contact_email: '',
  site_contact_telephone: '',
  vulnerable_customer: false,
  vulnerability_support: '',
  wayleave_contact_name: '',
  wayleave_contact_email: '',
  wayleave_contact_telephone: '',
};
const blankLocation = { business_name: '', floor: '', room: '', rack: '', access_restrictions: '', hazards: '' };

function start(
  kind: FormActionKind,
  impl: { load?: () => Promise<unknown>; submit?: (input: unknown) => Promise<ServiceActionResult> } = {},
  extra: { values?: Record<string, unknown>; caseId?: string } = {},
) {
  const loadOptions = vi.fn(impl.load ?? (async () => ({ options, values: {} })));
  const submitAction = vi.fn(impl.submit ?? (async () => result));
  const announceDone = vi.fn();
  const machine = serviceFormActionMachine.provide({
    actors: {
      loadOptions: fromPromise(() => loadOptions() as never),
      submitAction: fromPromise(({ input }) => submitAction(input)),
    },
    actions: { announceDone },
  });
  const actor = createActor(machine, {
    input: {
      serviceId: 'svc_1',
      kind,
      today,
      values: extra.values ?? {},
      ...(extra.caseId ? { caseId: extra.caseId } : {}),
    },
  }).start();
  return { actor, loadOptions, submitAction, announceDone };
}

describe('service form action machine', () => {
  it('loads the line profiles first, then sends the chosen one', async () => {
    const { actor, submitAction, announceDone } = start('lineProfile');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.options).toEqual(options);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ line_profile: [serviceActionMessages.lineProfile] });
    actor.send({ type: 'field.change', name: 'line_profile', value: 'fttp-1000-115' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'submit' });
    expect(submitAction).toHaveBeenCalledWith({
      serviceId: 'svc_1',
      kind: 'lineProfile',
      caseId: null,
      values: { line_profile: 'fttp-1000-115' },
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(announceDone).toHaveBeenCalledTimes(1);
  });

  it('prefills what the install options answer as chosen now', async () => {
    const { actor } = start('installOptions', {
      load: async () => ({ options, values: { install_type: 'self_install', ont_location: 'Hall', notes: '' } }),
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context.values).toMatchObject({ install_type: 'self_install', ont_location: 'Hall' });
  });

  it('checks the site contact with the spec 2 §5 messages, vulnerability support only when vulnerable', async () => {
    const { actor, submitAction, loadOptions } = start(
      'contacts',
      { load: async () => ({ options: [], values: {} }) },
      { values: blankContacts },
    );
    expect(loadOptions).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'field.change', name: 'site_contact_telephone', value: '0770' });
    actor.send({ type: 'field.change', name: 'vulnerable_customer', value: true });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toMatchObject({
      site_contact_name: ['Required'],
      site_contact_telephone: ['Telephone must contain at least 9 characters'],
      vulnerability_support: ['Vulnerability support is required'],
    });
    for (const [name, value] of Object.entries(goodContacts)) actor.send({ type: 'field.change', name, value });
    actor.send({ type: 'field.change', name: 'vulnerable_customer', value: false });
    actor.send({ type: 'submit' });
    expect(submitAction).toHaveBeenCalledTimes(1);
  });

  it('refuses a requested date in the past or on a bank holiday before sending', () => {
    const { actor, submitAction } = start('requestedDate');
    actor.send({ type: 'field.change', name: 'requested_date', value: '2026-01-02' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      requested_date: [serviceActionMessages.requestedDatePast],
    });
    actor.send({ type: 'field.change', name: 'requested_date', value: '2026-04-03' }); // Good Friday
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ requested_date: [serviceActionMessages.workingDay] });
    expect(submitAction).not.toHaveBeenCalled();
  });

  it('a case comment goes to its case and the box opens again empty; a failure keeps the text for retry', async () => {
    let fail = true;
    const { actor, submitAction } = start(
      'caseComment',
      {
        submit: async () => {
          if (fail) throw httpError(503, 'Service unavailable');
          return { ...result, action: 'caseComment' };
        },
      },
      { values: { text: '' }, caseId: 'case_9' },
    );
    actor.send({ type: 'field.change', name: 'text', value: 'Any update?' });
    actor.send({ type: 'submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Service unavailable',
      values: { text: 'Any update?' },
    });
    fail = false;
    actor.send({ type: 'retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(submitAction).toHaveBeenLastCalledWith(
      expect.objectContaining({ caseId: 'case_9', values: { text: 'Any update?' } }),
    );
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().context.values).toEqual({ text: '' });
  });
});

const fill = (kind: FormActionKind, valid: boolean): Record<string, unknown> => {
  if (kind === 'lineProfile') return { line_profile: valid ? 'fttp-1000-115' : '' };
  return { floor: valid ? '2' : 'x'.repeat(65) };
};

testMachineWithModel({
  name: 'service-form-action',
  machine: serviceFormActionMachine,
  model: serviceFormActionModel,
  input: { serviceId: 'svc_1', kind: 'lineProfile', today, values: {} },
  drivers: {
    'options.ok': ({ resolve }) => resolve('loadOptions', { options, values: {} }),
    'options.fail': ({ reject }) => reject('loadOptions', httpError(503, 'Service unavailable')),
    'reopen.plain': ({ restart }) =>
      restart({ serviceId: 'svc_1', kind: 'location', today, values: { ...blankLocation, floor: 'x'.repeat(65) } }),
    'fill.valid': async ({ send, snapshot }) => {
      for (const [name, value] of Object.entries(fill(snapshot().context.kind, true)))
        await send({ type: 'field.change', name, value });
    },
    'fill.invalid': async ({ send, snapshot }) => {
      for (const [name, value] of Object.entries(fill(snapshot().context.kind, false)))
        await send({ type: 'field.change', name, value });
    },
    submit: ({ send }) => send({ type: 'submit' }),
    'submit.ok': ({ resolve }) => resolve('submitAction', result),
    'submit.refused': ({ reject, snapshot }) =>
      reject(
        'submitAction',
        httpError(400, 'Some fields are not valid', {
          [Object.keys(fill(snapshot().context.kind, true))[0] ?? 'form']: ['Choose another'],
        }),
      ),
    'submit.fail': ({ reject }) => reject('submitAction', httpError(409, 'The line profile cannot be changed now')),
    retry: ({ send }) => send({ type: 'retry' }),
    again: ({ send }) => send({ type: 'again' }),
  },
  assertState: ({ step, snapshot }) => {
    const { context } = snapshot();
    expect(Object.keys(context.fieldErrors).length > 0).toBe(step.modelContext.problems);
    expect(context.error !== null).toBe(step.modelContext.error);
  },
});
