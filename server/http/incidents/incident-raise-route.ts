import type { FastifyInstance } from 'fastify';
import { incidentDetailResponse } from '../../../src/contracts/incidents';
import { areaGate } from '../../../src/lib/access-rules';
import { createIncidentFields } from '../../../src/lib/incident-raise-fields';
import { incidentAttachmentPolicy } from '../../domain/incidents/attachment-policy';
import { sandboxNow } from '../../domain/incidents/clock';
import { incidentDetail } from '../../domain/incidents/detail';
import { createIncident } from '../../domain/incidents/incident-raise';
import { HttpError } from '../errors';
import { withUploads } from '../multipart';
import { answers, declareRoute } from '../route';
import type { IncidentServiceContext } from './context';

const outcomeCodes = { 400: 'validation_failed', 404: 'not_found', 409: 'conflict' } as const;

/** POST /v2/incidents: multipart, attachments as attachment[n]; nothing is kept from a refused request. */
export function incidentRaiseRoute(app: FastifyInstance, ctx: IncidentServiceContext): void {
  const { db, store, uploadTimeout } = ctx;
  declareRoute(app, {
    method: 'POST',
    url: '/v2/incidents',
    response: answers(incidentDetailResponse, { errors: [409] }),
    ...areaGate('supportFull'),
    summary: 'Raises an incident (multipart/form-data: createIncidentFields and attachment[n] files)',
    status: 201,
    multipart: { fields: createIncidentFields, fileFields: incidentAttachmentPolicy.fileFields },
    handler: async ({ request, reply, user }) => {
      const upload = { policy: incidentAttachmentPolicy, store, fields: createIncidentFields, timeout: uploadTimeout };
      return withUploads(request, reply, upload, async ({ fields, files }) => {
        const caller = { orgId: user.org_id, name: user.name, email: user.email };
        const outcome = await createIncident(db, store, caller, fields, files, await sandboxNow(db));
        if (!outcome.ok) {
          throw new HttpError(outcome.status, outcomeCodes[outcome.status], outcome.message, outcome.fields);
        }
        return { data: await incidentDetail(db, user.org_id, outcome.incident) };
      });
    },
  });
}
