import {
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  tokenPayloadSchema,
} from '@fieldbook/domain/auth/auth.schemas';
import {
  CONNECT_MESSAGES,
  connectChangePasswordBodySchema,
  connectEmailChangeBodySchema,
  connectRegisterBodySchema,
  connectVerifyBodySchema,
  connectVerifyPayloadSchema,
} from '@fieldbook/domain/connect/connect.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { setRefreshCookie } from '../../http/refresh-cookie';
import { replies, repliesNothing } from '../../http/responses';
import type { IssuedSession, RequestMeta } from '../auth/index';
import { authRateLimit, refreshRateLimit, signUpLimit } from '../auth/index';
import { clientAuthOf, requireClientAuth } from './connect-auth';
import { createConnectAuthService } from './connect-auth.service';

export const CONNECT_REFRESH_COOKIE = 'fb_connect_refresh';
const COOKIE_PATH = '/v1/clientConnect';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});

function sendSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  setRefreshCookie(request, reply, {
    name: CONNECT_REFRESH_COOKIE,
    path: COOKIE_PATH,
    token: issued.refreshToken,
    expires: issued.refreshExpiresAt,
  });
  return ok({ token: issued.token, expires_at: issued.expiresAt.toISOString() });
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
};

/** Client Connect's own sign-in, sign-up and session calls (v1/clientConnect/…). */
export const connectAuthRoutes: FastifyPluginAsyncZod<{ rateLimitMax: number }> = async (app, options) => {
  const auth = createConnectAuthService({ db: app.db, tokens: app.tokens, mailer: app.mailer, config: app.config });
  const limited = authRateLimit(options.rateLimitMax);
  const signUps = signUpLimit(app, 'connect-sign-up');
  const tags = ['client connect'];

  app.post(
    '/clientConnect/signIn',
    { config: limited, schema: { tags, body: signInBodySchema, response: replies(tokenPayloadSchema) } },
    async (request, reply) => sendSession(request, reply, await auth.signIn(request.body, meta(request))),
  );

  app.post(
    '/clientConnect/register',
    { config: limited, schema: { tags, body: connectRegisterBodySchema, response: replies(tokenPayloadSchema) } },
    async (request, reply) =>
      sendSession(request, reply, await signUps(request, () => auth.register(request.body, meta(request)))),
  );

  app.post(
    '/clientConnect/refresh',
    {
      config: refreshRateLimit(options.rateLimitMax),
      schema: { tags, body: refreshBodySchema, response: replies(tokenPayloadSchema) },
    },
    async (request, reply) => {
      try {
        return sendSession(
          request,
          reply,
          await auth.refresh(request.cookies[CONNECT_REFRESH_COOKIE], request.body.guid),
        );
      } catch (error) {
        reply.clearCookie(CONNECT_REFRESH_COOKIE, { path: COOKIE_PATH });
        throw error;
      }
    },
  );

  app.post(
    '/clientConnect/logout',
    { schema: { tags, body: logoutBodySchema, response: repliesNothing } },
    async (request, reply) => {
      await auth.logout(request.cookies[CONNECT_REFRESH_COOKIE], bearerToken(request));
      reply.clearCookie(CONNECT_REFRESH_COOKIE, { path: COOKIE_PATH });
      return ok(null, 'Signed out');
    },
  );

  app.post(
    '/clientConnect/password/forgot',
    { config: limited, schema: { tags, body: forgotPasswordBodySchema, response: repliesNothing } },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return ok(null, AUTH_MESSAGES.resetSent);
    },
  );

  app.post(
    '/clientConnect/password/reset',
    { config: limited, schema: { tags, body: resetPasswordBodySchema, response: repliesNothing } },
    async (request) => {
      await auth.resetPassword(request.body);
      return ok(null, AUTH_MESSAGES.passwordReset);
    },
  );

  app.post(
    '/clientConnect/email/verify',
    { config: limited, schema: { tags, body: connectVerifyBodySchema, response: replies(connectVerifyPayloadSchema) } },
    async (request) => {
      const payload = await auth.verifyEmail(request.body.code);
      return ok(
        payload,
        payload.changed_to ? CONNECT_MESSAGES.emailChanged(payload.changed_to) : CONNECT_MESSAGES.verified,
      );
    },
  );

  app.put(
    '/clientConnect/email',
    {
      config: limited,
      preValidation: requireClientAuth,
      schema: { tags, body: connectEmailChangeBodySchema, response: repliesNothing },
    },
    async (request) => {
      await auth.requestEmailChange(clientAuthOf(request).portalUserId, request.body);
      return ok(null, CONNECT_MESSAGES.emailChangeSent(request.body.email));
    },
  );

  app.post(
    '/clientConnect/email/reverse',
    { config: limited, schema: { tags, body: connectVerifyBodySchema, response: repliesNothing } },
    async (request) => {
      await auth.reverseEmailChange(request.body.code);
      return ok(null, CONNECT_MESSAGES.emailChangeReversed);
    },
  );

  app.post(
    '/clientConnect/email/verify/resend',
    { config: limited, preValidation: requireClientAuth, schema: { tags, response: repliesNothing } },
    async (request) => {
      await auth.resendVerification(clientAuthOf(request).portalUserId);
      return ok(null, CONNECT_MESSAGES.verifySent);
    },
  );

  app.put(
    '/clientConnect/password',
    {
      preValidation: requireClientAuth,
      schema: { tags, body: connectChangePasswordBodySchema, response: repliesNothing },
    },
    async (request) => {
      await auth.changePassword(clientAuthOf(request), request.body);
      return ok(null, CONNECT_MESSAGES.passwordChanged);
    },
  );
};
