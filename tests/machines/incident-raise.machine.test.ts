import type { ReservationOutput } from '@machines/appointment-reservation.machine';
import {
  confirmationLabel,
  draftOf,
  type IncidentDraft,
  incidentListHref,
  incidentRaiseMachine,
} from '@machines/incident-raise.machine';
import { incidentRaiseModel } from '@machines/incident-raise.model';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { createActor, createMachine, fromPromise } from 'xstate';
import { testMachineWithModel } from '../support/model-testing';
import { httpError, activeMso as mso, liveService as service } from '../support/support-fixtures';

const NOW = new Date('2026-01-05T09:00:00Z').getTime();
const checks: Record<'ok' | 'blocked' | 'mso', ServiceCheck> = {
  ok: { service, block: null, openIncidentLink: null, outage: null, diagnostics: null },
  blocked: {
    service: { ...service, stage: 'In Progress' },
    block: 'notLive',
    openIncidentLink: null,
    outage: null,
    diagnostics: null,
  },
  mso: {
    service: { ...service, active_mso_incident: mso },
    block: null,
    openIncidentLink: null,
    outage: {
      status: 'unavailable',
      message: 'An MSO incident may be affecting this service, but details are unavailable.',
    },
    diagnostics: null,
  },
};
const slot = { appointment_date: '2026-01-06', slot: 'AM' as const, start_time: '09:00', end_time: '13:00' };
const reserved: ReservationOutput = {
  reservation: { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00Z', slot },
  fallback: null,
};
const failed: ReservationOutput = { reservation: null, fallback: 'customer-availability', reason: '409' };
const valid = {
  type: 'form.change',
  valid: true,
  values: { short_description: 'No light', incident_severity: 'Service Outage' },
} as const;

/** A funnel whose children answer at once with the given outputs. */
function startFunnel(
  options: {
    check?: ServiceCheck;
    appointment?: ReservationOutput;
    create?: () => Promise<{ id: string }>;
    draft?: IncidentDraft;
  } = {},
) {
  const done = <T>(output: T) =>
    createMachine({ initial: 'done', states: { done: { type: 'final' } }, output: () => output });
  const calls = { createIncident: vi.fn(), createReservation: vi.fn(), publishReservation: vi.fn() };
  const actions = {
    notifySubmitFailed: vi.fn(),
    reportSubmitFailure: vi.fn(),
    clearStoredDraft: vi.fn(),
    navigateToIncidents: vi.fn(),
  };
  const machine = incidentRaiseMachine.provide({
    actors: {
      checkService: done(options.check ?? checks.ok) as never,
      appointmentReservation: done(options.appointment ?? reserved) as never,
      createIncident: fromPromise(async ({ input }) => {
        calls.createIncident(input);
        return (options.create ?? (async () => ({ id: 'inc-1' })))();
      }),
      createReservation: fromPromise(async ({ input }) => calls.createReservation(input)),
      publishReservation: fromPromise(async ({ input }) => calls.publishReservation(input)),
    },
    actions,
  });
  const actor = createActor(machine, {
    input: { enableDiagnosticCheck: true, draft: options.draft, now: () => NOW },
  }).start();
  return { actor, calls, actions, can: (type: 'step.next' | 'step.submit') => actor.getSnapshot().can({ type }) };
}
const settle = () => new Promise((r) => setTimeout(r, 0));
async function toDetails(f: ReturnType<typeof startFunnel>) {
  f.actor.send({ type: 'service.select', serviceReference: 'S1000001' });
  f.actor.send(valid);
  await settle();
  f.actor.send({ type: 'step.next' });
}

describe('incident raise machine', () => {
  it('blocks Next when the service is not live, whatever the form says', async () => {
    const f = startFunnel({ check: checks.blocked });
    f.actor.send({ type: 'service.select', serviceReference: 'S1000002' });
    f.actor.send(valid);
    await settle();
    expect(f.actor.getSnapshot().context.check?.block).toBe('notLive');
    expect(f.can('step.next')).toBe(false);
  });

  it('enables Next on step one only when the checks are done and the form is valid', async () => {
    const f = startFunnel();
    f.actor.send({ type: 'service.select', serviceReference: 'S1000001' });
    expect(f.can('step.next')).toBe(false);
    await settle();
    expect(f.can('step.next')).toBe(false);
    f.actor.send(valid);
    expect(f.can('step.next')).toBe(true);
  });

  it('books no engineer when the severity is not Service Outage (spec 2 §9)', async () => {
    const f = startFunnel();
    f.actor.send({ type: 'service.select', serviceReference: 'S1000001' });
    f.actor.send({ ...valid, values: { short_description: 'Slow', incident_severity: 'Service Degraded' } });
    await settle();
    f.actor.send({ type: 'step.next' });
    f.actor.send({ type: 'form.change', valid: true, values: {} });
    expect(f.actor.getSnapshot().can({ type: 'appointment.open' })).toBe(false);
    expect(f.can('step.next')).toBe(true);
  });

  it('keeps Next on step two disabled until an appointment is reserved', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send(valid);
    expect(f.can('step.next')).toBe(false);
    f.actor.send({ type: 'appointment.open' });
    await settle();
    expect(f.actor.getSnapshot().context.reservation?.reservation_id).toBe('r-1');
    expect(f.can('step.next')).toBe(true);
  });

  it('falls back to customer availability from tomorrow when the reservation fails', async () => {
    const f = startFunnel({ appointment: failed });
    await toDetails(f);
    f.actor.send(valid);
    f.actor.send({ type: 'appointment.open' });
    await settle();
    f.actor.send({ type: 'availability.change', date: '2026-01-05', slot: 'AM' });
    expect(f.can('step.next')).toBe(false);
    f.actor.send({ type: 'availability.change', date: '2026-01-06', slot: 'PM' });
    expect(f.can('step.next')).toBe(true);
  });

  it('skips the appointment with an active MSO and sets availability to today at 13:00', async () => {
    const f = startFunnel({ check: checks.mso });
    await toDetails(f);
    expect(f.actor.getSnapshot().context.availability).toEqual({ date: '2026-01-05', slot: 'PM' });
    expect(f.actor.getSnapshot().can({ type: 'appointment.open' })).toBe(false);
    f.actor.send(valid);
    expect(f.can('step.next')).toBe(true);
  });

  it('disables Submit until the confirmation box is ticked, then creates, attaches and publishes', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'form.change', valid: true, values: {}, files: [new File(['x'], 'a.png')] });
    f.actor.send({ type: 'appointment.open' });
    await settle();
    f.actor.send({ type: 'step.next' });
    expect(confirmationLabel).toBe(
      'I confirm that I have completed all required triage and would like to raise an incident',
    );
    expect(f.can('step.submit')).toBe(false);
    f.actor.send({ type: 'confirmation.toggle', checked: true });
    expect(f.can('step.submit')).toBe(true);
    f.actor.send({ type: 'step.submit' });
    await vi.waitFor(() => expect(f.actor.getSnapshot().value).toBe('complete'));
    expect(f.calls.createIncident.mock.calls[0]?.[0].files).toHaveLength(1);
    expect(f.calls.createReservation).toHaveBeenCalledWith({ reservation_id: 'r-1', incident_id: 'inc-1' });
    expect(f.calls.publishReservation).toHaveBeenCalledWith({ reservation_id: 'r-1', incident_id: 'inc-1' });
    expect(f.actor.getSnapshot().output).toEqual({ incidentId: 'inc-1' });
    expect(f.actions.clearStoredDraft).toHaveBeenCalledTimes(1);
  });

  it.each([
    [413, 'Unable to attach file', 'File(s) exceeds the 8MB limit and cannot be uploaded.'],
    [415, 'Unsupported file type', 'Only specific file formats are allowed (.png, .jpg, .pdf, etc).'],
  ])('explains a %s from incident create and stays on the summary', async (status, title, description) => {
    const f = startFunnel({ check: checks.mso, create: async () => Promise.reject(httpError(status)) });
    await toDetails(f);
    f.actor.send(valid);
    f.actor.send({ type: 'step.next' });
    f.actor.send({ type: 'confirmation.toggle', checked: true });
    f.actor.send({ type: 'step.submit' });
    await settle();
    expect(f.actor.getSnapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(f.actions.notifySubmitFailed.mock.calls[0]?.[1]).toEqual({ title, description, duration: 5 });
  });

  it('resets the draft on Cancel and goes to the incident list', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'step.cancel' });
    expect(f.actor.getSnapshot().value).toBe('cancelled');
    expect(f.actor.getSnapshot().context.serviceReference).toBeNull();
    expect(f.actions.navigateToIncidents).toHaveBeenCalledTimes(1);
    expect(incidentListHref).toBe('/support/incidents?page=1&limit=10&sort=updated_at&order=desc');
  });

  it('resumes a stored draft (without files) at the step it was on', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'form.change', valid: true, values: { a: 1 }, files: [new File(['x'], 'a.png')] });
    const draft = JSON.parse(JSON.stringify(draftOf(f.actor.getSnapshot()))) as IncidentDraft;
    expect(draft).not.toHaveProperty('files');
    expect(draft.step).toBe('incidentDetails');
    const resumed = startFunnel({ draft });
    expect(resumed.actor.getSnapshot().matches({ incidentDetails: 'editing' })).toBe(true);
    expect(resumed.actor.getSnapshot().context.detailsForm).toEqual({ valid: true, values: { a: 1 } });
  });
});

