import type { FastifyInstance } from 'fastify';
import { diagnosticPollResponse } from '../../../src/contracts/incident-appointments';
import { diagnosticServiceCheckResponse, openIncidentResponse } from '../../../src/contracts/incidents';
import {
  diagnosticCheckBody,
  diagnosticCheckReceivedBody,
  diagnosticCheckStarted,
  serviceFilterQuery,
  serviceReferenceStatusResponse,
  serviceRefParams,
  serviceSuggestionsResponse,
} from '../../../src/contracts/support-services';
import { type AreaName, areaGate } from '../../../src/lib/access-rules';
import { unwrapServiceReference } from '../../../src/lib/support-rules';
import type { Db } from '../../db/client';
import { sandboxNow } from '../../domain/incidents/clock';
import { pollDiagnosticCheck, serviceCheckResult, startDiagnosticCheck } from '../../domain/incidents/diagnostics';
import { incidentLink } from '../../domain/incidents/rows';
import { findService, openIncidentOf, serviceStatusOf, suggestServices } from '../../domain/incidents/services';
import { notFound } from '../errors';
import { answers, declareRoute } from '../route';
import { type IncidentServiceContext, progressedNow } from './context';

const serviceNotFound = () => notFound('Service not found');

async function serviceOf(db: Db, orgId: string, ref: string) {
  const service = await findService(db, orgId, unwrapServiceReference(ref));
  if (!service) throw serviceNotFound();
  return service;
}

/**
 * The service reference status answered on the incident and the services base paths alike; the services one belongs to
 * Support › Services, which the sky view keeps, the incident one to raising incidents, which it omits.
 */
export function serviceStatusRoute(app: FastifyInstance, db: Db, url: string, area: AreaName): void {
  declareRoute(app, {
    method: 'GET',
    url,
    response: serviceReferenceStatusResponse,
    access: 'read:support',
    area,
    summary: 'Status, stage, category, site and outages of a service reference',
    schema: { params: serviceRefParams },
    handler: async ({ params, user }) => {
      const service = await serviceOf(db, user.org_id, params.ref);
      return { data: await serviceStatusOf(db, user.org_id, service, await sandboxNow(db)) };
    },
  });
}

/** The raise funnel's lookups: services, open incident, and the line test. */
export function incidentRaiseChecks(app: FastifyInstance, { db }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/services/filter',
    response: serviceSuggestionsResponse,
    ...areaGate('supportFull'),
    summary: 'Up to 20 Live service references containing the text',
    schema: { query: serviceFilterQuery },
    handler: async ({ query, user }) => ({
      data: await suggestServices(db, user.org_id, unwrapServiceReference(query.serviceReference)),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/service/exists_not_complete/:ref',
    response: null,
    ...areaGate('supportFull'),
    summary: "204 when the service reference belongs to the caller's organisation",
    status: 204,
    schema: { params: serviceRefParams },
    handler: async ({ params, user }) => {
      await serviceOf(db, user.org_id, params.ref);
      return undefined;
    },
  });

  serviceStatusRoute(app, db, '/v2/service/service_reference/:ref/', 'supportFull');

  // declareRoute fixes one success status per route; this one answers 200 or 204, so a scoped onSend hook sets 204.
  const withoutOpenIncident = new WeakSet<object>();
  app.register(async (scope) => {
    scope.addHook('onSend', async (request, reply) => {
      if (withoutOpenIncident.has(request)) reply.code(204);
    });
    declareRoute(scope, {
      method: 'GET',
      url: '/v2/incident/:ref',
      response: answers(openIncidentResponse, { orNoContent: true }),
      ...areaGate('supportFull'),
      summary: 'The open incident of a service: 204 when there is none, else a link to it',
      schema: { params: serviceRefParams },
      handler: async ({ params, user, request }) => {
        const service = await serviceOf(db, user.org_id, params.ref);
        await progressedNow(db, user.org_id);
        const open = await openIncidentOf(db, user.org_id, service.serviceReference);
        if (!open) {
          withoutOpenIncident.add(request);
          return undefined;
        }
        return { data: { id: open.id, service_now_incident_number: open.number, link: incidentLink(open) } };
      },
    });
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/incidents/diagnostic-check',
    response: diagnosticCheckStarted,
    ...areaGate('supportFull'),
    summary: 'Starts a line test of the service; poll diagnostic-check-received for its result',
    status: 201,
    schema: { body: diagnosticCheckBody },
    handler: async ({ body, user }) => {
      const service = await serviceOf(db, user.org_id, body.service_reference);
      const checkId = await startDiagnosticCheck(db, user.org_id, service, await sandboxNow(db));
      return { data: { check_id: checkId, status: 'pending' as const } };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/incidents/diagnostic-check-received',
    response: diagnosticPollResponse,
    ...areaGate('supportFull'),
    summary: "A line test's result, or pending until its delay has passed on the sandbox clock",
    schema: { body: diagnosticCheckReceivedBody },
    handler: async ({ body, user }) => {
      const poll = await pollDiagnosticCheck(db, user.org_id, body.check_id, await sandboxNow(db));
      if (!poll) throw notFound('Diagnostic check not found');
      return { data: { check_id: body.check_id, ...poll } };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/diagnostic-service-check',
    response: diagnosticServiceCheckResponse,
    ...areaGate('supportFull'),
    summary: 'The v2 line test: answers at once; a failure is grey with error true and appointable true',
    schema: { body: diagnosticCheckBody },
    handler: async ({ body, user }) => ({
      data: serviceCheckResult(await serviceOf(db, user.org_id, body.service_reference)),
    }),
  });
}
