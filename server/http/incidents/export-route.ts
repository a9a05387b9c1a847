import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { exportGates } from '../../../src/lib/access-rules';
import { todayIso } from '../../../src/lib/dates';
import { incidentCsv } from '../../domain/incidents/export';
import { msoCsv } from '../../domain/incidents/mso';
import { isAreaOpen } from '../auth';
import { notFound } from '../errors';
import { declareRoute, fileBody } from '../route';
import { type IncidentServiceContext, progressedNow } from './context';
import { exportQueryShape, parseExportQuery } from './list-query';

/** GET /v2/export: the filtered incident (or type=mso) list as CSV, streamed batch by batch. */
export function exportRoute(app: FastifyInstance, { db }: IncidentServiceContext): void {
  declareRoute(app, {
    method: 'GET',
    url: '/v2/export',
    response: fileBody('text/csv'),
    // The Export role on top of Support: exporting every incident at once is more than reading them page by page.
    ...exportGates.incidents,
    summary: "CSV of the organisation's incidents (or MSO incidents with type=mso), with the list's filters",
    schema: { query: exportQueryShape },
    handler: async ({ query, user, reply }) => {
      const parsed = parseExportQuery(query);
      // The MSO export belongs to the MSO area: closed (flag off, sky view) it is absent like the MSO list.
      if (parsed.kind === 'mso' && !(await isAreaOpen(app.accessFacts, user.org_id, exportGates.msoIncidents.area)))
        throw notFound();
      const now = await progressedNow(db, user.org_id);
      const rows =
        parsed.kind === 'mso' ? msoCsv(db, user.org_id, parsed.query) : incidentCsv(db, user.org_id, parsed.query);
      // The file is named after the sandbox's today in London, like the dates inside it.
      const day = todayIso(now);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${parsed.kind}-${day}.csv"`);
      return Readable.from(rows);
    },
  });
}
