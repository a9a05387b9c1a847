import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attachmentParams,
  commentCreateBody,
  faultReferenceParams,
  type IncidentsPage,
  incidentKeyParams,
} from '../../../src/contracts/incidents';
import { businessServiceCategories, incidentAttachments, incidentFaultCategories } from '../../db/schema';
import { addPortalComment } from '../../domain/incidents/comments';
import { isFaultReferenceUnique } from '../../domain/incidents/create';
import { findIncident, incidentDetail } from '../../domain/incidents/detail';
import { incidentQuickStats, listIncidents } from '../../domain/incidents/list';
import { notFound } from '../errors';
import { listQueryShape } from '../list-params';
import { declareRoute } from '../route';
import { type IncidentServiceContext, progressedNow } from './context';
import { parseIncidentListQuery } from './list-query';

const incidentNotFound = () => notFound('Incident not found');

/** Reading and commenting on incidents, their categories and their files. */
export function incidentRoutes(app: FastifyInstance, { db, store }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents',
    access: 'read:support',
    summary: "One page of the organisation's incidents (q, sort, status filter)",
    schema: { query: listQueryShape },
    handler: async ({ query, user }): Promise<IncidentsPage> => {
      const parsed = parseIncidentListQuery(query);
      await progressedNow(db, user.org_id);
      return listIncidents(db, user.org_id, parsed);
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/quick-stats',
    access: 'read:support',
    summary: "Counts of the organisation's incidents per status",
    handler: async ({ user }) => {
      await progressedNow(db, user.org_id);
      return { data: await incidentQuickStats(db, user.org_id) };
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/:id',
    access: 'read:support',
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
    access: 'read:support',
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
    access: 'read:support',
    summary: "Downloads an incident's attachment as it was uploaded",
    schema: { params: attachmentParams },
    handler: async ({ params, user, reply }) => {
      const row = await findIncident(db, user.org_id, params.id);
      if (!row) throw notFound('Attachment not found');
      const [file] = await db
        .select()
        .from(incidentAttachments)
        .where(and(eq(incidentAttachments.id, params.attachmentId), eq(incidentAttachments.incidentId, row.id)));
      const opened = file ? await store.open(user.org_id, file.id) : undefined;
      if (!file || !opened) throw notFound('Attachment not found');
      const ascii = file.originalFileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      reply
        .header('content-type', file.contentType)
        .header('content-length', opened.size)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.originalFileName)}`,
        );
      return opened.stream;
    },
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incident-fault-categories',
    access: 'read:support',
    summary: 'Fault categories of an incident',
    handler: async () => ({
      data: await db
        .select({ id: incidentFaultCategories.id, name: incidentFaultCategories.name })
        .from(incidentFaultCategories)
        .orderBy(asc(incidentFaultCategories.sortOrder)),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/business-service-categories',
    access: 'read:support',
    summary: 'Business service categories, legacy ones kept and flagged',
    handler: async () => ({
      data: await db
        .select({
          id: businessServiceCategories.id,
          name: businessServiceCategories.name,
          legacy: businessServiceCategories.legacy,
          isAppointable: businessServiceCategories.isAppointable,
        })
        .from(businessServiceCategories)
        .orderBy(asc(businessServiceCategories.sortOrder)),
    }),
  });

  declareRoute(app, {
    method: 'GET',
    url: '/v2/incidents/check_fault_reference/:ref',
    access: 'read:support',
    summary: "Whether a fault reference is unused in the caller's organisation",
    schema: { params: faultReferenceParams },
    handler: async ({ params, user }) => ({
      data: { is_unique: await isFaultReferenceUnique(db, user.org_id, params.ref) },
    }),
  });
}
