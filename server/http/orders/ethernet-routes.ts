import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Ethernet ordering calls of spec 3 §7 (metro and over FFN). */
export function ethernetRoutes(_app: FastifyInstance, _db: Db): void {}
