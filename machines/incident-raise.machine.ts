import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Toast } from '@/contracts/toast';
import { todayIso } from '@/lib/dates';
import { sectionPaths } from '@/lib/section-paths';
import { appointmentReservationMachine, type ReservationOutput } from './appointment-reservation.machine';
import { type FunnelStep, follow, type RaiseEvent, save, show } from './incident-raise-address';
import type { Availability, IncidentDraft, IncidentStep, RestoredDraft } from './incident-raise-draft';
import { detailsErrorsOf, detailsPatched, type FormValues } from './incident-raise-forms';
import {
  draftFrom,
  emptyDraft,
  explainedFailureOf,
  isDetailsStepReady,
  isServiceStepReady,
  needsAppointment,
  type RaiseContext,
  refusalOf,
} from './incident-raise-rules';
import { incidentRaiseServiceMachine, type ServiceStepData } from './incident-raise-service.machine';
import { incidentRaiseSubmitMachine, type SubmitOutput } from './incident-raise-submit.machine';
import type { ServiceCheck } from './incident-service-check.machine';

export type { FunnelStep };
export type IncidentRaiseInput = { enableDiagnosticCheck: boolean; vulnerabilityEnabled: boolean; now?: () => number };

/** Where Cancel leads (spec 2 §2): the incident list with its default query. */
export const incidentListHref = sectionPaths.incidents.getHref();
export const confirmationLabel =
  'I confirm that I have completed all required triage and would like to raise an incident';

const fresh = {
  ...emptyDraft,
  files: [],
  faultReference: 'empty' as const,
  filesRestore: 'none' as const,
  detailsErrors: detailsErrorsOf(emptyDraft.detailsValues),
  detailsTouched: [],
};

/**
 * The incident raise funnel (spec 2 §2 create…complete, §4 Raise funnel rules): restore the stored draft, Service
 * Details → Incident Details → Submit Incident → complete. Step one is a child machine (`serviceStep`, which reports
 * what it holds) and so is submitting (`submission`); the funnel owns the draft, the steps and the address. Views send
 * what the user did and enable Next and Submit with `can({ type: 'step.next' | 'step.submit' })`.
 */
