import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client';

/** What every provider-service plugin is given; each one is registered under its own /api/<service> prefix. */
export interface ServicePluginOptions {
  db: Db;
}

export type ServicePlugin = FastifyPluginAsync<ServicePluginOptions>;
