import type { ReservationOutput } from '@machines/appointment-reservation.machine';
import { faultReferenceCheckMachine } from '@machines/fault-reference-check.machine';
import type { FunnelStep } from '@machines/incident-raise.machine';
import { incidentRaiseMachine } from '@machines/incident-raise.machine';
import { incidentRaiseModel } from '@machines/incident-raise.model';
import type { IncidentDraft, RestoredDraft } from '@machines/incident-raise-draft';
import { incidentRaiseServiceMachine, type ServiceStepData } from '@machines/incident-raise-service.machine';
import { incidentRaiseSubmitMachine, type SubmitOutput } from '@machines/incident-raise-submit.machine';
import type { ServiceCheck } from '@machines/incident-service-check.machine';
import { type ActorRefFrom, createActor, createMachine, fromCallback, fromPromise } from 'xstate';
import { supportMessages } from '@/lib/support-rules';
import { testMachineWithModel } from '../support/model-testing';
import { httpError } from '../support/support-fixtures';
import { checks, detailsValues, serviceValues, york } from './incident-raise.fixtures';

const NOW = new Date('2026-01-05T09:00:00Z').getTime();
const slot = { appointment_date: '2026-01-06', slot: 'AM' as const, start_time: '09:00', end_time: '13:00' };
const reserved: ReservationOutput = {
  reservation: { reservation_id: 'r-1', expiry_date: '2026-01-05T09:15:00Z', slot },
  fallback: null,
};
const failed: ReservationOutput = { reservation: null, fallback: 'customer-availability', reason: '409' };
const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** A funnel whose children answer at once: the checks by reference, the modal with `appointment`. */
function startFunnel(
  options: {
    checkOf?: (reference: string) => ServiceCheck;
    appointment?: ReservationOutput;
    create?: () => Promise<{ id: string }>;
    restored?: RestoredDraft | Promise<never>;
    faultReferenceUnique?: (reference: string) => Promise<boolean>;
  } = {},
) {
  const done = <T>(output: (input: { serviceReference: string }) => T) =>
    createMachine({
      types: {} as { input: { serviceReference: string }; context: { serviceReference: string } },
      context: ({ input }) => input,
      initial: 'done',
      states: { done: { type: 'final' } },
      output: ({ context }) => output(context),
    });
  const calls = { createIncident: vi.fn(), createReservation: vi.fn(), publishReservation: vi.fn() };
  const actions = {
    notify: vi.fn(),
    reportSubmitFailure: vi.fn(),
    clearStoredDraft: vi.fn(),
    navigateToIncidents: vi.fn(),
    showStep: vi.fn(),
    saveDraft: vi.fn(),
    saveDraftFiles: vi.fn(),
  };
  const address: { report?: (step: FunnelStep) => void } = {};
  const machine = incidentRaiseMachine.provide({
    actors: {
      restoreDraft: fromPromise(async () => options.restored ?? { draft: undefined, files: [], filesRestore: 'none' }),
      address: fromCallback(({ sendBack }) => {
        address.report = (step) => sendBack({ type: 'address.change', step });
      }),
      serviceStep: incidentRaiseServiceMachine.provide({
        actors: {
          checkService: done(({ serviceReference }) =>
            (options.checkOf ?? (() => checks.ok))(serviceReference),
          ) as never,
          faultReferenceCheck: faultReferenceCheckMachine.provide({
            actors: {
              isUnique: fromPromise(({ input }) =>
                (options.faultReferenceUnique ?? (async () => true))(input.reference),
              ),
            },
          }),
        },
      }),
      appointmentReservation: done(() => options.appointment ?? reserved) as never,
      submission: incidentRaiseSubmitMachine.provide({
        actors: {
          createIncident: fromPromise(async ({ input }) => {
            calls.createIncident(input);
            return (options.create ?? (async () => ({ id: 'inc-1' })))();
          }),
          createReservation: fromPromise(async ({ input }) => calls.createReservation(input)),
          publishReservation: fromPromise(async ({ input }) => calls.publishReservation(input)),
        },
      }),
    },
    actions: {
      notify: (_, p) => actions.notify(p),
      reportSubmitFailure: (_, p) => actions.reportSubmitFailure(p),
      clearStoredDraft: () => actions.clearStoredDraft(),
      navigateToIncidents: () => actions.navigateToIncidents(),
      showStep: (_, p) => actions.showStep(p),
      saveDraft: (_, p) => actions.saveDraft(p),
      saveDraftFiles: (_, p) => actions.saveDraftFiles(p.files),
    },
  });
  const actor = createActor(machine, {
    input: { enableDiagnosticCheck: true, vulnerabilityEnabled: true, now: () => NOW },
  }).start();
  const snapshot = () => actor.getSnapshot();
  const serviceStep = () => snapshot().children.serviceStep as ActorRefFrom<typeof incidentRaiseServiceMachine>;
  return {
    actor,
    snapshot,
    /** Sends to step one, as its view does (the child `serviceStep`). */
    step1: (event: Parameters<ReturnType<typeof serviceStep>['send']>[0]) => serviceStep().send(event),
    serviceStep,
    calls,
    actions,
    address,
    can: (type: 'step.next' | 'step.submit') => snapshot().can({ type }),
  };
}
type Funnel = ReturnType<typeof startFunnel>;
const settle = () => new Promise((r) => setTimeout(r, 0));
async function check(f: Funnel, serviceReference = 'S1000001') {
  await settle();
  f.step1({ type: 'service.select', serviceReference });
  await settle();
}
async function toDetails(f: Funnel) {
  await check(f);
  f.step1({ type: 'form.change', values: serviceValues });
  f.actor.send({ type: 'step.next' });
  expect(f.snapshot().matches('incidentDetails')).toBe(true);
}

