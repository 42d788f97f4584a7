import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageFallback } from './envelope';

const webAppDir = path.resolve(import.meta.dirname, '../../dist');

/** Serves the built web app; every unknown page path gets its index so the client router decides. */
export async function registerWebApp(app: FastifyInstance, root = webAppDir): Promise<PageFallback | undefined> {
  if (!existsSync(path.join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (res, file) => {
      // Hashed assets never change; the index must be fetched fresh to pick up a new build.
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', root);
}