const input = { enableDiagnosticCheck: true, now: () => Date.now() };

testMachineWithModel({
  name: 'incident-raise',
  machine: incidentRaiseMachine,
  model: incidentRaiseModel,
  input,
  now: new Date(NOW),
  drivers: {
    'form.valid': ({ send }) =>
      send({
        type: 'form.change',
        valid: true,
        values: { short_description: 'No light', incident_severity: 'Service Outage' },
      }),
    'form.invalid': ({ send }) => send({ type: 'form.change', valid: false, values: {} }),
    'service.select': ({ send }) => send({ type: 'service.select', serviceReference: 'S1000001' }),
    'check.ok': ({ resolve }) => resolve('checkService', checks.ok),
    'check.blocked': ({ resolve }) => resolve('checkService', checks.blocked),
    'check.mso': ({ resolve }) => resolve('checkService', checks.mso),
    'step.next': ({ send }) => send({ type: 'step.next' }),
    'step.back': ({ send }) => send({ type: 'step.back' }),
    'step.cancel': ({ send }) => send({ type: 'step.cancel' }),
    'page.reload': ({ restart, snapshot }) =>
      restart({ ...input, draft: JSON.parse(JSON.stringify(draftOf(snapshot()))) as IncidentDraft }),
    'files.restore': ({ send }) => send({ type: 'files.restore', files: [new File(['x'], 'a.png')] }),
    'appointment.open': ({ send }) => send({ type: 'appointment.open' }),
    'appointment.reserved': ({ resolve }) => resolve('appointmentReservation', reserved),
    'appointment.failed': ({ resolve }) => resolve('appointmentReservation', failed),
    'appointment.closed': ({ resolve }) => resolve('appointmentReservation', { reservation: null, fallback: null }),
    'availability.fill': ({ send }) => send({ type: 'availability.change', date: '2026-01-06', slot: 'AM' }),
    'confirmation.tick': ({ send }) => send({ type: 'confirmation.toggle', checked: true }),
    'confirmation.untick': ({ send }) => send({ type: 'confirmation.toggle', checked: false }),
    'step.submit': ({ send }) => send({ type: 'step.submit' }),
    'submit.ok': ({ resolve }) => resolve('createIncident', { id: 'inc-1' }),
    'submit.413': ({ reject }) => reject('createIncident', httpError(413)),
    'submit.415': ({ reject }) => reject('createIncident', httpError(415)),
    'submit.fail': ({ reject }) => reject('createIncident', httpError(500)),
    'attach.ok': ({ resolve }) => resolve('createReservation', {}),
    'attach.fail': ({ reject }) => reject('createReservation', httpError(409)),
    'publish.ok': ({ resolve }) => resolve('publishReservation', {}),
    'publish.fail': ({ reject }) => reject('publishReservation', httpError(409)),
  },
  assertState: ({ step, snapshot }) => {
    const state = JSON.stringify(step.expectedState);
    const c = step.modelContext;
    if (state.includes('checked')) expect(snapshot().can({ type: 'step.next' })).toBe(c.form1 && c.check !== 'blocked');
    if (state.includes('editing'))
      expect(snapshot().can({ type: 'step.next' })).toBe(
        c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail)),
      );
    if (state.includes('reviewing')) expect(snapshot().can({ type: 'step.submit' })).toBe(c.confirmed);
  },
});
