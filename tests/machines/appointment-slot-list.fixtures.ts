import type { ReservedSlot } from '@machines/appointment-slot-list.machine';
import type { OrderSlot } from '@/contracts/orders';
import { addWorkingDays } from '@/lib/dates';

/** n slots on working days from 06/01/2026, AM then PM. */
export function slotsFixture(n: number): OrderSlot[] {
  return Array.from({ length: n }, (_, i) => ({
    appointmentDate: addWorkingDays('2026-01-05', 1 + Math.floor(i / 2)),
    appointmentStartTime: i % 2 ? '13:00' : '08:00',
    appointmentEndTime: i % 2 ? '18:00' : '13:00',
    appointmentReservationKey: null,
  }));
}
export const reservedOf = (slot: OrderSlot, key = 'R-1'): ReservedSlot => ({
  ...slot,
  appointmentReservationKey: key,
  expires_at: '2026-01-05T09:30:00Z',
});
