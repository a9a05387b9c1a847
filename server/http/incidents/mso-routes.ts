import type { FastifyInstance } from 'fastify';
import { quickStatsResponse } from '../../../src/contracts/incidents';
import {
  msoCommentCreateBody,
  msoCommentResponse,
  msoIncidentResponse,
  msoIncidentsPage,
  msoKeyParams,
} from '../../../src/contracts/mso';
import { areaGate } from '../../../src/lib/access-rules';
import { sandboxNow } from '../../domain/incidents/clock';
import { addMsoComment, findMso, listMsoAtSandboxTime, msoDetail, msoQuickStats } from '../../domain/incidents/mso';
import { notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { declareRoute } from '../route';
import type { IncidentServiceContext } from './context';
import { parseMsoListQuery } from './list-query';

const msoNotFound = () => notFound('MSO incident not found');

/** Multiple service outage incidents (spec 2 §7 MSO); their export is /v2/export?type=mso. */
export function msoRoutes(app: FastifyInstance, { db }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/mso-incidents',
    response: msoIncidentsPage,
    ...areaGate('mso'),
    summary: "One page of the organisation's MSO incidents",
    schema: { query: listQueryShape },
    handler: async ({ query, user }) => listMsoAtSandboxTime(db, user.org_id, parseMsoListQuery(query)),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/mso-incidents/quick-stats',
    response: quickStatsResponse,
    ...areaGate('mso'),
    summary: 'Counts of MSO incidents per status',
    handler: async ({ user }) => ({ data: await msoQuickStats(db, user.org_id) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/mso-incidents/:id',
    response: msoIncidentResponse,
    ...areaGate('mso'),
    summary: 'An MSO incident by id or number, with comments and affected outages',
    schema: { params: msoKeyParams },
    handler: async ({ params, user }) => {
      const row = await findMso(db, user.org_id, params.id);
      if (!row) throw msoNotFound();
      return { data: await msoDetail(db, user.org_id, row, await sandboxNow(db)) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/mso-incidents/comment/create',
    response: msoCommentResponse,
    ...areaGate('mso'),
    summary: 'Adds a portal comment to an MSO incident',
    status: 201,
    schema: { body: msoCommentCreateBody },
    handler: async ({ body, user }) => {
      const row = await findMso(db, user.org_id, body.mso_incident_id);
      if (!row) throw msoNotFound();
      return { data: await addMsoComment(db, row, user.name, body.text, await sandboxNow(db)) };
    },
  });
}
