import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

function cacheControlOf(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return /\/index\.html(\.br|\.gz)?$/.test(path) ? 'no-store' : 'no-cache';
}

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
      // Hashed assets never change. The app's page is never kept: it is what shows records (and the
      // public message and document pages, whose links carry their secret), so the back button after
      // sign-out loads it afresh. Other files (the service worker, the manifest, robots.txt) are revalidated.
      res.header('cache-control', cacheControlOf(path));
    },
  });
  return true;
}
