import type { AppointmentReservationBody } from '@/contracts/orders';
import {
  type ServiceAppointmentAmendBody,
  type ServiceAppointmentSearch,
  serviceAppointmentAmendResponse,
  serviceAppointmentReserveResponse,
  serviceAppointmentSearchResponse,
} from '@/contracts/service-appointments';
import { request } from './http';

/** GET {services}/v2/appointments/search (spec 2 §7): the slots at the service's property from appointmentDate. */
async function searchServiceAppointments(query: ServiceAppointmentSearch, signal?: AbortSignal) {
  // Plain parameters, as named by the spec (the list query's encoding would turn most of them into filters).
  const params = new URLSearchParams({
    appointmentDate: query.appointmentDate,
    uprn: query.uprn,
    product: query.product,
    ispMigration: String(query.ispMigration),
    ...(query.projectReference ? { projectReference: query.projectReference } : {}),
    reappointment: String(query.reappointment),
  });
  const { data } = await request('services', `/v2/appointments/search?${params}`, {
    schema: serviceAppointmentSearchResponse,
    signal,
  });
  return data;
}

/** PUT {services}/v2/appointments/reserve: the slot held 15 minutes for the service; 409 when someone else holds it. */
async function reserveServiceAppointment(body: {
  serviceId: string;
  appointmentDate: string;
  appointmentStartTime: string;
  appointmentEndTime: string;
  reappointment: boolean;
}) {
  const { data } = await request('services', '/v2/appointments/reserve', {
    schema: serviceAppointmentReserveResponse,
    method: 'PUT',
    body,
  });
  return data;
}

/** PUT {services}/v2/appointments/amend?smsReappointment=false: the service's appointment moved to the reservation. */
export async function amendServiceAppointment(body: ServiceAppointmentAmendBody) {
  const { data } = await request('services', '/v2/appointments/amend?smsReappointment=false', {
    schema: serviceAppointmentAmendResponse,
    method: 'PUT',
    body,
  });
  return data;
}

/** What the slot list child hands its actors (the order shape plus the service's query), as the services calls take it. */
type SlotListCall = { uprn: string; product: string; ispMigration: boolean; query?: Record<string, unknown> };

export const serviceSlotSearch = (input: SlotListCall, signal?: AbortSignal) =>
  searchServiceAppointments(
    {
      appointmentDate: String(input.query?.appointmentDate ?? ''),
      uprn: input.uprn,
      product: input.product,
      ispMigration: input.ispMigration,
      projectReference: (input.query?.projectReference as string | null | undefined) ?? undefined,
      reappointment: input.query?.reappointment === true,
    },
    signal,
  );

export const serviceSlotReserve = (input: AppointmentReservationBody & { query?: Record<string, unknown> }) =>
  reserveServiceAppointment({
    serviceId: String(input.query?.serviceId ?? ''),
    appointmentDate: input.date,
    appointmentStartTime: input.startTime,
    appointmentEndTime: input.endTime,
    reappointment: input.query?.reappointment === true,
  });
