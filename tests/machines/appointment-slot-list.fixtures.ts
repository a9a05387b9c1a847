import type { ReservedSlot } from '@machines/appointment-slot-list.machine';
import type { OrderSlot } from '@/contracts/orders';
import { workingDaysAfter } from '@/lib/dates';
import { slotsOnDays } from '@/lib/order-slots';

/** n slots on working days from 06/01/2026, AM then PM, as the sandbox offers them. */
export function slotsFixture(n: number): OrderSlot[] {
  return slotsOnDays(workingDaysAfter('2026-01-05', Math.ceil(n / 2))).slice(0, n);
}
export const reservedOf = (slot: OrderSlot, key = 'R-1'): ReservedSlot => ({
  ...slot,
  appointmentReservationKey: key,
  expires_at: '2026-01-05T09:30:00Z',
});
