import { assign, type EventFromLogic, setup } from 'xstate';

type Check = 'none' | 'ok' | 'blocked' | 'mso';
type ModelContext = {
  form1: boolean;
  check: Check;
  form2: boolean;
  appt: 'none' | 'reserved' | 'fallback';
  avail: boolean;
  confirmed: boolean;
  restored: boolean;
};

/**
 * Test model of `incidentRaiseMachine`: the step-one checks, the appointment modal and the create calls are plain
 * events (the child machines are tested on their own); `page.reload` restarts the funnel from its persisted draft.
 */
export const incidentRaiseModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'form.valid' }
      | { type: 'form.invalid' }
      | { type: 'service.select' }
      | { type: 'check.ok' }
      | { type: 'check.blocked' }
      | { type: 'check.mso' }
      | { type: 'step.next' }
      | { type: 'step.back' }
      | { type: 'step.cancel' }
      | { type: 'page.reload' }
      | { type: 'files.restore' }
      | { type: 'appointment.open' }
      | { type: 'appointment.reserved' }
      | { type: 'appointment.failed' }
      | { type: 'appointment.closed' }
      | { type: 'availability.fill' }
      | { type: 'confirmation.tick' }
      | { type: 'confirmation.untick' }
      | { type: 'step.submit' }
      | { type: 'submit.ok' }
      | { type: 'submit.413' }
      | { type: 'submit.415' }
      | { type: 'submit.fail' }
      | { type: 'attach.ok' }
      | { type: 'attach.fail' }
      | { type: 'publish.ok' }
      | { type: 'publish.fail' },
    meta: {} as { matches: unknown },
  },
  guards: {
    isServiceStepReady: ({ context }) => context.form1 && context.check !== 'blocked',
    isAppointmentNeeded: ({ context }) => context.check === 'ok',
    isAvailabilityAsked: ({ context }) => context.appt === 'fallback',
    isDetailsStepReady: ({ context: c }) =>
      c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail)),
    isConfirmed: ({ context }) => context.confirmed,
    hasReservation: ({ context }) => context.appt === 'reserved',
  },
}).createMachine({
  id: 'incidentRaiseModel',
  context: { form1: false, check: 'none', form2: false, appt: 'none', avail: false, confirmed: false, restored: false },
  initial: 'serviceDetails',

  states: {
    serviceDetails: {
      initial: 'idle',
      on: {
        'step.cancel': '#incidentRaiseModel.cancelled',
        'form.valid': { actions: assign({ form1: true }) },
        'form.invalid': { actions: assign({ form1: false }) },
        'service.select': {
          target: '.checking',
          actions: assign({ check: 'none', form2: false, appt: 'none', avail: false, confirmed: false }),
        },
      },
      states: {
        idle: { meta: { matches: { serviceDetails: 'idle' } }, on: { 'page.reload': 'idle' } },
        checking: {
          meta: { matches: { serviceDetails: 'checking' } },
          tags: ['busy'],
          on: {
            'check.ok': { target: 'checked', actions: assign({ check: 'ok' }) },
            'check.blocked': { target: 'checked', actions: assign({ check: 'blocked' }) },
            'check.mso': { target: 'checked', actions: assign({ check: 'mso' }) },
          },
        },
        checked: {
          meta: { matches: { serviceDetails: 'checked' } },
          on: {
            'page.reload': 'checked',
            'step.next': { guard: 'isServiceStepReady', target: '#incidentRaiseModel.incidentDetails' },
          },
        },
      },
    },
    incidentDetails: {
      initial: 'editing',
      on: { 'step.cancel': '#incidentRaiseModel.cancelled' },
      states: {
        editing: {
          meta: { matches: { incidentDetails: 'editing' } },
          on: {
            'form.valid': { actions: assign({ form2: true }) },
            'form.invalid': { actions: assign({ form2: false }) },
            'page.reload': 'editing',
            'step.back': '#incidentRaiseModel.serviceDetails.checked',
            'appointment.open': { guard: 'isAppointmentNeeded', target: 'reserving' },
            'availability.fill': { guard: 'isAvailabilityAsked', actions: assign({ avail: true }) },
            'step.next': { guard: 'isDetailsStepReady', target: '#incidentRaiseModel.summary' },
          },
        },
        reserving: {
          meta: { matches: { incidentDetails: 'reserving' } },
          on: {
            'appointment.reserved': { target: 'editing', actions: assign({ appt: 'reserved', avail: false }) },
            'appointment.failed': { target: 'editing', actions: assign({ appt: 'fallback', avail: false }) },
            'appointment.closed': { target: 'editing', actions: assign({ appt: 'none', avail: false }) },
          },
        },
      },
    },
    summary: {
      initial: 'reviewing',
      states: {
        reviewing: {
          meta: { matches: { summary: 'reviewing' } },
          exit: assign({ restored: false }),
          on: {
            'page.reload': 'reviewing',
            // Restored attachments matter on the summary, where no form sends them; `restored` only lives here.
            'files.restore': {
              guard: ({ context }) => !context.restored && !context.confirmed,
              actions: assign({ restored: true }),
            },
            'confirmation.tick': { actions: assign({ confirmed: true, restored: false }) },
            'confirmation.untick': { actions: assign({ confirmed: false }) },
            'step.submit': { guard: 'isConfirmed', target: 'creating' },
            'step.back': '#incidentRaiseModel.incidentDetails',
            'step.cancel': '#incidentRaiseModel.cancelled',
          },
        },
        creating: {
          meta: { matches: { summary: 'creating' } },
          tags: ['busy'],
          on: {
            // Cancel is disabled while a call runs: the step stays as it is.
            'step.cancel': 'creating',
            'submit.ok': [{ guard: 'hasReservation', target: 'attaching' }, { target: '#incidentRaiseModel.complete' }],
            'submit.413': 'reviewing',
            'submit.415': 'reviewing',
            'submit.fail': 'reviewing',
          },
        },
        attaching: {
          meta: { matches: { summary: 'attaching' } },
          tags: ['busy'],
          on: { 'step.cancel': 'attaching', 'attach.ok': 'publishing', 'attach.fail': '#incidentRaiseModel.complete' },
        },
        publishing: {
          meta: { matches: { summary: 'publishing' } },
          tags: ['busy'],
          on: {
            'step.cancel': 'publishing',
            'publish.ok': '#incidentRaiseModel.complete',
            'publish.fail': '#incidentRaiseModel.complete',
          },
        },
      },
    },
    complete: { meta: { matches: 'complete' }, type: 'final' },
    cancelled: { meta: { matches: 'cancelled' }, type: 'final' },
  },
});

