import type { FastifyPluginAsync } from 'fastify';
import { loadServerEnv } from '../../env';
import type { ServicePluginOptions } from '../service-plugin';
import { serviceAppointmentRoutes } from './service-appointment-routes';
import { servicePtwRoutes } from './service-ptw-routes';

/** Routes of the service actions, service appointments and service PTW documents (spec 2 §7 Services). */
export const serviceActionRoutes: FastifyPluginAsync<ServicePluginOptions & { dataDir?: string | undefined }> = async (
  app,
  opts,
) => {
  serviceAppointmentRoutes(app, opts.db);
  servicePtwRoutes(app, { db: opts.db, dataDir: opts.dataDir ?? loadServerEnv().DATA_DIR });
};
