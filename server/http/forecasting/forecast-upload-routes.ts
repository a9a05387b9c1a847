import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  type ForecastReport,
  type ForecastUploadResult,
  forecastLimits,
  forecastQuery,
  forecastReportResponse,
  forecastTemplateFileName,
  forecastUploadFields,
  forecastUploadFileField,
  forecastUploadResponse,
  rowErrorKey,
} from '../../../src/contracts/forecasts';
import { areaGate } from '../../../src/lib/access-rules';
import type { Db } from '../../db/client';
import { forecastReport } from '../../domain/forecasts/report';
import { forecastTemplate } from '../../domain/forecasts/template';
import { uploadForecast } from '../../domain/forecasts/upload';
import { defaultBodyTimeout, fileKinds, type UploadPolicy } from '../../domain/uploads/limits';
import { UploadStore } from '../../domain/uploads/store';
import { type FieldErrors, validationFailed } from '../errors';
import { withUploads } from '../multipart';
import { declareRoute, fileBody } from '../route';

/** The forecast CSV: one .csv file of text (any encoding the uploads accept), 256 KB at most, sent as `file`. */
const forecastUploadPolicy: UploadPolicy = {
  kinds: { csv: fileKinds.csv },
  maxFiles: 1,
  maxFileBytes: forecastLimits.maxFileBytes,
  fileFields: [forecastUploadFileField],
  messages: {
    tooLarge: `The file exceeds the ${forecastLimits.maxFileBytes / 1024} KB limit and cannot be uploaded.`,
    wrongType: 'Only CSV files (.csv) can be uploaded.',
    tooMany: 'Upload one CSV file at a time.',
  },
};

/**
 * Forecasting and migrations (spec 3 §2: its calls are not shown; designed in the README "Forecasting and
 * migrations"). The reporting area (flag on, not the sky view) or 404; reading is for any member of staff (a
 * developer-only user is refused, as the menu hides it from them), uploading for the Ordering role.
 */
export function forecastUploadRoutes(app: FastifyInstance, db: Db): void {
  // Its own scope: the upload is multipart, which no other route of the orders service accepts.
  app.register(async (scope) => {
    await scope.register(multipart);
    // The CSV is read into memory as soon as it is received; its temporary file never outlives the request.
    const store = new UploadStore(path.join(tmpdir(), 'fibre-portal-forecast-uploads'));
    await store.sweepAbandoned();

    declareRoute(scope, {
      method: 'GET',
      url: '/forecasts',
      response: forecastReportResponse,
      ...areaGate('reporting'),
      summary: "The organisation's forecast against its orders, per London month and family (at most 24 months)",
      schema: { query: forecastQuery },
      handler: async ({ query, user }): Promise<{ data: ForecastReport }> => ({
        data: await forecastReport(db, user.org_id, query),
      }),
    });

    declareRoute(scope, {
      method: 'GET',
      url: '/forecasts/template',
      response: fileBody('text/csv'),
      ...areaGate('reporting'),
      summary: 'The forecast CSV to fill in: the next 12 months per family, with the current forecast',
      handler: async ({ user, reply }) => {
        const csv = await forecastTemplate(db, user.org_id);
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${forecastTemplateFileName}"`);
        return csv;
      },
    });

    declareRoute(scope, {
      method: 'POST',
      url: '/forecasts/upload',
      response: forecastUploadResponse,
      access: 'read:ordering',
      area: 'reporting',
      summary: 'Uploads the forecast CSV (multipart: file); a file with any row error stores nothing',
      multipart: { fields: forecastUploadFields, fileFields: forecastUploadPolicy.fileFields },
      handler: async ({ request, reply, user }): Promise<{ data: ForecastUploadResult }> => {
        const upload = {
          policy: forecastUploadPolicy,
          store,
          fields: forecastUploadFields,
          timeout: defaultBodyTimeout,
        };
        return withUploads(request, reply, upload, async ({ files }) => {
          const [file] = files;
          if (!file) throw validationFailed({ file: ['Choose a CSV file to upload'] });
          const bytes = await readFile(file.tempPath);
          const outcome = await uploadForecast(
            db,
            { orgId: user.org_id, userId: user.user_id, name: user.name },
            bytes,
          );
          if (outcome.ok) return { data: outcome.result };
          const fields: FieldErrors = {};
          const shown = outcome.errors.slice(0, forecastLimits.maxRowErrors);
          for (const e of shown) {
            const key = e.row === null ? 'file' : rowErrorKey(e.row, e.column);
            fields[key] = [...(fields[key] ?? []), e.message];
          }
          const more = outcome.errors.length - shown.length;
          const rows = new Set(outcome.errors.map((e) => e.row)).size;
          throw validationFailed(
            fields,
            `The forecast was not stored: ${rows === 1 ? '1 row has' : `${rows} rows have`} errors` +
              (more > 0 ? ` (${more} more errors not listed)` : ''),
          );
        });
      },
    });
  });
}
