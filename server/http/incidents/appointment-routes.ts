import type { FastifyInstance } from 'fastify';
import {
  attachReservationBody,
  cancelAppointmentBody,
  cancelAppointmentResponse,
  reservationResponse,
  reserveSlotBody,
  reserveSlotResponse,
  slotsParams,
  slotsResponse,
} from '../../../src/contracts/incident-appointments';
import { areaGate } from '../../../src/lib/access-rules';
import { supportMessages, unwrapServiceReference } from '../../../src/lib/support-rules';
import { sandboxNow } from '../../domain/incidents/clock';
import { findIncident } from '../../domain/incidents/detail';
import { attachReservation, cancelAppointment } from '../../domain/incidents/reservations';
import { findService } from '../../domain/incidents/services';
import { availableSlots, reserveSlot } from '../../domain/incidents/slots';
import { publishNotifications } from '../../domain/notifications/publisher';
import { HttpError, notFound, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';
import type { IncidentServiceContext } from './context';

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** Engineer slots for an incident: list, hold for 15 minutes, attach and publish with the incident, cancel. */
export function appointmentRoutes(app: FastifyInstance, { db }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/incident/appointment/retrieveSlots/:ref/:city',
    response: slotsResponse,
    ...areaGate('supportFull'),
    summary: 'AM and PM slots on the next 10 working days, held ones left out',
    schema: { params: slotsParams },
    handler: async ({ params, user }) => {
      const service = await findService(db, user.org_id, unwrapServiceReference(params.ref));
      if (!service) throw notFound('Service not found');
      return { data: await availableSlots(db, service, await sandboxNow(db)) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/incident/appointment/reserveSlot',
    response: answers(reserveSlotResponse, { errors: [409] }),
    ...areaGate('supportFull'),
    summary: 'Holds a slot for 15 minutes; a held slot answers 409',
    status: 201,
    schema: { body: reserveSlotBody },
    handler: async ({ body, user }) => {
      const service = await findService(db, user.org_id, unwrapServiceReference(body.service));
      if (!service) throw notFound('Service not found');
      const outcome = await reserveSlot(
        db,
        user.org_id,
        service,
        body.appointment_date,
        body.start_time,
        await sandboxNow(db),
      );
      if (outcome.ok) {
        return { data: { reservation_id: outcome.reservationId, expiry_date: outcome.expiresAt.toISOString() } };
      }
      if (outcome.reason === 'not_offered') {
        throw validationFailed({ appointment_date: ['This slot is not offered'] }, 'This slot is not offered');
      }
      throw conflict(outcome.reason === 'held' ? 'This slot is already reserved' : supportMessages.reservationFailed);
    },
  });

  for (const mode of ['create', 'publish'] as const) {
    declareRoute(app, {
      method: 'POST',
      url: `/v2/incident/appointment/reservation/${mode}`,
      response: answers(reservationResponse, { errors: [409] }),
      ...areaGate('supportFull'),
      summary:
        mode === 'create'
          ? 'Attaches a held reservation to an incident'
          : "Books an attached reservation as the incident's appointment",
      schema: { body: attachReservationBody },
      handler: async ({ body, user }) => {
        const now = await sandboxNow(db);
        const incident = await findIncident(db, user.org_id, body.incident_id);
        if (!incident) throw notFound('Incident not found');
        const outcome = await attachReservation(db, user.org_id, incident, body.reservation_id, mode, now);
        if (!outcome.ok) {
          if (outcome.reason === 'not_found') throw notFound('Reservation not found');
          throw conflict(
            outcome.reason === 'expired' ? 'This reservation has expired' : supportMessages.reservationFailed,
          );
        }
        await publishNotifications(db, [outcome.notification]);
        const r = outcome.reservation;
        return {
          data: {
            id: r.id,
            appointment_date: r.appointmentDate,
            start_time: r.startTime,
            end_time: r.endTime,
            status: r.status,
            expiry_date: r.expiresAt.toISOString(),
          },
        };
      },
    });
  }

  declareRoute(app, {
    method: 'POST',
    url: '/v2/incident/appointment/cancel',
    response: cancelAppointmentResponse,
    ...areaGate('supportFull'),
    summary: "Cancels an incident's appointment and frees its slot",
    schema: { body: cancelAppointmentBody },
    handler: async ({ body, user }) => {
      const incident = await findIncident(db, user.org_id, body.incident_id);
      if (!incident) throw notFound('Appointment not found');
      const cancelled = await cancelAppointment(db, user.org_id, incident, body.appointment_id);
      if (!cancelled) throw notFound('Appointment not found');
      return { data: { id: cancelled.id, status: cancelled.status } };
    },
  });
}
