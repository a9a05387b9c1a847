import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { type BodyTimeout, defaultBodyTimeout } from '../../domain/uploads/limits';
import { UploadStore } from '../../domain/uploads/store';
import { loadServerEnv } from '../../env';
import type { ServicePluginOptions } from '../service-plugin';
import { appointmentRoutes } from './appointment-routes';
import type { IncidentServiceContext } from './context';
import { exportRoute } from './export-route';
import { incidentRaiseChecks, serviceStatusRoute } from './incident-raise-checks';
import { incidentRaiseRoute } from './incident-raise-route';
import { incidentRoutes } from './incident-routes';
import { msoRoutes } from './mso-routes';

export interface IncidentPluginOptions extends ServicePluginOptions {
  /** Where attachments are kept (`<dataDir>/attachments`); DATA_DIR of the server env unless given. */
  dataDir?: string | undefined;
  /** How slow an upload may be before it is cut off (tests shorten it). */
  uploadTimeout?: BodyTimeout | undefined;
}

/** The incident service (spec 2 §7), under /api/incidents. */
export const incidentsRoutes: FastifyPluginAsync<IncidentPluginOptions> = async (app, opts) => {
  // Registered in this plugin only: no other service accepts multipart bodies.
  await app.register(multipart);
  const store = new UploadStore(path.join(opts.dataDir ?? loadServerEnv().DATA_DIR, 'attachments'));
  // Uploads a crash cut off left half-written files behind; the app starts without them.
  await store.sweepAbandoned();
  const ctx: IncidentServiceContext = { db: opts.db, store, uploadTimeout: opts.uploadTimeout ?? defaultBodyTimeout };
  incidentRoutes(app, ctx);
  incidentRaiseChecks(app, ctx);
  appointmentRoutes(app, ctx);
  incidentRaiseRoute(app, ctx);
  exportRoute(app, ctx);
  msoRoutes(app, ctx);
};

/** The services host's copy of the service reference status (spec 2 §7 Services), under /api/services. */
export const supportServicesRoutes: FastifyPluginAsync<ServicePluginOptions> = async (app, { db }) => {
  serviceStatusRoute(app, db, '/v2/service/service_reference/:ref', 'support');
};
