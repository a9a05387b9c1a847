import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { AppointmentReservationBody, OrderSlot } from '@/contracts/orders';
import type { Toast } from '@/contracts/toast';
import { orderLimits, orderMessages, orderToasts } from '@/lib/order-rules';
import { sameSlot } from '@/lib/order-slots';

/** A reserved appointment: the slot with its reservation key and when the hold ends (POST /appointment-reservation). */
export type ReservedSlot = OrderSlot & { appointmentReservationKey: string; expires_at: string };
/** The appointment an order is placed with: the reserved slot's times and its reservation key (none without a slot). */
export const bookedAppointment = (slot: ReservedSlot | null) =>
  slot
    ? {
        appointmentDate: slot.appointmentDate,
        appointmentStartTime: slot.appointmentStartTime,
        appointmentEndTime: slot.appointmentEndTime,
        appointmentReservationKey: slot.appointmentReservationKey,
      }
    : null;
export type SlotListInput = {
  uprn: string;
  product: string;
  ispMigration: boolean;
  newOrderType?: string;
  /** A slot reserved earlier (a draft read back): shown ticked, and kept until another one is reserved. */
  restore?: ReservedSlot | null;
  /** What else the provided actors need (a service's search: its id, date, reappointment), passed through as given. */
  query?: SlotListQuery;
};
export type SlotListQuery = Record<string, string | boolean | null | undefined>;
/** What the parent hears when a slot is reserved (sent to the invoking machine, and emitted for any other listener). */
export type SlotReservedEvent = { type: 'appointmentSlots.reserved'; slot: ReservedSlot };

type Context = Omit<SlotListInput, 'restore'> & {
  slots: OrderSlot[];
  /** How many slots are on show: 10, and 10 more per 'Show More' (spec 3 §4 Appointment list). */
  shown: number;
  /** The slot the user picked in the list, not yet reserved. */
  selected: OrderSlot | null;
  reserved: ReservedSlot | null;
  /** Why the last reservation failed (the sandbox's message, or the empty answer's), shown by the list. */
  failure: string | null;
};

export { sameSlot, slotPeriod } from '@/lib/order-slots';

/** Enough pages of 10 to show the reserved slot (a restored draft's may be past the first 10). */
const shownFor = (slots: OrderSlot[], reserved: ReservedSlot | null) => {
  const at = reserved ? slots.findIndex(sameSlot(reserved)) : -1;
  const page = orderLimits.slotsPerPage;
  return Math.max(page, Math.ceil((at + 1) / page) * page);
};

/** A slot held by someone else (409) is explained in the sandbox's words; any other failure in the §8 toast's. */
const errorMessage = (error: unknown) =>
  (error as { status?: number } | null)?.status === 409 && error instanceof Error && error.message
    ? error.message
    : orderToasts.reservationFailed.description;

/**
 * The order appointment slot list (spec 3 §2 Appointment, §4 Appointment list, §8): load the property's slots, show 10
 * at a time with 'Show More', pick one and reserve it. One slot is reserved at a time: reserving another replaces it. A
 * failed reservation (an error such as a 409 for a slot someone else holds, or an empty answer) toasts 'Appointment
 * reservation failed' and the list stays usable, with any earlier reservation kept. Each reservation is sent to the
 * parent as `appointmentSlots.reserved` (and emitted as the same event); the machine never finishes by itself.
 */
