import type { OrderSlot } from '../contracts/orders';
import { formatDateTime } from './dates';
import { orderSlotLabel } from './order-slots';

type HeldSlot = Pick<OrderSlot, 'appointmentDate' | 'appointmentStartTime' | 'appointmentEndTime'> & {
  expires_at: string;
};

/**
 * A reserved appointment with the end of the sandbox's hold on it (POST /appointment-reservation's expires_at, London
 * time, spec 3 §9 date-time): 'Tue 06/01/2026, AM 09:00–13:00 (held until 05/01/2026, 09:15)'.
 */
export const reservedSlotLabel = (slot: HeldSlot) =>
  `${orderSlotLabel(slot)} (held until ${formatDateTime(slot.expires_at)})`;
