import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { sectionPaths } from '@/lib/section-paths';
import { appointableSeverity, supportMessages } from '@/lib/support-rules';
import {
  appointmentReservationMachine,
  type Reservation,
  type ReservationOutput,
} from './appointment-reservation.machine';
import { incidentServiceCheckMachine, type ServiceCheck } from './incident-service-check.machine';

export type FormState = { valid: boolean; values: Record<string, unknown> };
export type Availability = { date: string; slot: 'AM' | 'PM' };
export type IncidentStep = 'serviceDetails' | 'incidentDetails' | 'summary';
/** What the browser keeps between visits: the funnel's context minus the attached files. */
export type IncidentDraft = {
  step: IncidentStep;
  serviceReference: string | null;
  check: ServiceCheck | null;
  serviceForm: FormState;
  detailsForm: FormState;
  reservation: Reservation | null;
  fallback: boolean;
  availability: Availability | null;
  confirmed: boolean;
};
type Context = Omit<IncidentDraft, 'step'> & {
  files: File[];
  enableDiagnosticCheck: boolean;
  now: () => number;
  resumeAt: IncidentStep;
  incidentId: string | null;
};
export type IncidentRaiseInput = { enableDiagnosticCheck: boolean; draft?: IncidentDraft; now?: () => number };
type Toast = { title: string; description: string; duration: number };
type SubmitInput = { draft: Omit<IncidentDraft, 'step'>; files: File[] };

/** Where Cancel leads (spec 2 §2): the incident list with its default query. */
export const incidentListHref = sectionPaths.incidents.getHref();
export const confirmationLabel =
  'I confirm that I have completed all required triage and would like to raise an incident';
/** Incident create failures the funnel explains (spec 2 §8); other statuses are the app's error pages. */
export const submitErrors: Record<number, Toast> = {
  413: { title: 'Unable to attach file', description: supportMessages.fileTooLarge, duration: 5 },
  415: { title: 'Unsupported file type', description: supportMessages.fileType, duration: 5 },
};
const emptyForm: FormState = { valid: false, values: {} };
const emptyDraft = {
  serviceReference: null,
  check: null,
  serviceForm: emptyForm,
  detailsForm: emptyForm,
  reservation: null,
  fallback: false,
  availability: null,
  confirmed: false,
};
const isoDay = (ms: number) => new Date(ms).toLocaleDateString('en-CA');
const statusOf = (error: unknown) => (error as { status?: number } | null)?.status ?? 0;
/** An engineer is booked for an appointable service with severity 'Service Outage' and no active outage (§4, §9). */
const needsAppointment = ({ check, serviceForm }: Pick<Context, 'check' | 'serviceForm'>) =>
  Boolean(
    check?.service?.businessServiceCategory.isAppointable &&
      !check.service.active_mso_incident &&
      serviceForm.values.incident_severity === appointableSeverity,
  );

const draftFields = ({
  files: _f,
  enableDiagnosticCheck: _e,
  now: _n,
  resumeAt: _r,
  incidentId: _i,
  ...draft
}: Context) => draft;
const reservationInput = (context: Context) => ({
  reservation_id: context.reservation?.reservation_id ?? '',
  incident_id: context.incidentId ?? '',
});

/** The draft to persist: context minus files, plus the step (persist from stable steps, not while a call runs). */
export function draftOf(snapshot: SnapshotFrom<typeof incidentRaiseMachine>): IncidentDraft {
  const step: IncidentStep = snapshot.matches('summary')
    ? 'summary'
    : snapshot.matches('incidentDetails')
      ? 'incidentDetails'
      : 'serviceDetails';
  return { step, ...draftFields(snapshot.context) };
}

/**
 * The raise-incident funnel (spec 2 §2 create…complete, §4 Raise funnel rules): Service Details → Incident Details →
 * Submit Incident → complete. Views enable Next and Submit with `can({ type: 'step.next' | 'step.submit' })`.
 */
