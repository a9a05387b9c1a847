import type { FastifyPluginAsync } from 'fastify';
import type { ServicePluginOptions } from '../service-plugin';

/** Routes of the contact: request information and complaints (spec 2 §2 Contact). */
export const contactRoutes: FastifyPluginAsync<ServicePluginOptions & { dataDir?: string | undefined }> = async (
  _app,
  _opts,
) => {};