describe('incident raise machine', () => {
  it('blocks Next when the service is not live, whatever the form says', async () => {
    const f = startFunnel({ checkOf: () => checks.blocked });
    await check(f, 'S1000002');
    f.step1({ type: 'form.change', values: serviceValues });
    expect(f.snapshot().context.check?.block).toBe('notLive');
    expect(f.can('step.next')).toBe(false);
  });

  it('enables Next on step one only when the checks are done and the shared zod rules pass', async () => {
    const f = startFunnel();
    await check(f);
    expect(f.can('step.next')).toBe(false);
    f.step1({ type: 'form.change', values: { ...serviceValues, customer_onsite_contact_number: '12345' } });
    expect(f.can('step.next')).toBe(false);
    f.step1({ type: 'form.change', values: serviceValues });
    expect(f.can('step.next')).toBe(true);
  });

  it('fills the site address and service type from the checked service', async () => {
    const f = startFunnel();
    await check(f);
    expect(f.snapshot().context.serviceValues).toMatchObject({
      address_street: '1 High St',
      address_city: 'Leeds',
      address_postcode: 'LS1 1AA',
      business_service_category_id: '1',
    });
  });

  it('replaces the first service’s site address and service type when a second service is checked', async () => {
    const f = startFunnel({ checkOf: (ref) => (ref === 'S1000009' ? york : checks.ok) });
    await check(f, 'S1000001');
    f.step1({ type: 'form.change', values: { ...f.snapshot().context.serviceValues, address_name: 'Unit 4' } });
    await check(f, 'S1000009');
    expect(f.snapshot().context.serviceValues).toMatchObject({
      address_name: 'Unit 4',
      address_street: '4 Station Road',
      address_city: 'York',
      address_postcode: 'YO1 7HH',
      business_service_category_id: '2',
    });
  });

  it('disables Next as soon as the checked reference is edited without pressing Enter', async () => {
    const f = startFunnel();
    await check(f);
    f.step1({ type: 'form.change', values: serviceValues });
    expect(f.can('step.next')).toBe(true);
    f.step1({ type: 'reference.type', text: 'S100000' });
    expect(f.can('step.next')).toBe(false);
    expect(f.snapshot().context).toMatchObject({ serviceReference: null, check: null });
    f.actor.send({ type: 'step.next' });
    expect(f.snapshot().matches('serviceDetails')).toBe(true);
  });

  it.each([
    ['s1000001', 'S1000001'],
    ['S1234', 'S1234'],
    ['Other (s1000001)', 'S1000001'],
  ])('looks %s up on Enter as %s', async (typed, looked) => {
    const seen: string[] = [];
    const f = startFunnel({
      checkOf: (ref) => {
        seen.push(ref);
        return checks.ok;
      },
    });
    await settle();
    f.step1({ type: 'reference.type', text: typed });
    f.step1({ type: 'reference.submit' });
    await settle();
    expect(seen).toEqual([looked]);
    expect(f.snapshot().context.serviceReference).toBe(looked);
  });

  it('keeps Next disabled while the fault reference is a duplicate, and clears that when it is emptied', async () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const f = startFunnel({ faultReferenceUnique: async (ref) => ref !== 'NF-OPEN-1' });
      await vi.advanceTimersByTimeAsync(0);
      f.step1({ type: 'service.select', serviceReference: 'S1000001' });
      await vi.advanceTimersByTimeAsync(0);
      f.step1({ type: 'form.change', values: { ...serviceValues, buyer_fault_ref: 'NF-OPEN-1' } });
      expect(f.snapshot().context.faultReference).toBe('checking');
      expect(f.can('step.next')).toBe(false);
      await vi.advanceTimersByTimeAsync(449);
      expect(f.snapshot().context.faultReference).toBe('checking');
      await vi.advanceTimersByTimeAsync(1);
      expect(f.snapshot().context.faultReference).toBe('duplicate');
      expect(f.can('step.next')).toBe(false);
      f.step1({ type: 'form.change', values: { ...serviceValues, buyer_fault_ref: '' } });
      expect(f.snapshot().context.faultReference).toBe('empty');
      expect(f.can('step.next')).toBe(true);
      f.step1({ type: 'form.change', values: { ...serviceValues, buyer_fault_ref: 'BRAND-NEW' } });
      await vi.advanceTimersByTimeAsync(450);
      expect(f.snapshot().context.faultReference).toBe('unique');
      expect(f.can('step.next')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not send hidden vulnerability answers', async () => {
    const f = startFunnel();
    await check(f);
    const vulnerable = { vulnerable_customer: true, telecare_required: true, vulnerability_support: 'Wheelchair' };
    f.step1({ type: 'form.change', values: { ...serviceValues, ...vulnerable } });
    expect(f.snapshot().context.serviceValues).toMatchObject(vulnerable);
    f.step1({
      type: 'form.change',
      values: { ...serviceValues, ...vulnerable, incident_severity: 'Service Degraded' },
    });
    expect(f.snapshot().context.serviceValues).toMatchObject({
      vulnerable_customer: false,
      telecare_required: false,
      vulnerability_support: undefined,
    });
  });

  it('books no engineer when the severity is not Service Outage (spec 2 §9)', async () => {
    const f = startFunnel();
    await check(f);
    f.step1({ type: 'form.change', values: { ...serviceValues, incident_severity: 'Service Degraded' } });
    f.actor.send({ type: 'step.next' });
    f.actor.send({ type: 'form.change', values: detailsValues });
    expect(f.snapshot().can({ type: 'appointment.open' })).toBe(false);
    expect(f.can('step.next')).toBe(true);
  });

  it('merges each triage answer over the others and shows messages only for the answers changed on step two', async () => {
    const f = startFunnel();
    await toDetails(f);
    expect(f.snapshot().context.detailsTouched).toEqual([]);
    expect(f.snapshot().context.detailsErrors.triage_9).toBe(supportMessages.required);
    f.actor.send({ type: 'form.change', values: detailsValues });
    f.actor.send({ type: 'form.change', values: { triage_9: ' ' } });
    expect(f.snapshot().context.detailsValues).toEqual({ ...detailsValues, triage_9: ' ' });
    expect(f.snapshot().context.detailsErrors).toEqual({ triage_9: supportMessages.required });
    expect(f.snapshot().context.detailsTouched).toEqual(Object.keys(detailsValues));
    expect(f.actions.saveDraft.mock.lastCall?.[0]).not.toHaveProperty('detailsTouched');
    // Back to step one and on again: the answers are kept, and no field has been changed on step two yet.
    f.actor.send({ type: 'step.back' });
    f.actor.send({ type: 'step.next' });
    expect(f.snapshot().context).toMatchObject({ detailsValues: { triage_9: ' ' }, detailsTouched: [] });
  });

  it('keeps Next on step two disabled until an appointment is reserved', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    expect(f.can('step.next')).toBe(false);
    f.actor.send({ type: 'appointment.open' });
    await settle();
    expect(f.snapshot().context.reservation?.reservation_id).toBe('r-1');
    expect(f.can('step.next')).toBe(true);
  });

  it('falls back to customer availability from tomorrow (UK days) when the reservation fails', async () => {
    const f = startFunnel({ appointment: failed });
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    f.actor.send({ type: 'appointment.open' });
    await settle();
    f.actor.send({ type: 'availability.change', date: '2026-01-05', slot: 'AM' });
    expect(f.can('step.next')).toBe(false);
    f.actor.send({ type: 'availability.change', date: '2026-01-06', slot: 'PM' });
    expect(f.can('step.next')).toBe(true);
  });

  it('skips the appointment with an active MSO and sets availability to today at 13:00', async () => {
    const f = startFunnel({ checkOf: () => checks.mso });
    await toDetails(f);
    expect(f.snapshot().context.availability).toEqual({ date: '2026-01-05', slot: 'PM' });
    expect(f.snapshot().can({ type: 'appointment.open' })).toBe(false);
    f.actor.send({ type: 'form.change', values: detailsValues });
    expect(f.can('step.next')).toBe(true);
  });

  it('refuses an attachment over 8 MB, of another type, or past the tenth, with the spec’s toasts naming the file', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'files.add', file: png('big.png', 8 * 1024 * 1024 + 1) });
    f.actor.send({ type: 'files.add', file: png('run.exe') });
    expect(f.actions.notify.mock.calls.map(([t]) => t.description)).toEqual([
      'File(s) exceeds the 8MB limit and cannot be uploaded. Not attached: big.png',
      'Only specific file formats are allowed (.png, .jpg, .pdf, etc). Not attached: run.exe',
    ]);
    for (let i = 0; i < 11; i++) f.actor.send({ type: 'files.add', file: png(`p${i}.png`) });
    expect(f.snapshot().context.files).toHaveLength(10);
    expect(f.actions.notify.mock.calls.at(-1)?.[0].description).toBe(
      'At most 10 attachments per incident. Not attached: p10.png',
    );
    expect(f.actions.saveDraftFiles).toHaveBeenLastCalledWith(f.snapshot().context.files);
    f.actor.send({ type: 'files.remove', index: 0 });
    expect(f.snapshot().context.files.map((x) => x.name)[0]).toBe('p1.png');
  });

  it('disables Submit until the confirmation box is ticked, then creates, attaches and publishes', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    f.actor.send({ type: 'files.add', file: png() });
    f.actor.send({ type: 'appointment.open' });
    await settle();
    f.actor.send({ type: 'step.next' });
    expect(f.can('step.submit')).toBe(false);
    f.actor.send({ type: 'confirmation.toggle', checked: true });
    expect(f.can('step.submit')).toBe(true);
    f.actor.send({ type: 'step.submit' });
    await vi.waitFor(() => expect(f.snapshot().value).toBe('complete'));
    expect(f.calls.createIncident.mock.calls[0]?.[0].files).toHaveLength(1);
    expect(f.calls.createReservation).toHaveBeenCalledWith({ reservation_id: 'r-1', incident_id: 'inc-1' });
    expect(f.calls.publishReservation).toHaveBeenCalledWith({ reservation_id: 'r-1', incident_id: 'inc-1' });
    expect(f.snapshot().context.incidentId).toBe('inc-1');
    expect(f.actions.clearStoredDraft).toHaveBeenCalledTimes(1);
  });

  it.each([
    [413, 'Unable to attach file', 'File(s) exceeds the 8MB limit and cannot be uploaded.'],
    [415, 'Unsupported file type', 'Only specific file formats are allowed (.png, .jpg, .pdf, etc).'],
  ])('explains a %s from incident create and stays on the summary', async (status, title, description) => {
    const f = startFunnel({ checkOf: () => checks.mso, create: async () => Promise.reject(httpError(status)) });
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    f.actor.send({ type: 'step.next' });
    f.actor.send({ type: 'confirmation.toggle', checked: true });
    f.actor.send({ type: 'step.submit' });
    await settle();
    expect(f.snapshot().matches({ summary: 'reviewing' })).toBe(true);
    expect(f.actions.notify).toHaveBeenCalledWith({ title, description, duration: 5 });
  });

  it('resets the draft on Cancel and goes to the incident list', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'step.cancel' });
    expect(f.snapshot().value).toBe('cancelled');
    expect(f.snapshot().context.serviceReference).toBeNull();
    expect(f.actions.clearStoredDraft).toHaveBeenCalledTimes(1);
    expect(f.actions.navigateToIncidents).toHaveBeenCalledTimes(1);
  });

  it('shows each step at its address, follows the back button, and puts back an address its rules refuse', async () => {
    const f = startFunnel();
    await toDetails(f);
    expect(f.actions.showStep.mock.calls.map(([p]) => p)).toEqual([
      { step: 'serviceDetails', replace: false },
      { step: 'incidentDetails', replace: false },
    ]);
    f.address.report?.('summary');
    expect(f.snapshot().matches('incidentDetails')).toBe(true);
    expect(f.actions.showStep).toHaveBeenLastCalledWith({ step: 'incidentDetails', replace: true });
    f.address.report?.('serviceDetails');
    expect(f.snapshot().matches('serviceDetails')).toBe(true);
    expect(f.serviceStep().getSnapshot().matches('checked')).toBe(true);
    f.address.report?.('incidentDetails');
    expect(f.snapshot().matches('incidentDetails')).toBe(true);
  });

  it("starts a fresh funnel when the address leaves the thank-you page ('Raise An Incident' again)", async () => {
    const f = startFunnel({ checkOf: () => checks.mso });
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    f.actor.send({ type: 'step.next' });
    f.actor.send({ type: 'confirmation.toggle', checked: true });
    f.actor.send({ type: 'step.submit' });
    await vi.waitFor(() => expect(f.snapshot().value).toBe('complete'));
    f.address.report?.('complete');
    expect(f.snapshot().value).toBe('complete');
    f.address.report?.('serviceDetails');
    expect(f.serviceStep().getSnapshot().matches('idle')).toBe(true);
    expect(f.snapshot().context).toMatchObject({ serviceReference: null, serviceValues: {}, incidentId: null });
  });

  it('saves the draft at stable steps and resumes it, files included, at the step it was on', async () => {
    const f = startFunnel();
    await toDetails(f);
    f.actor.send({ type: 'form.change', values: detailsValues });
    const draft = JSON.parse(JSON.stringify(f.actions.saveDraft.mock.lastCall?.[0])) as IncidentDraft;
    expect(draft).not.toHaveProperty('files');
    expect(draft.step).toBe('incidentDetails');
    const resumed = startFunnel({ restored: { draft, files: [png()], filesRestore: 'restored' } });
    expect(resumed.snapshot().matches('restoring')).toBe(true);
    await settle();
    expect(resumed.snapshot().matches({ incidentDetails: 'editing' })).toBe(true);
    expect(resumed.snapshot().context).toMatchObject({ detailsValues, filesRestore: 'restored' });
    expect(resumed.snapshot().context.files).toHaveLength(1);
  });

  it('opens a fresh funnel when the stored draft cannot be read', async () => {
    const f = startFunnel({ restored: Promise.reject(new Error('IndexedDB unavailable')) });
    await settle();
    expect(f.serviceStep().getSnapshot().matches('idle')).toBe(true);
  });
});

