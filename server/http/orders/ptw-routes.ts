import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Permission-to-work documents of orders (spec 3 §5, §7). */
export function ptwRoutes(_app: FastifyInstance, _db: Db): void {}