export const incidentRaiseMachine = setup({
  types: {
    context: {} as Context,
    input: {} as IncidentRaiseInput,
    output: {} as { incidentId: string | null },
    events: {} as
      | { type: 'form.change'; valid: boolean; values: Record<string, unknown>; files?: File[] }
      | { type: 'files.restore'; files: File[] }
      | { type: 'service.select'; serviceReference: string }
      | { type: 'appointment.open' }
      | { type: 'availability.change'; date: string; slot: 'AM' | 'PM' }
      | { type: 'confirmation.toggle'; checked: boolean }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.submit' }
      | { type: 'step.cancel' },
  },
  actors: {
    checkService: incidentServiceCheckMachine,
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
    assignServiceForm: assign({ serviceForm: (_, p: FormState) => ({ valid: p.valid, values: p.values }) }),
    assignDetailsForm: assign((_, p: FormState & { files?: File[] }) => ({
      detailsForm: { valid: p.valid, values: p.values },
      files: p.files ?? [],
    })),
    // A new service starts the later steps afresh.
    assignService: assign(({ context }, p: { serviceReference: string }) => ({
      ...emptyDraft,
      serviceForm: context.serviceForm,
      serviceReference: p.serviceReference,
    })),
    // With an active MSO no appointment is taken: availability is today at 13:00 (spec 2 §4, §9).
    assignCheck: assign(({ context }, p: { check: ServiceCheck }) => ({
      check: p.check,
      availability: p.check.service?.active_mso_incident ? { date: isoDay(context.now()), slot: 'PM' as const } : null,
    })),
    // Closing the modal without reserving keeps the choice open; a failed or impossible reservation asks for availability.
    assignAppointment: assign((_, p: ReservationOutput) => ({
      reservation: p.reservation,
      fallback: p.fallback !== null,
      availability: null,
    })),
    assignAvailability: assign({ availability: (_, p: Availability) => ({ date: p.date, slot: p.slot }) }),
    assignFiles: assign({ files: (_, p: { files: File[] }) => p.files }),
    assignConfirmation: assign({ confirmed: (_, p: { checked: boolean }) => p.checked }),
    assignIncident: assign({ incidentId: (_, p: { id: string }) => p.id }),
    resetDraft: assign(() => ({ ...emptyDraft, files: [] })),
    notifySubmitFailed: (_, _p: Toast) => {
      throw new Error('notifySubmitFailed not provided');
    },
    reportSubmitFailure: (_, _p: { error: unknown }) => {
      throw new Error('reportSubmitFailure not provided');
    },
    // The app removes the stored draft; on Cancel it also navigates to incidentListHref.
    clearStoredDraft: () => {
      throw new Error('clearStoredDraft not provided');
    },
    navigateToIncidents: () => {
      throw new Error('navigateToIncidents not provided');
    },
  },
  guards: {
    isResumingAt: ({ context }, p: { step: IncidentStep }) => context.resumeAt === p.step,
    hasCheckedService: ({ context }) => context.check !== null,
    isServiceStepReady: ({ context }) =>
      Boolean(context.check?.service && context.check.block === null && context.serviceForm.valid),
    isAppointmentNeeded: ({ context }) => needsAppointment(context),
    isAvailabilityAsked: ({ context }) => context.fallback,
    isDetailsStepReady: ({ context }) =>
      context.detailsForm.valid &&
      (!needsAppointment(context) ||
        context.reservation !== null ||
        (context.fallback && (context.availability?.date ?? '') > isoDay(context.now()))),
    isConfirmed: ({ context }) => context.confirmed,
    hasReservation: ({ context }) => context.reservation !== null,
    isExplainedFailure: (_, p: { error: unknown }) => statusOf(p.error) in submitErrors,
  },
}).createMachine({
  id: 'incidentRaise',
  context: ({ input }) => ({
    ...emptyDraft,
    ...input.draft,
    files: [],
    enableDiagnosticCheck: input.enableDiagnosticCheck,
    now: input.now ?? Date.now,
    resumeAt: input.draft?.step ?? 'serviceDetails',
    incidentId: null,
  }),
  initial: 'restoring',
  output: ({ context }) => ({ incidentId: context.incidentId }),
  // A stored draft's attachments come back from the browser's store after the funnel has resumed.
  on: { 'files.restore': { actions: { type: 'assignFiles', params: ({ event }) => event } } },
  states: {
    // Resumes a stored draft at the step it was on.
    restoring: {
      always: [
        { guard: { type: 'isResumingAt', params: { step: 'summary' } }, target: 'summary' },
        { guard: { type: 'isResumingAt', params: { step: 'incidentDetails' } }, target: 'incidentDetails' },
        { guard: 'hasCheckedService', target: 'serviceDetails.checked' },
        { target: 'serviceDetails' },
      ],
    },
    serviceDetails: {
      initial: 'idle',
      on: {
        'form.change': { actions: { type: 'assignServiceForm', params: ({ event }) => event } },
        'service.select': { target: '.checking', actions: { type: 'assignService', params: ({ event }) => event } },
        'step.cancel': 'cancelled',
      },
      states: {
        idle: {},
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
        checked: { on: { 'step.next': { guard: 'isServiceStepReady', target: '#incidentRaise.incidentDetails' } } },
      },
    },
    incidentDetails: {
      initial: 'editing',
      on: {
        'form.change': { actions: { type: 'assignDetailsForm', params: ({ event }) => event } },
        'step.back': '#incidentRaise.serviceDetails.checked',
        'step.cancel': 'cancelled',
      },
      states: {
        editing: {
          on: {
            'appointment.open': { guard: 'isAppointmentNeeded', target: 'reserving' },
            'availability.change': {
              guard: 'isAvailabilityAsked',
              actions: { type: 'assignAvailability', params: ({ event }) => event },
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
      states: {
        reviewing: {
          on: {
            'confirmation.toggle': { actions: { type: 'assignConfirmation', params: ({ event }) => event } },
            'step.submit': { guard: 'isConfirmed', target: 'creating' },
            'step.back': '#incidentRaise.incidentDetails',
            'step.cancel': '#incidentRaise.cancelled',
          },
        },
        creating: {
          tags: ['busy'],
          invoke: {
            id: 'createIncident',
            src: 'createIncident',
            input: ({ context }) => ({ draft: draftFields(context), files: context.files }),
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
                actions: {
                  type: 'notifySubmitFailed',
                  params: ({ event }) => submitErrors[statusOf(event.error)] as Toast,
                },
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
    complete: { type: 'final', entry: 'clearStoredDraft' },
    cancelled: { type: 'final', entry: ['resetDraft', 'clearStoredDraft', 'navigateToIncidents'] },
  },
});
