import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  tokenPayloadSchema,
} from '@fieldbook/domain/auth/auth.schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTakenLimit } from '../../http/email-probes';
import { ok } from '../../http/envelope';
import { setRefreshCookie } from '../../http/refresh-cookie';
import { replies, repliesNothing } from '../../http/responses';
import { createAuthService, type IssuedSession, type RequestMeta } from './auth.service';

export const REFRESH_COOKIE = 'fb_refresh';
const COOKIE_PATH = '/v1/user';

/** Sign-in and password endpoints: a handful of tries a minute per address. */
export const authRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
/**
 * Refresh: its token cannot be guessed, so the limit only stops floods, while every page a signed-in
 * browser opens refreshes (the access token lives in the page's memory) and an office shares one address.
 */
export const refreshRateLimit = (max: number) => authRateLimit(max * 10);

/** A sign-up route's count of "email taken" answers, per client address (http/email-probes.ts). */
export const signUpLimit = (app: FastifyInstance, name: string) =>
  emailTakenLimit(app, { name, max: app.config.EMAIL_TAKEN_LIMIT, key: (request) => request.ip });

/** What a session records of the request that opened it. */
export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

/** Answers a new session: its access token, and its refresh token as the cookie refresh reads. */
export function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, {
    name: REFRESH_COOKIE,
    path: COOKIE_PATH,
    token: issued.refreshToken,
    expires: issued.refreshExpiresAt,
  });
  return ok({ token: issued.token, expires_at: issued.expiresAt.toISOString() });
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

export const authRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, options) => {
  const auth = createAuthService({ db: app.db, tokens: app.tokens, mailer: app.mailer, config: app.config });
  const limited = authRateLimit(options.rateLimitMax);

  app.post(
    '/user/signIn',
    { config: limited, schema: { tags: ['auth'], body: signInBodySchema, response: replies(tokenPayloadSchema) } },
    async (request, reply) => sendSession(request, reply, await auth.signIn(request.body, requestMeta(request))),
  );

  app.post(
    '/user/refresh',
    {
      config: refreshRateLimit(options.rateLimitMax),
      schema: { tags: ['auth'], body: refreshBodySchema, response: replies(tokenPayloadSchema) },
    },
    async (request, reply) => {
      try {
        return sendSession(request, reply, await auth.refresh(request.cookies[REFRESH_COOKIE], request.body.guid));
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['auth'], body: logoutBodySchema, response: repliesNothing } },
    async (request, reply) => {
      await auth.logout(request.cookies[REFRESH_COOKIE], bearerToken(request));
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/user/password/forgot',
    { config: limited, schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: repliesNothing } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok(null, AUTH_MESSAGES.resetSent);
    },
  );

  app.post(
    '/user/password/reset',
    { config: limited, schema: { tags: ['auth'], body: resetPasswordBodySchema, response: repliesNothing } },
    async (request) => {
      await auth.resetPassword(request.body);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );
};
