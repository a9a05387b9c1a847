import {
  type AppointmentReservationBody,
  appointmentAvailabilityResponse,
  appointmentReservationResponse,
} from '@/contracts/orders';
import { request } from './http';

/** What the slot list asks for (spec 3 §7 GET /appointment-availability). */
export type SlotQuery = { uprn: string; product: string; ispMigration: boolean; newOrderType?: string };

/** GET /appointment-availability?addressKey&date&product&ispMigration&newOrderType: date is now, as an ISO instant. */
export async function getAppointmentAvailability(query: SlotQuery, signal?: AbortSignal) {
  const { data } = await request('orders', '/appointment-availability', {
    schema: appointmentAvailabilityResponse,
    query: {
      addressKey: query.uprn,
      date: new Date().toISOString(),
      product: query.product,
      ispMigration: String(query.ispMigration),
      newOrderType: query.newOrderType,
    },
    signal,
  });
  return data;
}

/**
 * POST /appointment-reservation: the reserved appointment, or null for the provider's empty answer (which the slot list
 * turns into 'Failed to reserve appointment, Please try again later.'). A slot held by someone else is a 409 HttpError.
 */
export async function reserveAppointment(body: AppointmentReservationBody) {
  const { data } = await request('orders', '/appointment-reservation', {
    schema: appointmentReservationResponse,
    method: 'POST',
    body,
  });
  return data;
}
