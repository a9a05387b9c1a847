import { assign, type EventFromLogic, setup } from 'xstate';

/**
 * Test model of `appointmentReservationMachine`: the slot list and the reservation answers are plain events; context
 * remembers only whether a slot is selected. Each state's `meta.matches` names the production state.
 */
export const appointmentReservationModel = setup({
  types: {
    context: {} as { selected: boolean },
    events: {} as
      | { type: 'slots.found' }
      | { type: 'slots.none' }
      | { type: 'slots.fail' }
      | { type: 'slots.retry' }
      | { type: 'slot.select' }
      | { type: 'reserve.request' }
      | { type: 'reserve.confirm' }
      | { type: 'reserve.dismiss' }
      | { type: 'reserve.ok' }
      | { type: 'reserve.empty' }
      | { type: 'reserve.fail' }
      | { type: 'modal.close' }
      | { type: 'close.confirm' }
      | { type: 'close.dismiss' },
    meta: {} as { matches: string },
  },
  guards: { hasSelection: ({ context }) => context.selected },
}).createMachine({
  id: 'appointmentReservationModel',
  context: { selected: false },
  initial: 'loading',
  states: {
    loading: {
      meta: { matches: 'loading' },
      tags: ['busy', 'checking'],
      on: { 'slots.found': 'choosing', 'slots.none': 'empty', 'slots.fail': 'failed' },
    },
    empty: { meta: { matches: 'empty' }, on: { 'modal.close': 'unavailable' } },
    failed: { meta: { matches: 'failed' }, on: { 'slots.retry': 'loading', 'modal.close': 'unavailable' } },
    choosing: {
      meta: { matches: 'choosing' },
      on: {
        'slot.select': { actions: assign({ selected: true }) },
        // Ignored until a slot is selected.
        'reserve.request': { guard: 'hasSelection', target: 'confirming' },
        'modal.close': 'closing',
      },
    },
    confirming: {
      meta: { matches: 'confirming' },
      on: { 'reserve.confirm': 'reserving', 'reserve.dismiss': 'choosing' },
    },
    closing: { meta: { matches: 'closing' }, on: { 'close.confirm': 'closed', 'close.dismiss': 'choosing' } },
    reserving: {
      meta: { matches: 'reserving' },
      tags: ['busy'],
      on: { 'reserve.ok': 'reserved', 'reserve.empty': 'reservationFailed', 'reserve.fail': 'reservationFailed' },
    },
    reserved: { meta: { matches: 'reserved' }, type: 'final' },
    reservationFailed: { meta: { matches: 'reservationFailed' }, type: 'final' },
    unavailable: { meta: { matches: 'unavailable' }, type: 'final' },
    closed: { meta: { matches: 'closed' }, type: 'final' },
  },
});

/** What each model event stands for, the words of .stately/appointment-reservation.qa.md (no step table yet). */
export const appointmentReservationModelEvents: Record<
  EventFromLogic<typeof appointmentReservationModel>['type'],
  string
> = {
  'slots.found': 'retrieveSlots answers AM/PM slots.',
  'slots.none': "retrieveSlots answers an empty list ('No Appointments Found').",
  'slots.fail': "retrieveSlots fails (toast 'Failed fetch appointments').",
  'slots.retry': 'The user asks for the slots again.',
  'slot.select': 'The user selects a slot.',
  'reserve.request': "The user presses Reserve ('Are you sure?'; ignored with no slot selected).",
  'reserve.confirm': "The user confirms 'Are you sure?'.",
  'reserve.dismiss': "The user cancels 'Are you sure?'.",
  'reserve.ok': 'reserveSlot answers reservation_id and expiry_date.',
  'reserve.empty': "reserveSlot answers an empty body ('Failed to reserve appointment, Please try again later.').",
  'reserve.fail': 'reserveSlot fails (e.g. 409).',
  'modal.close': 'The user closes the modal with Cancel.',
  'close.confirm': 'The user confirms closing: the appointment will not be reserved.',
  'close.dismiss': 'The user goes back to the slots.',
};
