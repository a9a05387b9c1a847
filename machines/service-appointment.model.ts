import { assign, type EventFromLogic, setup } from 'xstate';

type ModelContext = { amendable: boolean; dateValid: boolean; reserved: boolean };

/**
 * Test model of `serviceAppointmentMachine`: the service's facts, the form's date, the child's reservation and the amend
 * answer are plain events; context remembers whether the rule allows a change, whether the typed date is valid and
 * whether a slot is reserved. Each state's `meta.matches` names the production state.
 */
export const serviceAppointmentModel = setup({
  types: {
    context: {} as ModelContext,
    events: {} as
      | { type: 'service.amendable' }
      | { type: 'service.notAmendable' }
      | { type: 'change.open' }
      | { type: 'change.cancel' }
      | { type: 'change.close' }
      | { type: 'search.dateValid' }
      | { type: 'search.dateInvalid' }
      | { type: 'search.reappointment' }
      | { type: 'search.submit' }
      | { type: 'search.edit' }
      | { type: 'slot.reserved' }
      | { type: 'amend.submit' }
      | { type: 'amend.ok' }
      | { type: 'amend.fail' },
    meta: {} as { matches: string },
  },
  actions: { ignored: assign({}) },
  guards: {
    amendable: ({ context }) => context.amendable,
    dateValid: ({ context }) => context.dateValid,
    reserved: ({ context }) => context.reserved,
  },
}).createMachine({
  id: 'serviceAppointmentModel',
  context: { amendable: true, dateValid: true, reserved: false },
  initial: 'idle',
  states: {
    idle: {
      meta: { matches: 'idle' },
      on: {
        'service.notAmendable': { actions: assign({ amendable: false }) },
        'service.amendable': { actions: assign({ amendable: true }) },
        'change.open': {
          guard: 'amendable',
          target: 'search',
          actions: assign({ dateValid: true, reserved: false }),
        },
      },
    },
    search: {
      meta: { matches: 'search' },
      on: {
        'search.dateInvalid': { actions: assign({ dateValid: false }) },
        'search.dateValid': { actions: assign({ dateValid: true }) },
        'search.reappointment': { actions: 'ignored' },
        'search.submit': [{ guard: 'dateValid', target: 'choosing' }, { actions: 'ignored' }],
        'change.cancel': 'idle',
      },
    },
    choosing: {
      meta: { matches: 'slots.choosing' },
      on: {
        'slot.reserved': { actions: assign({ reserved: true }) },
        'amend.submit': { guard: 'reserved', target: 'amending' },
        'search.edit': { target: 'search', actions: assign({ reserved: false }) },
        'change.cancel': 'idle',
      },
    },
    amending: {
      meta: { matches: 'slots.amending' },
      tags: ['busy'],
      on: {
        'amend.ok': 'done',
        'amend.fail': 'amendFailed',
        // Taken and ignored (an empty assign: an empty transition would not be offered as an event to walk).
        'search.edit': { actions: 'ignored' },
        'change.cancel': { actions: 'ignored' },
      },
    },
    amendFailed: {
      meta: { matches: 'slots.amendFailed' },
      on: {
        'amend.submit': 'amending',
        'slot.reserved': 'choosing',
        'search.edit': { target: 'search', actions: assign({ reserved: false }) },
        'change.cancel': 'idle',
      },
    },
    done: {
      meta: { matches: 'done' },
      on: {
        // The refreshed service: its appointment is still Booked, so it can be changed again.
        'service.amendable': { actions: 'ignored' },
        'change.close': 'idle',
      },
    },
  },
});

/** What each model event stands for, the words of .stately/service-appointment.qa.md. */
export const serviceAppointmentModelEvents: Record<EventFromLogic<typeof serviceAppointmentModel>['type'], string> = {
  'service.amendable': 'The service is read again with a Booked appointment that may be reappointed.',
  'service.notAmendable': 'The service is read again with a cannot_reappoint_reason (Change appointment is refused).',
  'change.open': "The user presses 'Change appointment' (refused unless the rule allows).",
  'change.cancel': 'The user closes the dialog (ignored while the change is being sent).',
  'change.close': 'The user closes the dialog after the change.',
  'search.dateValid': 'The user types a date from today on.',
  'search.dateInvalid': 'The user clears the date (the search shows "This field is required").',
  'search.reappointment': 'The user ticks Reappointment.',
  'search.submit': 'The user presses Search (the slot list loads 10 at a time).',
  'search.edit': 'The user goes back to the search (the reservation is dropped; ignored while changing).',
  'slot.reserved': "The slot list reserves a slot (toast 'Appointment reservation Successfully').",
  'amend.submit': "The user presses 'Change appointment' in the dialog (refused until a slot is reserved).",
  'amend.ok': 'PUT /v2/appointments/amend answers the moved appointment (toast; the service is read again).',
  'amend.fail': 'PUT /v2/appointments/amend fails (409: the reservation expired; the dialog says why).',
};