export const incidentRaiseMachine = setup({
  types: {
    context: {} as RaiseContext,
    input: {} as IncidentRaiseInput,
    events: {} as RaiseEvent,
  },
  actors: {
    // Reads the stored draft and its attachments (IndexedDB) for the signed-in user.
    restoreDraft: fromPromise<RestoredDraft>(async () => ({ draft: undefined, files: [], filesRestore: 'none' })),
    // Reports the browser's address as `address.change` (back and forward buttons, links to a step).
    address: fromCallback(() => undefined),
    serviceStep: incidentRaiseServiceMachine,
    appointmentReservation: appointmentReservationMachine,
    submission: incidentRaiseSubmitMachine,
  },
  actions: {
    assignRestored: assign(({ context }, { draft, files, filesRestore }: RestoredDraft) => ({
      ...draft,
      detailsErrors: detailsErrorsOf(draft?.detailsValues ?? context.detailsValues),
      resumeAt: draft?.step ?? 'serviceDetails',
      files,
      filesRestore,
    })),
    // A new service starts the later steps afresh.
    assignService: assign(({ context }, p: { serviceReference: string }) => ({
      ...emptyDraft,
      detailsErrors: fresh.detailsErrors,
      serviceValues: context.serviceValues,
      serviceReference: p.serviceReference,
    })),
    // With an active MSO no appointment is taken: availability is today at 13:00 (spec 2 §4, §9).
    assignOutageAvailability: assign(({ context }, p: { check: ServiceCheck }) => ({
      availability: p.check.service?.active_mso_incident
        ? { date: todayIso(context.now()), slot: 'PM' as const }
        : null,
    })),
    assignServiceStep: assign((_, { serviceReference, check, serviceValues, faultReference }: ServiceStepData) => ({
      ...{ serviceReference, check, serviceValues, faultReference },
    })),
    // The patch is merged over the answers; the fields it names show their messages from now on.
    assignDetailsValues: assign(({ context }, p: { values: FormValues }) => detailsPatched(context, p.values)),
    // Coming to step two, no field has been changed on it yet.
    forgetDetailsTouched: assign({ detailsTouched: [] }),
    addFile: assign({ files: ({ context }, p: { file: File }) => [...context.files, p.file] }),
    removeFile: assign({ files: ({ context }, p: { index: number }) => context.files.filter((_, i) => i !== p.index) }),
    // Closing the modal without reserving keeps the choice open; a failed or impossible reservation asks for availability.
    assignAppointment: assign((_, p: ReservationOutput) => ({
      reservation: p.reservation,
      fallback: p.fallback !== null,
      availability: null,
    })),
    // An emptied date clears the availability, so the field can be typed afresh (a day the field holds stays shown).
    assignAvailability: assign({
      availability: (_, p: Availability) => (p.date ? { date: p.date, slot: p.slot } : null),
    }),
    assignConfirmation: assign({ confirmed: (_, p: { checked: boolean }) => p.checked }),
    assignIncident: assign({ incidentId: (_, p: SubmitOutput) => p.incidentId }),
    resetDraft: assign(() => ({ ...fresh, incidentId: null })),
    // The app's side effects: the address, the stored draft and its files, toasts and the error pages.
    showStep: (_, _p: { step: FunnelStep; replace: boolean }) => undefined,
    saveDraft: (_, _p: IncidentDraft) => undefined,
    saveDraftFiles: (_, _p: { files: File[] }) => undefined,
    clearStoredDraft: () => undefined,
    notify: (_, _p: Toast) => undefined,
    reportSubmitFailure: (_, _p: { error: unknown }) => undefined,
    navigateToIncidents: () => undefined,
  },
  guards: {
    isResumingAt: ({ context }, p: { step: IncidentStep }) => context.resumeAt === p.step,
    isAddressOf: ({ event }, p: { step: FunnelStep }) => event.type === 'address.change' && event.step === p.step,
    isServiceStepReady: ({ context }) => isServiceStepReady(context),
    isAppointmentNeeded: ({ context }) => needsAppointment(context),
    isAvailabilityAsked: ({ context }) => context.fallback,
    isDetailsStepReady: ({ context }) => isDetailsStepReady(context),
    isRefused: ({ context }, p: { file: File }) => refusalOf(context.files, p.file) !== undefined,
    isConfirmed: ({ context }) => context.confirmed,
    isCreated: (_, p: SubmitOutput) => p.incidentId !== null,
    isExplainedFailure: (_, p: SubmitOutput) => explainedFailureOf(p.error) !== undefined,
  },
}).createMachine({
  id: 'incidentRaise',
  context: ({ input }) => ({
    ...fresh,
    enableDiagnosticCheck: input.enableDiagnosticCheck,
    vulnerabilityEnabled: input.vulnerabilityEnabled,
    now: input.now ?? Date.now,
    incidentId: null,
    resumeAt: 'serviceDetails',
  }),
  invoke: { id: 'address', src: 'address' },
  initial: 'restoring',
  states: {
    // The stored draft (parsed: one that no longer fits is dropped) and its files come back before the funnel shows.
    restoring: {
      tags: ['busy'],
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        onDone: { target: 'resuming', actions: { type: 'assignRestored', params: ({ event }) => event.output } },
        // Nothing readable was kept: a fresh funnel.
        onError: 'serviceDetails',
      },
    },
    // Resumes the draft at the step it was on.
    resuming: {
      always: [
        { guard: { type: 'isResumingAt', params: { step: 'summary' } }, target: 'summary' },
        { guard: { type: 'isResumingAt', params: { step: 'incidentDetails' } }, target: 'incidentDetails' },
        { target: 'serviceDetails' },
      ],
    },
    // Step one; the view talks to the child (snapshot.children.serviceStep), which reports what it holds.
    serviceDetails: {
      entry: [show('serviceDetails'), save('serviceDetails')],
      invoke: {
        id: 'serviceStep',
        src: 'serviceStep',
        input: ({ context }) => ({
          serviceReference: context.serviceReference,
          check: context.check,
          serviceValues: context.serviceValues,
          enableDiagnosticCheck: context.enableDiagnosticCheck,
          vulnerabilityEnabled: context.vulnerabilityEnabled,
        }),
      },
      on: {
        'serviceStep.select': { actions: { type: 'assignService', params: ({ event }) => event } },
        'serviceStep.checked': { actions: { type: 'assignOutageAvailability', params: ({ event }) => event } },
        'serviceStep.change': {
          actions: [{ type: 'assignServiceStep', params: ({ event }) => event }, save('serviceDetails')],
        },
        'step.next': { guard: 'isServiceStepReady', target: 'incidentDetails' },
        'address.change': follow('serviceDetails', [
          { to: 'incidentDetails', target: '#incidentRaise.incidentDetails', guard: 'isServiceStepReady' },
        ]),
        'step.cancel': 'cancelled',
      },
    },
    incidentDetails: {
      initial: 'editing',
      entry: [show('incidentDetails'), 'forgetDetailsTouched'],
      on: {
        'form.change': {
          actions: [{ type: 'assignDetailsValues', params: ({ event }) => event }, save('incidentDetails')],
        },
        'files.add': [
          {
            guard: { type: 'isRefused', params: ({ event }) => event },
            actions: { type: 'notify', params: ({ context, event }) => refusalOf(context.files, event.file) as Toast },
          },
          {
            actions: [
              { type: 'addFile', params: ({ event }) => event },
              { type: 'saveDraftFiles', params: ({ context }) => context },
            ],
          },
        ],
        'files.remove': {
          actions: [
            { type: 'removeFile', params: ({ event }) => event },
            { type: 'saveDraftFiles', params: ({ context }) => context },
          ],
        },
        'address.change': follow('incidentDetails', [
          { to: 'serviceDetails', target: '#incidentRaise.serviceDetails' },
          { to: 'summary', target: '#incidentRaise.summary', guard: 'isDetailsStepReady' },
        ]),
        'step.back': '#incidentRaise.serviceDetails',
        'step.cancel': 'cancelled',
      },
      states: {
        editing: {
          entry: save('incidentDetails'),
          on: {
            'appointment.open': { guard: 'isAppointmentNeeded', target: 'reserving' },
            'availability.change': {
              guard: 'isAvailabilityAsked',
              actions: [{ type: 'assignAvailability', params: ({ event }) => event }, save('incidentDetails')],
            },
            'step.next': { guard: 'isDetailsStepReady', target: '#incidentRaise.summary' },
          },
        },
        // The 'Get Appointment' modal; the view talks to the child (snapshot.children.appointmentReservation).
        reserving: {
          invoke: {
            id: 'appointmentReservation',
            src: 'appointmentReservation',
            input: ({ context }) => ({
              serviceReference: context.serviceReference ?? '',
              city: context.check?.service?.site.city ?? '',
            }),
            onDone: { target: 'editing', actions: { type: 'assignAppointment', params: ({ event }) => event.output } },
          },
        },
      },
    },
    summary: {
      initial: 'reviewing',
      entry: show('summary'),
      // While the incident is being submitted the address stays on the summary.
      on: { 'address.change': follow('summary', []) },
      states: {
        reviewing: {
          entry: save('summary'),
          on: {
            'confirmation.toggle': {
              actions: [{ type: 'assignConfirmation', params: ({ event }) => event }, save('summary')],
            },
            'step.submit': { guard: 'isConfirmed', target: 'submitting' },
            'address.change': follow('summary', [{ to: 'incidentDetails', target: '#incidentRaise.incidentDetails' }]),
            'step.back': '#incidentRaise.incidentDetails',
            'step.cancel': '#incidentRaise.cancelled',
          },
        },
        // Creates the incident, then attaches and publishes its reservation (the child `submission`).
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'submission',
            src: 'submission',
            input: ({ context }) => ({ draft: draftFrom(context, 'summary'), files: context.files }),
            onDone: [
              {
                guard: { type: 'isCreated', params: ({ event }) => event.output },
                target: '#incidentRaise.complete',
                actions: { type: 'assignIncident', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isExplainedFailure', params: ({ event }) => event.output },
                target: 'reviewing',
                actions: { type: 'notify', params: ({ event }) => explainedFailureOf(event.output.error) as Toast },
              },
              // Any other status: the app's error handling (spec 2 §8 redirects).
              { target: 'reviewing', actions: { type: 'reportSubmitFailure', params: ({ event }) => event.output } },
            ],
          },
        },
      },
    },
    // The thank-you page; leaving it for a step of the funnel (e.g. 'Raise An Incident' again) starts a fresh one.
    complete: {
      entry: ['clearStoredDraft', show('complete')],
      on: {
        'address.change': [
          { guard: { type: 'isAddressOf', params: { step: 'complete' } } },
          { target: 'serviceDetails', actions: 'resetDraft' },
        ],
      },
    },
    cancelled: { type: 'final', entry: ['resetDraft', 'clearStoredDraft', 'navigateToIncidents'] },
  },
});
