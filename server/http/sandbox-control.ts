import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { clockDurationPattern, parseClockDuration } from '../domain/incidents/clock';
import { moveSandboxClock } from '../domain/progress-ticker';
import { unauthorized } from './errors';
import { parsePart } from './route';

/** Where the control calls live: beside the sandbox's other pages, outside every provider service. */
const sandboxControlPath = '/sandbox/control';

const clockRequest = z.strictObject({
  advance: z.string().regex(clockDurationPattern, 'A duration such as 30s, 15m, 4h or 2d'),
});
const channelServerRequest = z.strictObject({ running: z.boolean() });

const parsed = <T>(schema: z.ZodType<T>, body: unknown) => parsePart('body', schema, body ?? {}) as T;

/**
 * The operator's controls of a running sandbox, for journeys that need the world to move (an order's status changing
 * on the sandbox clock, the channel server going away and coming back) while browsers are signed in: what
 * `server/cli/clock.ts` does, but without stopping the process that holds the embedded PGlite.
 *
 * Off unless SANDBOX_CONTROL_SECRET is set (the e2e sandbox sets one); every call then needs
 * `Authorization: Sandbox <secret>`. No portal user, of any organisation or role, can reach it.
 *
 *   POST /sandbox/control/clock     {"advance": "4h"}    moves the clock, then everything due; answers what it notified
 *   POST /sandbox/control/realtime  {"running": false}   stops the channel server (sockets closed, upgrades refused)
 */
export function registerSandboxControl(app: FastifyInstance, db: Db, secret: string | undefined): void {
  if (!secret) return;
  const expected = Buffer.from(`Sandbox ${secret}`);
  app.register(
    async (scope) => {
      scope.addHook('onRequest', async (request) => {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw unauthorized('The sandbox control secret is required');
        }
      });
      scope.post('/clock', async (request) => {
        const { advance } = parsed(clockRequest, request.body);
        const moved = await moveSandboxClock(db, parseClockDuration(advance) ?? 0);
        return { now: moved.now.toISOString(), notified: moved.notified };
      });
      scope.post('/realtime', async (request) => {
        const { running } = parsed(channelServerRequest, request.body);
        if (running) app.realtime.start();
        else await app.realtime.stop();
        return { running };
      });
    },
    { prefix: sandboxControlPath },
  );
}