// The model's drivers: what makes each model event happen to the production machine.
const input = { enableDiagnosticCheck: true, vulnerabilityEnabled: false, now: () => Date.now() };
const stepOrder: FunnelStep[] = ['serviceDetails', 'incidentDetails', 'summary', 'complete'];
const stepOf = (value: unknown): FunnelStep =>
  stepOrder.find((s) => JSON.stringify(value).includes(`"${s}"`) || value === s) ?? 'serviceDetails';
// The address one step before or after the production step (the model step's own state is the one after the event).
const addressAt =
  (offset: number) =>
  ({ snapshot, send }: { snapshot: () => { value: unknown }; send: (e: never) => Promise<void> }) => {
    const here = stepOrder.indexOf(stepOf(snapshot().value));
    const step = stepOrder[Math.max(0, here + offset)] as FunnelStep;
    return send({ type: 'address.change', step } as never);
  };

// Step one (the child `serviceStep`) as the funnel hears it: what the step holds now, on top of what it last reported.
type Driving = { snapshot: () => { context: ServiceStepData }; send: (e: never) => Promise<void> };
const report = ({ snapshot, send }: Driving, change: Partial<ServiceStepData>) => {
  const { serviceReference, check, serviceValues, faultReference } = snapshot().context;
  const data = { serviceReference, check, serviceValues, faultReference, ...change };
  return send({ type: 'serviceStep.change', ...data } as never);
};
const pick = async (ctx: Driving) => {
  await ctx.send({ type: 'serviceStep.select', serviceReference: 'S1000001' } as never);
  await report(ctx, { serviceReference: 'S1000001', check: null });
};
const checked = async (ctx: Driving, check: ServiceCheck) => {
  await ctx.send({ type: 'serviceStep.checked', check } as never);
  await report(ctx, { check });
};
// Submitting (the child `submission`) as the funnel hears it: its output once it is over.
const created: SubmitOutput = { incidentId: 'inc-1', error: null };
const refused = (status: number): SubmitOutput => ({ incidentId: null, error: httpError(status) });
const isComplete = (step: { modelState: unknown }) => step.modelState === 'complete';

