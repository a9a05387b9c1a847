import type { FastifyPluginAsync } from 'fastify';
import type { ServicePluginOptions } from '../service-plugin';

/** Routes of the service actions, service appointments and service PTW documents (spec 2 §7 Services). */
export const serviceActionRoutes: FastifyPluginAsync<ServicePluginOptions & { dataDir?: string | undefined }> = async (
  _app,
  _opts,
) => {};
