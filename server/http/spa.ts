import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fibre portal sandbox</title></head>
<body><h1>The portal has not been built yet</h1><p>Run <code>npm run build</code>, then start the sandbox again.</p></body></html>`;

/** Serves the built SPA from distDir; hashed /assets/* (and the flow viewer's) are immutable, index.html is always revalidated. */
export function registerSpa(
  app: FastifyInstance,
  distDir: string,
): (req: FastifyRequest, reply: FastifyReply) => unknown {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (existsSync(root)) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      preCompressed: true,
      index: ['index.html'],
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(root, filePath).split(path.sep).join('/');
        const immutable = /^(flow-viewer\/)?assets\//.test(rel);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  return (_request, reply) => {
    if (!existsSync(indexFile))
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root, { cacheControl: false });
  };
}
