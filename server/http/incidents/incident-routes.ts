import type { FastifyInstance } from 'fastify';
import {
  attachmentParams,
  businessServiceCategoriesResponse,
  commentCreateBody,
  commentResponse,
  faultCategoriesResponse,
  faultReferenceParams,
  faultReferenceResponse,
  type IncidentsPage,
  incidentDetailResponse,
  incidentKeyParams,
  incidentsPage,
  quickStatsResponse,
} from '../../../src/contracts/incidents';
import { areaGate } from '../../../src/lib/access-rules';
import { faultCategories, serviceCategories } from '../../domain/incidents/categories';
import { addPortalComment } from '../../domain/incidents/comments';
import { findAttachment, findIncident, incidentDetail } from '../../domain/incidents/detail';
import { isFaultReferenceUnique } from '../../domain/incidents/incident-raise';
import { listProgressedIncidents, progressedQuickStats } from '../../domain/incidents/list';
import { sendDownload } from '../downloads';
import { notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { declareRoute, fileBody } from '../route';
import { type IncidentServiceContext, progressedNow } from './context';
import { parseIncidentListQuery } from './list-query';

const incidentNotFound = () => notFound('Incident not found');

/** Reading and commenting on incidents, their categories and their files. */
export function incidentRoutes(app: FastifyInstance, { db, store }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents',
    response: incidentsPage,
    ...areaGate('supportFull'),
    summary: "One page of the organisation's incidents (q, sort, status filter)",
    schema: { query: listQueryShape },
    handler: async ({ query, user }): Promise<IncidentsPage> => {
      // Moves the organisation's incidents on to the sandbox time first (lazily), in the page's own round trip.
      return listProgressedIncidents(db, user.org_id, parseIncidentListQuery(query));
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/quick-stats',
    response: quickStatsResponse,
    ...areaGate('supportFull'),
    summary: "Counts of the organisation's incidents per status",
    handler: async ({ user }) => {
      return { data: await progressedQuickStats(db, user.org_id) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/:id',
    response: incidentDetailResponse,
    ...areaGate('supportFull'),
    summary: 'An incident by id or ServiceNow number, with answers, files, comments, appointments and diagnostics',
    schema: { params: incidentKeyParams },
    handler: async ({ params, user }) => {
      await progressedNow(db, user.org_id);
      const row = await findIncident(db, user.org_id, params.id);
      if (!row) throw incidentNotFound();
      return { data: await incidentDetail(db, user.org_id, row) };
    },
  });

  declareRoute(app, {
    method: 'POST',
    url: '/v2/incidents/comment/create',
    response: commentResponse,
    ...areaGate('supportFull'),
    summary: 'Adds a portal comment to an incident',
    status: 201,
    schema: { body: commentCreateBody },
    handler: async ({ body, user }) => {
      const now = await progressedNow(db, user.org_id);
      const row = await findIncident(db, user.org_id, body.incident_id);
      if (!row) throw incidentNotFound();
      return { data: await addPortalComment(db, row, { name: user.name }, body.text, now) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/:id/attachments/:attachmentId',
    response: fileBody('*/*'),
    ...areaGate('supportFull'),
    summary: "Downloads an incident's attachment as it was uploaded",
    schema: { params: attachmentParams },
    handler: async ({ params, user, reply }) => {
      const row = await findIncident(db, user.org_id, params.id);
      if (!row) throw notFound('Attachment not found');
      const file = await findAttachment(db, row.id, params.attachmentId);
      const opened = file ? await store.open(user.org_id, file.id) : undefined;
      if (!file || !opened) throw notFound('Attachment not found');
      sendDownload(reply, { contentType: file.contentType, size: opened.size, fileName: file.originalFileName });
      return opened.stream;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incident-fault-categories',
    response: faultCategoriesResponse,
    ...areaGate('supportFull'),
    summary: 'Fault categories of an incident',
    handler: async () => ({ data: await faultCategories(db) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/business-service-categories',
    response: businessServiceCategoriesResponse,
    ...areaGate('supportFull'),
    summary: 'Business service categories, legacy ones kept and flagged',
    handler: async () => ({ data: await serviceCategories(db) }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/check_fault_reference/:ref',
    response: faultReferenceResponse,
    ...areaGate('supportFull'),
    summary: "Whether a fault reference is unused in the caller's organisation",
    schema: { params: faultReferenceParams },
    handler: async ({ params, user }) => ({
      data: { is_unique: await isFaultReferenceUnique(db, user.org_id, params.ref) },
    }),
  });
}
