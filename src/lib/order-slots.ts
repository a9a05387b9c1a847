import type { OrderSlot } from '../contracts/orders';
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

/** AM or PM by when the slot starts. */
export const slotPeriod = (slot: Pick<OrderSlot, 'appointmentStartTime'>) =>
  slot.appointmentStartTime < '12:00' ? 'AM' : 'PM';

/** 'Tue 06/01/2026, AM 08:00–13:00' */
export const orderSlotLabel = (slot: SlotTimes) =>
  `${formatDayWithWeekday(slot.appointmentDate)}, ${slotPeriod(slot)} ${slot.appointmentStartTime}–${slot.appointmentEndTime}`;
