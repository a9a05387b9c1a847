import { type AppointmentPeriod, appointmentPeriods, appointmentWindows } from '../contracts/appointment-windows';
import type { OrderSlot } from '../contracts/orders';
import { windowOf } from './appointment-windows';
import { formatDayWithWeekday } from './dates';

/**
 * Order appointment slots (spec 3 §3 Appointment slot, §4 Appointment list), shared by the slot list machine and its
 * view: slots are compared by day and times (the reservation key is only known once reserved), AM/PM by start time.
 */
type SlotTimes = Pick<OrderSlot, 'appointmentDate' | 'appointmentStartTime' | 'appointmentEndTime'>;

export const slotListMessages = {
  loading: 'Loading available appointments',
  reserving: 'Reserving the appointment...',
  loadFailed: 'The available appointments could not be loaded.',
} as const;

export const sameSlot = (a: SlotTimes) => (b: SlotTimes | null | undefined) =>
  !!b &&
  a.appointmentDate === b.appointmentDate &&
  a.appointmentStartTime === b.appointmentStartTime &&
  a.appointmentEndTime === b.appointmentEndTime;

/** Every window of each day, AM then PM, none reserved yet: the sandbox's offer where nothing is held. */
export const slotsOnDays = (days: readonly string[]): OrderSlot[] =>
  days.flatMap((day) =>
    appointmentPeriods.map((p) => ({
      appointmentDate: day,
      appointmentStartTime: appointmentWindows[p].start,
      appointmentEndTime: appointmentWindows[p].end,
      appointmentReservationKey: null,
    })),
  );

/** AM or PM: the window the slot starts at, or for other times the window it starts in. */
export const slotPeriod = (slot: Pick<OrderSlot, 'appointmentStartTime'>): AppointmentPeriod =>
  windowOf(slot.appointmentStartTime) ?? (slot.appointmentStartTime < appointmentWindows.PM.start ? 'AM' : 'PM');

/** 'Tue 06/01/2026, AM 09:00–13:00' */
export const orderSlotLabel = (slot: SlotTimes) =>
  `${formatDayWithWeekday(slot.appointmentDate)}, ${slotPeriod(slot)} ${slot.appointmentStartTime}–${slot.appointmentEndTime}`;
