import { assign, fromPromise, setup } from 'xstate';
import type { AppointmentSlot } from '@/contracts/incident-appointments';
import type { Toast } from '@/contracts/toast';
import { supportMessages } from '@/lib/support-rules';

export type Reservation = { reservation_id: string; expiry_date: string; slot: AppointmentSlot };
export type ReservationOutput =
  | { reservation: Reservation; fallback: null }
  | { reservation: null; fallback: 'customer-availability' | null; reason?: string };

/** The modal's wording (spec 2 §2 Appointment modal, §8). */
export const appointmentMessages = {
  checking: 'We are checking for available slots. Please wait...',
  noAppointments:
    'No Appointments Found: There are currently no appointments available, please try again later or contact our support team',
  confirm: 'Are you sure?',
  fetchFailed: {
    title: 'Failed fetch appointments',
    description: 'Please try again later or contact support',
    duration: 10,
  },
  reserved: {
    title: 'Appointment reservation Successfully',
    description: 'Reserve appointment request submitted.',
    duration: 3,
  },
  reserveFailed: {
    title: 'Appointment reservation was unsuccessfull',
    description: supportMessages.reservationFailed,
    duration: 5,
  },
  /** The reservation call answered, but without a reservation (spec 2 §8 'Empty reservation response'). */
  reserveEmpty: {
    title: 'Appointment reservation was unsuccessfull',
    description: 'Failed to reserve appointment, Please try again later.',
    duration: 5,
  },
} as const;

/** expiry_date is UTC (spec 2 §4); an answer without a zone designator gets 'Z'. */
export const asUtc = (date: string) => (/(Z|[+-]\d\d:?\d\d)$/i.test(date) ? date : `${date}Z`);
const toastNotProvided = (_: unknown, _params: Toast) => {
  throw new Error('toast not provided');
};

type Context = { serviceReference: string; city: string; slots: AppointmentSlot[]; selected: AppointmentSlot | null };

/**
 * 'Get Appointment' (spec 2 §2, §4 Appointment reservation, §8): load slots, select one, confirm 'Are you sure?', reserve.
 * Closing asks first, as the appointment will not be reserved. A failed or empty reservation, or no slot to take, falls
 * back to customer availability (output `fallback`).
 */
export const appointmentReservationMachine = setup({
  types: {
    context: {} as Context,
    input: {} as { serviceReference: string; city: string },
    output: {} as ReservationOutput,
    events: {} as
      | { type: 'slot.select'; slot: AppointmentSlot }
      | { type: 'reserve.request' }
      | { type: 'reserve.confirm' }
      | { type: 'reserve.dismiss' }
      | { type: 'modal.close' }
      | { type: 'close.confirm' }
      | { type: 'close.dismiss' }
      | { type: 'slots.retry' },
  },
  actors: {
    // GET /v2/incident/appointment/retrieveSlots/{ref}/{city}.
    retrieveSlots: fromPromise<AppointmentSlot[], { serviceReference: string; city: string }>(async () => {
      throw new Error('retrieveSlots not provided');
    }),
    // POST /v2/incident/appointment/reserveSlot; may answer an empty body.
    reserveSlot: fromPromise<
      { reservation_id?: string; expiry_date?: string } | null,
      { service: string; appointment_date: string; start_time: string }
    >(async () => {
      throw new Error('reserveSlot not provided');
    }),
  },
  actions: {
    assignSlots: assign({ slots: (_, params: { slots: AppointmentSlot[] }) => params.slots }),
    assignSelection: assign({ selected: (_, params: { slot: AppointmentSlot }) => params.slot }),
    // Toasts the app shows (antd notification), with the spec's durations in seconds.
    notifySlotsFailed: toastNotProvided,
    notifyReserved: toastNotProvided,
    notifyReservationFailed: toastNotProvided,
  },
  guards: {
    hasSlots: (_, params: { slots: AppointmentSlot[] }) => params.slots.length > 0,
    hasSelection: ({ context }) => context.selected !== null,
    isReservation: (_, params: { answer: { reservation_id?: string; expiry_date?: string } | null }) =>
      Boolean(params.answer?.reservation_id && params.answer.expiry_date),
  },
}).createMachine({
  id: 'appointmentReservation',
  context: ({ input }) => ({ ...input, slots: [], selected: null }),
  initial: 'loading',
  output: ({ event }) => event.output as ReservationOutput,
  states: {
    loading: {
      tags: ['busy', 'checking'],
      invoke: {
        id: 'retrieveSlots',
        src: 'retrieveSlots',
        input: ({ context }) => ({ serviceReference: context.serviceReference, city: context.city }),
        onDone: [
          {
            guard: { type: 'hasSlots', params: ({ event }) => ({ slots: event.output }) },
            target: 'choosing',
            actions: { type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed', actions: { type: 'notifySlotsFailed', params: appointmentMessages.fetchFailed } },
      },
    },
    // 'No Appointments Found'.
    empty: { on: { 'modal.close': 'unavailable' } },
    failed: { on: { 'slots.retry': 'loading', 'modal.close': 'unavailable' } },
    choosing: {
      on: {
        'slot.select': { actions: { type: 'assignSelection', params: ({ event }) => event } },
        'reserve.request': { guard: 'hasSelection', target: 'confirming' },
        'modal.close': 'closing',
      },
    },
    // 'Are you sure?'
    confirming: { on: { 'reserve.confirm': 'reserving', 'reserve.dismiss': 'choosing' } },
    // The appointment will not be reserved if closed.
    closing: { on: { 'close.confirm': 'closed', 'close.dismiss': 'choosing' } },
    reserving: {
      tags: ['busy'],
      invoke: {
        id: 'reserveSlot',
        src: 'reserveSlot',
        input: ({ context }) => ({
          service: context.serviceReference,
          appointment_date: context.selected?.appointment_date ?? '',
          start_time: context.selected?.start_time ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isReservation', params: ({ event }) => ({ answer: event.output }) },
            target: 'reserved',
            actions: { type: 'notifyReserved', params: appointmentMessages.reserved },
          },
          {
            target: 'reservationFailed',
            actions: { type: 'notifyReservationFailed', params: appointmentMessages.reserveEmpty },
          },
        ],
        onError: {
          target: 'reservationFailed',
          actions: { type: 'notifyReservationFailed', params: appointmentMessages.reserveFailed },
        },
      },
    },
    reserved: {
      type: 'final',
      output: ({ context, event }) => {
        const answer = (event as unknown as { output: { reservation_id: string; expiry_date: string } }).output;
        const slot = context.selected as AppointmentSlot;
        return {
          reservation: { reservation_id: answer.reservation_id, expiry_date: asUtc(answer.expiry_date), slot },
          fallback: null,
        };
      },
    },
    reservationFailed: {
      type: 'final',
      output: ({ event }) => ({
        reservation: null,
        fallback: 'customer-availability',
        reason:
          'error' in event
            ? String((event.error as Error)?.message ?? event.error)
            : appointmentMessages.reserveEmpty.description,
      }),
    },
    // No slot could be offered (none found, or the list failed): the user states their availability instead.
    unavailable: { type: 'final', output: { reservation: null, fallback: 'customer-availability' } },
    closed: { type: 'final', output: { reservation: null, fallback: null } },
  },
});
