import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { cardProviderSources } from '../card-payments/browser-sources';

type HelmetOptions = Parameters<typeof helmet>[0];

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet built helmet's
 * middleware (parsing the policy) and ran it on every request: ~17 % of the bare route's CPU.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Cookies, the security headers (a content security policy that lets in only the card providers'
 * own scripts and frames) and rate limiting, which routes turn on one by one.
 */
export const securityPlugin = fp(
  async (app) => {
    const { config } = app;
    await app.register(fastifyCookie);
    const cardSdks = cardProviderSources(config);
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...cardSdks.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:', ...cardSdks.connect],
          // The help panel's YOUTUBE articles play in a privacy-enhanced embed.
          frameSrc: ["'self'", 'https://www.youtube-nocookie.com', ...cardSdks.frame],
        },
      },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // With REDIS_URL the counts are shared by every server, so N servers do not allow N times the tries.
    const rateLimitRedis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
    if (rateLimitRedis) app.addHook('onClose', () => rateLimitRedis.quit().then(() => undefined));
    await app.register(fastifyRateLimit, {
      global: false,
      ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: `${config.REDIS_PREFIX}rate-limit:` } : {}),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
