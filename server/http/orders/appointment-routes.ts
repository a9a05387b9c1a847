import type { FastifyInstance } from 'fastify';
import {
  appointmentAvailabilityQuery,
  appointmentAvailabilityResponse,
  appointmentReservationBody,
  appointmentReservationResponse,
  type OrderSlot,
} from '../../../src/contracts/orders';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { reservedSlot } from '../../domain/appointments/slot-holds';
import { sandboxNow } from '../../domain/incidents/clock';
import { findProperty } from '../../domain/orders/availability';
import { productAt } from '../../domain/orders/products';
import { availableOrderSlots, reserveOrderSlot } from '../../domain/orders/slots';
import { HttpError, notFound, validationFailed } from '../errors';
import { answers, declareRoute } from '../route';

const appointmentMessages = {
  taken: 'This appointment slot has just been reserved by someone else. Please choose another.',
  notOffered: 'This appointment slot is not offered',
  product: 'This product is not available at this property',
} as const;

/** Answers whose hold was made by this request (201); the rest answer 200. */
const created = new WeakSet<object>();

/** Order appointments (spec 3 §7): working-day AM/PM slots per property, held 15 minutes for everyone once reserved. */
export function appointmentRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/appointment-availability',
    response: appointmentAvailabilityResponse,
    ...areaGate('fttpOrdering'),
    summary: 'AM and PM slots on the next 10 working days; slots others hold are left out, your own show their key',
    schema: { query: appointmentAvailabilityQuery },
    handler: async ({ query, user }): Promise<{ data: OrderSlot[] }> => {
      const property = await findProperty(db, query.addressKey);
      if (!property) throw notFound('Property not found');
      if (!(await productAt(db, property, query.product))) {
        throw validationFailed({ product: [appointmentMessages.product] });
      }
      const now = await sandboxNow(db);
      const from = query.date.slice(0, 10);
      return {
        data: await availableOrderSlots(db, property, { orgId: user.org_id, userId: user.user_id }, now, from),
      };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/appointment-reservation',
    response: answers(appointmentReservationResponse, { errors: [409] }),
    ...areaGate('fttpOrdering'),
    summary: 'Holds a slot for 15 minutes for everyone: 201 new, 200 the same user again, 409 held by someone else',
    // 201 when a hold was made, 200 when the caller already held it (or the property answers data: null).
    status: (reply) => (created.has(reply) ? 201 : 200),
    schema: { body: appointmentReservationBody },
    handler: async ({ body, user, reply }) => {
      const property = await findProperty(db, body.uprn);
      if (!property) throw notFound('Property not found');
      if (!(await productAt(db, property, body.product))) {
        throw validationFailed({ product: [appointmentMessages.product] });
      }
      const outcome = await reserveOrderSlot(
        db,
        property,
        { orgId: user.org_id, userId: user.user_id },
        { date: body.date, startTime: body.startTime, endTime: body.endTime, product: body.product },
        await sandboxNow(db),
      );
      if (!outcome.ok) {
        // The provider answers nothing for a failing property: the funnel shows 'Appointment reservation failed'.
        if (outcome.reason === 'failing') return { data: null };
        if (outcome.reason === 'held') throw new HttpError(409, 'conflict', appointmentMessages.taken);
        throw validationFailed({ date: [appointmentMessages.notOffered] }, appointmentMessages.notOffered);
      }
      if (outcome.created) created.add(reply);
      return { data: reservedSlot(outcome.hold) };
    },
  });
}