testMachineWithModel({
  name: 'incident-raise',
  machine: incidentRaiseMachine,
  model: incidentRaiseModel,
  input,
  now: new Date(NOW),
  drivers: {
    'draft.none': ({ resolve }) => resolve('restoreDraft', { draft: undefined, files: [], filesRestore: 'none' }),
    'draft.restored': async ({ resolve, actions, step, ...ctx }) => {
      const draft = actions.saveDraft?.mock.lastCall?.[1] as IncidentDraft | undefined;
      // Nothing was stored: there is nothing to come back, and the funnel keeps waiting.
      if (!draft) return;
      const files = (actions.saveDraftFiles?.mock.lastCall?.[1] as { files: File[] } | undefined)?.files ?? [];
      await resolve('restoreDraft', { draft: JSON.parse(JSON.stringify(draft)), files, filesRestore: 'restored' });
      // The restored fault reference is checked again by step one: a taken one is found taken again.
      if (step.modelContext.duplicate && ctx.snapshot().matches('serviceDetails'))
        await report(ctx, { faultReference: 'duplicate' });
    },
    'draft.unreadable': ({ reject }) => reject('restoreDraft', new Error('unreadable')),
    'form.valid': async (ctx) => {
      if (ctx.snapshot().matches('serviceDetails')) return report(ctx, { serviceValues });
      await ctx.send({ type: 'form.change', values: detailsValues });
      await ctx.send({ type: 'files.add', file: png() });
    },
    'form.invalid': (ctx) =>
      ctx.snapshot().matches('serviceDetails')
        ? report(ctx, { serviceValues: {} })
        : ctx.send({ type: 'form.change', values: { triage_9: '' } }),
    'service.select': (ctx) => pick(ctx),
    'reference.enter': (ctx) => pick(ctx),
    'reference.edit': (ctx) => report(ctx, { serviceReference: null, check: null }),
    'faultReference.duplicate': (ctx) => report(ctx, { faultReference: 'duplicate' }),
    'faultReference.clear': (ctx) => report(ctx, { faultReference: 'empty' }),
    'check.ok': (ctx) => checked(ctx, checks.ok),
    'check.blocked': (ctx) => checked(ctx, checks.blocked),
    'check.mso': (ctx) => checked(ctx, checks.mso),
    'files.refused': ({ send }) => send({ type: 'files.add', file: png('run.exe') }),
    'files.remove': ({ send }) => send({ type: 'files.remove', index: 0 }),
    'address.current': (ctx) => addressAt(0)(ctx as never),
    'address.previous': (ctx) => addressAt(-1)(ctx as never),
    'address.next': (ctx) => addressAt(1)(ctx as never),
    'step.next': ({ send }) => send({ type: 'step.next' }),
    'step.back': ({ send }) => send({ type: 'step.back' }),
    'step.cancel': ({ send }) => send({ type: 'step.cancel' }),
    'page.reload': ({ restart }) => restart(input),
    'appointment.open': ({ send }) => send({ type: 'appointment.open' }),
    'appointment.reserved': ({ resolve }) => resolve('appointmentReservation', reserved),
    'appointment.failed': ({ resolve }) => resolve('appointmentReservation', failed),
    'appointment.closed': ({ resolve }) => resolve('appointmentReservation', { reservation: null, fallback: null }),
    'availability.fill': ({ send }) => send({ type: 'availability.change', date: '2026-01-06', slot: 'AM' }),
    'confirmation.tick': ({ send }) => send({ type: 'confirmation.toggle', checked: true }),
    'confirmation.untick': ({ send }) => send({ type: 'confirmation.toggle', checked: false }),
    'step.submit': ({ send }) => send({ type: 'step.submit' }),
    // With a reservation the child goes on to attach it: the funnel hears of it only once that is over.
    'submit.ok': ({ resolve, step }) => (isComplete(step) ? resolve('submission', created) : undefined),
    'submit.413': ({ resolve }) => resolve('submission', refused(413)),
    'submit.415': ({ resolve }) => resolve('submission', refused(415)),
    'submit.fail': ({ resolve }) => resolve('submission', refused(500)),
    'attach.ok': () => undefined,
    'attach.fail': ({ resolve }) => resolve('submission', created),
    'publish.ok': ({ resolve }) => resolve('submission', created),
    'publish.fail': ({ resolve }) => resolve('submission', created),
  },
  assertState: ({ step, snapshot, actions }) => {
    const state = JSON.stringify(step.expectedState);
    const c = step.modelContext;
    const ready1 = c.form1 && !c.duplicate && (c.check === 'ok' || c.check === 'mso');
    const model = JSON.stringify(step.modelState);
    if (model.includes('checked')) expect(snapshot().can({ type: 'step.next' })).toBe(ready1);
    // Step one holds a checked service only once its checks are back.
    if (model.includes('serviceDetails')) expect(snapshot().context.check !== null).toBe(model.includes('checked'));
    if (state.includes('editing'))
      expect(snapshot().can({ type: 'step.next' })).toBe(
        c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail)),
      );
    if (state.includes('reviewing')) expect(snapshot().can({ type: 'step.submit' })).toBe(c.confirmed);
    // Side effects along the paths: the address shows the step, and the stored draft goes once the funnel ends.
    const step1 = stepOf(step.expectedState);
    if (state !== '"restoring"' && state !== '"cancelled"')
      expect(actions.showStep?.mock.lastCall?.[1]).toMatchObject({ step: step1 });
    if (state === '"complete"' || state === '"cancelled"') expect(actions.clearStoredDraft).toHaveBeenCalled();
    if (state === '"cancelled"') expect(actions.navigateToIncidents).toHaveBeenCalled();
  },
});
