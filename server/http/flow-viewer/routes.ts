import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveSessionParams } from '../../../src/contracts/flow-viewer';

/**
 * The flow viewer (/sandbox/flows, src/flow-viewer/): its page from the built SPA (<dist>/flow-viewer/flow-viewer.html,
 * built on its own) and the machines' generated files from .stately/ (`npm run stately`). Read-only and free of personal data,
 * like the repository it comes from, so it is open to whoever reaches the sandbox; `FLOW_VIEWER=off` (or
 * NODE_ENV=production without FLOW_VIEWER=on) leaves it out.
 */
const flowViewerPath = '/sandbox/flows';
const statelyDir = fileURLToPath(new URL('../../../.stately/', import.meta.url));
const dataFile = z.object({ file: z.string().regex(/^[a-z0-9][\w.-]{0,120}\.json$/i) });
const pageName = z.object({ name: z.string().regex(/^[a-z0-9][\w.-]{0,120}$/i) });
const notFound = { error: { code: 'not_found', message: 'There is no such flow file.' } };

export function flowViewerEnabled(env: { FLOW_VIEWER?: 'on' | 'off' | undefined }, nodeEnv = process.env.NODE_ENV) {
  return env.FLOW_VIEWER ? env.FLOW_VIEWER === 'on' : nodeEnv !== 'production';
}

export function registerFlowViewer(app: FastifyInstance, spaDir: string): void {
  // Built apart from the portal into <dist>/flow-viewer (vite.config.ts), its assets under /flow-viewer/assets.
  const root = path.resolve(spaDir, 'flow-viewer');
  const page = (_request: unknown, reply: import('fastify').FastifyReply) => {
    if (!existsSync(path.join(root, 'flow-viewer.html')))
      return reply.code(404).type('text/plain').send('The flow viewer has not been built: run npm run build.');
    return reply.header('cache-control', 'no-cache').sendFile('flow-viewer.html', root, { cacheControl: false });
  };
  app.get(flowViewerPath, page);
  app.get(`${flowViewerPath}/:name`, (request, reply) => {
    if (!pageName.safeParse(request.params).success) return reply.code(404).send(notFound);
    return page(request, reply);
  });
  // A live session being watched (the page asks the API whether the caller may).
  app.get(`${flowViewerPath}/live/:sessionId`, (request, reply) => {
    if (!liveSessionParams.safeParse(request.params).success) return reply.code(404).send(notFound);
    return page(request, reply);
  });
  app.get(`${flowViewerPath}/data/:file`, (request, reply) => {
    const parsed = dataFile.safeParse(request.params);
    if (!parsed.success || !existsSync(path.join(statelyDir, parsed.data.file))) return reply.code(404).send(notFound);
    return reply
      .header('cache-control', 'no-cache')
      .type('application/json; charset=utf-8')
      .sendFile(parsed.data.file, statelyDir, { cacheControl: false });
  });
}