export const appointmentSlotListMachine = setup({
  types: {
    context: {} as Context,
    input: {} as SlotListInput,
    emitted: {} as SlotReservedEvent,
    events: {} as
      | { type: 'slot.select'; slot: OrderSlot }
      | { type: 'slot.reserve' }
      | { type: 'slots.more' }
      | { type: 'slots.retry' },
  },
  actors: {
    // GET /appointment-availability (date: now, ISO).
    loadSlots: fromPromise<
      OrderSlot[],
      { uprn: string; product: string; ispMigration: boolean; newOrderType?: string; query?: SlotListQuery }
    >(async () => {
      throw new Error('loadSlots not provided');
    }),
    // POST /appointment-reservation: the reserved slot, or null for an empty answer.
    reserveSlot: fromPromise<ReservedSlot | null, AppointmentReservationBody & { query?: SlotListQuery }>(async () => {
      throw new Error('reserveSlot not provided');
    }),
  },
  actions: {
    assignSlots: assign(({ context }, p: { slots: OrderSlot[] }) => ({
      slots: p.slots,
      shown: shownFor(p.slots, context.reserved),
    })),
    showMore: assign({ shown: ({ context }) => context.shown + orderLimits.slotsPerPage }),
    assignSelection: assign({ selected: (_, p: { slot: OrderSlot }) => p.slot, failure: null }),
    assignReserved: assign({ reserved: (_, p: { slot: ReservedSlot }) => p.slot, selected: null, failure: null }),
    assignFailure: assign({ failure: (_, p: { message: string }) => p.message }),
    // The parent (when invoked) and any subscriber hear of the reservation.
    reportReserved: enqueueActions(({ enqueue, self }, p: { slot: ReservedSlot }) => {
      const event: SlotReservedEvent = { type: 'appointmentSlots.reserved', slot: p.slot };
      enqueue.emit(event);
      if (self._parent) enqueue.sendParent(event);
    }),
    // §8 toast, shown by the app (antd notification).
    notifyReservationFailed: (_, _t: Toast) => undefined,
  },
  guards: {
    hasSlots: (_, p: { slots: OrderSlot[] }) => p.slots.length > 0,
    hasMore: ({ context }) => context.shown < context.slots.length,
    isOffered: ({ context }, p: { slot: OrderSlot }) => context.slots.some(sameSlot(p.slot)),
    // A slot is picked and it is not the one already reserved.
    canReserve: ({ context }) => context.selected !== null && !sameSlot(context.selected)(context.reserved),
    isReservation: (_, p: { answer: ReservedSlot | null }) => !!p.answer?.appointmentReservationKey,
  },
}).createMachine({
  id: 'appointmentSlotList',
  context: ({ input }) => ({
    uprn: input.uprn,
    product: input.product,
    ispMigration: input.ispMigration,
    newOrderType: input.newOrderType,
    ...(input.query ? { query: input.query } : {}),
    slots: [],
    shown: orderLimits.slotsPerPage,
    selected: null,
    reserved: input.restore ?? null,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSlots',
        src: 'loadSlots',
        input: ({ context }) => ({
          uprn: context.uprn,
          product: context.product,
          ispMigration: context.ispMigration,
          newOrderType: context.newOrderType,
          ...(context.query ? { query: context.query } : {}),
        }),
        onDone: [
          {
            guard: { type: 'hasSlots', params: ({ event }) => ({ slots: event.output }) },
            target: 'choosing',
            actions: { type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) },
          },
          { target: 'empty' },
        ],
        onError: 'failed',
      },
    },
    // 'No Appointments Found: …' with a link to the orders list.
    empty: {},
    // The list could not be loaded: the user may try again.
    failed: { on: { 'slots.retry': 'loading' } },
    choosing: {
      on: {
        'slot.select': {
          guard: { type: 'isOffered', params: ({ event }) => event },
          actions: { type: 'assignSelection', params: ({ event }) => event },
        },
        'slots.more': { guard: 'hasMore', actions: 'showMore' },
        'slot.reserve': { guard: 'canReserve', target: 'reserving' },
      },
    },
    reserving: {
      tags: ['busy'],
      invoke: {
        id: 'reserveSlot',
        src: 'reserveSlot',
        input: ({ context }) => {
          const slot = context.selected as OrderSlot;
          return {
            date: slot.appointmentDate,
            startTime: slot.appointmentStartTime,
            endTime: slot.appointmentEndTime,
            uprn: context.uprn,
            product: context.product,
            ispMigration: context.ispMigration,
            ...(context.query ? { query: context.query } : {}),
          };
        },
        onDone: [
          {
            guard: { type: 'isReservation', params: ({ event }) => ({ answer: event.output }) },
            target: 'choosing',
            actions: [
              { type: 'assignReserved', params: ({ event }) => ({ slot: event.output as ReservedSlot }) },
              { type: 'reportReserved', params: ({ event }) => ({ slot: event.output as ReservedSlot }) },
            ],
          },
          {
            target: 'choosing',
            actions: [
              { type: 'assignFailure', params: { message: orderMessages.reserveEmpty } },
              { type: 'notifyReservationFailed', params: orderToasts.reservationFailed },
            ],
          },
        ],
        onError: {
          target: 'choosing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ message: errorMessage(event.error) }) },
            { type: 'notifyReservationFailed', params: orderToasts.reservationFailed },
          ],
        },
      },
    },
  },
});
