import { and, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { todayIso } from '@/lib/dates';
import { sectionPaths } from '@/lib/section-paths';
import { appointmentReservationMachine, type ReservationOutput } from './appointment-reservation.machine';
import { type FaultReferenceStatus, faultReferenceCheckMachine } from './fault-reference-check.machine';
import { submitErrors } from './incident-raise-attachments';
import type { Availability, IncidentDraft, IncidentStep, RestoredDraft } from './incident-raise-draft';
import {
  autofilledValues,
  type FormValues,
  normaliseServiceReference,
  showsVulnerability,
  withVisibleAnswers,
} from './incident-raise-forms';
import {
  draftFrom,
  emptyDraft,
  isDetailsStepReady,
  isServiceStepReady,
  needsAppointment,
  type RaiseContext,
  refusalOf,
  reservationInput,
  type Toast,
} from './incident-raise-rules';
import { incidentServiceCheckMachine, type ServiceCheck } from './incident-service-check.machine';

/** The funnel's steps as the address shows them (spec 2 §2); `complete` is the thank-you page. */
export type FunnelStep = IncidentStep | 'complete';
export type IncidentRaiseInput = { enableDiagnosticCheck: boolean; vulnerabilityEnabled: boolean; now?: () => number };
type SubmitInput = { draft: IncidentDraft; files: File[] };

/** Where Cancel leads (spec 2 §2): the incident list with its default query. */
export const incidentListHref = sectionPaths.incidents.getHref();
export const confirmationLabel =
  'I confirm that I have completed all required triage and would like to raise an incident';

const show = (step: FunnelStep) => ({ type: 'showStep' as const, params: { step, replace: false } });
const save = (step: IncidentStep) => ({
  type: 'saveDraft' as const,
  params: ({ context }: { context: RaiseContext }) => draftFrom(context, step),
});
/**
 * The address follows the machine and the machine follows the address (back and forward buttons, links): an address of
 * the step it is on changes nothing, a move its rules allow is taken, and any other puts the address back.
 */
const follow = (
  step: FunnelStep,
  moves: { to: FunnelStep; target: string; guard?: 'isServiceStepReady' | 'isDetailsStepReady' }[],
) => [
  { guard: { type: 'isAddressOf' as const, params: { step } } },
  ...moves.map(({ to, target, guard }) => ({
    guard: guard
      ? and([{ type: 'isAddressOf', params: { step: to } }, guard])
      : { type: 'isAddressOf' as const, params: { step: to } },
    target,
  })),
  { actions: { type: 'showStep' as const, params: { step, replace: true } } },
];

/**
 * The raise-incident funnel (spec 2 §2 create…complete, §4 Raise funnel rules): restore the stored draft, Service
 * Details → Incident Details → Submit Incident → complete. Every rule of the flow is here; views send what the user did
 * and enable Next and Submit with `can({ type: 'step.next' | 'step.submit' })`.
 */
export const incidentRaiseMachine = setup({
  types: {
    context: {} as RaiseContext,
    input: {} as IncidentRaiseInput,
    events: {} as
      | { type: 'reference.type'; text: string }
      | { type: 'reference.submit' }
      | { type: 'service.select'; serviceReference: string }
      | { type: 'form.change'; values: FormValues }
      | { type: 'faultReference.status'; status: FaultReferenceStatus }
      | { type: 'files.add'; file: File }
      | { type: 'files.remove'; index: number }
      | { type: 'appointment.open' }
      | { type: 'availability.change'; date: string; slot: 'AM' | 'PM' }
      | { type: 'confirmation.toggle'; checked: boolean }
      | { type: 'address.change'; step: FunnelStep }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.submit' }
      | { type: 'step.cancel' },
  },
  actors: {
    // Reads the stored draft and its attachments (IndexedDB) for the signed-in user.
    restoreDraft: fromPromise<RestoredDraft>(async () => ({ draft: undefined, files: [], filesRestore: 'none' })),
    // Reports the browser's address as `address.change` (back and forward buttons, links to a step).
    address: fromCallback(() => undefined),
    checkService: incidentServiceCheckMachine,
    faultReferenceCheck: faultReferenceCheckMachine,
    appointmentReservation: appointmentReservationMachine,
    // POST /v2/incidents (multipart), answering the new incident.
    createIncident: fromPromise<{ id: string }, SubmitInput>(async () => {
      throw new Error('createIncident not provided');
    }),
    // POST /v2/incident/appointment/reservation/create, then /publish.
    createReservation: fromPromise<unknown, { reservation_id: string; incident_id: string }>(async () => {
      throw new Error('createReservation not provided');
    }),
    publishReservation: fromPromise<unknown, { reservation_id: string; incident_id: string }>(async () => {
      throw new Error('publishReservation not provided');
    }),
  },
  actions: {
    assignRestored: assign((_, { draft, files, filesRestore }: RestoredDraft) => ({
      ...draft,
      resumeAt: draft?.step ?? 'serviceDetails',
      referenceText: draft?.serviceReference ?? '',
      files,
      filesRestore,
    })),
    assignReferenceText: assign({ referenceText: (_, p: { text: string }) => p.text }),
    forgetCheck: assign({ serviceReference: null, check: null }),
    // A new service starts the later steps afresh.
    assignService: assign(({ context }, p: { serviceReference: string }) => ({
      ...emptyDraft,
      serviceValues: context.serviceValues,
      serviceReference: p.serviceReference,
      referenceText: p.serviceReference,
    })),
    // With an active MSO no appointment is taken: availability is today at 13:00 (spec 2 §4, §9).
    assignCheck: assign(({ context }, p: { check: ServiceCheck }) => ({
      check: p.check,
      serviceValues: withVisibleAnswers(
        autofilledValues(context.serviceValues, p.check),
        showsVulnerability(p.check, context.serviceValues.incident_severity, context.vulnerabilityEnabled),
      ),
      availability: p.check.service?.active_mso_incident
        ? { date: todayIso(context.now()), slot: 'PM' as const }
        : null,
    })),
    assignServiceValues: assign(({ context }, p: { values: FormValues }) => ({
      serviceValues: withVisibleAnswers(
        p.values,
        showsVulnerability(context.check, p.values.incident_severity, context.vulnerabilityEnabled),
      ),
    })),
    // The uniqueness check hears every change of the form; it starts again only when the reference changed.
    forwardFaultReference: sendTo('faultReferenceCheck', (_, p: { values: FormValues }) => ({
      type: 'reference.change' as const,
      reference: String(p.values.buyer_fault_ref ?? ''),
    })),
    assignFaultReference: assign({ faultReference: (_, p: { status: FaultReferenceStatus }) => p.status }),
    assignDetailsValues: assign({ detailsValues: (_, p: { values: FormValues }) => p.values }),
    addFile: assign({ files: ({ context }, p: { file: File }) => [...context.files, p.file] }),
    removeFile: assign({ files: ({ context }, p: { index: number }) => context.files.filter((_, i) => i !== p.index) }),
    // Closing the modal without reserving keeps the choice open; a failed or impossible reservation asks for availability.
    assignAppointment: assign((_, p: ReservationOutput) => ({
      reservation: p.reservation,
      fallback: p.fallback !== null,
      availability: null,
    })),
    assignAvailability: assign({ availability: (_, p: Availability) => ({ date: p.date, slot: p.slot }) }),
    assignConfirmation: assign({ confirmed: (_, p: { checked: boolean }) => p.checked }),
    assignIncident: assign({ incidentId: (_, p: { id: string }) => p.id }),
    resetDraft: assign(() => ({
      ...emptyDraft,
      referenceText: '',
      files: [],
      faultReference: 'empty' as const,
      filesRestore: 'none' as const,
      incidentId: null,
    })),
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
    hasCheckedService: ({ context }) => context.check !== null,
    isAddressOf: ({ event }, p: { step: FunnelStep }) => event.type === 'address.change' && event.step === p.step,
    isOtherReference: ({ context }, p: { text: string }) =>
      normaliseServiceReference(p.text) !== context.serviceReference,
    isReference: ({ context }) => normaliseServiceReference(context.referenceText) !== null,
    isServiceStepReady: ({ context }) => isServiceStepReady(context),
    isAppointmentNeeded: ({ context }) => needsAppointment(context),
    isAvailabilityAsked: ({ context }) => context.fallback,
    isDetailsStepReady: ({ context }) => isDetailsStepReady(context),
    isRefused: ({ context }, p: { file: File }) => refusalOf(context.files, p.file) !== undefined,
    isConfirmed: ({ context }) => context.confirmed,
    hasReservation: ({ context }) => context.reservation !== null,
    isExplainedFailure: (_, p: { error: unknown }) => statusOf(p.error) in submitErrors,
  },
}).createMachine({
  id: 'incidentRaise',
  context: ({ input }) => ({
    ...emptyDraft,
    referenceText: '',
    faultReference: 'empty',
    files: [],
    filesRestore: 'none',
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
        { guard: 'hasCheckedService', target: 'serviceDetails.checked' },
        { target: 'serviceDetails' },
      ],
    },
    serviceDetails: {
      initial: 'idle',
      entry: show('serviceDetails'),
      invoke: {
        id: 'faultReferenceCheck',
        src: 'faultReferenceCheck',
        input: ({ context }) => ({ reference: String(context.serviceValues.buyer_fault_ref ?? '') }),
      },
      on: {
        'form.change': {
          actions: [
            { type: 'forwardFaultReference', params: ({ event }) => event },
            { type: 'assignServiceValues', params: ({ event }) => event },
            save('serviceDetails'),
          ],
        },
        'service.select': { target: '.checking', actions: { type: 'assignService', params: ({ event }) => event } },
        'faultReference.status': { actions: { type: 'assignFaultReference', params: ({ event }) => event } },
        'address.change': follow('serviceDetails', [
          { to: 'incidentDetails', target: '#incidentRaise.incidentDetails', guard: 'isServiceStepReady' },
        ]),
        'step.cancel': 'cancelled',
      },
      states: {
        idle: {
          entry: save('serviceDetails'),
          on: {
            'reference.type': { actions: { type: 'assignReferenceText', params: ({ event }) => event } },
            'reference.submit': {
              guard: 'isReference',
              target: 'checking',
              actions: {
                type: 'assignService',
                params: ({ context }) => ({ serviceReference: normaliseServiceReference(context.referenceText) ?? '' }),
              },
            },
          },
        },
        checking: {
          tags: ['busy'],
          invoke: {
            id: 'checkService',
            src: 'checkService',
            input: ({ context }) => ({
              serviceReference: context.serviceReference ?? '',
              enableDiagnosticCheck: context.enableDiagnosticCheck,
            }),
            onDone: {
              target: 'checked',
              actions: { type: 'assignCheck', params: ({ event }) => ({ check: event.output }) },
            },
          },
        },
        checked: {
          entry: save('serviceDetails'),
          on: {
            // Editing the reference after a check invalidates it: Next waits for the new reference's checks (issue 8 §4).
            'reference.type': {
              guard: { type: 'isOtherReference', params: ({ event }) => event },
              target: 'idle',
              actions: [{ type: 'assignReferenceText', params: ({ event }) => event }, 'forgetCheck'],
            },
            'step.next': { guard: 'isServiceStepReady', target: '#incidentRaise.incidentDetails' },
          },
        },
      },
    },
    incidentDetails: {
      initial: 'editing',
      entry: show('incidentDetails'),
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
          { to: 'serviceDetails', target: '#incidentRaise.serviceDetails.checked' },
          { to: 'summary', target: '#incidentRaise.summary', guard: 'isDetailsStepReady' },
        ]),
        'step.back': '#incidentRaise.serviceDetails.checked',
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
      // While the incident is being created the address stays on the summary.
      on: { 'address.change': follow('summary', []) },
      states: {
        reviewing: {
          entry: save('summary'),
          on: {
            'confirmation.toggle': {
              actions: [{ type: 'assignConfirmation', params: ({ event }) => event }, save('summary')],
            },
            'step.submit': { guard: 'isConfirmed', target: 'creating' },
            'address.change': follow('summary', [{ to: 'incidentDetails', target: '#incidentRaise.incidentDetails' }]),
            'step.back': '#incidentRaise.incidentDetails',
            'step.cancel': '#incidentRaise.cancelled',
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createIncident',
            src: 'createIncident',
            input: ({ context }) => ({ draft: draftFrom(context, 'summary'), files: context.files }),
            onDone: [
              {
                guard: 'hasReservation',
                target: 'attaching',
                actions: { type: 'assignIncident', params: ({ event }) => event.output },
              },
              {
                target: '#incidentRaise.complete',
                actions: { type: 'assignIncident', params: ({ event }) => event.output },
              },
            ],
            onError: [
              {
                guard: { type: 'isExplainedFailure', params: ({ event }) => event },
                target: 'reviewing',
                actions: { type: 'notify', params: ({ event }) => submitErrors[statusOf(event.error)] as Toast },
              },
              // Any other status: the app's error handling (spec 2 §8 redirects).
              { target: 'reviewing', actions: { type: 'reportSubmitFailure', params: ({ event }) => event } },
            ],
          },
        },
        // The incident exists from here on: an attach failure still completes the funnel.
        attaching: {
          tags: ['busy'],
          invoke: {
            id: 'createReservation',
            src: 'createReservation',
            input: ({ context }) => reservationInput(context),
            onDone: 'publishing',
            onError: '#incidentRaise.complete',
          },
        },
        publishing: {
          tags: ['busy'],
          invoke: {
            id: 'publishReservation',
            src: 'publishReservation',
            input: ({ context }) => reservationInput(context),
            onDone: '#incidentRaise.complete',
            onError: '#incidentRaise.complete',
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

function statusOf(error: unknown) {
  return (error as { status?: number } | null)?.status ?? 0;
}
