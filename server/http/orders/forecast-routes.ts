import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';

/** Forecasting and migrations (spec 3 §2: its calls are not shown; designed in the README). */
export function forecastRoutes(_app: FastifyInstance, _db: Db): void {}
