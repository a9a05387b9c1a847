import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveChatMessageBody } from '../../src/contracts/live-chat';
import type { Db } from '../db/client';
import { clockDurationPattern, parseClockDuration } from '../domain/incidents/clock';
import { answerAsAgent } from '../domain/live-chat/conversations';
import { moveSandboxClock } from '../domain/progress-ticker';
import { notFound, unauthorized } from './errors';
import { parsePart } from './route';

/** Where the control calls live: beside the sandbox's other pages, outside every provider service. */
const sandboxControlPath = '/sandbox/control';

const clockRequest = z.strictObject({
  advance: z.string().regex(clockDurationPattern, 'A duration such as 30s, 15m, 4h or 2d'),
});
const channelServerRequest = z.strictObject({ running: z.boolean() });
const agentReplyRequest = z.strictObject({
  conversation_id: z.string().min(1).max(64),
  agent_name: z.string().trim().min(1).max(80).default('Support agent'),
  body: liveChatMessageBody.shape.body,
});

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
 *   POST /sandbox/control/live-chat {"conversation_id", "body", "agent_name"?}   a support agent answers in a live chat
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
      scope.post('/live-chat', async (request, reply) => {
        const answer = parsed(agentReplyRequest, request.body);
        if (!(await answerAsAgent(db, answer.conversation_id, answer.agent_name, answer.body))) throw notFound();
        reply.code(201);
        return { conversation_id: answer.conversation_id };
      });
    },
    { prefix: sandboxControlPath },
  );
}
