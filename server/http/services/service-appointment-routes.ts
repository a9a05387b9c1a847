import type { FastifyInstance } from 'fastify';
import type { OrderSlot } from '../../../src/contracts/orders';
import {
  type AmendedAppointment,
  serviceAppointmentAmendBody,
  serviceAppointmentAmendQuery,
  serviceAppointmentAmendResponse,
  serviceAppointmentReserveBody,
  serviceAppointmentReserveResponse,
  serviceAppointmentSearchQuery,
  serviceAppointmentSearchResponse,
} from '../../../src/contracts/service-appointments';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { reservedSlot } from '../../domain/appointments/slot-holds';
import { sandboxNow } from '../../domain/incidents/clock';
import {
  amendServiceAppointment,
  reserveServiceSlot,
  searchServiceSlots,
} from '../../domain/services/appointments/slots';
import { codeForStatus, HttpError } from '../errors';
import { answers, declareRoute } from '../route';

type Refusal = { status: number; message: string; field?: string };
const refusal = (r: Refusal) =>
  new HttpError(r.status, codeForStatus(r.status), r.message, r.field ? { [r.field]: [r.message] } : undefined);

/** Answers whose hold was made by this request (201); the rest answer 200. */
const created = new WeakSet<object>();

/**
 * Service appointments (spec 2 §7 Services): search, reserve and amend over the orders' slot store. Access: `read:support`
 * (the Support role is who books and moves engineer visits; no finer permission exists), the support area, terms; a
 * service or property of another organisation answers 404.
 */
export function serviceAppointmentRoutes(app: FastifyInstance, db: Db): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/appointments/search',
    response: serviceAppointmentSearchResponse,
    ...areaGate('support'),
    summary:
      "Slots at a service's property from appointmentDate; slots anyone holds are left out, your own show their key",
    schema: { query: serviceAppointmentSearchQuery },
    handler: async ({ query, user }): Promise<{ data: OrderSlot[] }> => {
      const caller = { orgId: user.org_id, userId: user.user_id, name: user.name };
      const outcome = await searchServiceSlots(db, caller, query, await sandboxNow(db));
      if (!outcome.ok) throw refusal(outcome);
      return { data: outcome.slots };
    },
  });

  declareRoute(app, {
    method: 'PUT',
    url: '/v2/appointments/reserve',
    response: answers(serviceAppointmentReserveResponse, { errors: [409] }),
    ...areaGate('support'),
    summary: 'Holds a slot for the service 15 minutes, for everyone: 201 new, 200 the same user again, 409 held',
    status: (reply) => (created.has(reply) ? 201 : 200),
    schema: { body: serviceAppointmentReserveBody },
    handler: async ({ body, user, reply }) => {
      const caller = { orgId: user.org_id, userId: user.user_id, name: user.name };
      const outcome = await reserveServiceSlot(db, caller, body, await sandboxNow(db));
      if (!outcome.ok) throw refusal(outcome);
      if (outcome.created) created.add(reply);
      return { data: reservedSlot(outcome.hold) };
    },
  });

  declareRoute(app, {
    method: 'PUT',
    url: '/v2/appointments/amend',
    response: answers(serviceAppointmentAmendResponse, { errors: [409] }),
    ...areaGate('support'),
    summary: "Moves the service's appointment to its reservation, frees the old slot and writes the history",
    schema: { query: serviceAppointmentAmendQuery, body: serviceAppointmentAmendBody },
    handler: async ({ body, user }): Promise<{ data: AmendedAppointment }> => {
      const caller = { orgId: user.org_id, userId: user.user_id, name: user.name };
      const outcome = await amendServiceAppointment(db, caller, body, await sandboxNow(db));
      if (!outcome.ok) throw refusal(outcome);
      return { data: outcome.appointment };
    },
  });
}
