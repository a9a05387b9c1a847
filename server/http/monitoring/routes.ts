import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { type ErrorReportResponse, errorReportBody, errorReportResponse } from '../../../src/contracts/monitoring';
import type { Db } from '../../db/client';
import { storeErrorReport } from '../../domain/monitoring';
import { authenticate } from '../auth';
import { HttpError } from '../errors';
import { answerUnmatched } from '../method-not-allowed';
import { answers, declareRoute } from '../route';
import { registerMonitoringPage } from './page';

const monitoringBasePath = '/api/monitoring';

/** Reports one address may send in a window: a page stuck in an error loop must not fill the store. */
export interface MonitoringLimits {
  max: number;
  timeWindowMs: number;
}
const defaultMonitoringLimits: MonitoringLimits = { max: 60, timeWindowMs: 60_000 };

/** A report is a few kilobytes at most (message 2,000 and stack 8,000 characters); anything bigger is refused. */
const reportBodyLimit = 16 * 1024;

/** The monitoring sink (spec 1 §1): public, so errors on pages outside sign-in are reported too; rate limited. */
export function registerMonitoring(app: FastifyInstance, db: Db, limits = defaultMonitoringLimits): void {
  registerMonitoringPage(app, db);
  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        if (request.is404) await authenticate(request, app.tokenVerifier);
      });
      scope.setNotFoundHandler(answerUnmatched);
      await scope.register(rateLimit, {
        max: limits.max,
        timeWindow: limits.timeWindowMs,
        errorResponseBuilder: () =>
          new HttpError(429, 'too_many_requests', 'Too many error reports from this address; try again later'),
      });
      declareRoute(scope, {
        method: 'POST',
        url: '/errors',
        access: 'public',
        summary: 'Records an exception the portal reports, without personal data',
        schema: { body: errorReportBody },
        bodyLimit: reportBodyLimit,
        status: 201,
        response: answers(errorReportResponse, { errors: [429] }),
        handler: async ({ body }): Promise<ErrorReportResponse> => ({ data: await storeErrorReport(db, body) }),
      });
    },
    { prefix: monitoringBasePath },
  );
}
