import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built SPA; any other non-API GET that wants HTML gets index.html for client routing. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}; run "npm run build" to serve the web app.`);
    return false;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build leaves .br and .gz beside each asset; the best one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (res, path) => {
      // Hashed assets never change; index.html must always be fresh so new builds are picked up.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
