import { assign, type EventFromLogic, setup } from 'xstate';
import { draftModel } from './order-funnel.model';

type Check = 'none' | 'ok' | 'blocked' | 'mso';
/** Where a reload left the funnel: the step its stored draft resumes at. */
type Stored = 'none' | 'idle' | 'checked' | 'incidentDetails' | 'summary';
type ModelContext = {
  form1: boolean;
  check: Check;
  /** The fault reference is known to be taken by another incident. */
  duplicate: boolean;
  form2: boolean;
  appt: 'none' | 'reserved' | 'fallback';
  avail: boolean;
  confirmed: boolean;
  stored: Stored;
};
const fresh: ModelContext = {
  form1: false,
  check: 'none',
  duplicate: false,
  form2: false,
  appt: 'none',
  avail: false,
  confirmed: false,
  stored: 'none',
};
type ModelEvent =
  | { type: 'draft.none' }
  | { type: 'draft.restored' }
  | { type: 'draft.unreadable' }
  | { type: 'form.valid' }
  | { type: 'form.invalid' }
  | { type: 'service.select' }
  | { type: 'reference.enter' }
  | { type: 'reference.edit' }
  | { type: 'faultReference.duplicate' }
  | { type: 'faultReference.clear' }
  | { type: 'check.ok' }
  | { type: 'check.blocked' }
  | { type: 'check.mso' }
  | { type: 'files.refused' }
  | { type: 'files.remove' }
  | { type: 'address.current' }
  | { type: 'address.previous' }
  | { type: 'address.next' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.cancel' }
  | { type: 'page.reload' }
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
  | { type: 'publish.fail' };
const laterSteps = { form2: false, appt: 'none', avail: false, confirmed: false } as const;
// An event the funnel must ignore (`same`), a reload (`storedAt`) and the draft read back: the models' kit's.
const draft = draftModel<Stored, ModelContext, ModelEvent>('incidentRaiseModel');
const { same, resumed, storedAt } = draft;

/**
 * Test model of the raise funnel as a person meets it. Against `incidentRaiseMachine` the stored draft, step one
 * (`serviceStep`: the lookup, its checks and the fault reference), the appointment modal and submitting (`submission`:
 * create, attach, publish) are plain events standing for what those child machines report or answer (each child has
 * its own model: incident-raise-service.model.ts, incident-raise-submit.model.ts); so step one's states all match the
 * funnel's `serviceDetails`, and creating, attaching and publishing its `summary.submitting`. The view walks replay the
 * same paths through the real children. `page.reload` restarts the funnel, which reads back the draft it stored;
 * `address.*` is the browser's address moving (back/forward buttons, 'Raise An Incident').
 */
export const incidentRaiseModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as ModelEvent,
    meta: {} as { matches: unknown },
  },
  // A reload keeps the draft; its fault reference is checked again (and found taken again).
  actions: draft.actions,
  guards: {
    ...draft.guards,
    isServiceStepReady: ({ context: c }) => c.form1 && !c.duplicate && (c.check === 'ok' || c.check === 'mso'),
    isAppointmentNeeded: ({ context }) => context.check === 'ok',
    isAvailabilityAsked: ({ context }) => context.appt === 'fallback',
    isDetailsStepReady: ({ context: c }) =>
      c.form2 && (c.check === 'mso' || c.appt === 'reserved' || (c.appt === 'fallback' && c.avail)),
    isConfirmed: ({ context }) => context.confirmed,
    hasReservation: ({ context }) => context.appt === 'reserved',
  },
}).createMachine({
  id: 'incidentRaiseModel',
  context: fresh,
  initial: 'restoring',
  states: {
    restoring: {
      meta: { matches: 'restoring' },
      tags: ['busy'],
      on: {
        'draft.none': { target: 'serviceDetails', actions: assign(fresh) },
        'draft.unreadable': { target: 'serviceDetails', actions: assign(fresh) },
        'draft.restored': [
          { guard: { type: 'isStoredAt', params: { stored: 'summary' } }, target: 'summary', actions: resumed },
          {
            guard: { type: 'isStoredAt', params: { stored: 'incidentDetails' } },
            target: 'incidentDetails',
            actions: resumed,
          },
          {
            guard: { type: 'isStoredAt', params: { stored: 'checked' } },
            target: 'serviceDetails.checked',
            actions: resumed,
          },
          { guard: { type: 'isStoredAt', params: { stored: 'idle' } }, target: 'serviceDetails', actions: resumed },
        ],
      },
    },
    serviceDetails: {
      initial: 'idle',
      on: {
        'step.cancel': '#incidentRaiseModel.cancelled',
        'form.valid': { actions: assign({ form1: true }) },
        'form.invalid': { actions: assign({ form1: false }) },
        'faultReference.duplicate': { actions: assign({ duplicate: true }) },
        'faultReference.clear': { actions: assign({ duplicate: false }) },
        'service.select': { target: '.checking', actions: assign({ check: 'none', ...laterSteps }) },
        'address.current': same,
        'address.next': { guard: 'isServiceStepReady', target: '#incidentRaiseModel.incidentDetails' },
      },
      states: {
        idle: {
          meta: { matches: 'serviceDetails' },
          on: {
            'page.reload': storedAt('idle'),
            'reference.enter': { target: 'checking', actions: assign({ check: 'none', ...laterSteps }) },
          },
        },
        checking: {
          meta: { matches: 'serviceDetails' },
          on: {
            'check.ok': { target: 'checked', actions: assign({ check: 'ok' }) },
            'check.blocked': { target: 'checked', actions: assign({ check: 'blocked' }) },
            'check.mso': { target: 'checked', actions: assign({ check: 'mso' }) },
          },
        },
        checked: {
          meta: { matches: 'serviceDetails' },
          on: {
            'page.reload': storedAt('checked'),
            'reference.edit': { target: 'idle', actions: assign({ check: 'none' }) },
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
            'files.refused': same,
            'files.remove': same,
            'page.reload': storedAt('incidentDetails'),
            'step.back': '#incidentRaiseModel.serviceDetails.checked',
            'address.current': same,
            'address.previous': '#incidentRaiseModel.serviceDetails.checked',
            'address.next': { guard: 'isDetailsStepReady', target: '#incidentRaiseModel.summary' },
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
          on: {
            'page.reload': storedAt('summary'),
            'confirmation.tick': { actions: assign({ confirmed: true }) },
            'confirmation.untick': { actions: assign({ confirmed: false }) },
            'step.submit': { guard: 'isConfirmed', target: 'creating' },
            'step.back': '#incidentRaiseModel.incidentDetails',
            'step.cancel': '#incidentRaiseModel.cancelled',
            'address.current': same,
            'address.previous': '#incidentRaiseModel.incidentDetails',
            // Forward to the thank-you page before submitting: the address goes back to the summary.
            'address.next': same,
          },
        },
        creating: {
          meta: { matches: { summary: 'submitting' } },
          tags: ['busy'],
          on: {
            // Cancel and Back are disabled while a call runs, and the browser's back button cannot leave: the step stays.
            'step.cancel': 'creating',
            'address.current': same,
            'address.previous': same,
            'submit.ok': [{ guard: 'hasReservation', target: 'attaching' }, { target: '#incidentRaiseModel.complete' }],
            'submit.413': 'reviewing',
            'submit.415': 'reviewing',
            'submit.fail': 'reviewing',
          },
        },
        attaching: {
          meta: { matches: { summary: 'submitting' } },
          tags: ['busy'],
          on: { 'step.cancel': 'attaching', 'attach.ok': 'publishing', 'attach.fail': '#incidentRaiseModel.complete' },
        },
        publishing: {
          meta: { matches: { summary: 'submitting' } },
          tags: ['busy'],
          on: {
            'step.cancel': 'publishing',
            'publish.ok': '#incidentRaiseModel.complete',
            'publish.fail': '#incidentRaiseModel.complete',
          },
        },
      },
    },
    // Leaving the thank-you page for the funnel (back button, 'Raise An Incident') starts a fresh funnel.
    complete: {
      meta: { matches: 'complete' },
      on: {
        'address.current': same,
        'address.previous': { target: 'serviceDetails', actions: assign(fresh) },
      },
    },
    cancelled: { meta: { matches: 'cancelled' }, type: 'final' },
  },
});

/** What each model event stands for, for the generated paths (.stately/incident-raise.paths.md). */
export const incidentRaiseModelEvents: Record<EventFromLogic<typeof incidentRaiseModel>['type'], string> = {
  'draft.none': 'The funnel opens with no stored draft.',
  'draft.restored': 'The funnel reopens: the draft (and its attachments) stored before the reload come back.',
  'draft.unreadable': 'The stored draft cannot be read (or no longer fits): a fresh funnel opens.',
  'form.valid': "The step's form is filled in validly (step two: with an attachment).",
  'form.invalid': "The step's form has an error or a missing required field.",
  'service.select': 'The user picks a suggested service reference: its checks start.',
  'reference.enter': 'The user types a full service reference and presses Enter: its checks start.',
  'reference.edit': 'The user edits the checked service reference without pressing Enter: the check no longer counts.',
  'faultReference.duplicate': "The fault reference is another incident's: 'Fault Reference number should be unique'.",
  'faultReference.clear': 'The user clears the fault reference.',
  'check.ok': 'The checks pass: Live, appointable, no open incident, no MSO, line test done.',
  'check.blocked': 'The checks block raising (not live, open incident, provisioning or not found).',
  'check.mso': 'The checks pass with an active MSO: no appointment, availability today at 13:00.',
  'files.refused': 'The user adds a file of a type that is not accepted: it is refused with a toast.',
  'files.remove': 'The user removes an attachment.',
  'address.current': "The browser's address shows the step the funnel is on (nothing changes).",
  'address.previous': 'The browser goes back a step (back button): taken when the funnel allows it.',
  'address.next': 'The browser goes forward a step (forward button): taken only when Next would be.',
  'step.next': 'The user presses Next (ignored while its rules are not met).',
  'step.back': 'The user presses Back.',
  'step.cancel': 'The user presses Cancel: the draft is reset and the incident list opens (ignored while submitting).',
  'page.reload': 'The page reloads: the funnel restarts and reads the draft it stored.',
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
