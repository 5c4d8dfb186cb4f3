import type { FastifyInstance } from 'fastify';

/**
 * Every API answer — records, their PDFs, errors — says `Cache-Control: no-store` unless its route
 * chose its own caching (the branding logo, immutable under a token that changes with it; files,
 * thumbnails and drawing assets, private for their signed link's life). So no browser cache, back
 * button or proxy keeps a record after sign-out, on a shared computer or behind a shared cache.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path === '/v1' || path.startsWith('/v1/')) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