/** What each model event stands for, for the generated paths (.stately/incident-raise.paths.md). */
export const incidentRaiseModelEvents: Record<EventFromLogic<typeof incidentRaiseModel>['type'], string> = {
  'form.valid': "The step's form reports itself valid.",
  'form.invalid': "The step's form reports an error or a missing required field.",
  'service.select': 'The user picks a service reference: its checks start.',
  'check.ok': 'The checks pass: Live, appointable, no open incident, no MSO, line test done.',
  'check.blocked': 'The checks block raising (not live, open incident, provisioning or not found).',
  'check.mso': 'The checks pass with an active MSO: no appointment, availability today at 13:00.',
  'step.next': 'The user presses Next (ignored while its rules are not met).',
  'step.back': 'The user presses Back.',
  'step.cancel': 'The user presses Cancel: the draft is reset and the incident list opens (ignored while submitting).',
  'page.reload': 'The page reloads: the funnel restarts from the draft persisted at this step.',
  'files.restore': "After a reload, the draft's attachments come back from the browser's store.",
  'appointment.open': "The user opens 'Get Appointment' (only when an appointment is needed).",
  'appointment.reserved': 'The modal ends with a reservation.',
  'appointment.failed': 'The reservation fails: the user gives customer availability instead.',
  'appointment.closed': 'The user closes the modal without reserving.',
  'availability.fill': 'The user gives customer availability from tomorrow (only after a failed reservation).',
  'confirmation.tick': 'The user ticks the triage confirmation box.',
  'confirmation.untick': 'The user unticks the triage confirmation box.',
  'step.submit': 'The user presses Submit (ignored until the box is ticked).',
  'submit.ok': 'POST /v2/incidents creates the incident.',
  'submit.413': "POST /v2/incidents answers 413 ('Unable to attach file').",
  'submit.415': "POST /v2/incidents answers 415 ('Unsupported file type').",
  'submit.fail': 'POST /v2/incidents fails with another status (the app’s error handling).',
  'attach.ok': 'The reservation is created against the incident.',
  'attach.fail': 'Creating the reservation fails (the incident is raised regardless).',
  'publish.ok': 'The reservation is published.',
  'publish.fail': 'Publishing the reservation fails (the incident is raised regardless).',
};
